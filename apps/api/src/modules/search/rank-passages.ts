import { foldQuestion } from './visitor-words.ts';

/**
 * The ranking of the assistant's passages, apart from the SQL that gathers them: what each
 * candidate document holds of the question's words, and the score that orders them. Pure, so that
 * a ranking rule is tested on the documents it must and must not put first.
 */

/** What a candidate document holds of the question's words, as the search index sees it. */
export interface PassageCandidate {
  id: number;
  url: string;
  /** For each of the question's words, in order: whether its text (title, summary, body) holds it. */
  inText: readonly boolean[];
  /** Whether its heading (title or summary) holds it. */
  inHeading: readonly boolean[];
  /** Whether its title holds it. */
  inTitle: readonly boolean[];
  /**
   * For each of its sections' headings that holds some of the question's words (a practical sheet's
   * « Peut-on se rétracter ? »), which ones; none for other documents.
   */
  sectionHeadings?: readonly (readonly boolean[])[] | undefined;
  /**
   * For each of the question's words, whether its title names the question's phrase with a word
   * the question lacks right after it (« La rupture conventionnelle collective » for a question on
   * « rupture conventionnelle »): that title is about a narrower subject than the one asked.
   */
  qualifiedInTitle?: readonly boolean[] | undefined;
  /** How many words its title has, stemmed (stop words dropped). */
  titleLength: number;
  /** How many distinct words its heading (title and summary) has, stemmed; unknown when absent. */
  headingLength?: number | undefined;
  /** How many of the question's neighbouring word pairs its title holds as a phrase. */
  titlePhrases: number;
  /** The full-text relevance of its heading (`ts_rank_cd`, times the document's boost). */
  relevance: number;
  /** A letter template (`/outils/modele/…`). */
  template: boolean;
  /** One of our articles (`/blog/…`), written for company officers. */
  officerArticle?: boolean | undefined;
  /** A simulator's page (`/outils/simulateur/…`, `/simulators…`). */
  simulator?: boolean | undefined;
  /** Its title is written for one kind of employer or employee the question does not name (`namesAnotherAudience`). */
  otherAudience?: boolean | undefined;
  /** Its title is written for a kind of contract or worker the question names (`namesSameAudience`). */
  sameAudience?: boolean | undefined;
}

export interface RankingContext {
  /** The question asks for a letter or a model to fill in. */
  letterAsked: boolean;
  /**
   * The question asks for a rule, not a letter: a delay, a count, a limit, whether something is
   * obligatory (« combien de fois », « sous quel délai », « c'est obligatoire ? »).
   */
  ruleAsked?: boolean | undefined;
  /** The question is about a company officer (« président de SASU », « gérant minoritaire », « pour moi-même »). */
  officerNamed?: boolean | undefined;
  /** The question asks for a simulator or a calculator (« vous avez un simulateur brut net ? »). */
  simulatorAsked?: boolean | undefined;
  /** Each question word's weight, in order (`word-rarity.ts`: a rare word more); 1 each when absent. */
  wordWeights?: readonly number[] | undefined;
}

/**
 * The weights of BM25F's fields, for a word a document holds: in its text (title, summary or body)
 * 2, once more in its heading (title or summary), twice more in its title — a document named after
 * the question's subject comes before a long text that merely mentions every word; once more in
 * the heading of its section most about the question (`sectionWeight`). Measured on the tuning
 * part (stop 35, second round): a section weighing 0.75, 1 or 1.5 gives the same answers, 2 loses two.
 */
export const FIELD_WEIGHTS = { text: 2, heading: 1, title: 2, section: 1 } as const;

/**
 * BM25's length normalisation of the title (k1 = 1.2, b = 0.75, a title of 5 words weighing 1): a
 * word in a short title says more of the document's subject than one among ten (« Les congés payés »
 * is about « congés » more than « Le congé ou temps partiel pour création ou reprise d'une jeune
 * entreprise innovante »). The body is not normalised: the index holds it without positions, so a
 * word is there or not, and a sheet's length tells how complete it is, not what it is about.
 */
const TITLE_K1 = 1.2;
const TITLE_B = 0.75;
const TITLE_AVERAGE_WORDS = 5;

/** How much a word of a title of `words` words weighs, 1 for a title of average length. */
export function titleLengthFactor(words: number): number {
  const saturation = (length: number) =>
    (TITLE_K1 + 1) / (1 + TITLE_K1 * (1 - TITLE_B + (TITLE_B * length) / TITLE_AVERAGE_WORDS));
  return saturation(Math.max(1, words)) / saturation(TITLE_AVERAGE_WORDS);
}

const HEADING_B = 0.25;
const HEADING_AVERAGE_WORDS = 30;

/**
 * A heading's words count less when it is long: a summary of 60 words holds any question's words by
 * chance more than one of 20 (« Les visites médicales… », whose summary names « salarié, alternant,
 * stagiaire, agent public », came first for questions on interns and on sick leave). BM25's length
 * normalisation, lighter than the title's (b = 0.25: measured at stop 40 on 926 tuning questions,
 * 848 → 849; 0.15 the same, 0.35 847, 0.5 846).
 */
export function headingLengthFactor(words: number | undefined): number {
  if (words === undefined) return 1;
  const saturation = (length: number) =>
    (TITLE_K1 + 1) / (1 + TITLE_K1 * (1 - HEADING_B + (HEADING_B * length) / HEADING_AVERAGE_WORDS));
  return saturation(Math.max(1, words)) / saturation(HEADING_AVERAGE_WORDS);
}

/** The sum of the weights of the words `flags` marks. */
export function weighed(flags: readonly boolean[], weights: readonly number[] | undefined): number {
  return flags.reduce((sum, flag, index) => sum + (flag ? (weights?.[index] ?? 1) : 0), 0);
}

function count(flags: readonly boolean[]): number {
  return weighed(flags, undefined);
}

/**
 * The section most about the question: of the headings holding two of its words at least (« Temps
 * de pause » for « temps de pause obligatoire au bout de combien d'heures »), the one holding the
 * most weight. A heading holding one word (« Que se passe-t-il pendant l'arrêt de travail ? » for
 * « arrêt maladie, jours de carence ») says little: every section of a sheet on the subject names it.
 */
export function sectionWeight(candidate: PassageCandidate, weights: readonly number[] | undefined): number {
  return (candidate.sectionHeadings ?? [])
    .filter((flags) => count(flags) >= 2)
    .reduce((best, flags) => Math.max(best, weighed(flags, weights)), 0);
}

/**
 * What a letter template's score gains, in words: four when a letter is asked for, two less
 * otherwise, five less when the question asks for a rule (« on peut renouveler une période
 * d'essai ? combien de fois »: « Renouvellement de la période d'essai », a letter, names every word
 * of it; the sheet says how often). Measured on the tuning part (stop 36): 2 gains nothing, 3 to 6
 * the same one question, none lost; at stop 40, on 926 questions, 1 → 2 gains one (a letter asked in
 * the second sentence of a story: « …le CA a chuté de 40 %. Vous avez une lettre type de
 * licenciement économique ? »), 3 the same; at stop 41, on 986 questions, otherwise −1 → −2 and
 * a rule −3 → −5 gain two (« quels documents donner au salarié à la fin de son contrat » wants the
 * sheet, not « Demande des documents de fin de contrat »), −3 otherwise loses two, a rule −7 the same;
 * then, on 1 046, a letter asked 2 → 4 gains one (« Auriez-vous une lettre type pour ça ? » at the
 * end of a story whose words a sheet holds more of, and loses one asking a rule and a letter), 3 nothing.
 */
export const TEMPLATE_WEIGHTS = { letterAsked: 4, ruleAsked: -5, otherwise: -2 } as const;

function templateWeight(context: RankingContext): number {
  if (context.letterAsked) return TEMPLATE_WEIGHTS.letterAsked;
  return context.ruleAsked ? TEMPLATE_WEIGHTS.ruleAsked : TEMPLATE_WEIGHTS.otherwise;
}

/**
 * Pages written for one kind of employer, employee or contract, as their titles say (folded): a
 * home employer's or a childminder's, posted workers', the integration schemes', young workers', the
 * civil service's, intermittent or seasonal work, disabled workers'. Their rules apply to that case; each is long and
 * holds most of a general question's words (« un salarié me demande une avance » found « Les droits
 * et obligations des salariés du particulier employeur »). Each with the words by which a question
 * names that case.
 */
const AUDIENCES: readonly (readonly [title: RegExp, question: RegExp])[] = [
  [
    /particulier employeur|assistante? maternel/,
    /\b(?:particuliers?|assistante?s? maternel\w*|nounous?|nourrices?|garde d'enfants?|employee?s? (?:de maison|a domicile)|cesu|menage|aide a domicile)\b/,
  ],
  [/\bdetach/, /\b(?:detach\w*|etrangers?|expatri\w*|pays)\b/],
  [
    /insertion|\((?:aci|ei|ai|etti|vip)\)|\bgeiq\b|groupements? d'employeurs|\bepide\b|\bcui\b|\bcie\b|\bcae\b/,
    /\b(?:insertion|aci|ei|ai|etti|geiq|epide|cui|cie|cae|groupements?|contrats? aides?|emplois? aides?)\b/,
  ],
  [
    /\bjeunes\b|job d'ete/,
    /\b(?:jeunes?|mineurs?|moins de 18|etudiants?|jobs?|ete|vacances|ados?|adolescents?)\b/,
  ],
  [/fonction publique/, /\b(?:fonction publique|fonctionnaires?|agents? publics?)\b/],
  [/\bintermittent/, /\bintermitt\w*/],
  [/\bsaisonn|\bvendanges\b/, /\b(?:saison\w*|vendang\w*|recoltes?)\b/],
  [
    /handicap|readaptation|agefiph|\besat\b|emploi accompagne|\brqth\b|\boeth\b/,
    /\b(?:handicap\w*|rqth|oeth|agefiph|esat|invalid\w*|readaptation|emploi accompagne|inaptitude|inapte|reclassement|maladie (?:grave|chronique)|cancer|fauteuil)\b/,
  ],
];

/** Whether `title` is written for a case (`AUDIENCES`) the question (folded) does not name. */
export function namesAnotherAudience(title: string, foldedQuestion: string): boolean {
  const foldedTitle = foldQuestion(title);
  return AUDIENCES.some(
    ([inTitle, inQuestion]) => inTitle.test(foldedTitle) && !inQuestion.test(foldedQuestion),
  );
}

/**
 * The cases a page's title may be written for, with the words by which a question names each: those
 * of `AUDIENCES`, and the contracts and workers whose pages apply the general rules to them (an
 * apprentice's, an intern's, a temp's, a CDD's, a part-timer's).
 */
const NAMED_AUDIENCES: readonly (readonly [title: RegExp, question: RegExp])[] = [
  ...AUDIENCES,
  [/apprentissage|\bapprentis?\b/, /\b(?:apprenti\w*|alternan\w*)\b/],
  [/professionnalisation/, /\b(?:professionnalisation|contrat pro|alternan\w*)\b/],
  [/\bstages?\b|stagiaires?/, /\b(?:stages?|stagiaires?)\b/],
  [/travail temporaire|interimaire/, /\b(?:interim\w*|travail temporaire)\b/],
  [/duree determinee|\bcdd\b/, /\b(?:cdd|duree determinee)\b/],
  [/temps partiel/, /\b(?:temps partiel|mi[- ]temps)\b/],
];

/** Whether `title` is written for a case (`NAMED_AUDIENCES`) the question (folded) names. */
export function namesSameAudience(title: string, foldedQuestion: string): boolean {
  const foldedTitle = foldQuestion(title);
  return NAMED_AUDIENCES.some(
    ([inTitle, inQuestion]) => inTitle.test(foldedTitle) && inQuestion.test(foldedQuestion),
  );
}

/**
 * What a page written for another case (`namesAnotherAudience`) loses, in words: as much as a
 * template when a rule is asked.
 */
export const OTHER_AUDIENCE_WEIGHT = -3;

/**
 * What a page written for the case the question names (`namesSameAudience`) gains, in words: « salaire
 * minimum d'un apprenti » is answered by « Le contrat d'apprentissage », not by the SMIC's sheet, whose
 * title holds two of its words. Measured at stop 42 on the 986 tuning questions: 1 or 2 answer one
 * more (908 → 909), 3 none.
 */
export const SAME_AUDIENCE_WEIGHT = 1;

/**
 * What a simulator's page gains, in words, when the question asks for one (« vous avez un simulateur
 * brut net pour la paye de mes employés ? »): as a letter template when a letter is asked.
 */
export const SIMULATOR_ASKED_WEIGHT = 2;

/**
 * What one of our articles gains, in words, when the question is about a company officer (« gérant
 * de ma SARL avec 40 % des parts… ça change quelque chose pour mon statut ? »): they are written for
 * officers, the practical sheets for employers and employees. Measured at stop 40 on 986 tuning
 * questions: 1 answers one more (899 → 900), 2 the same.
 */
export const OFFICER_ARTICLE_WEIGHT = 1;

/**
 * A candidate's score, BM25F-like: for each of the question's words it holds, the word's weight
 * (its rarity) times the weights of the fields holding it, the title's by its length (a word of a
 * phrase the title qualifies with a word the question lacks counts in the heading, not the
 * title), plus the heading of its section most about the question. A letter
 * template answers a request for a letter; « combien de jours de congés payés » wants the rule,
 * which a template on the same subject only applies (`TEMPLATE_WEIGHTS`).
 */
export function passageScore(candidate: PassageCandidate, context: RankingContext): number {
  const weights = context.wordWeights;
  const fields =
    FIELD_WEIGHTS.text * weighed(candidate.inText, weights) +
    FIELD_WEIGHTS.heading *
      headingLengthFactor(candidate.headingLength) *
      weighed(candidate.inHeading, weights) +
    FIELD_WEIGHTS.section * sectionWeight(candidate, weights) +
    FIELD_WEIGHTS.title * titleLengthFactor(candidate.titleLength) * weighed(titleWords(candidate), weights);
  const template = candidate.template ? templateWeight(context) : 0;
  const audience =
    (candidate.otherAudience ? OTHER_AUDIENCE_WEIGHT : 0) +
    (candidate.sameAudience ? SAME_AUDIENCE_WEIGHT : 0);
  const simulator = candidate.simulator && context.simulatorAsked ? SIMULATOR_ASKED_WEIGHT : 0;
  const officer = candidate.officerArticle && context.officerNamed ? OFFICER_ARTICLE_WEIGHT : 0;
  return fields + template + audience + simulator + officer;
}

/** The question's words its title holds, less those of a phrase it qualifies (`qualifiedInTitle`). */
function titleWords(candidate: PassageCandidate): boolean[] {
  return candidate.inTitle.map((flag, index) => flag && !(candidate.qualifiedInTitle?.[index] ?? false));
}

/** A word of the question, stemmed, with its place in the question (stop words count). */
export interface PlacedWord {
  lexeme: string;
  position: number;
}

/**
 * Which of the question's words (`lexemes`, in order) a title names as a phrase the question
 * lacks a word of: two words next to each other in the question, next to each other in the title,
 * followed at once by a word the question does not hold (« rupture conventionnelle collective »,
 * « contrat d'apprentissage aménagé »). A stop word between (« rupture conventionnelle du
 * contrat ») or a punctuation mark (`titlePositions` has none after « : », « ( », see
 * `retrieve-passages.ts`) ends the phrase. A stem of 6 letters or more matches the longer stems it
 * begins, as the search does.
 */
export function qualifiedTitleWords(
  lexemes: readonly string[],
  words: readonly PlacedWord[],
  titlePositions: ReadonlyMap<number, string>,
): boolean[] {
  const holds = (lexeme: string, titleLexeme: string | undefined) =>
    titleLexeme !== undefined &&
    (titleLexeme === lexeme || (lexeme.length >= 6 && titleLexeme.startsWith(lexeme)));
  const asked = (titleLexeme: string) => lexemes.some((lexeme) => holds(lexeme, titleLexeme));
  const qualified = lexemes.map(() => false);
  for (let index = 1; index < words.length; index += 1) {
    const first = words[index - 1];
    const second = words[index];
    if (!first || !second) continue;
    if (second.position - first.position !== 1) continue;
    for (const [position, lexeme] of titlePositions) {
      if (!holds(first.lexeme, lexeme) || !holds(second.lexeme, titlePositions.get(position + 1))) continue;
      const next = titlePositions.get(position + 2);
      if (next === undefined || asked(next)) continue;
      for (const word of [first, second]) {
        const at = lexemes.indexOf(word.lexeme);
        if (at >= 0) qualified[at] = true;
      }
    }
  }
  return qualified;
}

/** A `tsvector`'s text (`'collect':4 'conventionnel':3`) as each position's lexeme. */
export function positionsOf(vector: string): Map<number, string> {
  const positions = new Map<number, string>();
  for (const match of vector.matchAll(/'((?:[^']|'')+)':([\d,A-D]+)/g)) {
    for (const position of (match[2] ?? '').split(',')) {
      positions.set(Number.parseInt(position, 10), (match[1] ?? '').replaceAll("''", "'"));
    }
  }
  return positions;
}

/** How much of its title is about the question's words, 0 to 1. */
export function titleFocus(candidate: PassageCandidate): number {
  return count(candidate.inTitle) / Math.max(1, candidate.titleLength);
}

/**
 * The candidates in the order they answer: by score, then the title holding the question's words
 * as a phrase, then the title most about them, then relevance, then id (a stable order).
 */
export function rankPassages<C extends PassageCandidate>(
  candidates: readonly C[],
  context: RankingContext,
): C[] {
  const keyed = candidates.map((candidate) => ({
    candidate,
    score: passageScore(candidate, context),
    focus: titleFocus(candidate),
  }));
  keyed.sort(
    (a, b) =>
      b.score - a.score ||
      b.candidate.titlePhrases - a.candidate.titlePhrases ||
      b.focus - a.focus ||
      b.candidate.relevance - a.candidate.relevance ||
      a.candidate.id - b.candidate.id,
  );
  return keyed.map((entry) => entry.candidate);
}

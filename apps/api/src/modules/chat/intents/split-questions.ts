/**
 * Several questions in one message (issue 28 §1): « combien ça coûte et y a-t-il un essai ? »,
 * « je peux résilier quand je veux ? vous avez un numéro ? ». The message is cut at each question
 * mark, and at an « et », « aussi » or « puis » whose two sides are each a question the assistant
 * recognises on its own; each part keeps its own intent, and a calculation takes the figures an
 * earlier part of the same message gave (« préavis pour 3 ans ? et l'indemnité avec 2 500 € ? »).
 */
import { foldQuestion, type KnownWord, noWordKnown } from '../../search/visitor-words.ts';
import { type Intent, recogniseIntent, recogniseIntentInConversation } from './recognise-intent.ts';

export interface QuestionPart {
  /** The part of the message, as the visitor wrote it. */
  text: string;
  intent: Intent;
}

/** The most parts answered: a longer list is a message to read whole. */
const MAX_PARTS = 3;

/** Words that make no question of their own: « c'est bien ça ? », « merci ». */
const FILLER =
  /^(?:et|ou|mais|alors|donc|aussi|bien|merci|svp|stp|ok|oui|non|voila|comment|combien|quoi|pourquoi|c'est|ca|est-ce|que|qui|quel|quelle|le|la|les|de|du|des|un|une|pour|avec|vous|moi|je|il|on|ce|sur|par|a|en|y)$/;

/**
 * Whether a part holds a subject of its own: two words at least that are not fillers, or one of four
 * letters or more (« et c'est quoi la DPAE », « et la mutuelle ? »).
 */
function hasSubject(text: string): boolean {
  const words = foldQuestion(text)
    .replace(/[?!.,;:()]/g, ' ')
    .split(' ')
    .filter((word) => word.length >= 3 && !FILLER.test(word));
  return words.length >= 2 || (words.length === 1 && (words[0]?.length ?? 0) >= 4);
}

/** A seniority a sentence tells: « 8 ans », « 2 ans d'ancienneté », « depuis 2019 ». */
const SENIORITY_TOLD = /\b(?:ans?|annees?|anciennete|depuis)\b/;

/** The words of a question that names no subject of its own: « j'ai droit à quoi ? », « il risque quoi ? ». */
const GENERIC_ASKING_WORD =
  /^(?:j'ai|ai|a|as|avons|avez|ont|droit|droits|rien|tout|du|de|des|la|le|les|au|aux|quoi|ni|je|tu|il|elle|on|nous|vous|ils|elles|fais|faire|fait|faut|comment|c'est|est|sont|ce|ca|normal|normale|legal|legale|possible|risque|risques|risquent|dois|doit|doivent|peux|peut|peuvent|quand|meme|alors|donc|et|mais|ou|que|qu'est-ce|qui|obligatoire|oblige|obligee|ok|bien|vrai|vraiment|sur|pas|ne|n'ai|n'a|y|me|moi|lui|leur|en|dans|cas|qu'il|qu'elle|qu'on|concretement|exactement)$/;

/** Whether every word of a question is a generic one (`GENERIC_ASKING_WORD`). */
function namesNoSubject(text: string): boolean {
  const words = foldQuestion(text)
    .replace(/[?!.,;:()]/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0);
  return words.length > 0 && words.every((word) => GENERIC_ASKING_WORD.test(word));
}

/**
 * The computation asked again in general words (« combien je dois toucher au minimum », « ça fait
 * combien »), not another subject (« et combien au chômage ? », « combien de temps pour contester ? »).
 */
const AMOUNT_ASKED_AGAIN =
  /^(?:et |alors |donc )?(?:combien (?:je|j'|on|il|elle|ils|elles) ?(?:dois|doit|doivent|vais|va|vont|devrais|devrait)? ?(?:toucher|recevoir|percevoir|avoir|lui verser|verser|payer)?(?: au minimum| minimum| au total| en tout)?|(?:ca|cela) (?:fait|donne|ferait) combien(?: au minimum| en tout| au total)?|c'est combien(?: au minimum| en tout| au total)?|combien au minimum|combien en tout|combien au total)$/;

/** What the visitor heard of the case, before the amount asked again (« on m'a dit que l'indem est doublée dans ce cas, »). */
const HEARD_OF_THE_CASE =
  /^(?:on m'a dit|il parait|j'ai lu|j'ai entendu|mon comptable (?:dit|m'a dit)|(?:le|mon) patron (?:dit|m'a dit))\b(?=[^,]{0,80}\b(?:indem\w*|doublee?s?)\b)[^,]{0,80}\bdans ce cas, /;

/** A question asked in other words: « je voudrais connaître… », « dites-moi… », « j'aimerais savoir si… ». */
const ASKED_INDIRECTLY =
  /^(?:bonjour,? |bonsoir,? )?(?:je voudrais|j'aimerais|je souhaiterais|je cherche|dites|indiquez|merci de|pouvez-vous|pourriez-vous|expliquez|je veux savoir|j'ai besoin de savoir)\b|\bsavoir si\b/;

/** Interrogative words a question opens with. */
const ASKING =
  /^(?:et |mais |alors )?(?:comment|combien|quel|quelle|quels|quelles|quand|pourquoi|ou|qui|que|qu'|quoi|est-ce|peut-on|puis-je|dois-je|faut-il|a-t-on|y a|y-a|existe|c'est quoi|c quoi|c'est combien|c'est comment|c'est obligatoire|c'est legal)/;

/** A part that states the visitor's situation: « je suis en Essentielle », « j'ai pris l'annuel ». */
const STATES_A_SITUATION =
  /^(?:je suis|j'ai|je paie|je paye|j'utilise|je prends|on est|on a|nous sommes|nous avons|actuellement|aujourd'hui)\b/;

/** Whether a part is asked: followed by a question mark, or opened by an interrogative word. */
function isAsked(message: string, text: string): boolean {
  const at = message.indexOf(text);
  return (at >= 0 && /^\s*\?/.test(message.slice(at + text.length))) || ASKING.test(foldQuestion(text));
}

/** Whether a part is a sentence told, not asked: a full stop after it, no interrogative word. */
function endsAStatement(message: string, text: string): boolean {
  const at = message.indexOf(text);
  return at >= 0 && /^\s*[.!]/.test(message.slice(at + text.length)) && !ASKING.test(foldQuestion(text));
}

function key(intent: Intent): string {
  switch (intent.kind) {
    case 'product':
      return `product:${intent.topic}`;
    case 'calculation':
      return `calculation:${intent.calculator}`;
    default:
      return intent.kind;
  }
}

/**
 * A part that names only a calculation's subject (« et le préavis ? », « l'indemnité »): it asks the
 * same about what the part before it says (« indemnité de licenciement 5 ans 2 000 € et le préavis ? »).
 */
function isBareSubject(text: string): boolean {
  return BARE_SUBJECT.test(
    foldQuestion(text)
      .replace(/[?!.,;:]/g, ' ')
      // Politeness after it (« indemnité svp ») asks nothing more.
      .replace(/\b(?:svp|stp|merci(?: d'avance)?|please|svpl?)\b/g, ' ')
      .trim(),
  );
}

/**
 * A bare subject's intent: the part before it with its own subject replaced (« le préavis » after
 * « indemnité de licenciement 5 ans 2 000 € » reads « le préavis de licenciement 5 ans 2 000 € »).
 */
function bareSubjectIntent(text: string, before: string, isKnown: KnownWord): Intent {
  return recogniseIntent(
    `${text} ${foldQuestion(before).replace(/\b(?:preavis|indemnites?|procedure|delais?)\b/g, ' ')}`,
    isKnown,
  );
}

/** A segment cut in two at an « et »/« aussi »/« puis »/a comma when both sides are recognised questions. */
function splitOnConjunction(segment: string, isKnown: KnownWord): string[] {
  // A comma too: « essai gratuit, prix ? » (only when both sides are questions recognised apart).
  const joints = [...segment.matchAll(/,? (?:et|aussi|puis|et aussi|ainsi que|\+|&) |, /gi)];
  for (const joint of joints) {
    const at = joint.index ?? 0;
    const left = segment.slice(0, at).trim();
    const right = segment.slice(at + joint[0].length).trim();
    if (!left || !right) continue;
    const first = recogniseIntent(left, isKnown);
    const second = isBareSubject(right)
      ? bareSubjectIntent(right, left, isKnown)
      : recogniseIntent(right, isKnown);
    const recognised = (intent: Intent) => intent.kind !== 'retrieval' && intent.kind !== 'greeting';
    if (recognised(first) && recognised(second) && key(first) !== key(second)) {
      return [left, ...splitOnConjunction(right, isKnown)];
    }
  }
  return [segment];
}

/** A calculation's subject, as a question names it (accents optional, an article before it). */
const HEAD =
  "(?:(?:le|la|les|l['’]|quel(?:le)?s?|de|du|d['’]|d(?= )) ?)?(pr[ée]avis|indemnit[ée]s?|proc[ée]dure|d[ée]lais?)";
/** Two subjects sharing one complement: « préavis et indemnité de licenciement pour 5 ans ». */
const COORDINATED_HEADS = new RegExp(
  `^(.*?)\\b${HEAD} (?:et|ou|\\+|&) ${HEAD}((?: (?:de|du|des|d['’]|pour|en cas de|apr[èe]s|si|avec)\\b|['’]).+)$`,
  'iu',
);

/** The calculations' subjects a part names (« quel préavis et combien d'indemnité »), in its order. */
function namedHeads(text: string): string[] {
  return [...foldQuestion(text).matchAll(/\b(preavis|indemnites?)\b/g)].map((match) =>
    match[1] === 'preavis' ? 'le preavis' : "l'indemnite",
  );
}

/** A calculation's subject alone, folded (no accents), an « et » or an article before it. */
const BARE_SUBJECT =
  /^(?:et |aussi |puis )?(?:(?:le|la|les|l'|quel(?:le)?s?) ?)?(?:preavis|indemnites?|procedure|delais?)$/;

/**
 * A segment naming two subjects with one complement is read as two questions, each with the whole
 * complement: « préavis et indemnité de licenciement pour 5 ans et 2 200 € » asks « préavis de
 * licenciement pour 5 ans et 2 200 € » and « indemnité de licenciement pour 5 ans et 2 200 € ».
 */
export function expandCoordinatedHeads(segment: string): string[] {
  const match = COORDINATED_HEADS.exec(segment);
  if (!match) return [segment];
  const [, before = '', first = '', second = '', complement = ''] = match;
  // What comes before the first subject is the case both ask about (« licencié après 7 ans, combien de … »).
  return [`${before}${first}${complement}`.trim(), `${before}${second}${complement}`.trim()];
}

/** The message's questions, in order (one when it asks one thing). */
export function splitQuestions(message: string, isKnown: KnownWord = noWordKnown): string[] {
  return message
    .split(/[?;]+|\.\s+(?=\p{L})/u)
    .map((segment) => segment.trim())
    .filter((segment) => /\p{L}/u.test(segment))
    .flatMap(expandCoordinatedHeads)
    .flatMap((segment) => splitOnConjunction(segment, isKnown));
}

/** A part that only asks which text says it: « c'est quel article ? », « quelle loi ? ». */
const WHICH_ARTICLE =
  /^(?:et )?(?:c'est |c |dans )?(?:quel|quels|quelle|quelles) (?:article|texte|loi)s?(?: de loi| du code(?: du travail)?)?(?: svp)?$/;

/** The figures the calculations of one message share. */
const SHARES_FIGURES = new Set([
  'preavis-licenciement',
  'preavis-retraite',
  'indemnite-licenciement',
  'indemnite-rupture-conventionnelle',
]);

/**
 * Whether the whole message is a dismissal procedure dated from the convocation's presentation,
 * whose calendar answers each of its steps the parts ask in turn (« la convocation a été présentée
 * le lundi 26 avril 2027. L'entretien au plus tôt quand ? et la lettre à partir de quand ? »): the
 * first part, cut from the day told before, was searched for, the second had no day to count from.
 */
function answersEveryStep(whole: Intent | undefined, parts: readonly QuestionPart[]): boolean {
  return (
    whole?.kind === 'calculation' &&
    whole.calculator === 'procedure-licenciement' &&
    whole.presentedOn !== undefined &&
    parts.every(
      (part) =>
        part.intent.kind === 'retrieval' ||
        (part.intent.kind === 'calculation' && part.intent.calculator === 'procedure-licenciement'),
    )
  );
}

/**
 * Whether the message asks one recognised question whose figures it tells in other sentences
 * (« un de mes gars a bossé 46h. taux horaire 15 € brut, pas d'accord sur les heures sup. ça fait
 * combien en tout ? »): the only part recognised is the whole message's question with fewer of its
 * figures, the others are searched for. The whole message, read at once, has them all.
 */
function figuresToldApart(
  message: string,
  whole: Intent | undefined,
  parts: readonly QuestionPart[],
): boolean {
  const recognised = parts.filter((part) => part.intent.kind !== 'retrieval');
  // Each part recognised tells and asks nothing (« taux horaire 15 € brut, pas d'accord. », « il me
  // réclame des heures sup jamais payées. »): the question is another part, which the whole message
  // answers with them. A part asked (« période d'essai d'un cadre ? et pour un CDD de 3 mois ? ») is a
  // question of its own.
  return (
    whole !== undefined &&
    whole.kind !== 'retrieval' &&
    whole.kind !== 'greeting' &&
    // A calculation's parts share their figures by their own rules (`SHARES_FIGURES`, `namedHeads`).
    whole.kind !== 'calculation' &&
    recognised.every((part) => part.intent.kind !== 'calculation') &&
    recognised.length >= 1 &&
    // A question read with the case told before it asks the whole message's question.
    recognised.every(
      (part) => !isAsked(message, part.text) || JSON.stringify(part.intent) === JSON.stringify(whole),
    ) &&
    recognised.some((part) => JSON.stringify(part.intent) !== JSON.stringify(whole))
  );
}

/**
 * Whether the message is an officer's pay told across sentences (« Je suis président d'une SAS…
 * Si je me mets 4 000 € brut, ça coûte combien ? et il me reste combien en net ? »): a part names
 * no officer and reads as an employee's pay, which the whole message, naming the officer, computes.
 * Not a part naming an employee (« et ma vendeuse à 1 900 € brut ? »), a pay of its own.
 */
function officersPayApart(whole: Intent | undefined, parts: readonly QuestionPart[]): boolean {
  return (
    whole?.kind === 'calculation' &&
    whole.calculator === 'charges-dirigeant' &&
    parts.every(
      (part) =>
        part.intent.kind === 'retrieval' ||
        (part.intent.kind === 'calculation' &&
          (part.intent.calculator === 'charges-dirigeant' ||
            (part.intent.calculator === 'salaire-brut-net' &&
              !NAMES_AN_EMPLOYEE.test(foldQuestion(part.text))))),
    )
  );
}

/**
 * Whether `together` is `previous` asking more rules of the same list (« combien de temps garder les
 * bulletins ? et en pdf ? »: the payslip's copy, then its electronic availability too).
 */
function widens(together: Intent, previous: Intent): boolean {
  if (together.kind !== previous.kind) return false;
  const listOf = (intent: Intent): readonly string[] | null => {
    const record = intent as Record<string, unknown>;
    // The list is the intent's own, or its question's (« { kind: 'pregnancy', question: { rules } } »).
    for (const holder of [record, record.question as Record<string, unknown> | undefined]) {
      for (const field of ['rules', 'limits', 'delays', 'leaves'] as const) {
        const value = holder?.[field];
        if (Array.isArray(value)) return value as string[];
      }
    }
    return null;
  };
  const before = listOf(previous);
  const after = listOf(together);
  return (
    before !== null &&
    after !== null &&
    after.length > before.length &&
    before.every((item) => after.includes(item))
  );
}

/** « je dois faire une lettre ? », « vous avez un modèle ? »: a letter asked. */
const LETTER_ASKED = /\b(?:lettres?|courriers?|modeles?|par ecrit)\b/;

const NAMES_AN_EMPLOYEE =
  /\b(?:salarie|salariee|employe|employee|vendeu\w*|ouvrier\w*|apprenti\w*|secretaire|assistante?|technicien\w*|cadre|collaborat\w*)s?\b/;

/**
 * What each question of the message asks, in the conversation (`recogniseIntentInConversation`).
 * A message asking one thing gives one part, the whole message. Greetings between questions are
 * dropped; a question the assistant does not recognise is kept when it has a subject of its own.
 */
export function recogniseQuestionParts(
  message: string,
  previousQuestions: readonly string[],
  isKnown: KnownWord = noWordKnown,
): QuestionPart[] {
  const whole: QuestionPart[] = [
    { text: message, intent: recogniseIntentInConversation(message, previousQuestions, isKnown) },
  ];
  const segments = splitQuestions(message, isKnown);
  if (segments.length < 2) return whole;
  const parts: QuestionPart[] = [];
  // The sentences that tell the case and ask nothing (« J'ai découvert le 14 novembre que mon commis
  // se servait dans la caisse. »), which a later question asks about.
  const told: string[] = [];
  // Where those told since the last question asked begin (a case already asked about is not the
  // next one's).
  let toldSinceAskedFrom = 0;
  let lastAsked = false;
  for (const [index, text] of segments.entries()) {
    const before = segments[index - 1];
    let intent =
      before !== undefined && isBareSubject(text)
        ? bareSubjectIntent(text, before, isKnown)
        : recogniseIntentInConversation(
            text,
            [...previousQuestions, ...parts.map((part) => part.text)],
            isKnown,
          );
    const asked = isAsked(message, text);
    if (lastAsked) toldSinceAskedFrom = told.length;
    lastAsked = asked;
    if (intent.kind === 'greeting') continue;
    // « c'est quel article ? » asks the source of the other question, which the whole message reads.
    if (intent.kind === 'retrieval' && WHICH_ARTICLE.test(foldQuestion(text).replace(/[?!.]/g, '').trim()))
      continue;
    // « …depuis 6 ans, elle gagne 2 800 brut. Quel préavis et combien d'indemnité ? »: the subjects
    // the last question names, each asked about the case an earlier part computes.
    // The case may be told across several sentences (« …depuis 22 ans… Elle est à 1 950 € brut.
    // Le minimum légal d'indemnité c'est combien ? »): then the whole message is the case.
    const computed =
      [...parts].reverse().find((part) => part.intent.kind === 'calculation') ??
      (whole[0]?.intent.kind === 'calculation' ? whole[0] : undefined);
    // Not the subjects a statement names (« …et elle fera son préavis. Combien d'indemnité ? »).
    const heads =
      intent.kind === 'retrieval' && computed && !endsAStatement(message, text) ? namedHeads(text) : [];
    if (computed && heads.length > 0) {
      for (const head of heads) {
        const asked = bareSubjectIntent(head, computed.text, isKnown);
        if (asked.kind !== 'calculation' || parts.some((part) => key(part.intent) === key(asked))) continue;
        parts.push({ text: `${head} ${computed.text}`, intent: asked });
      }
      continue;
    }
    // « J'ai jusqu'à quand pour lancer la procédure ? », asked of the case told before it (« J'ai
    // découvert le 14 novembre que mon commis se servait dans la caisse. »): the question read with
    // the case is recognised when it alone is not.
    if (intent.kind === 'retrieval' && asked && told.length > 0) {
      const calculated = parts.some((part) => part.intent.kind === 'calculation');
      let withCase = recogniseIntent(`${told.join(' ')} ${text}`, isKnown);
      // The case's figures read again as the calculation already asked (« …2 400 € par mois. C'est
      // combien le minimum ? Et si je regrette, combien de temps pour revenir en arrière ? »): the
      // question is read with the sentences naming the subject only.
      if (withCase.kind === 'calculation' && calculated)
        withCase = recogniseIntent(
          `${told.filter((sentence) => !/\d/.test(sentence)).join(' ')} ${text}`,
          isKnown,
        );
      // A calculation only when none is asked yet: the parts of one share their figures by their own
      // rules (`SHARES_FIGURES`), and « et si c'était une faute grave ? » is no second case.
      if (
        !['retrieval', 'greeting', 'product', 'outside', 'tools'].includes(withCase.kind) &&
        (withCase.kind !== 'calculation' || !calculated)
      )
        intent = withCase;
    }
    // « C'est vrai ? Combien je dois toucher au minimum ? »: asked again of the case a part already
    // computes exactly as the whole message does, no question of its own (not « combien pour
    // chacune ? » after two cases told).
    const wholeComputed = whole[0]?.intent;
    if (
      intent.kind === 'retrieval' &&
      wholeComputed?.kind === 'calculation' &&
      // « on m'a dit que l'indem est doublée dans ce cas, ça fait combien au mini ? »: what was heard
      // of the case, then the amount asked again.
      AMOUNT_ASKED_AGAIN.test(
        foldQuestion(text)
          .replace(/[?!.]/g, '')
          .replace(HEARD_OF_THE_CASE, '')
          .replace(/\bmini\b/g, 'minimum')
          .trim(),
      ) &&
      parts.some((part) => JSON.stringify(part.intent) === JSON.stringify(wholeComputed))
    )
      continue;
    // « combien de temps garder les bulletins ? et si je les envoie en pdf, c'est pareil ? »: a
    // follow-up « et… » asks the same subject as the question before it, now with more to it.
    const previous = parts.at(-1);
    // Not a follow-up about someone else (« et mon apprenti qui veut démissionner ? »).
    if (
      intent.kind === 'retrieval' &&
      asked &&
      previous &&
      /^et\b/.test(foldQuestion(text)) &&
      !NAMES_AN_EMPLOYEE.test(foldQuestion(text)) &&
      !/\b(?:mon|ma|mes) (?!compte|contrat|entreprise|societe|boite)[a-z]{4,}/.test(foldQuestion(text))
    ) {
      const together = recogniseIntent(`${previous.text} ${text}`, isKnown);
      if (widens(together, previous.intent)) {
        parts[parts.length - 1] = { text: `${previous.text} ? ${text}`, intent: together };
        continue;
      }
    }
    if (!asked) told.push(text);
    // A sentence that is no question (« j'ai un salarié depuis 5 ans. ») is the others' context, and
    // so is the visitor's own situation stated before a question (« je suis en Essentielle au mois,
    // si je passe en Complète… »), though it names a plan.
    if (intent.kind === 'retrieval' && !(hasSubject(text) && isAsked(message, text))) continue;
    if (intent.kind === 'product' && !isAsked(message, text) && STATES_A_SITUATION.test(foldQuestion(text)))
      continue;
    // « …je peux arrêter quelques mois pour m'occuper d'elle ? c'est payé ? »: a few words read as our
    // product's subject ask about the leave the whole message reads, not about our price.
    const wholeKind = whole[0]?.intent.kind;
    if (
      intent.kind === 'product' &&
      wholeKind !== undefined &&
      wholeKind !== 'product' &&
      wholeKind !== 'retrieval' &&
      foldQuestion(text)
        .split(/\s+/)
        .filter((word) => word.length > 0).length <= 3 &&
      !/\b(?:dirigeo|prix|tarifs?|abonnements?|logiciel|vous|formules?|offres?|essai)\b/.test(
        foldQuestion(text),
      )
    )
      continue;
    // A calculation's subject told without a figure and not asked (« mon salarié licencié n'a pas
    // besoin de faire son préavis. Comment je formalise ça par écrit ? ») is the case the next
    // question asks about, not a calculation to ask figures for.
    if (intent.kind === 'calculation' && endsAStatement(message, text) && !/\d/.test(text)) continue;
    // A rule's subject told in passing (« …avec les heures sup mes 3 derniers mois ça a fait… »), in a
    // sentence that asks nothing while another part asks: the case, not a question of its own (not
    // « Je voudrais connaître le délai de rétractation. », asked in other words).
    if (
      !asked &&
      !ASKED_INDIRECTLY.test(foldQuestion(text)) &&
      endsAStatement(message, text) &&
      !['calculation', 'retrieval', 'product', 'greeting'].includes(intent.kind) &&
      segments.some((other, at) => at !== index && isAsked(message, other))
    )
      continue;
    // A case told across sentences (« …7 ans d'ancienneté à la fin du préavis. Il était à 2 400 brut
    // pendant 9 mois puis 2 600 les 3 derniers mois. Ça donne combien d'indemnité ? »): a sentence
    // of it stating the calculation the whole message asks takes from the whole message the figures
    // it lacks, and its seniority when it tells none (its « 9 mois » of a pay is none); it keeps its
    // own figures when told (another employee's « 8 ans, 2 300 brut ») and its own facts (« et si
    // c'était une faute grave ? », asked after it, is no fact of the case).
    const wholeCase = whole[0]?.intent;
    if (
      intent.kind === 'calculation' &&
      endsAStatement(message, text) &&
      wholeCase?.kind === 'calculation' &&
      key(intent) === key(wholeCase)
    )
      intent = {
        ...intent,
        seniorityMonths: SENIORITY_TOLD.test(foldQuestion(text))
          ? (intent.seniorityMonths ?? wholeCase.seniorityMonths)
          : (wholeCase.seniorityMonths ?? intent.seniorityMonths),
        amountCents: intent.amountCents ?? wholeCase.amountCents,
        ...(intent.payHistoryCents || !wholeCase.payHistoryCents
          ? {}
          : { payHistoryCents: wholeCase.payHistoryCents }),
      };
    // A case told with its dates (« en CDI depuis le 1er mars 2019… la lettre arrivera le 15 juin
    // 2026 et elle fera son préavis. Combien d'indemnité ? »): a sentence stating them asks nothing of
    // its own, and each calculation asked counts the seniority between them.
    const wholeIntent = whole[0]?.intent;
    const dates = wholeIntent?.kind === 'calculation' ? wholeIntent.employmentDates : undefined;
    if (
      intent.kind === 'calculation' &&
      wholeIntent?.kind === 'calculation' &&
      dates &&
      endsAStatement(message, text) &&
      key(intent) !== key(wholeIntent)
    )
      continue;
    if (
      intent.kind === 'calculation' &&
      dates &&
      SHARES_FIGURES.has(intent.calculator) &&
      !intent.employmentDates
    )
      intent = { ...intent, employmentDates: dates };
    if (intent.kind === 'calculation' && SHARES_FIGURES.has(intent.calculator)) {
      const earlier = [...parts].reverse().find((part) => part.intent.kind === 'calculation');
      if (earlier?.intent.kind === 'calculation' && SHARES_FIGURES.has(earlier.intent.calculator)) {
        intent = {
          ...intent,
          seniorityMonths: intent.seniorityMonths ?? earlier.intent.seniorityMonths,
          amountCents: intent.amountCents ?? earlier.intent.amountCents,
        };
      }
    }
    // The same question again, now with more figures (« l'indemnité ? 5 ans et 3 000 € »): it replaces the first.
    const same = parts.findIndex((part) => key(part.intent) === key(intent));
    if (same >= 0) {
      if (intent.kind === 'calculation') parts[same] = { text, intent };
      continue;
    }
    // « Licencié pour faute grave hier après 9 ans. J'ai droit à rien du tout ? »: a question in
    // words that name no subject asks about the case told since the question before it, which its
    // search reads.
    const toldSinceAsked = told.slice(toldSinceAskedFrom);
    const aboutTheCase =
      intent.kind === 'retrieval' && asked && toldSinceAsked.length > 0 && namesNoSubject(text);
    parts.push({ text: aboutTheCase ? `${toldSinceAsked.join('. ')}. ${text}` : text, intent });
  }
  // « mon ouvrier a fait 50 heures à 13,80 €/h. Combien ça fait les heures sup ? »: a question that
  // states no figure asks about those the message states elsewhere, which the whole message reads.
  const wholeAsked = whole[0]?.intent;
  if (
    wholeAsked !== undefined &&
    !['retrieval', 'greeting', 'calculation', 'product', 'outside'].includes(wholeAsked.kind) &&
    /\d/.test(message)
  ) {
    for (const [index, part] of parts.entries()) {
      if (part.intent.kind === wholeAsked.kind && !/\d/.test(part.text))
        parts[index] = { text: part.text, intent: wholeAsked };
    }
  }
  if (parts.length < 2 || parts.every((part) => part.intent.kind === 'retrieval')) return whole;
  if (officersPayApart(whole[0]?.intent, parts)) return whole;
  // « …8 mois d'arrêt. Je dois lui envoyer quelque chose pour ses congés ? Vous avez un modèle ? »:
  // a model asked of the subject only the whole message names.
  // The same when the subject is the search's: « comment faire un avertissement ? vous avez un
  // modèle de lettre ? » searches the letter of the whole message.
  // So is a letter asked beside the whole message's own question (« je veux partir. je dois faire une
  // lettre ? il y a un préavis ? »), whose answer gives its model.
  const letterOrSearch = (part: QuestionPart) =>
    part.intent.kind === 'retrieval' || (part.intent.kind === 'tools' && part.intent.first === 'letters');
  if (
    wholeAsked !== undefined &&
    !['greeting', 'product', 'outside', 'tools'].includes(wholeAsked.kind) &&
    (parts.every(letterOrSearch) ||
      (wholeAsked.kind !== 'calculation' &&
        wholeAsked.kind !== 'retrieval' &&
        parts.every((part) => letterOrSearch(part) || part.intent.kind === wholeAsked.kind) &&
        parts.some((part) => letterOrSearch(part) && LETTER_ASKED.test(foldQuestion(part.text)))))
  )
    return whole;
  if (answersEveryStep(whole[0]?.intent, parts)) return whole;
  if (figuresToldApart(message, whole[0]?.intent, parts)) return whole;
  return parts.slice(0, MAX_PARTS);
}

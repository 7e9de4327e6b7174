import type { SearchResultType } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { querySql } from '../../lib/db/sql.ts';
import {
  namesAnotherAudience,
  namesSameAudience,
  positionsOf,
  qualifiedTitleWords,
  rankPassages,
  weighed,
} from './rank-passages.ts';
import { equivalentLexemes, NUMBER_WORDS } from './equivalent-forms.ts';
import { SEARCH_CORRECTED_WORDS_MAX, SEARCH_WORD_MAX_LENGTH } from './search-limits.ts';
import { typoVocabulary } from './typo-vocabularies.ts';
import type { TypoVocabulary } from './typo-vocabulary.ts';
import { isFrenchWord } from './french-words.ts';
import { namesInStory } from './story-names.ts';
import {
  allowedDistance,
  editDistance,
  foldQuestion,
  inOurTextsWords,
  normaliseVisitorWords,
} from './visitor-words.ts';
import { type RarityForm, type RarityWord, type WordRarity, wordRarity } from './word-rarity.ts';

/**
 * How many of the question's rarest words pair up to find the headings holding two of them: 5 (10
 * pairs). Measured at stop 39 on the 866 tuning questions, same machine: 7 (21 pairs) answered 787
 * and took 54.5 to 61 ms at p95; 5 answers 792 at 52.8 to 54.1 ms (a long story's sixth and seventh
 * rarest words pair with details, and the index intersects twice as many pairs); 4 answers 788.
 */
const HEAD_PAIR_WORDS = 5;

/**
 * How many of the question's rarest words find, alone, the pages whose title holds one: the subject
 * of a long story (« il fait 37 degrés dans l'atelier… ») is often the one word of it a title holds
 * (« Chaleur et canicule au travail »), whose heading holds none of the others, so no heading pair
 * found it. Measured at stop 42 on the 986 tuning questions: 1 or 3 words answer 908 (904 without),
 * 5 answer 909 for 2 ms more at p95.
 */
const RARE_TITLE_WORDS = 3;

/** How many of the best-counted candidates the ranking orders (`rank-passages.ts`). */
const CANDIDATES_RANKED = 60;

/** A piece of our content that answers (part of) a question, with where it comes from. */
export interface Passage {
  source: string;
  type: SearchResultType;
  title: string;
  url: string;
  category: string;
  /** The document's own summary (an FAQ answer, an article's summary, a tool's description). */
  description: string;
  /** The sentences of its text around the question's words, verbatim. */
  excerpt: string;
  /** Share of the question's meaningful words the document contains, 0 to 1. */
  coverage: number;
  /** How many meaningful words the question has. */
  questionWords: number;
  /** How many of them its title or summary holds. */
  headWords: number;
  /** The question holds every word of its title, two words at least (« Le travail du dimanche »). */
  titleNamed: boolean;
  /** The question holds every word of its title, however short (« La démission »). */
  titleWhole: boolean;
}

/**
 * Words of a question that say nothing of its subject (« combien », « comment », « je »…), as the
 * `french_unaccent` configuration stems them; PostgreSQL's French stop words are dropped already.
 */
export const QUESTION_WORDS = new Set([
  'combien',
  'comment',
  'quel',
  'quell',
  'quand',
  'pourquoi',
  'ou',
  'quoi',
  'qui',
  'que',
  'est',
  'sont',
  'etr',
  'ete',
  'fair',
  'fais',
  'fait',
  'faut',
  'peut',
  'peux',
  'pouv',
  'puis',
  'puiss',
  'dois',
  'doit',
  'devr',
  'doiv',
  'avoir',
  'ai',
  'a',
  'y',
  'mon',
  'ma',
  'mes',
  'je',
  'moi',
  'vous',
  'votr',
  'vos',
  'nous',
  'notr',
  'il',
  'elle',
  'on',
  'cel',
  'cet',
  'ce',
  'savoir',
  'le',
  'la',
  'si',
  'san',
  'tant',
  'comm',
  'el',
  'vaut',
  'mieux',
  'voudr',
  'veux',
  // « mon salarié veut partir »: what someone wants tells the case, not the subject.
  'veut',
  'veulent',
  // « venir » (« il peut venir accompagné »), « genre » (« genre avec un collègue »), « ceux qui
  // viennent à vélo »: how or who, not what.
  'ven',
  'gen',
  'ceux',
  'viennent',
  'vienn',
  'vient',
  // Visitors' fillers no text holds (which would read as an unknown subject): « dedans », « stp »,
  // « svp », « bref », « lol », « cordialement », « urgent ».
  'dedan',
  'dedans',
  'stp',
  'svp',
  'bref',
  'lol',
  'mdr',
  'cordial',
  'cordialement',
  'urgent',
  'voul',
  'besoin',
  'bonjour',
  'merci',
  'question',
  'quelqu',
  'chos',
  // « ça » (« c'est quoi ça ») points, it names nothing.
  'ca',
  // « aujourd'hui » dates the question, it names no subject.
  'aujourd',
  'hui',
  'combien-',
  'dir',
  'c',
  'l',
  'd',
  'j',
  'n',
  's',
  'qu',
  'm',
  't',
]);

/**
 * A question word whose stem is also a noun's (« il faut » and « une faute » both give `faut`): kept
 * when the question writes the noun (« faute grave »).
 */
const NOUN_OF_THE_SAME_STEM: Readonly<Record<string, RegExp>> = { faut: /\bfautes?\b/ };

/**
 * Abbreviations our texts write as one word and visitors in two: « at mp », « at-mp » is the
 * « AT/MP » rate (accidents du travail, maladies professionnelles), one lexeme `at/mp` in the index.
 */
function writtenAsTheCodeWritesThem(text: string): string {
  return text.replace(/\bat[\s-]*(?:\/\s*)?mp\b/gi, 'at/mp');
}

/**
 * A folded question's words checked against the words of our own titles and summaries (the site
 * search's dictionary, `modules/search/typo-vocabularies.ts`): a word of 5 letters or more that none
 * holds, within one letter (two past 8 letters) of one that does, is read as the closest such word
 * (« aprentis » → « apprentis », « maternitee » → « maternite », « conjes » → « conges »). A word far from all of them stays
 * as typed (« bitcoin »), and so does a word of the language (« crêpes »); an elision typed as one
 * word is split (« jhesite » → « j'hesite »). At most `SEARCH_CORRECTED_WORDS_MAX` words are looked up.
 */
export function correctAgainstCorpus(vocabulary: TypoVocabulary, folded: string): string {
  let looked = 0;
  return folded.replace(/[a-z]+/g, (word) => {
    if (word.length < 4 || word.length > SEARCH_WORD_MAX_LENGTH) return word;
    if (vocabulary.documentCount(word) !== undefined) return word;
    // An elision typed without its apostrophe nor space (« jhesite », « lentreprise », « darret »):
    // the word after it, when it is one of the language and the whole is not.
    if (/^[cdjlmnst][aeiouyh]/.test(word) && !isFrenchWord(word) && isFrenchWord(word.slice(1)))
      return `${word[0]}'${word.slice(1)}`;
    if (word.length < 5) return word;
    if (looked >= SEARCH_CORRECTED_WORDS_MAX) return word;
    // A word of the language is no typo (« crêpes » is not « créés »): only a word outside it is
    // corrected (measured on the tuning part, stop 39: 727 → 730 right answers of 796).
    if (isFrenchWord(word)) return word;
    looked += 1;
    // The first letter is rarely the one mistyped (as the recognisers hold, `visitor-words.ts`):
    // « dénoncer », in no heading, is no « renoncer »; « rembauche » is « réembauche », not « embauche ».
    const sameFirstLetter = (known: string) => known[0] === word[0];
    return vocabulary.closestWithin(word, allowedDistance(word), editDistance, sameFirstLetter) ?? word;
  });
}

/**
 * Phrases whose words name no subject (« à partir de » is no « part », « en tant que » no
 * « tant », « comment ça marche » no « marche », « combien de temps pour contester » no « temps »,
 * unlike « combien de temps partiel »; « jusqu'à quand », « même si », « au-delà de »; « comment ça
 * se passe » no « passer »; « je sais », whose stem `sais` is also « saisie » and « saisir »;
 * « maintenant », « mtn », « actuellement », which date the question as « aujourd'hui » does; « quand
 * même », « tout de même », which insist; « en même
 * temps », « à la fois », « c'est possible », which ask whether, not about what; « en train de »,
 * « tout de suite », « en attendant de », which tell when): dropped
 * before stemming, so they count neither for nor against a passage.
 */
export const EMPTY_PHRASES =
  /\b(?:(?:ca se passe|sais|maintenant|mtn|actuellement|en meme temps|a la fois|(?:c'est|est-ce|est ce|c) possible)\b|ca marche|a partir (?:des|de|du|d')|en tant qu(?:e|')|par rapport (?:a|au|aux)|au niveau (?:des|de|du|d')|est-ce qu(?:e|')|qu'est-ce qu(?:e|'|i)|combien de temps(?! (?:de|d'|du|des|partiel|plein|complet|libre)\b)|jusqu(?:'| )(?:a|au) quand|meme si|quand meme|tout de meme|au[ -]dela (?:des|de|du|d')|en train (?:de|d')|tout de suite|en attendant(?: (?:de|d'|que|qu'))?)/g;

/** The question's meaningful words, stemmed as the index stems them. */
export async function questionLexemes(em: EntityManager, question: string): Promise<string[]> {
  return (await questionWords(em, question)).words.map((word) => word.lexeme);
}

/** A meaningful word of the question, stemmed, with its place in the question (stop words count). */
interface QuestionWord {
  lexeme: string;
  position: number;
}

/**
 * The question's meaningful words, stemmed as the index stems them, in the question's order; and
 * the question's text they were stemmed from (folded, visitors' words written out, typos corrected).
 */
async function questionWords(
  em: EntityManager,
  question: string,
): Promise<{ words: QuestionWord[]; text: string }> {
  const vocabulary = await typoVocabulary(em, 'site');
  // A word our texts hold is no typo, even two letters from a recogniser's word.
  const isKnown = (word: string) => vocabulary.documentCount(word) !== undefined;
  const folded = writtenAsTheCodeWritesThem(
    inOurTextsWords(normaliseVisitorWords(foldQuestion(question.slice(0, 2000)), isKnown)).replace(
      EMPTY_PHRASES,
      ' ',
    ),
  );
  const corrected = correctAgainstCorpus(vocabulary, folded);
  const rows = await querySql<{ lexeme: string; position: number }>(
    em,
    `select lexeme, positions[1] as position from unnest(to_tsvector('french_unaccent', ?))
     order by positions[1], lexeme`,
    [corrected],
  );
  // A hyphenated word (« cotise-t-il », « qu'est-ce », « mise-à-pied ») also gives each of its parts:
  // the compound itself adds nothing but a word no document holds, which would lower the coverage.
  const meaningless = (lexeme: string) =>
    (lexeme.length < 2 && !NUMBER_WORDS.has(lexeme)) ||
    lexeme.length > SEARCH_WORD_MAX_LENGTH ||
    (QUESTION_WORDS.has(lexeme) && !NOUN_OF_THE_SAME_STEM[lexeme]?.test(corrected)) ||
    lexeme.includes('-');
  return {
    words: rows
      .filter((row) => !meaningless(row.lexeme))
      .map((row) => ({ lexeme: row.lexeme, position: Number(row.position) })),
    text: corrected,
  };
}

/**
 * How many of the question's words are searched, from its start: a story's question comes last
 * (« …il va finir la semaine à 50h. C'est légal ? c quoi les maximums par jour ? »), and 12 words
 * left its subject out. Measured at stop 43 on the 1 106 tuning questions: 12 → 14 answers 4 more,
 * 16 five, 20 four; putting the asking sentences' words first (« ? ») loses one of those.
 */
const SEARCHED_WORDS = 16;

/** A lexeme quoted for a `tsquery` (nothing of the question reaches its syntax), `weight` appended. */
function quoted(lexeme: string, weight = ''): string {
  const mark = prefixMark(lexeme);
  const searched = mark ? searchedStem(lexeme) : lexeme;
  return `'${searched.replaceAll("'", "''").replaceAll('\\', '')}'${mark ? `${mark}${weight}` : weight ? `:${weight}` : ''}`;
}

/**
 * A question's word as one term of a `tsquery`: the word, or any of its written forms
 * (`equivalent-forms.ts`: « 11 » or « onze », « minimum » or « minimal »), each form with `weight`
 * (`('11':A | 'onze':A)` for the title's test). The term is cast (`::tsquery`), not parsed by
 * `to_tsquery`, which would split a hyphenated lexeme (`vingt-quatr`) into a phrase that a body
 * indexed without positions never matches.
 */
export function searchTerm(lexeme: string, weight = ''): string {
  const forms = equivalentLexemes(lexeme).map((form) => quoted(form, weight));
  return forms.length === 1 ? (forms[0] ?? '') : `(${forms.join(' | ')})`;
}

/**
 * The stem a prefix search looks for. The French stemmer leaves some verbs a letter longer than
 * their noun: « travailler » gives `travaill` and « travail » `travail`, « majorées » `majore` and
 * « majorations » `major`; a stem ending in `e` or in a doubled consonant is searched without its
 * last letter, so the verb finds the noun.
 */
export function searchedStem(lexeme: string): string {
  return lexeme.length >= 6 && /(?:e|([b-df-hj-np-tv-z])\1)$/.test(lexeme) ? lexeme.slice(0, -1) : lexeme;
}

/**
 * The question's neighbouring words as phrases of a title (« congés payés », « salaire minimum »,
 * « contrat de travail »): two meaningful words at most three places apart in the question, at
 * the same distance in the title. A title naming the phrase is about it more than one naming both
 * words apart (« Les congés payés » before « Le congé ou temps partiel… » for « congés payés à temps plein »).
 */
export function titlePhrases(words: readonly QuestionWord[]): string[] {
  const phrases: string[] = [];
  for (let index = 1; index < words.length; index += 1) {
    const first = words[index - 1];
    const second = words[index];
    if (!first || !second || first.lexeme === second.lexeme) continue;
    const gap = second.position - first.position;
    if (gap < 1 || gap > 3) continue;
    phrases.push(
      `${searchTerm(first.lexeme, 'A')} ${gap === 1 ? '<->' : `<${gap}>`} ${searchTerm(second.lexeme, 'A')}`,
    );
  }
  return phrases.slice(0, 11);
}

/** A candidate document as the features query returns it: each word's presence as one bit. */
interface CandidateRow {
  id: number;
  source: string;
  type: SearchResultType;
  title: string;
  url: string;
  category: string;
  description: string;
  text_words: number | string;
  heading_words: number | string;
  title_words: number | string;
  title_length: number | string;
  heading_length: number | string;
  title_places: string;
  phrase_matched: number | string;
  section_words: readonly (number | string)[];
  relevance: number | string;
}

/** The bits of `mask` as flags, word by word. */
function flagsOf(mask: number | string, words: number): boolean[] {
  const bits = Number(mask);
  return Array.from({ length: words }, (_, index) => (bits & (1 << index)) !== 0);
}

/** A stem as `quoted` searches it, for its rarity (`word-rarity.ts`). */
function rarityForm(lexeme: string): RarityForm {
  const prefix = prefixMark(lexeme) !== '';
  return { lexeme: prefix ? searchedStem(lexeme) : lexeme, prefix };
}

/** A stem long enough to be a word's root is also searched as a prefix (`:*`). */
function prefixMark(lexeme: string): string {
  return lexeme.length >= 6 && /^[a-z]+$/.test(lexeme) ? ':*' : '';
}

/** The question asks for a letter or a model to fill in. */
const LETTER_ASKED =
  /\b(?:modeles?|lettres?|courriers?|exemples?|templates?|rediger|ecrire|formalise[rz]?|attestation|certificat|convocation|formulaire|notification)\b/;

/** The question is about a company officer (folded). */
const OFFICER_NAMED =
  /\b(?:president(?:e)? (?:de |d'une |de ma |de la )?(?:sasu?|societe)|pdt|dirigeants?|gerante? minoritaire|gerante? de (?:ma |la )?sarl|mandataires? sociaux?|mandataire social|assimile salarie|directeur general|(?:ma|la|une|mon) sasu|pour moi[- ]meme|moi[- ]meme)\b/;

/** The question asks for a simulator or a calculator (folded). */
const SIMULATOR_ASKED =
  /\b(?:simulateurs?|simulations?|calculateurs?|calculettes?|simuler|outils? de calcul)\b/;

/**
 * The question asks for a rule: how much, how long, how often, until when, whether it is
 * obligatory or legal, a limit (folded: no accents, lower case).
 */
export const RULE_ASKED =
  /\b(?:combien|quand|delais?|duree|fois|obligatoires?|obligatoirement|legal|legale|legalement|maxi(?:mum|male)?|mini(?:mum|male)?|jusqu)\b/;

/**
 * The question asks for a figure beyond a rule's (folded): an amount, a rate, a fine, a ceiling
 * (« c'est quoi l'amende ? », « le taux réduit »): the excerpt quoted puts its figures first.
 */
const FIGURE_ASKED =
  /\b(?:montants?|taux|amendes?|penalites?|couts?|coute|prix|plafonds?|seuils?|pourcentage|age|tarifs?)\b/;

/**
 * The question's words that no text of ours holds, in any of their written forms, once their typos
 * are corrected (`correctAgainstCorpus`) and visitors' short forms written out (`inOurTextsWords`):
 * « Kbis », « INPI », « taxe foncière », « smic belge », « bitcoin ». Such a word is what a short
 * question is about, and we do not cover it: the passages that hold its other words answer another
 * question (« smic belge » got the French SMIC's sheet). Measured on the tuning part (stop 38):
 * every such word left, once « sécu », « hebdo », « éco », « qqn » were written out, was a subject
 * we hold nothing on. A word with a figure (« 2537 », « 1h30 », « 3eme ») or under 3 letters is the
 * case's detail, not its subject. `terms` are quoted (`'kbis'`, `('11' | 'onze')`); those returned are some of them.
 */
async function wordsWeNeverWrite(em: EntityManager, terms: readonly string[]): Promise<string[]> {
  const subjects = terms.filter((term) => {
    const lexeme = /'((?:[^']|'')+)'/.exec(term)?.[1] ?? '';
    return lexeme.length >= 3 && !/\d/.test(lexeme);
  });
  if (subjects.length === 0) return [];
  const rows = await querySql<{ term: string }>(
    em,
    `select term.value as term from jsonb_array_elements_text(?::jsonb) as term(value)
     where not exists (select from search_document d where d.search_vector @@ term.value::tsquery)`,
    [JSON.stringify(subjects)],
  );
  return rows.map((row) => row.term);
}

/**
 * A question of this many meaningful words or more tells a story (« mon magasinier s'est ouvert la
 * main avec un cutter ce matin, je dois faire quoi comme déclaration et dans quel délai ? »): a word
 * of the French language our texts never write (« magasinier », « cutter », « humilie »,
 * « colère ») is its detail, and the rest of it names the subject. A word outside the language
 * (an acronym, a brand, a trade's jargon: « CFE », « Kbis », « plaquiste ») still names a subject we
 * do not hold, whatever the length. The assistant's answer reads such a question so too
 * (`chat/compose-answer.ts`). Measured on the tuning part (stop 39).
 */
export const STORY_QUESTION_WORDS = 6;

/**
 * The months, stemmed as the index stems them: in a question of `STORY_QUESTION_WORDS` words or more,
 * the story's dates. Measured at stop 42 on the 986 tuning questions: 911 → 912, none lost, whether
 * from 4, 6 or 9 words.
 */
const MONTHS = new Set([
  'janvi',
  'fevri',
  'mar',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembr',
  'octobr',
  'novembr',
  'decembr',
]);

/** A story's words (`STORY_QUESTION_WORDS` or more) without its dates (`MONTHS`); a short question's all. */
export function withoutStoryDates(lexemes: readonly string[]): string[] {
  return lexemes.length >= STORY_QUESTION_WORDS
    ? lexemes.filter((lexeme) => !MONTHS.has(lexeme))
    : [...lexemes];
}

/**
 * The stems of the words of the language (`french-words.ts`) the visitor typed: those of `text`
 * (the question as searched) also in `typed` (as folded), not those written out for them (« CFE » is
 * searched as « cotisation foncière des entreprises »).
 */
async function frenchWordLexemes(
  em: EntityManager,
  text: string,
  typed: string,
  names: ReadonlySet<string>,
): Promise<Set<string>> {
  const typedWords = new Set(typed.match(/[a-z]+/g));
  const french = (text.match(/[a-z]+/g) ?? []).filter(
    (word) => typedWords.has(word) && (isFrenchWord(word) || names.has(word)),
  );
  if (french.length === 0) return new Set();
  const rows = await querySql<{ lexeme: string }>(
    em,
    `select lexeme from unnest(to_tsvector('french_unaccent', ?))`,
    [french.join(' ')],
  );
  return new Set(rows.map((row) => row.lexeme));
}

/** A question's stem as the rarity of our headings' words reads it, with its other written forms. */
function rarityWordOf(lexeme: string): RarityWord {
  const [form, ...otherForms] = equivalentLexemes(lexeme).map(rarityForm);
  return { ...(form ?? rarityForm(lexeme)), otherForms };
}

/**
 * The question's stems no text of ours holds, when they are its story's details (a long question's
 * words of the language, `STORY_QUESTION_WORDS`): left out of the search, where they matched
 * nothing, counted against every passage's coverage and took the rarest words' places in the
 * heading pairs. Null when such a word is what the question is about (`wordsWeNeverWrite`): then
 * nothing of ours answers it.
 */
async function storyDetails(
  em: EntityManager,
  lexemes: readonly string[],
  rarity: WordRarity,
  text: string,
  typed: string,
  question: string,
): Promise<Set<string> | null> {
  // A word some heading holds is held; only the others are looked for in the texts.
  const unheaded = lexemes.filter((lexeme) => !rarity.isHeld(rarityWordOf(lexeme)));
  const unheldTerms = await wordsWeNeverWrite(
    em,
    unheaded.map((lexeme) => searchTerm(lexeme)),
  );
  if (unheldTerms.length === 0) return new Set();
  const lexemeOf = new Map(unheaded.map((lexeme) => [searchTerm(lexeme), lexeme]));
  const unheld = unheldTerms.map((term) => lexemeOf.get(term) ?? term);
  const storyWords =
    lexemes.length >= STORY_QUESTION_WORDS
      ? await frenchWordLexemes(em, text, typed, namesInStory(question))
      : new Set<string>();
  return unheld.every((lexeme) => storyWords.has(lexeme)) ? new Set(unheld) : null;
}

/** How much a sentence stating a figure gains when one is asked (a word's weight is about 1). */
const EXCERPT_FIGURE_WEIGHT = 1;

/**
 * How much a sentence stating an amount (euros, a rate) gains when an amount is asked (« ça fait
 * combien par jour ? » is answered by « L'allocation est de 26,30 € par jour »).
 */
const EXCERPT_AMOUNT_WEIGHT = 2;

/** An amount in a text: a figure in euros or a rate. */
const AMOUNT = /\d\s?(?:€|%|euros?\b)/;

/** The question asks an amount (folded): how much money, a price, a rate, a fine. */
const AMOUNT_ASKED =
  /\bcombien\b(?! (?:de |d'|d )?(?:temps|jours?|semaines?|mois|ans?|annees?|heures?|fois|salaries?|personnes?|trimestres?)\b)|\b(?:montants?|prix|tarifs?|couts?|coute|taux|amendes?|penalites?)\b/;

/**
 * Where a sentence of a text ends: after a full stop, a question or exclamation mark or a semicolon,
 * not after the « L. » or « R. » of an article's number (PostgreSQL's regular expressions read it as
 * JavaScript's do).
 */
const SENTENCE_END = /(?<![\s(][A-Z]\.)(?<=[.!?;])\s+/;

/** The longest sentence quoted whole; a longer one is cut at a word. */
const SENTENCE_MAX_LENGTH = 300;

/** How many characters before the question's word a long sentence's quote begins. */
const SENTENCE_LEAD = 80;

/** `text` lower-cased without accents, one UTF-16 unit for one (its places are the text's). */
function foldedInPlace(text: string): string {
  return text
    .split('')
    .map((unit) => unit.normalize('NFD').charAt(0).toLowerCase().charAt(0))
    .join('');
}

/**
 * A sentence quoted whole, or, when longer than `SENTENCE_MAX_LENGTH`, cut at a word: from its
 * start, or around `word` (a stem, folded) when the start would leave it out — a table read as one
 * sentence (« 1965 63 ans 171 1966 63 ans et 3 mois 172 … ») is quoted at the row asked.
 */
function clipped(sentence: string, word?: string): string {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length <= SENTENCE_MAX_LENGTH) return text;
  const escaped = word?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = escaped ? foldedInPlace(text).search(new RegExp(`(?<![a-z0-9])${escaped}`)) : -1;
  const start =
    at + (word?.length ?? 0) > SENTENCE_MAX_LENGTH ? text.lastIndexOf(' ', at - SENTENCE_LEAD) + 1 : 0;
  const end = text.lastIndexOf(' ', start + SENTENCE_MAX_LENGTH - (start > 0 ? 2 : 0));
  const quoted = text.slice(start, end > start ? end : undefined);
  return start > 0 ? `… ${quoted}` : quoted;
}

/** A sentence of a passage's text: its place, its words, which of the question's words it holds. */
export interface TextSentence {
  order: number;
  text: string;
  held: readonly boolean[];
}

/**
 * The sentences a passage's excerpt quotes, best first (the answer shows its first 320 characters):
 * each scored by the rarity of the question's words it holds (`weights`), a sentence stating a figure
 * one word more when a figure or a rule is asked (« c'est quoi l'amende ? » is answered by « …au plus
 * 61 € en 2026 »); two sentences, three when a figure is asked, joined by « … ».
 */
export function quotedSentences(
  sentences: readonly TextSentence[],
  weights: readonly number[],
  figureAsked: boolean,
  amountAsked = false,
  lexemes: readonly string[] = [],
): string {
  // In a long sentence, the place of the rarest of the question's words it holds.
  const rarestHeld = (held: readonly boolean[]) =>
    lexemes
      .map((lexeme, index) => ({ lexeme, weight: held[index] ? (weights[index] ?? 1) : 0 }))
      .filter((word) => word.weight > 0)
      .sort((a, b) => b.weight - a.weight)[0]?.lexeme;
  const states = (text: string) => figureAsked && (amountAsked ? AMOUNT : /\d/).test(text);
  return (
    sentences
      .map((sentence) => {
        const words = weighed(sentence.held, weights);
        const figure =
          !figureAsked || words === 0 || !/\d/.test(sentence.text)
            ? 0
            : amountAsked && AMOUNT.test(sentence.text)
              ? EXCERPT_AMOUNT_WEIGHT
              : EXCERPT_FIGURE_WEIGHT;
        return { ...sentence, score: words + figure };
      })
      .filter((sentence) => sentence.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, figureAsked ? 3 : 2)
      // Of those, the ones stating what is asked first (the answer shows the first 320 characters).
      .sort((a, b) => Number(states(b.text)) - Number(states(a.text)))
      .map((sentence) => clipped(sentence.text, rarestHeld(sentence.held)))
      .join(' … ')
      .replaceAll(' … … ', ' … ')
  );
}

/**
 * The passages of our content that best answer `question`. The database finds the candidates
 * through its indexes and tells, for each of the question's meaningful words, whether a candidate's
 * text, heading and title hold it; `rank-passages.ts` orders them (a BM25F-like score: the fields
 * holding each word, a word of a short title weighing more); for the best few, the sentences
 * around those words. Nothing is rephrased: figures stay as written.
 */
export async function retrievePassages(em: EntityManager, question: string, limit = 3): Promise<Passage[]> {
  // A letter template counts one word more when a letter is asked for, less otherwise (`TEMPLATE_WEIGHTS`).
  const folded = foldQuestion(question.slice(0, 2000));
  const letterAsked = LETTER_ASKED.test(folded);
  const ruleAsked = RULE_ASKED.test(folded);
  const figureAsked = ruleAsked || FIGURE_ASKED.test(folded);
  const { words, text } = await questionWords(em, question);
  const distinct = [...new Set(words.map((word) => word.lexeme))];
  const asked = withoutStoryDates(distinct).slice(0, SEARCHED_WORDS);
  if (asked.length === 0) return [];
  const rarity = await wordRarity(em);
  const details = await storyDetails(em, asked, rarity, text, folded, question);
  if (details === null) return [];
  const lexemes = asked.filter((lexeme) => !details.has(lexeme));
  if (lexemes.length === 0) return [];
  // Lexemes are quoted one by one into the query: nothing of the question reaches its syntax. A
  // stem of 6 letters or more also finds the longer stems it begins (the French stemmer gives
  // `apprent` for « apprenti » and `apprentissag` for « apprentissage », `remuner` and `remunerat…`).
  const terms = lexemes.map((lexeme) => searchTerm(lexeme));
  // The same terms for the title's test, each form weighted `A` (the title's weight in the index).
  const titleTerms = lexemes.map((lexeme) => searchTerm(lexeme, 'A'));
  const placed = words.filter((word) => lexemes.includes(word.lexeme));
  const phrases = titlePhrases(placed);
  const anyTerm = terms.join(' | ');
  // Each word weighed by its rarity in our writings: « dividendes » names the subject, « verser » not.
  const rarityWords = lexemes.map(rarityWordOf);
  // Candidates through the indexes: the documents holding every word, and those whose heading
  // holds some (best headings first); when that is thin, any document holding one of the rarest
  // (`HEAD_PAIR_WORDS`): « travail » alone is in 11 000 documents, which the index read and sorted
  // for 17 ms of a 49 ms query (measured at stop 41 on the tuning part: the same 902 answers; one
  // run each gave p95 54.8 → 48.7 ms, the paired runs of bench/README.md do not confirm a gain).
  // Counting each word in each candidate then reads a few hundred vectors, not thousands.
  const allTerms = terms.join(' & ');
  // Headings that hold two of the words at least (any one when the question has two or fewer),
  // ranked by plain frequency (ts_rank, not the cover density, 5 to 15 times its cost): a word in
  // thousands of headings (« travail » is in every article's title of the Code du travail) made this
  // ranking read all of them, 130 ms of a 150 ms answer.
  // The pairs are those of the rarest words (`HEAD_PAIR_WORDS`): a long question's 12 words made 66
  // pairs for the index to intersect.
  const wordWeights = rarity.weightsOf(rarityWords);
  // The question's words, rarest first (by their place in `terms`).
  const rarest = terms.map((_, index) => index).sort((a, b) => (wordWeights[b] ?? 1) - (wordWeights[a] ?? 1));
  // Of those, the ones that single out headings: a word in most of them (« travail », « code »,
  // `isEverywhere`) made each search of the headings read and rank 11 500 (25 to 35 ms), unless
  // every word of the question is such a word. Ranking still counts every word.
  const everywhere = rarityWords.map((word) => rarity.isEverywhere(word));
  const selective = rarest.filter((index) => !everywhere[index]);
  const searched = selective.length > 0 ? selective : rarest;
  const pairWords = searched.slice(0, HEAD_PAIR_WORDS).map((index) => terms[index] ?? '');
  const rareTitle = searched
    .slice(0, RARE_TITLE_WORDS)
    .map((index) => titleTerms[index] ?? '')
    .join(' | ');
  // The phrases that find candidates: not those with such a word, whose test read a thousand
  // headings holding both words to check their places (« arrêt de travail », 12 ms). Every phrase
  // still counts in the ranking.
  const everywhereTitleTerms = titleTerms.filter((_, index) => everywhere[index]);
  const candidatePhrases = phrases.filter(
    (phrase) => !everywhereTitleTerms.some((term) => phrase.includes(term)),
  );
  const headTerms =
    searched.length < 3
      ? pairWords.join(' | ')
      : pairWords
          .flatMap((first, i) => pairWords.slice(i + 1).map((second) => `(${first} & ${second})`))
          .join(' | ');
  const rows = await querySql<CandidateRow>(
    em,
    `with query as (select ?::tsquery as any_term, ?::tsquery as all_terms, ?::tsquery as head_terms,
       ?::tsquery as rare_term, ?::tsquery as rare_title, ?::tsquery as title_phrases),
     first_candidates as (
       (select d.id from search_document d, query where d.search_vector @@ query.all_terms limit 200)
       union
       (select d.id from search_document d, query where d.head_vector @@ query.head_terms
        order by ts_rank(d.head_vector, query.any_term) * d.boost desc limit 200)
       union
       -- The titles holding one of the rarest words (RARE_TITLE_WORDS): few, as they are rare.
       (select d.id from search_document d, query where d.head_vector @@ query.rare_title
        order by d.boost desc, d.id limit 60)
       union
       -- The titles naming one of the question's phrases (« période d'essai »), which the rarer
       -- words of a story (« commercial », « modèle ») may leave out of the pairs.
       (select d.id from search_document d, query where d.head_vector @@ query.title_phrases
        order by d.boost desc, d.id limit 60)
     ),
     candidates as (
       select id from first_candidates
       union
       (select d.id from search_document d, query
        where d.search_vector @@ query.rare_term and (select count(*) from first_candidates) < 20
        order by d.boost desc, d.id limit 300)
     ),
     terms as materialized (select (value ->> 0)::tsquery as word, (value ->> 1)::tsquery as title_word,
         (1 << (ord - 1)::int) as bit
       from jsonb_array_elements(?::jsonb) with ordinality as term(value, ord)),
     phrases as materialized (select value::tsquery as phrase
       from jsonb_array_elements_text(?::jsonb) as phrase(value)),
     scored as (
       select d.id, d.source, d.type, d.title, d.url, d.category, d.description,
         ts_rank_cd(d.head_vector, query.any_term, 32) * d.boost as relevance, counts.*
       -- Each candidate's vectors read once (\`offset 0\` keeps the subquery whole): referenced from
       -- the counting below, a stored vector was read again from its TOAST pages for each of the
       -- question's words and fields, 30 000 page reads and 25 ms of a long question's 140 ms.
       from (select c.id, c.source, c.type, c.title, c.url, c.category, c.description, c.boost,
           c.head_vector || ''::tsvector as head_vector, c.search_vector || ''::tsvector as search_vector
         from candidates join search_document c using (id) offset 0) as d
       cross join query
       cross join lateral (select
           coalesce(sum(bit) filter (where in_text), 0) as text_words,
           coalesce(sum(bit) filter (where in_heading), 0) as heading_words,
           coalesce(sum(bit) filter (where in_title), 0) as title_words,
           count(*) filter (where in_text) as matched,
           count(*) filter (where in_heading) as head_matched,
           count(*) filter (where in_title) as title_matched
         -- Each word matched once per field, its bit and its count read from the same test.
         from (select terms.bit, d.search_vector @@ terms.word as in_text,
             d.head_vector @@ terms.word as in_heading, d.head_vector @@ terms.title_word as in_title
           from terms) as held) as counts
     ),
     -- The candidates the ranking orders: the most words held, counted once per field.
     top as (select * from scored
       order by 2 * matched + head_matched + title_matched
         + case when url not like '/outils/modele/%' then 0 when ?::boolean then 1 else -1 end desc,
         relevance desc, id
       limit ${CANDIDATES_RANKED})
     select top.id, top.source, top.type, top.title, top.url, top.category, top.description, top.relevance,
       top.text_words, top.heading_words, top.title_words,
       length(to_tsvector('french_unaccent', top.title)) as title_length,
       length(d.head_vector) as heading_length,
       -- The title's words and places, a punctuation mark counted as a word (« : », « ( » end a phrase; no question mark here: it would read as a parameter).
       to_tsvector('french_unaccent', regexp_replace(top.title, '[:(|)–—;,.]', ' le ', 'g'))::text as title_places,
       (select count(*) from phrases where d.head_vector @@ phrases.phrase) as phrase_matched,
       -- For each section heading holding some of the words, which (computed when indexed).
       (select coalesce(array_agg(heading.mask), '{}') from unnest(d.section_vectors) as section(vector)
         cross join lateral (select coalesce(sum(terms.bit), 0) as mask from terms
           where section.vector @@ terms.word) as heading
         where heading.mask > 0) as section_words
     from top join search_document d using (id)`,
    [
      anyTerm,
      allTerms,
      headTerms,
      pairWords.join(' | '),
      rareTitle,
      candidatePhrases.length > 0 ? candidatePhrases.map((phrase) => `(${phrase})`).join(' | ') : null,
      JSON.stringify(terms.map((term, index) => [term, titleTerms[index]])),
      JSON.stringify(phrases),
      letterAsked,
    ],
  );
  const candidates = rows.map((row) => ({
    row,
    id: Number(row.id),
    url: row.url,
    inText: flagsOf(row.text_words, terms.length),
    inHeading: flagsOf(row.heading_words, terms.length),
    inTitle: flagsOf(row.title_words, terms.length),
    titleLength: Number(row.title_length),
    headingLength: Number(row.heading_length),
    qualifiedInTitle: qualifiedTitleWords(lexemes, placed, positionsOf(row.title_places)),
    titlePhrases: Number(row.phrase_matched),
    sectionHeadings: row.section_words.map((mask) => flagsOf(mask, terms.length)),
    relevance: Number(row.relevance),
    template: row.url.startsWith('/outils/modele/'),
    simulator: /^\/(?:outils\/simulateur\/|simulators\b)/.test(row.url),
    officerArticle: row.url.startsWith('/blog/'),
    otherAudience: namesAnotherAudience(row.title, folded),
    sameAudience: namesSameAudience(row.title, folded),
  }));
  const simulatorAsked = SIMULATOR_ASKED.test(folded);
  const officerNamed = OFFICER_NAMED.test(folded);
  const best = rankPassages(candidates, {
    letterAsked,
    ruleAsked,
    simulatorAsked,
    officerNamed,
    wordWeights,
  })
    // One page once: a page may be indexed twice (« /simulators/charges-sociales » as a page and as
    // a tool of the catalogue); the better ranked stands for it.
    .filter((candidate, index, ranked) => ranked.findIndex((other) => other.url === candidate.url) === index)
    .slice(0, limit);
  if (best.length === 0) return [];
  // For the chosen few only, which of the question's words each sentence of the text holds; the
  // best sentences quoted (`quotedSentences`). Measured at stop 40 against `ts_headline`'s fragments
  // on the tuning part: 801 → 803 of 866 (« l'IS à 15 % jusqu'à combien ? » quotes « 42 500 € »), same p95.
  const sentences = await querySql<{
    id: number;
    ord: number | string;
    sentence: string;
    mask: number | string;
  }>(
    em,
    `with terms as materialized (select value::tsquery as word, (1 << (ord - 1)::int) as bit
       from jsonb_array_elements_text(?::jsonb) with ordinality as term(value, ord)),
     sentences as materialized (select d.id, s.ord, s.sentence, to_tsvector('french_unaccent', s.sentence) as vector
       from search_document d
       cross join lateral regexp_split_to_table(left(d.body, 6000), ?) with ordinality as s(sentence, ord)
       where d.id in (select value::int from jsonb_array_elements_text(?::jsonb)) and length(s.sentence) > 20)
     select id, ord, sentence, (select coalesce(sum(terms.bit), 0) from terms where vector @@ terms.word) as mask
     from sentences`,
    [JSON.stringify(terms), SENTENCE_END.source, JSON.stringify(best.map((candidate) => candidate.id))],
  );
  const excerptOf = new Map(
    best.map(({ id }) => [
      id,
      quotedSentences(
        sentences
          .filter((row) => Number(row.id) === id)
          .map((row) => ({
            order: Number(row.ord),
            text: row.sentence,
            held: flagsOf(row.mask, terms.length),
          })),
        wordWeights,
        figureAsked,
        AMOUNT_ASKED.test(folded),
        lexemes,
      ),
    ]),
  );
  return best.map(({ row, id, inText, inHeading, inTitle, titleLength }) => ({
    source: row.source,
    type: row.type,
    title: row.title,
    url: row.url,
    category: row.category,
    description: row.description,
    excerpt: (excerptOf.get(id) ?? '').replace(/\s+/g, ' ').trim(),
    coverage: inText.filter(Boolean).length / lexemes.length,
    questionWords: lexemes.length,
    headWords: inHeading.filter(Boolean).length,
    titleNamed: titleLength >= 2 && inTitle.filter(Boolean).length >= titleLength,
    titleWhole: titleLength >= 1 && inTitle.filter(Boolean).length >= titleLength,
  }));
}

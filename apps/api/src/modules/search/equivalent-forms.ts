/**
 * One word, several written forms: visitors write « 11h », « 10 h », « 2 ans », « minimum »; the
 * Code du travail writes « onze heures », « dix heures », « deux ans », « durée minimale », and the
 * practical sheets often the figure. A question's word is searched as any of its forms (one OR group
 * of the query, still one word of the question: `retrieve-passages.ts`), as the `french_unaccent`
 * configuration stems them.
 */

/**
 * The numbers 2 to 31 and their French words, stemmed as the index stems them (« quarante » gives
 * `quar`, « douze » `douz`, a hyphenated number is one lexeme, `vingt-quatr`); « un » is a stop word
 * of the configuration, so 1 has no word form. Checked against PostgreSQL in `test/chat.test.ts`.
 */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map([
  ['2', 'deux'],
  ['3', 'trois'],
  ['4', 'quatr'],
  ['5', 'cinq'],
  ['6', 'six'],
  ['7', 'sept'],
  ['8', 'huit'],
  ['9', 'neuf'],
  ['10', 'dix'],
  ['11', 'onze'],
  ['12', 'douz'],
  ['13', 'treiz'],
  ['14', 'quatorz'],
  ['15', 'quinz'],
  ['16', 'seiz'],
  ['17', 'dix-sept'],
  ['18', 'dix-huit'],
  ['19', 'dix-neuf'],
  ['20', 'vingt'],
  ['21', 'vingt-et-un'],
  ['22', 'vingt-deux'],
  ['23', 'vingt-trois'],
  ['24', 'vingt-quatr'],
  ['25', 'vingt-cinq'],
  ['26', 'vingt-six'],
  ['27', 'vingt-sept'],
  ['28', 'vingt-huit'],
  ['29', 'vingt-neuf'],
  ['30', 'trent'],
  ['31', 'trente-et-un'],
]);

/**
 * Stems visitors and our texts use for the same notion (« salaire minimum », « durée minimale »;
 * « mini » and « max » are written out before: `visitor-words.ts`): an adjective and its noun whose
 * stems the French stemmer leaves apart, too short to be searched as a prefix (« déclaré inapte »
 * and the sheet on « l'inaptitude », « salariée enceinte » and « la grossesse »).
 */
const SAME_NOTION: readonly (readonly string[])[] = [
  ['minimum', 'minimal'],
  ['maximum', 'maximal'],
  ['inapt', 'inaptitud'],
  ['enceint', 'grossess'],
  // « l'amende pour une DSN en retard » is the « pénalité » of L133-5-4 CSS.
  ['amend', 'penalit'],
  // « une stagiaire », « Les stages étudiants en milieu professionnel ».
  ['stagiair', 'stag'],
];

const FORMS = new Map<string, readonly string[]>();
for (const [figure, word] of NUMBER_WORDS) {
  FORMS.set(figure, [figure, word]);
  FORMS.set(word, [word, figure]);
}
for (const group of SAME_NOTION) {
  for (const lexeme of group) FORMS.set(lexeme, [lexeme, ...group.filter((other) => other !== lexeme)]);
}

/**
 * A verb's stem ending in « ion » after s or t (« démissionne » → `demission`, « commissionner » →
 * `commission`): the French stemmer cuts that ending off the noun (« démission » → `demiss`,
 * « commission » → `commiss`) but not off the verb, so the title « La démission » never held the visitor's « je
 * démissionne ». Both stems are searched; five letters at least before the ending (« mention »,
 * « pension », « sanction », « position » keep theirs).
 */
const VERB_OF_A_NOUN_IN_ION = /^[a-z]{5,}[st]ion$/;

/** A question's stemmed word followed by its other written forms; the word alone when it has none. */
export function equivalentLexemes(lexeme: string): readonly string[] {
  const forms = FORMS.get(lexeme);
  if (forms) return forms;
  return VERB_OF_A_NOUN_IN_ION.test(lexeme) ? [lexeme, lexeme.slice(0, -3)] : [lexeme];
}

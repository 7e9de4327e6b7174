/**
 * A question on the free tools of the site itself (issue 28 §1): « vous avez des modèles de lettres
 * gratuits ? », « où lire le code du travail sur le site », « chercher ma ccn avec le numéro idcc »,
 * « quels outils gratuits vous proposez ». Only when the question names a tool and nothing else: « un
 * modèle de lettre de démission » or « la convention des transports » ask the letter or the agreement.
 */

/** The parts of the tools hub, as a question names them. */
export type ToolsPart = 'letters' | 'simulators' | 'code' | 'agreements' | 'sheets';

const PARTS: ReadonlyArray<readonly [ToolsPart, RegExp]> = [
  [
    'letters',
    /\b(?:modeles?(?: de (?:lettres?|courriers?|documents?))?|lettres? types?|courriers? types?)\b/,
  ],
  ['simulators', /\b(?:simulateurs?|calculateurs?|calculettes?)\b/],
  ['code', /\bcode du travail\b/],
  ['agreements', /\b(?:conventions? collectives?|ccn|idcc)\b/],
  ['sheets', /\bfiches? pratiques?\b/],
];

/** The question is about what the site offers, or where to find it on the site. */
const SITE_ASKED =
  /\b(?:vous (?:avez|proposez|offrez|mettez)|avez-vous|proposez-vous|y a-t-il|sur (?:le|votre|ce|ton) site|gratuite?s?|en ligne|ou (?:lire|trouver|chercher|consulter|voir)|comment (?:chercher|trouver|consulter|lire|utiliser)|chercher|rechercher|trouver|consulter|quels outils|outils)\b/;

/**
 * The words a question on the tools may hold besides them; any other word of five letters or more
 * names a subject, which the retrieval answers (« démission », « transports », « licenciement »).
 */
const TOOL_QUESTION_WORDS = new Set(
  (
    'outil outils gratuit gratuits gratuite gratuites modele modeles lettre lettres courrier courriers ' +
    'document documents types simulateur simulateurs calculateur calculateurs calculette calculettes code ' +
    'travail convention conventions collective collectives fiche fiches pratique pratiques avez proposez ' +
    'offrez mettez site ligne trouver chercher rechercher consulter utiliser quels quelles numero votre vos ' +
    'bonjour merci droit disponibles disposition existe est-ce telecharger acces accessibles peut-on ' +
    'comment notre entreprise aussi autres quoi'
  ).split(' '),
);

/** Short words that name a subject: « simulateur brut net » asks that simulator. */
const SHORT_SUBJECTS = new Set([
  'brut',
  'net',
  'cdd',
  'cdi',
  'smic',
  'paie',
  'dsn',
  'cse',
  'rc',
  'cp',
  'rtt',
  'ij',
]);

export function readToolsQuestion(folded: string): { first: ToolsPart | null } | null {
  if (!SITE_ASKED.test(folded)) return null;
  const named = PARTS.filter(([, pattern]) => pattern.test(folded)).map(([part]) => part);
  if (named.length === 0 && !/\boutils?\b/.test(folded)) return null;
  const words = folded.split(/[^a-z0-9']+/).map((word) => word.replace(/^(?:[a-z]|qu)'/, ''));
  if (words.some((word) => (word.length >= 5 && !TOOL_QUESTION_WORDS.has(word)) || SHORT_SUBJECTS.has(word)))
    return null;
  return { first: named[0] ?? null };
}

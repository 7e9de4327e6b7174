/**
 * Visitors' spelling made the recognisers' (issue 28 §1): after `foldQuestion` (lower case, no
 * accents), the shorthand they type is written out (« rupture conv » → « rupture
 * conventionnelle », « indem » → « indemnite », « convoc » → « convocation ») and a word one or two
 * letters away from a word of the recognisers' vocabulary is read as that word (« licensiement »,
 * « preavi », « demision », « abonement », « dirigo »). Only that vocabulary is corrected, and a word
 * that is itself a known word stays as it is (« salaire » is not « salarie »). Pure and cheap: a
 * few hundred comparisons of short strings per question.
 */

/** Lower case, no accents, typographic apostrophes and spaces made plain: what the recognisers read. */
export function foldQuestion(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/œ/g, 'oe')
      .replace(/\s+/g, ' ')
      .trim()
      // Visitors' shorthand: « cb » for « combien », but « une cb », « par cb » is a bank card.
      .replace(/\b(une|la|ma|ta|sa|votre|notre|par|en|sans|de) cb\b/g, '$1 carte bancaire')
      .replace(/\bcb\b/g, 'combien')
      // An elision typed without its apostrophe: « c est », « qu il », « l essai », « d un ».
      .replace(/\b(qu|[cdjlmnst]) (?=[aeiouyh])/g, "$1'")
  );
}

/**
 * A month shortened in a date (« embauché le 2 sept 2019 », « le 15 janv. », « oct 2024 »): only
 * after a day (not before a unit: « 7 sept jours ») or before a year, never « sept » alone (the number).
 */
const SHORTENED_MONTHS: readonly (readonly [RegExp, string])[] = (
  [
    ['janv', 'janvier'],
    ['fevr?', 'fevrier'],
    ['avr', 'avril'],
    ['juil', 'juillet'],
    ['sept', 'septembre'],
    ['oct', 'octobre'],
    ['nov', 'novembre'],
    ['dec', 'decembre'],
  ] as const
).map(([short, month]) => [
  new RegExp(
    `(?<=\\b(?:1er|\\d{1,2}) )${short}\\b(?! (?:jours?|ans?|mois|heures?|semaines?|fois|salaries?|personnes?)\\b)|\\b${short}\\b\\.?(?= (?:19|20)\\d\\d\\b)`,
    'g',
  ),
  month,
]);

/** Shorthand, written out: a whole word, or a word after another (« conv » after « rupture »). */
const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/\brupture conv\b\.?/g, 'rupture conventionnelle'],
  [/\brupture co\b\.?(?! ?(?:traitant|voiturage|gerant|fondateur))/g, 'rupture conventionnelle'],
  [/\bmaladies? pro\b\.?/g, 'maladie professionnelle'],
  [/\baccidents? (?:pro|professionnels?)\b\.?/g, 'accident du travail'],
  // Not « RC pro », the professional liability insurance.
  [/\b(?:rc|r\.c\.)\b(?! pro\b)(?= .*\b(?:\d|ans?|indemnite|montant|combien)\b)/g, 'rupture conventionnelle'],
  [/\bindem(?:n)?\b\.?/g, 'indemnite'],
  [/\bconvoc\b\.?/g, 'convocation'],
  [/\blicenc\b\.?/g, 'licenciement'],
  [/(?<=\b(?:preavis|indemnite|procedure|lettre) (?:de |du )?)lic\b\.?/g, 'licenciement'],
  // « je vais lic un salarié », « je me fais lic », « je peux le lic », « on m'a lic », « mon lic »,
  // « avant le lic »: the verb after a modal or a reflexive pronoun, the participle after « a », « été »
  // or « suis », the noun otherwise.
  [/(?<=\b(?:m'a|t'a|l'a|m'ont|t'ont|l'ont|les a|les ont|ete|suis|es|est|sont|etre) )lic\b/g, 'licencie'],
  [
    /(?<=\b(?:(?:vais|veux|voudrais|dois|peux|peut|va|vont|faire|fais|fait|pour|sans) (?:le |la |les |l')?|(?:me|te|se) |[mts]'))lic\b(?! (?:eco|economique)\b)/g,
    'licencier',
  ],
  // Not the licence (feminine: « une lic pro », « la lic IV », « sa lic de taxi »).
  [
    /(?<!\b(?:une|la|ma|ta|sa|cette|votre|leur|notre) )\blic\b(?! (?:pro|iv|4|3|de (?:droit|taxi|vtc|transport|spectacles?))\b)/g,
    'licenciement',
  ],
  // « je veux dem », « poser ma dem »: a resignation; not a request (« je dem un acompte », « sa dem
  // d'augmentation »: « démissionner » takes no object) nor « frais de dem » (a move).
  [
    /(?<=\b(?:veux|vais|voudrais|dois|peux|compte|pense|je|pour) )dem\b(?! (?:un|une|des|le|la|les|l'|a|au|aux|mon|ma|mes|son|sa|ses|demain)\b)(?! d(?:e |')(?!mon |ma |son |sa |mon poste|l'entreprise|la boite|la societe|mon cdi))/g,
    'demissionner',
  ],
  [
    /(?<=\b(?:ma|sa|ta|votre|leur|poser|pose|donne|donner|remettre|envoyer|apres|avant) )dem\b(?! d(?:e |')(?!mon |ma |son |sa |l'entreprise|la boite|la societe))/g,
    'demission',
  ],
  [/\banc\b\.?(?= ?\d)|(?<=\d ?(?:ans?|mois) )anc\b\.?/g, 'anciennete'],
  [/\bmini\b/g, 'minimum'],
  ...SHORTENED_MONTHS,
  // The réduction générale by its former name (« réduction Fillon », « la fillon »), and the tax
  // site by its address (« sur impots.gouv »): the words our texts write.
  [/(?<!\bloi )\b(?:(?:reductions?|allegements?) )?fillon\b/g, 'reduction generale'],
  [/\bimpots?\.gouv(?:\.fr)?\b/g, 'impots'],
  // « mon taux de PAS »: the prélèvement à la source, not the negation.
  [/\btaux (?:de |du )pas\b/g, 'taux de prelevement a la source'],
  [/\babo\b/g, 'abonnement'],
  [
    /\bpdt\b(?! (?:\d|les?\b|la\b|des\b|toute?s?\b|mes\b|ses\b|l'|un\b|une\b|ce\b|cette\b|ces\b|mon\b|son\b|sa\b|ma\b))/g,
    'president',
  ],
  [/\bpdt\b/g, 'pendant'],
  [/\bsvp\b|\bstp\b/g, ''],
  [/\bdg\b/g, 'directeur general'],
  [/\bmajo\b\.?/g, 'majoritaire'],
  [/\bmino\b\.?/g, 'minoritaire'],
  [/(?<=\b(?:preavis|lettre) (?:de |d')?)dem\b\.?/g, 'demission'],
  // « vs pouvez », not « salaire vs dividendes ».
  [
    /\bvs (?=(?:pouvez|faites|etes|avez|gerez|proposez|acceptez|prenez|occupez|envoyez|deposez|fournissez)\b)/g,
    'vous ',
  ],
  [/\bcest\b/g, "c'est"],
  [/\blidcc\b/g, "l'idcc"],
  [/\bjai\b/g, "j'ai"],
  // Text-message shorthand: « c koi », « cmt », « pk », « qd », « pr », « ds », « jrs », « gratos ».
  [/\bc (?=koi\b|quoi\b|combien\b|comment\b|gratuit|cher\b|possible\b|obligatoire\b|pour\b)/g, "c'est "],
  [/\b(?:koi|kwa)\b/g, 'quoi'],
  [/\bkel(le)?(s)?\b/g, 'quel$1$2'],
  [/\b(?:keske|kesk|kes ke)\b/g, "qu'est-ce que"],
  [/\b(?:cmt|cmnt|comt)\b/g, 'comment'],
  [/\b(?:pk|pq|pkoi|pourkoi)\b/g, 'pourquoi'],
  [/\bqd\b/g, 'quand'],
  // « jme verse », « jpeux », « jsuis », « chuis »: the pronoun glued to its verb.
  [/\bj(me|te|suis|peux|veux|dois|vais|fais|sais|pense|paie|paye|verse|touche|gagne)\b/g, 'je $1'],
  [/\bchuis\b/g, 'je suis'],
  // « bjr », « slt », « 24h/semaine », « brut/mois ».
  [/\bbjr\b/g, 'bonjour'],
  [/\bslt\b/g, 'salut'],
  [/(?<=[a-z])\/(semaine|mois|jour|an|annee)\b/g, ' par $1'],
  [/\bpr\b/g, 'pour'],
  [/\bds\b/g, 'dans'],
  [/\bbcp\b/g, 'beaucoup'],
  [/\btjr?s?\b/g, 'toujours'],
  [/\bjrs?\b/g, 'jours'],
  [/\b(?:ya|y'a)\b/g, 'il y a'],
  [/\b(?:gratos|gratis)\b/g, 'gratuitement'],
  [/\bpreav\b\.?/g, 'preavis'],
  // « combien de cp », « cp acquis en arrêt maladie »: the payslip's own abbreviation.
  [/\bcp\b/g, 'conges payes'],
  // « conjé », « conjés »: « congé » as it sounds (no French word is spelt so).
  [/\bconj(e|es)\b/g, 'cong$1'],
  // « on me vire », « virer un salarié »: a dismissal, not a bank transfer (« je vire le salaire »).
  [
    /(?<=\b(?:me|te|se|le|la|les|l'|faire|fait|fais|ete|etre|suis|est|vais|veux|va|peut|peux|on) )vir(er|e|ee|es|ez)\b/g,
    'licenci$1',
  ],
  [
    /\bvir(er|e)(?= (?:un|une|mon|ma|mes|le|la|les|son|sa|cet|cette|notre) (?:salariee?s?|employee?s?|apprentie?s?|stagiaires?|collaborat\w*|assistante?s?)\b)/g,
    'licenci$1',
  ],
  // « essaie » for the noun « essai »: after an article or before « gratuit ».
  [/\b(l'|d'|un |une |mon |votre |cet |periode d')essaie\b/g, '$1essai'],
  [/\bessaie(?= gratuit)/g, 'essai'],
  [/\bmax\b\.?/g, 'maximale'],
  [/\b(heures?) sup(?:p|s|ps)?\b\.?/g, '$1 supplementaires'],
  [/\b(\d{1,3}) ?h\b/g, '$1 heures'],
  [/\bresto\b/g, 'restaurant'],
  // « prud'hommes » typed without its apostrophe: our texts hold « prud » and « hommes ».
  [/\bprud ?hommes?\b/g, "prud'hommes"],
  [/\b(?:fiches?|feuilles?) de (?:paie|paye|salaire)\b/g, 'bulletin de paie'],
  [/\bcontrat a duree determinee\b/g, 'cdd'],
  [/\bcontrat a duree indeterminee\b/g, 'cdi'],
];

/**
 * The words the recognisers look for (`recognise-intent.ts`), spelt right: a visitor's word close
 * to one of them is read as it.
 */
const VOCABULARY = [
  'licenciement',
  'licencier',
  'licencie',
  'indemnite',
  'indemnites',
  'preavis',
  'demission',
  'demissionner',
  'conventionnelle',
  'rupture',
  'anciennete',
  'precarite',
  'convocation',
  'entretien',
  'prealable',
  'retraite',
  'handicape',
  'cotisations',
  'charges',
  'president',
  'presidente',
  'dirigeant',
  'gerant',
  'salaire',
  'remuneration',
  'abonnement',
  'abonner',
  'desabonner',
  'resilier',
  'resiliation',
  'engagement',
  'annuler',
  'dirigeo',
  'formule',
  'formules',
  'essentielle',
  'complete',
  'freemium',
  'premium',
  'gratuit',
  'gratuite',
  'gratuitement',
  'essayer',
  'tarif',
  'tarifs',
  'telephone',
  'contacter',
  'joindre',
  'conseiller',
  'combien',
  'convention',
  'collective',
  'minimum',
];

/**
 * Known words close to the vocabulary that mean something else, or its other forms: they are
 * never corrected (« salarie » is one letter from « salaire », « complet » from « complete »).
 */
const KNOWN_WORDS = new Set([
  ...VOCABULARY,
  // « me connecter » is no « contacter ».
  'connecter',
  'connecte',
  'deconnecter',
  'salarie',
  'salaries',
  'salariee',
  'complet',
  'completes',
  'demissionne',
  'licencies',
  'licenciee',
  'licenciements',
  'conventionnel',
  'conventions',
  'retraites',
  'retraitee',
  // « se rétracter » a rupture conventionnelle is no « retraite ».
  'retracter',
  'retracte',
  'retractee',
  'retractation',
  'ruptures',
  'presidents',
  'dirigeants',
  'gerante',
  'engage',
  'engagee',
  'tarifaire',
  'contact',
  'contacte',
  'gratuits',
  'gratuites',
  'entretiens',
  'charge',
  'charger',
  'cotisation',
  'cotiser',
  'cotise',
  'minimal',
  'minimale',
  'minimum',
  'anciennes',
  'ancienne',
  'combine',
  'combiner',
  'essayez',
  'formulez',
  'formuler',
  'annule',
  'annulee',
  'joint',
  'joindre',
  'collectif',
  'collectives',
  'president',
  'precaire',
  'retenir',
  'remuneree',
  'annuel',
  'annuels',
  'annuelle',
  'annuelles',
  'garant',
  'solaire',
  'chargee',
  'changes',
  'retraits',
  // Words that begin a word of the vocabulary but mean something else (« droit de retrait »).
  'retrait',
  'conseil',
  'conseils',
  'abonne',
  'abonnes',
  'abonnee',
  'abonnees',
  'dirige',
  'dirigee',
]);

/** A word cut short (« indemn », « licenci », « anciennet », « precar »): 6 letters at least. */
const MIN_CUT_LENGTH = 6;

/** Optimal string alignment distance (a transposition counts one), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How far a word may be from the vocabulary: one letter up to 8 letters, two beyond. */
export function allowedDistance(word: string): number {
  return word.length >= 9 ? 2 : 1;
}

/** The vocabulary's word a visitor's word stands for, or the word itself. */
export function correctWord(word: string): string {
  if (word.length < 5 || KNOWN_WORDS.has(word) || !/^[a-z]+$/.test(word)) return word;
  const max = allowedDistance(word);
  let best = word;
  let bestDistance = max + 1;
  for (const candidate of VOCABULARY) {
    // The first letter is rarely the one mistyped, and keeping it rules out most of the list.
    if (candidate[0] !== word[0]) continue;
    const distance = editDistance(word, candidate, Math.min(max, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== word || word.length < MIN_CUT_LENGTH) return best;
  // A word cut short is the shortest word of the vocabulary it begins (« convent » → « convention »).
  let whole: string | undefined;
  for (const candidate of VOCABULARY) {
    if (
      candidate.length > word.length &&
      candidate.startsWith(word) &&
      (!whole || candidate.length < whole.length)
    )
      whole = candidate;
  }
  return whole ?? word;
}

/** Whether a word is one of our texts' words (the site search's dictionary): then it is no typo. */
export type KnownWord = (word: string) => boolean;

/** No word known: every word close to the vocabulary is corrected. */
export const noWordKnown: KnownWord = () => false;

/** The same word but for a plural or feminine ending (« salaires », « salaire »; « gerants », « gerant »). */
function sameWordInflected(a: string, b: string): boolean {
  const stem = (word: string) => word.replace(/(?:es|e|s)$/, '');
  return stem(a) === stem(b);
}

/**
 * A word as the recognisers read it: a word our texts hold (`isKnown`) is a word of its own, not a
 * typo (« également » is not « engagement », « contester » not « contacter », « licence » not
 * « licencié »); only its plural or feminine is read as the vocabulary's form.
 */
function readWord(word: string, isKnown: KnownWord): string {
  const corrected = correctWord(word);
  return corrected === word || !isKnown(word) || sameWordInflected(word, corrected) ? corrected : word;
}

/**
 * The words of our subjects, beginning with a vowel or an h, that a chat box glues to their « l' » or
 * « d' » (« lessai », « danciennete », « larret »). A closed list: « dans », « deux », « quelle » are
 * « d », « l » or « qu » before a word too, and a small vocabulary may not hold them.
 */
const GLUED_WORDS =
  /^(?:essais?|anciennete|indemnites?|arrets?|employeurs?|employee?s?|emplois?|entretiens?|entreprises?|heures?|avance|avenants?|avertissements?|accidents?|abonnements?|assurances?|apprenti\w*|attestations?|augmentations?|interim\w*|inaptitude|embauche|urssaf|absences?|acompte|activite|idcc|essentielle?s?|offres?|astreintes?|inspection|impots?)$/;

/**
 * An elision typed without its apostrophe nor its space (« lessai », « dessai », « danciennete »):
 * « l » or « d » glued to a word of `GLUED_WORDS`, when our texts do not hold the glued word itself.
 */
function unglued(word: string, isKnown: KnownWord): string {
  const glued = /^([dl])([aeiouyh][a-z]{2,})$/.exec(word);
  if (!glued || isKnown(word) || !GLUED_WORDS.test(glued[2] ?? '')) return word;
  return `${glued[1]}'${glued[2]}`;
}

/**
 * A folded question (`foldQuestion`) in the recognisers' spelling: shorthand written out, typos
 * corrected, the words `isKnown` names kept as typed (`readWord`).
 */
export function normaliseVisitorWords(folded: string, isKnown: KnownWord = noWordKnown): string {
  let text = folded;
  for (const [pattern, replacement] of ABBREVIATIONS) text = text.replace(pattern, replacement);
  return text
    .replace(/(?<!')\b[a-z]+\b(?!')/g, (word) => unglued(word, isKnown))
    .replace(/[a-z]+/g, (word) => readWord(word, isKnown))
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Visitors' everyday words and our texts' words for the same thing, for the retrieval: the
 * practical sheets and the Code du travail write « travailler », « 1er mai », « abonnement de
 * transport », « quotidien », « contrat de travail temporaire », where visitors write « bosser »,
 * « 1 mai », « pass Navigo », « par jour », « contrat d'intérim ». Only words whose meaning does not change with the context are rewritten (« virer » may be
 * a dismissal or a bank transfer: it stays).
 */
const OUR_TEXTS_WORDS: readonly (readonly [RegExp, string])[] = [
  // Slang for work: « bosser le dimanche », « entre deux journees de boulot ».
  [/\bboss(?:er|e|es|ent|ez|ons|ais|ait|aient|ee|ees)\b/g, 'travailler'],
  [/\b(?:boulots?|taffs?|tafs?)\b/g, 'travail'],
  // France Travail's former name (our texts name it 265 times, « Pôle emploi » 16), the register by
  // its full name (« registre unique du personnel », L1221-13), the papers of a contract's end.
  [/\bpole[- ]emploi\b/g, 'france travail'],
  [/\bregistre du personnel\b/g, 'registre unique du personnel'],
  [/\b(quels|les|des|mes|ses|tous les) papiers\b/g, '$1 documents'],
  // « je veux arrêter sa période d'essai »: the law and the letters say « rupture ».
  [
    /\barret(?:er|e|ez)\b(?=.*\bperiode d'essai\b)|(?<=\bperiode d'essai\b.*)\barret(?:er|e|ez)\b/g,
    'rupture',
  ],
  // « prolonger l'essai »: the law and the letter say « renouveler la période d'essai ».
  [/\bprolong\w* (?:l'|la periode d'|sa periode d'|son |sa )essai\b/g, "renouveler la periode d'essai"],
  [/\b(?:patrons?|patronnes?)\b/g, 'employeur'],
  // The first of a month, as our texts write it (« 1er mai », « 1er janvier »).
  [
    /\b(?:1|premier|1 er|1ier)(?= (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b)/g,
    '1er',
  ],
  // A public holiday by its date or name (« le 1er mai », « le 14 juillet », « lundi de Pentecôte »):
  // our texts' rules on it are those of the « jours fériés », which the question then names. Not the
  // 1st of January, the date from which a rate or a threshold changes more often than a holiday.
  [
    /\b(?:1er mai|8 mai|14 juillet|15 aout|1er novembre|11 novembre|25 decembre|jour de l'an|noel|toussaint|ascension|(?:lundi de )?(?:paques|pentecote))\b(?!.*\bferies?\b)/,
    '$& (jour ferie)',
  ],
  // The verb « payer » (« payé double », « je dois le payer ? ») stems as « paie » does, so it gave
  // « Le bulletin de paie » and « Les congés payés » a title word: our texts say what is paid, the
  // « salaire ». Not the paid leave (« congés payés ») nor the noun (« la paye », « fiche de paye »).
  [
    /(?<!\b(?:conges?|la|ma|sa|ta|une|de|des|les|votre|notre) )\bpay(?:er|e|ee|es|ees|ons|ez|ent)\b/g,
    'salaire',
  ],
  // A transport pass by its brand (Paris's Navigo): our texts say « abonnement de transport ».
  [/\b(?:(?:le |un |mon |son )?(?:pass|passe|carte|abonnement) )?navigo\b/g, "l'abonnement de transport"],
  // « un contrat d'intérim », « une mission intérim »: our texts say « travail temporaire ».
  [/\b(contrats?|missions?) (?:d'|en |de )?interim\b/g, '$1 de travail temporaire'],
  // « vous faites les déclarations URSSAF ? »: asked of us, the monthly social declaration is the DSN.
  [
    /(?<=\b(?:vous|dirigeo|logiciel|outil)\b.*)\b(?:les |la |mes |nos )?declarations? (?:urssaf|sociales?)\b(?! nominative)/g,
    'la dsn',
  ],
  // Visitors' short forms, as our texts write them: « la sécu », « repos hebdo », « licenciement
  // éco », « qqn », « jai ».
  [/\bsecu\b/g, 'securite sociale'],
  [/\bhebdo\b/g, 'hebdomadaire'],
  [/(?<=\b(?:licenciements?|motifs?|raisons?|ruptures?|cause) )eco\b/g, 'economique'],
  [/\bqqn\b/g, "quelqu'un"],
  [/\bqqch\b/g, 'quelque chose'],
  [/\bjai\b/g, "j'ai"],
  // « environ » as a chat writes it, which no text of ours holds: « je fais env 90k de CA » found
  // nothing, as if « env » named a subject we never write.
  [/\benv\b\.?/g, 'environ'],
  // The law's words for what visitors name otherwise: an « avance » on the pay is an « acompte »
  // (L3242-1); the « DPAE » is the « déclaration préalable à l'embauche »; a payslip sent « par
  // mail » is one « sous forme électronique » (L3243-2); a colleague who « accompagne » the employee
  // to the prior interview « l'assiste » (L1232-4); « changer les horaires » of an employee is a
  // « modification » of the contract or of the working conditions; « la participation » an employer
  // owes is the « participation aux résultats » of the épargne salariale. A dismissal, a resignation
  // or a sanction « par mail » is a question of its form, not of an electronic payslip.
  [/\b(?:une|l'|des|d'une|son|mon) avances?(?: (?:sur|de) (?:salaire|paie|paye))?\b/g, 'un acompte'],
  [/\bavances? (?:sur|de) (?:salaire|paie|paye)\b/g, 'acompte'],
  [/\bdpae\b/g, "declaration prealable a l'embauche (dpae)"],
  [
    /(?:\b(?:par|en|sur) (?:e-?mail|mail|courriel|pdf)\b|\bdematerialis\w*)(?!.*\b(?:licenci\w*|demission\w*|demissionn\w*|rupture|convocation|convoquer|avertissement|sanction\w*)\b)(?<!\b(?:licenci\w*|demission\w*|demissionn\w*|rupture|convocation|convoquer|avertissement|sanction\w*)\b.*)/g,
    'sous forme electronique',
  ],
  [/\baccompagn\w*(?=.*\bentretien\b)|(?<=\bentretien\b.*)\baccompagn\w*/g, 'assister'],
  [
    /\bchang\w* (?:les |ses |mes |son |sa |de |d')?(horaires?|lieu de travail|poste|fonctions?|missions?|planning)\b/g,
    'modification $1',
  ],
  // Not « la participation aux frais », « la participation de l'employeur » (to the mutuelle…).
  [
    /\bla participation\b(?! (?:a|au|aux|de|du|des|d'|employeur|patronale)\b)/g,
    'la participation aux resultats (epargne salariale)',
  ],
  // More of the law's words for visitors' ones: « tickets resto » are « titres-restaurant »; a
  // pregnant employee's « échographies » are the « examens médicaux obligatoires » (L1225-16); the
  // « barème Macron » is the scale of L1235-3; a « retraite d'office » is a « mise à la retraite »;
  // the « CSP », the « DUERP » written out; a part-timer's « heures en plus » are « complémentaires »;
  // « un seul salarié » dismissed is an « individuel » dismissal.
  [/\b(?:tickets?|cartes?|titres?) (?:resto|restau|restaurant|repas)s?\b/g, 'titres-restaurant'],
  [/\bechographies?\b/g, 'examens medicaux obligatoires de grossesse'],
  [/\bbareme macron\b/g, "bareme de l'indemnite pour licenciement sans cause reelle et serieuse"],
  [
    /\b(?:retraite d'office|mettre (?:un salarie |une salariee |quelqu'un )?a la retraite)\b/g,
    'mise a la retraite',
  ],
  [/\bcsp\b/g, 'contrat de securisation professionnelle'],
  [/\bduerp\b/g, "document unique d'evaluation des risques professionnels"],
  [
    /(?<=\b(?:mi[- ]temps|temps partiel)\b.*)\bheures? (?:en plus|sup\w*|supplementaires?)\b/g,
    'heures complementaires',
  ],
  [/\b(?:un seul|1 seul) salarie\b(?=.*\b(?:eco|economique)\b)/g, 'un salarie, licenciement individuel'],
  // An employee's « vacances » are their « congés payés » (not a student's holidays or a school's).
  [
    /(?<=\b(?:salarie|salariee|salaries|employe|employee|employes)\b.*)(?<!\bjobs? )\b(?:ses|leurs|les|des|mes|de) vacances\b(?! (?:scolaires|universitaires|d'ete))/g,
    'les conges payes',
  ],
  [/\b(?:les dates|dates) de (?:vacances|conges)\b(?=.*\bsalaries?\b)/g, 'les dates de conges payes'],
  // Waiting before another CDD on the same post is the « délai de carence » (L1244-3); an
  // « avertissement » is a « sanction disciplinaire » (L1332-5).
  [
    /(?<=\bcdd\b.*)\b(?:faut[- ]il |faudrait[- ]il |il faut |dois[- ]je |je dois |faut )?attendre\b/g,
    'delai de carence',
  ],
  // Not when the letter is asked (« modèle d'avertissement », « rédiger un avertissement »).
  [
    /(?<!\b(?:modeles?|lettres?|courriers?|exemples?|rediger|ecrire|redaction|envoyer|faire)\b.*)\bavertissements?\b(?!.*\b(?:modeles?|lettres?|courriers?|exemples?|rediger|ecrire|type)\b)/g,
    '$& (sanction disciplinaire)',
  ],
  // Buying a business with its staff is the « changement de la situation juridique de l'employeur »
  // (L1224-1); « IK » are « indemnités kilométriques »; the labour inspector who « débarque » visits.
  [
    /\b(?:rachete|racheter|rachat|reprise|reprendre|reprends|reprend)\w* (?:d'un |d'une |un |une |le |la |l')?(?:fonds de commerce|entreprise|societe|boutique|commerce|restaurant)\b/g,
    "$& (changement de la situation juridique de l'employeur)",
  ],
  [/\bik\b/g, 'indemnites kilometriques'],
  [/\bperso\b/g, 'personnelle'],
  // « mettre fin à la période d'essai » is its « rupture »; an error on a payslip is « rectifiée ».
  [/\bmettre fin (?:a|au|aux) (?:la |le |l')?/g, 'rupture de la '],
  [/\bcorrig\w*\b(?=.*\b(?:bulletins?|fiches? de paie|salaire|paie)\b)/g, 'rectification'],
  [/\bdebarqu\w*\b/g, 'effectuer une visite'],
  // « la boîte » is the company; « dej », « déjeuners » are « repas »; one « tombe malade ».
  [/\b(?:la|ma|sa|une|notre|votre|leur) boite\b/g, 'la societe'],
  [/\b(?:dej|dejeuners?|dejeuner)\b/g, 'repas'],
  [/\btomb\w* malade\b/g, 'malade'],
  // Taxes by their initials: « l'IS », « à l'IR », « la CFE ».
  [
    /\b(?:l'|a l')?is\b(?= (?:a|au|de|du|est|c'est|sur|pour|\d))|\b(?:l'|a l')is\b/g,
    "l'impot sur les societes",
  ],
  [/\b(?:l'|a l')ir\b/g, "l'impot sur le revenu"],
  [/\bcfe\b/g, 'cotisation fonciere des entreprises'],
  // Payroll's initials, as our texts write them out: « PMSS », « RGDU », « IJ ».
  [/\bpmss\b/g, 'plafond mensuel de la securite sociale'],
  [/\brgdu\b/g, 'reduction generale degressive unique'],
  [/\b(?:ij|ijss)\b/g, 'indemnites journalieres'],
  // « c'est trop tard pour le sanctionner ? », « trop tard pour contester »: whether a time limit has
  // run out, which our texts call a « délai » (L1332-4: two months to start disciplinary proceedings).
  [/\b(?:il est |c'est |est-ce |c )?trop tard\b/g, 'delai'],
  // The « chômage partiel » or « technique » is the « activité partielle » of the law (L5122-1) and of
  // the sheets' titles.
  [/\bchomage (?:partiel|technique)\b/g, 'activite partielle (chomage partiel)'],
  // Notice not worked at the employer's wish is a « dispense de préavis » (L1234-5): « il n'a pas
  // besoin de faire son préavis », « sans effectuer son préavis ».
  [
    /\b(?:(?:n'a|na|n'ont|n'avez) pas besoin (?:de |d')|sans |ne (?:pas )?)(?:faire|effectuer|fasse pas|fait pas|fera pas|effectue pas|effectuera pas) (?:son|le|sa|leur|mon|de) preavis\b/g,
    'dispense de preavis',
  ],
  // Ordinals as our texts write them: « 3ème enfant », « 3e enfant » are the « troisième » (L1225-19).
  [/\b2(?:e|eme|ieme|nd|nde)\b/g, 'deuxieme'],
  [/\b3(?:e|eme|ieme)\b/g, 'troisieme'],
  [/\b4(?:e|eme|ieme)\b/g, 'quatrieme'],
  // An officer who pays himself nothing (« je me paie pas », « je me verse rien ») receives « aucune
  // rémunération », as our articles say (a president « qui ne perçoit aucune rémunération »).
  [
    /\b(?:ne )?(?:me|se|nous) (?:paie|paye|payer|verse|verser|remunere)\w* (?:pas|rien|aucun\w*)\b(?: de salaire)?/g,
    'aucune remuneration',
  ],
  // Devices by their brand (« un iPhone et un MacBook »): our texts say « téléphone », « ordinateur ».
  [/\b(?:iphones?|smartphones?|samsung|galaxy)\b/g, 'telephone'],
  [/\b(?:macbooks?|laptops?|pc portables?|imac|ipad)\b/g, 'ordinateur'],
  // A parent's words for a sick child (« son petit a de la fièvre », « ma fille est malade »): our
  // texts' « enfant malade » (L1225-61); « la première embauche », typed « 1ère ».
  [/\b(?:a|avec|fait) (?:de la |une )?fievre\b/g, 'est malade'],
  [
    /\b(?:son|sa|mon|ma|leur|notre|votre) (?:fils|fille|gamin|gamine|bebe|gosse|petit(?=e? (?:a|est|fait|tombe|malade)\b)|petite(?= (?:a|est|fait|tombe|malade)\b))\b/g,
    'son enfant',
  ],
  [/\b1(?:ere|re|ier|iere)\b/g, 'premiere'],
  // « par jour », « dans une journée », « entre deux journées »: the daily limits are « quotidiens ».
  [
    /\b(?:par jour|par journee|dans (?:une|la) (?:meme )?journee|en une journee|entre deux journees)\b/g,
    'quotidien',
  ],
  // Everyday words for the law's notions, added to them (the visitor's words stay): a colleague who
  // « humilie », « rabaisse », « dénigre » is what the sheets call « harcèlement moral » (L1152-1);
  // « mains aux fesses », « blagues salaces » the « harcèlement sexuel » (L1153-1); an employee who
  // « ne vient plus » « sans nouvelles » is in « abandon de poste » (L1237-1-1); pay « en liquide »
  // or « en cash » is paid « en espèces » (L3241-1); a doctor sent to check a sick leave makes a
  // « contre-visite » (R1226-10); « 37 degrés » in a workshop is the « chaleur » of the heat sheet;
  // hours « de route » to a customer are a « temps de déplacement professionnel » (L3121-4); one
  // who « s'est coupé », « s'est blessé » at work has had an « accident du travail »; a
  // « stagiaire » does a « stage »; « papa », « maman » are the « père », the « mère ».
  [
    /\b(?:humili|rabaiss|denigr|rabroue|mepris)\w*|\b(?:hurle|crie|gueule)\w* (?:dessus|sur (?:elle|lui|eux|moi|tout le monde))/g,
    '$& (harcelement moral)',
  ],
  [
    /\b(?:mains? aux fesses|blagues? (?:salaces?|sexistes?|cochonnes?|de cul)|propos (?:sexistes?|sexuels?)|drague (?:lourde|insistante))\b/g,
    '$& (harcelement sexuel)',
  ],
  [
    /\b(?:ne (?:vient|revient|se presente) plus|(?:pas|plus|aucune?) (?:de )?nouvelles?|plus signe de vie|(?:ne )?(?:repond|donne) plus)\b(?=.*\b(?:salarie|salariee|employe|employee|absent|absente|travail|poste|jours?|semaines?)\b)/g,
    '$& (abandon de poste)',
  ],
  [/\b(?:en |du )(?:liquide|cash)\b/g, 'en especes'],
  [
    /\b(?:controler|verifier|contester)\b(?=.*\barrets?\b)|(?<=\barrets?\b.*)\b(?:controler|verifier|contester|bidon|faux)\b|\bmedecin controleur\b/g,
    '$& (contre-visite medicale)',
  ],
  [/\b(?:[3-5]\d) ?(?:degres|°c?)(?!\w)|\bcanicule\b/g, '$& (chaleur)'],
  [
    /\b(?:\d+ ?(?:heures?|h|min|minutes?)(?: ?\d+)?|temps|heures?) (?:de (?:route|trajet|voiture|transport))\b/g,
    'temps de deplacement professionnel',
  ],
  [
    /\b(?:s'est|se sont|s est|a ete|ont ete) (?:ouvert|coupe|coupee|blesse|blessee|casse|cassee|brule|brulee|fait mal|tordu|ecrase|ecrasee)\b/g,
    '$& (accident du travail)',
  ],
  [/\bstagiaires?\b/g, '$& (stage)'],
  // What overtime earns, its rate or the rest it gives (« majorées de combien », « le taux », « du
  // repos en plus »), is what the law and the sheets call its « contreparties » (L3121-28 to L3121-38);
  // not a part-timer's « heures complémentaires », whose rate the part-time sheet states (L3123-8).
  [
    /(?<=\bheures supplementaires\b.*)\b(?:majore\w*|majoration\w*|taux|repos)\b|\b(?:majore\w*|majoration\w*|taux|repos)\b(?=.*\bheures supplementaires\b)/g,
    '$& (contreparties)',
  ],
  // Sending an employee home « en attendant de le licencier » is the « mise à pied conservatoire »
  // (L1332-3), before the phrase « en attendant » is dropped as naming no subject.
  [
    /\ben attendant (?:de |d')?(?:le |la |l')?(?:licencier|licenciement|virer|sanctionner|sanction|sa sanction|son licenciement|la decision)\b/g,
    'mise a pied conservatoire',
  ],
  [/\bpapas?\b/g, 'pere'],
  [/\bmamans?\b/g, 'mere'],
];

/** A folded question in our texts' words (`OUR_TEXTS_WORDS`), for the retrieval. */
export function inOurTextsWords(folded: string): string {
  let text = folded;
  for (const [pattern, replacement] of OUR_TEXTS_WORDS) text = text.replace(pattern, replacement);
  return text;
}

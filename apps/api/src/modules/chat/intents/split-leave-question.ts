/**
 * A question on the extra days a split main leave gives (issue 28 §1): « il a pris 18 jours en août et
 * pose les 6 qui restent en février, il a droit à des jours de fractionnement ? », « c'est quoi les
 * jours de fractionnement ? », « quel article parle du fractionnement des congés ? ». Computed by
 * `@dirigeo/labour-law`'s `computeSplitLeaveBonus` (L3141-23) when the days taken outside 1 May –
 * 31 October are told.
 */

export interface SplitLeaveQuestion {
  /** The main leave's days taken outside 1 May – 31 October, when told. */
  daysOutsidePeriod: number | null;
  /** « quel article ? »: the article first. */
  articleAsked: boolean;
}

const SPLIT = /\bfractionn\w*|\bjours? de fractionnement\b/;
const LEAVE =
  /\b(?:conges?|cp|vacances|conge principal|jours? de fractionnement|en (?:ete|hiver))\b|\b(?:janvier|fevrier|mars|avril|novembre|decembre)\b/;
/** Other leaves split in periods: bereavement, a carer's, parental presence, notice. */
const OTHER_LEAVES =
  /\b(?:deuil|proche aidant|presence parentale|solidarite familiale|parental|preavis|rtt|sans solde|paternite|maternite|naissance|sabbatique|paiement|indemnite|payer|abonnement)\b/;
/** Outside 1 May – 31 October: a winter or spring month, « hors période », « en hiver ». */
const OUTSIDE =
  "(?:en |au mois de |d'|de )?(?:novembre|decembre|janvier|fevrier|mars|avril)\\b|\\bhors (?:de la )?(?:periode|saison)\\b|\\ben dehors de la periode\\b|\\ben hiver\\b|\\bapres le 31 octobre\\b|\\bavant le 1er mai\\b";
/** « 4 jours en décembre », « 6 jours ouvrables en février », « 4 en hiver »: each told right before its time. */
const DAYS_OUTSIDE = new RegExp(
  `(?<!\\b(?:le|du|au) )\\b(\\d{1,2}) (?:(?:\\w+ )?(?:jours?|j)\\b(?:(?!\\d)[^.?!]){0,50}?(?:${OUTSIDE})|en hiver\\b)`,
  'g',
);

export function readSplitLeaveQuestion(folded: string): SplitLeaveQuestion | null {
  if (!SPLIT.test(folded) || !LEAVE.test(folded) || OTHER_LEAVES.test(folded)) return null;
  const told = [...folded.matchAll(DAYS_OUTSIDE)].map((match) => Number(match[1]));
  const total = told.reduce((sum, days) => sum + days, 0);
  const daysOutsidePeriod = told.length > 0 ? Math.min(total, 24) : null;
  const articleAsked = /\b(?:quel|quelle|quels) (?:article|texte|loi)s?\b|\barticle du code\b/.test(folded);
  return { daysOutsidePeriod, articleAsked };
}

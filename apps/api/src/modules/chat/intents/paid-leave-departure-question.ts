/**
 * A question on the paid leave not taken when a contract ends (issue 28 §1): « il a démissionné, il lui
 * reste 12 jours de congés pas pris, je suis obligé de les payer ? », « salarié licencié, ses cp
 * restants sont perdus ? ». Answered by L3141-28 from `@dirigeo/labour-law`; how many days were acquired,
 * or the leave's own indemnity, are `paid-leave-question.ts`'s.
 */

/** Paid leave, as a visitor names it (« cp » is written out as « congés payés » before this reads it). */
const LEAVE = /\b(?:conges?(?: payes?)?|jours de conges?|jours de cp)\b/;
/** Leave left: not taken, remaining. */
const LEFT =
  /\b(?:non pris|pas pris|pas (?:encore )?poses?|non poses?|restants?|qui reste\w*|(?:il|elle) (?:lui )?reste|lui reste|reste \d+|pas utilises?|en reste)\b/;
/** The contract ends: resignation, dismissal, conventional termination, end of a CDD. */
const DEPARTURE =
  /\b(?:demission\w*|demissionn\w*|depart|part (?:a|le|fin)|partir|quitte\w*|s'en va|licencie\w*|licenciement|rupture|fin de (?:son |mon |ce |la )?(?:contrat|cdd|preavis)|solde de tout compte|sortie)\b/;
/** What becomes of it is asked: paid, lost, owed. */
const ASKED =
  /\b(?:pay\w*|paie\w*|paient|indemni\w*|oblige\w*|perd\w*|perdu\w*|droit|doi[st]|calcul\w*|comment|rembours\w*|verse\w*|dus?)\b/;

export function readPaidLeaveDepartureQuestion(folded: string): boolean {
  return LEAVE.test(folded) && LEFT.test(folded) && DEPARTURE.test(folded) && ASKED.test(folded);
}

/**
 * The gross pay of the reference period the question tells (« j'ai gagné 27 600 € brut sur cette
 * période », « 31 000 € au total sur la période de référence »), the base of the tenth (L3141-24), in
 * cents; null for a month's pay (« 2 300 € par mois ») or none.
 */
export function readReferenceGrossCents(folded: string): number | null {
  const period =
    /\b(?:sur (?:la|cette) periode|periode de reference|au total|en tout|sur l'annee|sur un an|sur 12 mois|depuis le 1er juin)\b/;
  if (!period.test(folded)) return null;
  // The amount the period's words are next to (« je gagne 2 300 € brut, 27 600 € au total sur la
  // période »), not a month's pay (« par mois ») nor a product's factors (« 2000 € x 12 »).
  const amounts = [
    ...folded.matchAll(
      /\b(\d{1,3}(?:[ .]\d{3})+|\d{4,6})(?:,(\d{1,2}))? ?(?:€|euros?)(?: (?:brut|bruts))?(?! ?(?:par mois|\/ ?mois|mensuel\w*|net\w*|de l'heure|\/ ?h\b|x\b|\*))/g,
    ),
  ].filter((match) => !/(?:x|\*|fois) ?$/.test(folded.slice(Math.max(0, match.index - 3), match.index)));
  const periods = [...folded.matchAll(new RegExp(period.source, 'g'))].map((match) => match.index);
  const distance = (match: RegExpMatchArray) =>
    Math.min(...periods.map((at) => Math.abs(at - ((match.index ?? 0) + match[0].length))));
  const nextToPeriod = amounts
    .filter((match) => distance(match) <= 40)
    .sort((a, b) => distance(a) - distance(b))[0];
  const chosen = nextToPeriod ?? (amounts.length === 1 ? amounts[0] : undefined);
  if (!chosen) return null;
  const cents =
    Number((chosen[1] ?? '').replace(/[ .]/g, '')) * 100 + Number((chosen[2] ?? '').padEnd(2, '0'));
  return cents >= 100_000 && cents <= 100_000_000 ? cents : null;
}

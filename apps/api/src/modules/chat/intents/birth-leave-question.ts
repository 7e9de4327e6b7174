/**
 * A question on how long the leaves at a birth last (issue 28 §1): « ma vendeuse est enceinte de son
 * 3e enfant, son congé mat va durer combien de temps ? », « un salarié va être papa, il a droit à
 * combien de jours ? ». The durations are `@dirigeo/labour-law`'s (L1225-17 to L1225-19, L1225-35,
 * L3142-4). Read from the folded question; the protection, the pay slip or the paid leave around
 * them are other subjects.
 */

export type BirthLeaveQuestion =
  | { leave: 'maternity'; childrenAlready: number | null; expected: number }
  | { leave: 'paternity'; multipleBirth: boolean };

const MATERNITY = /\bconges? (?:de |d')?(?:maternite|mat)\b|\benceinte\b|\bgrossesse\b/;
const PATERNITY =
  /\bconges? (?:de |d')?paternite\b|\b(?:va|vais|allons|vont) (?:etre|devenir) (?:papa|pere)\b|\bfutur papa\b|\b(?:ma|sa) (?:femme|copine|compagne|conjointe|partenaire) (?:accouche|va accoucher|attend)\b|\bconges? (?:de )?naissance\b/;
/** How long is asked: « combien de temps », « combien de jours / semaines », « va durer », « a droit à combien ». */
const DURATION_ASKED =
  /\b(?:combien de (?:temps|jours|semaines|mois)|duree|dure\w*|va durer|a droit a combien|droit a combien|ai droit a combien|c'est combien|combien\b.{0,20}\b(?:jours|semaines)|jusqu'a quand|quand (?:elle|il) (?:part|revient|reprend))\b/;
/** Other subjects around a birth. */
const OTHER_SUBJECT =
  /\b(?:par jour|heures?|pauses?|nuit|conges? payes?|cp|augment\w*|echographies?|visite|allaitement|parental|adoption|supplementaire|retour|reprise|remplac\w* (?:par|en) cdd|prime|ij|indemnit\w*)\b/;

/** « 3ème enfant », « troisième », « déjà 2 enfants », « premier bébé ». */
function childrenAlreadyOf(folded: string): number | null {
  const rank =
    /\b(?:(\d)(?:e|eme|ieme)|(premier|deuxieme|second|troisieme|quatrieme|cinquieme)) (?:enfant|bebe|grossesse)\b/.exec(
      folded,
    );
  if (rank) {
    const words: Record<string, number> = {
      premier: 1,
      deuxieme: 2,
      second: 2,
      troisieme: 3,
      quatrieme: 4,
      cinquieme: 5,
    };
    const place = rank[1] ? Number(rank[1]) : (words[rank[2] ?? ''] ?? 0);
    if (place >= 1) return place - 1;
  }
  const already =
    /\b(?:deja|a deja|en a deja|elle a|ont deja) (\d|un|deux|trois|quatre) (?:enfants?|a la maison|petits)\b|\ben a deja (\d|deux|trois)\b/.exec(
      folded,
    );
  if (already) {
    const words: Record<string, number> = { un: 1, deux: 2, trois: 3, quatre: 4 };
    const text = already[1] ?? already[2] ?? '';
    return words[text] ?? Number(text);
  }
  return null;
}

/** « nb de jours », « nombre de semaines »: the length, typed as in a search box. */
const COUNT_ASKED = /\b(?:nb|nbr|nombre) (?:de )?(?:jours|semaines)\b/;

export function readBirthLeaveQuestion(folded: string): BirthLeaveQuestion | null {
  // A few words naming the leave (« congé paternité jumeaux », « conge mat 3eme enfant ») ask its length.
  const words = folded
    .replace(/[?!.,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const named =
    words.length <= 6 &&
    /^conges? (?:de )?(?:paternite|maternite|mat|pat)\b/.test(folded) &&
    !/\b(?:paye\w*|payer|refus\w*|qui|quand|comment|pourquoi|demande\w*|lettre|modele|salaire|remuner\w*|licenci\w*)\b/.test(
      folded,
    );
  if (!(DURATION_ASKED.test(folded) || COUNT_ASKED.test(folded) || named) || OTHER_SUBJECT.test(folded))
    return null;
  const three = /\b(?:triples|triplets|quadruples|quintuples|sextuples)\b/.test(folded);
  const multiple = three || /\b(?:jumeaux|jumelles|jumeau|gemellaire|naissances? multiples?)\b/.test(folded);
  // A dismissal asked beside: the maternity answer states the protection (L1225-4), the paternity one not.
  const dismissal = /\b(?:licenci\w*|rupture|virer)\b/.test(folded);
  if (PATERNITY.test(folded) && !/\bconges? (?:de |d')?(?:maternite|mat)\b/.test(folded)) {
    return dismissal ? null : { leave: 'paternity', multipleBirth: multiple };
  }
  if (!MATERNITY.test(folded)) return null;
  return {
    leave: 'maternity',
    childrenAlready: childrenAlreadyOf(folded),
    expected: three ? 3 : multiple ? 2 : 1,
  };
}

/**
 * Questions on a pay below the full SMIC (issue 28 §1): an apprentice's minimum, a share of the SMIC
 * by age and year of contract (« une de 17 ans en 1re année de CAP et un de 22 ans en 2e année de
 * BTS, quel pourcentage du smic ? »), and a worker under 18's reduced SMIC (« le fils d'un ami, 16
 * ans, pour l'été, j'ai le droit de le payer en dessous du smic ? »). Computed by
 * `@dirigeo/labour-law` (D6222-26, D3231-3). Read from the folded question; an apprentice's net pay,
 * contributions, hiring aid, trial or leave are other subjects.
 */
import { MONTH_NAMES } from './question-figures.ts';

export interface ApprenticePayQuestion {
  /** Each apprentice told, in order (at most 3): age and year of contract when told. */
  apprentices: { age: number | null; contractYear: number | null }[];
  /** The month the pay is for (« en mars 2026 »): the SMIC then in force; absent, today's. */
  paidFrom?: { year: number; month: number };
}

export interface YoungWorkerQuestion {
  age: number | null;
  sixMonthsInBranch: boolean;
  /** The month the pay starts (« à partir de février 2026 »): the SMIC then in force; absent, today's. */
  paidFrom?: { year: number; month: number };
}

const APPRENTICE = /\bapprentie?s?\b|\bcontrats? d'apprentissage\b/;

/** The pay is asked: « salaire », « payer », « combien », « pourcentage du smic », « grille ». */
const PAY_ASKED =
  /\b(?:salaires?|payee?s?|payer|paie|remuner\w*|pourcentage|pourcent|%|smic|grille)\b|\bcombien (?:je (?:le |la |lui )?(?:paie|paye|verse|dois)|le (?:payer|paye)|la (?:payer|paye)|gagne)\b/;

/** Other subjects: the net, contributions, aid, the trial, the end, leave, hours. */
const APPRENTICE_OTHER =
  /\b(?:net|cotisations?|exonerat\w*|charges|aides?|essai|rupture|rompre|licenci\w*|conges?|visite|medic\w*|heures?|nuit|dimanche|frais|transport|repas|permis|embauche d'un|impots?|imposable|reten\w*|retenir|sanction\w*|casse\w*|amendes?|combien d'apprentis|dure\w*|duree|age|ecole|cours|malad\w*|liquide|especes|virement|dirigeo|vous faites|faites-vous|votre (?:logiciel|outil|service))\b/;

/** « 17 ans », « 22ans »: an age, not a contract's length (« contrat de 3 ans »). */
const AGE = /(?<!\b(?:contrat|cdd|pendant|depuis|dure|duree) (?:de )?)\b(1[5-9]|[2-6]\d) ?ans\b/g;

/** « 1ère année », « 2eme annee », « deuxième année », « 3e an ». */
const CONTRACT_YEAR =
  /\b(?:([123]) ?(?:ere|re|er|e|eme|°)? ?(?:annee|an)\b|(premiere|deuxieme|seconde|troisieme) annee\b)/g;

const YEAR_WORDS: Readonly<Record<string, number>> = { premiere: 1, deuxieme: 2, seconde: 2, troisieme: 3 };

export function readApprenticePayQuestion(folded: string): ApprenticePayQuestion | null {
  if (!APPRENTICE.test(folded) || !PAY_ASKED.test(folded) || APPRENTICE_OTHER.test(folded)) return null;
  const ages = [...folded.matchAll(AGE)].map((match) => Number(match[1]));
  const years = [...folded.matchAll(CONTRACT_YEAR)].map((match) =>
    match[1] ? Number(match[1]) : (YEAR_WORDS[match[2] ?? ''] ?? 1),
  );
  const count = Math.min(Math.max(ages.length, years.length, 1), 3);
  const paired = ages.length === years.length || ages.length <= 1 || years.length <= 1;
  const apprentices = Array.from({ length: paired ? count : 1 }, (_, index) => ({
    age: ages[ages.length === 1 ? 0 : index] ?? null,
    contractYear: years[years.length === 1 ? 0 : index] ?? null,
  }));
  const from = paidFromOf(folded);
  return { apprentices, ...(from ? { paidFrom: from } : {}) };
}

/** « à partir de février 2026 », « en mars 2026 », « pour la paie de mars 2026 »: the month of the pay. */
function paidFromOf(folded: string): { year: number; month: number } | null {
  const from = new RegExp(
    `\\b(?:a partir de|a compter de|des|en|pour|debut|fin|paie de|paye de) (${MONTH_NAMES.join('|')}) (20\\d\\d)\\b`,
  ).exec(folded);
  return from ? { year: Number(from[2]), month: MONTH_NAMES.indexOf(from[1] ?? '') + 1 } : null;
}

/** A worker under 18: « 16 ans », « mineur », « moins de 18 ans ». */
const YOUNG_AGE =
  /(?<!\b(?:depuis|pendant|il y a|a|fait|ca fait|de plus de) )\b(1[4-7]) ?ans\b(?! ?(?:d'anciennete|d'experience|de metier|d'existence|de carriere|de maison|de boite))/;
const YOUNG = /\bmineure?s?\b|\bmoins de 18 ans\b/;

/** Paid below the SMIC: « en dessous du smic », « moins que le smic », « abattement ». */
const BELOW_SMIC =
  /\b(?:en dessous du smic|sous le smic|moins que le smic|inferieur au smic|smic (?:reduit|minore|jeune|des jeunes|des mineurs)|abattement (?:sur le |du )?smic|smic.{0,20}\babattement|reduction du smic|smic.{0,40}\b(?:mineur|moins de 18 ans|1[4-7] ?ans))\b/;

export function readYoungWorkerQuestion(folded: string): YoungWorkerQuestion | null {
  const young = YOUNG_AGE.exec(folded) ?? YOUNG.exec(folded);
  // « en dessous du smic », or its pay asked (« salaire d'un mineur de 16 ans, combien ? »).
  const payAsked =
    /\b(?:salaires?|payer|paye|remuner\w*)\b/.test(folded) &&
    /\b(?:combien|minimum|smic)\b/.test(folded) &&
    // « son taux horaire minimum » is its pay; « ses horaires » its hours.
    !/\b(?:heures?|nuit|dimanches?|conges?|travailler|duree|pause|repos|(?<!taux )horaires?)\b/.test(folded);
  if (!young || !(BELOW_SMIC.test(folded) || payAsked) || APPRENTICE.test(folded)) return null;
  const from = paidFromOf(folded);
  return {
    age: young[1] ? Number(young[1]) : null,
    sixMonthsInBranch: /\b(?:6|six) mois (?:de pratique|d'experience|dans la branche|de metier)\b/.test(
      folded,
    ),
    ...(from ? { paidFrom: from } : {}),
  };
}

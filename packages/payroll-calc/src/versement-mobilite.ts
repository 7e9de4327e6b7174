/**
 * The versement mobilité: an employer contribution on the whole pay (the assiette des cotisations), due by
 * employers of 11 staff or more in the ressort of a transport authority (autorité organisatrice de la
 * mobilité, AOM) that has instituted it, at the rate the authority sets for the commune of the workplace
 * (CGCT art. L2333-64 and L2333-67 outside Île-de-France; L2531-2 and L2531-4 in Île-de-France).
 *
 * The table holds the authorities of the largest cities, with the rate in force and its source; a commune
 * it does not hold is answered `unlisted`: the company then gives its rate (Urssaf, « Taux du versement
 * mobilité », search by commune), or states that its commune has none. The table never guesses a rate.
 */

/** One transport authority's rate for the communes it holds here (INSEE codes). */
export interface VersementMobiliteAuthority {
  /** The authority (AOM), as the Urssaf names it. */
  authority: string;
  /** Its rate in percent, on the assiette des cotisations. */
  ratePercent: number;
  /** A date the rate is attested in force (ISO), by the source cited. */
  inForceOn: string;
  /** Where the rate comes from. */
  source: string;
  /** INSEE codes of the communes (arrondissements included for Paris, Lyon, Marseille). */
  communes: readonly string[];
  /** Départements whose every commune belongs to the authority at this rate (Île-de-France's zone 1). */
  departements?: readonly string[];
}

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);

/** The metropolises at the legal maximum of 2 %, as Sytral Mobilités listed them. */
const SYTRAL_2022 =
  'CGCT art. L2333-67 (2 %, the maximum for these authorities); communiqué de Sytral Mobilités du 7 avril 2022, « Nouveaux taux de versement mobilité »: Nice, Bordeaux, Lille, Rennes, Aix-Marseille, Strasbourg at 2 %';

/**
 * The table: Île-de-France's zone 1 and the largest metropolises, each rate with the date and source that
 * attest it (list dated 27 November 2026, from the sources cited; no rate in it changed on 1 January 2026
 * to our knowledge). Other communes are `unlisted`: Toulouse, Nantes, Montpellier… are left to the
 * company's declaration rather than guessed.
 */
export const VERSEMENT_MOBILITE_AUTHORITIES: readonly VersementMobiliteAuthority[] = [
  {
    authority: 'Île-de-France Mobilités — Paris, Hauts-de-Seine, Seine-Saint-Denis, Val-de-Marne',
    ratePercent: 3.2,
    inForceOn: '2024-02-01',
    source:
      'CGCT art. L2531-4 1° as amended by loi n° 2023-1322 du 29 décembre 2023, art. 139; délibération du conseil d’administration d’Île-de-France Mobilités de décembre 2023 (3,20 % from 1 February 2024)',
    communes: ['75056', ...range('751', 1, 20)],
    departements: ['75', '92', '93', '94'],
  },
  {
    authority: 'Sytral Mobilités — Métropole de Lyon (strate 1)',
    ratePercent: 2,
    inForceOn: '2025-04-03',
    source:
      'CGCT art. L2333-67; délibération de Sytral Mobilités du 7 avril 2022 (2 % from 1 July 2022), unchanged by its deliberation of 3 April 2025',
    // Lyon, its nine arrondissements and Villeurbanne.
    communes: ['69123', ...range('693', 81, 89), '69266'],
  },
  {
    authority: 'Métropole Aix-Marseille-Provence',
    ratePercent: 2,
    inForceOn: '2022-04-07',
    source: SYTRAL_2022,
    communes: ['13055', ...range('132', 1, 16)],
  },
  {
    authority: 'Bordeaux Métropole',
    ratePercent: 2,
    inForceOn: '2022-04-07',
    source: SYTRAL_2022,
    communes: ['33063'],
  },
  {
    authority: 'Métropole européenne de Lille',
    ratePercent: 2,
    inForceOn: '2022-04-07',
    source: SYTRAL_2022,
    communes: ['59350'],
  },
  {
    authority: 'Eurométropole de Strasbourg',
    ratePercent: 2,
    inForceOn: '2022-04-07',
    source: SYTRAL_2022,
    communes: ['67482'],
  },
  {
    authority: 'Métropole Nice Côte d’Azur',
    ratePercent: 2,
    inForceOn: '2022-04-07',
    source: SYTRAL_2022,
    communes: ['06088'],
  },
  {
    authority: 'Rennes Métropole',
    ratePercent: 2,
    inForceOn: '2022-04-07',
    source: SYTRAL_2022,
    communes: ['35238'],
  },
];

/** The highest rate an authority may set: Île-de-France's zone 1 (CGCT art. L2531-4 1°), in percent. */
export const VERSEMENT_MOBILITE_MAX_PERCENT = 3.2;

/** Staff count from which the versement mobilité is due (CGCT art. L2333-64, L2531-2). */
export const VERSEMENT_MOBILITE_HEADCOUNT = 11;

/** The versement mobilité of a workplace. */
export type VersementMobilite =
  | {
      kind: 'due';
      ratePercent: number;
      authority: string;
      source: string;
    }
  /** Below 11 staff, or a commune its company declared without a versement mobilité. */
  | { kind: 'not-due'; reason: 'headcount' | 'commune-without' }
  /** A commune the table does not hold: the company must give its rate, or declare there is none. */
  | { kind: 'unlisted' };

/** The company's workplace and what it declared. */
export interface VersementMobiliteInput {
  /** INSEE code of the workplace's commune (5 characters, 2A/2B for Corsica). */
  communeInsee: string;
  /** The company's staff count. */
  headcount: number;
  /**
   * The rate the company declared for its commune when the table does not hold it, in percent; 0 for a
   * commune without a versement mobilité. Ignored for a commune the table holds.
   */
  declaredRatePercent?: number;
}

/** The versement mobilité a workplace owes; a RangeError for a malformed INSEE code or headcount. */
export function versementMobiliteFor(input: VersementMobiliteInput): VersementMobilite {
  const { communeInsee, headcount } = input;
  if (!/^(?:\d{5}|2[AB]\d{3})$/.test(communeInsee)) {
    throw new RangeError(`payroll-calc: ${communeInsee} is not a commune's INSEE code`);
  }
  if (!Number.isSafeInteger(headcount) || headcount < 0) {
    throw new RangeError(`payroll-calc: headcount must be a whole number ≥ 0, got ${headcount}`);
  }
  if (headcount < VERSEMENT_MOBILITE_HEADCOUNT) return { kind: 'not-due', reason: 'headcount' };
  const listed = VERSEMENT_MOBILITE_AUTHORITIES.find(
    (a) => a.communes.includes(communeInsee) || (a.departements ?? []).includes(communeInsee.slice(0, 2)),
  );
  if (listed !== undefined) {
    return {
      kind: 'due',
      ratePercent: listed.ratePercent,
      authority: listed.authority,
      source: listed.source,
    };
  }
  const declared = input.declaredRatePercent;
  if (declared === undefined) return { kind: 'unlisted' };
  if (!Number.isFinite(declared) || declared < 0 || declared > VERSEMENT_MOBILITE_MAX_PERCENT) {
    throw new RangeError(`payroll-calc: a versement mobilité rate is between 0 and 3,20 %, got ${declared}`);
  }
  if (declared === 0) return { kind: 'not-due', reason: 'commune-without' };
  return {
    kind: 'due',
    ratePercent: declared,
    authority: 'Autorité organisatrice de la mobilité de la commune',
    source: 'Taux déclaré par l’entreprise (Urssaf, « Taux du versement mobilité »)',
  };
}

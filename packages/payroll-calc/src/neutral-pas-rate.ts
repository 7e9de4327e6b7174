/**
 * The grille de taux par défaut of the prélèvement à la source (CGI art. 204 H III): the rate applied to a
 * monthly net imposable when the DGFiP has sent no personal rate for the person (a new hire, a first
 * mandate) or when they chose not to let their employer know it. Three grids: mainland France, Guadeloupe,
 * Martinique and La Réunion, and Guyane and Mayotte, by where the taxpayer lives.
 *
 * The brackets are those of article 204 H III as amended by each loi de finances: the loi de finances pour 2025
 * (n° 2025-127 du 14 février 2025) indexed them from 1 May 2025 (January to April 2025 kept 2024's), the loi de
 * finances pour 2026 from 1 January 2026; 2027's awaits the loi de finances pour 2027, and article 204 H keeps
 * 2026's in force meanwhile. Figures as the official model holds them (modele-social 11.1.0, « impôt . taux
 * neutre d'impôt sur le revenu », citing article 204 H and BOFiP BOI-IR-PAS-20-20-30-10).
 *
 * A rate applies to a base below its bracket's ceiling (« inférieure à »), from the previous one up.
 */

/** Where the taxpayer lives, for the grid that applies. */
export type NeutralPasZone = 'metropole' | 'antilles-reunion' | 'guyane-mayotte';

/** [ceiling in whole euros a month (exclusive), or null for the last bracket; rate in percent]. */
type Grid = readonly (readonly [number | null, number])[];

const RATES = [
  0, 0.5, 1.3, 2.1, 2.9, 3.5, 4.1, 5.3, 7.5, 9.9, 11.9, 13.8, 15.8, 17.9, 20, 24, 28, 33, 38, 43,
];
const grid = (ceilings: readonly number[]): Grid => [
  ...ceilings.map((ceiling, index) => [ceiling, RATES[index] ?? 0] as const),
  [null, 43] as const,
];

const GRIDS: Record<'2024' | '2025-05' | '2026', Record<NeutralPasZone, Grid>> = {
  '2024': {
    metropole: grid([
      1591, 1653, 1759, 1877, 2006, 2113, 2253, 2666, 3052, 3476, 3913, 4566, 5475, 6851, 8557, 11877, 16086,
      25251, 54088,
    ]),
    'antilles-reunion': grid([
      1825, 1936, 2133, 2329, 2572, 2712, 2805, 3086, 3816, 4883, 5546, 6424, 7679, 8557, 9725, 13374, 17770,
      27122, 59283,
    ]),
    'guyane-mayotte': grid([
      1955, 2113, 2356, 2656, 2758, 2853, 2946, 3273, 4517, 5846, 6593, 7650, 8416, 9324, 10821, 14558, 18517,
      29676, 62639,
    ]),
  },
  '2025-05': {
    metropole: grid([
      1620, 1683, 1791, 1911, 2042, 2151, 2294, 2714, 3107, 3539, 3983, 4648, 5574, 6974, 8711, 12091, 16376,
      25706, 55062,
    ]),
    'antilles-reunion': grid([
      1858, 1971, 2171, 2371, 2618, 2761, 2855, 3142, 3885, 4971, 5646, 6540, 7836, 8711, 9900, 13615, 18090,
      27610, 60350,
    ]),
    'guyane-mayotte': grid([
      1990, 2151, 2393, 2704, 2808, 2904, 2999, 3332, 4598, 5951, 6712, 7788, 8567, 9492, 11016, 14820, 18850,
      30210, 63767,
    ]),
  },
  '2026': {
    metropole: grid([
      1635, 1698, 1807, 1928, 2060, 2170, 2315, 2738, 3135, 3571, 4019, 4690, 5624, 7037, 8789, 12200, 16523,
      25937, 55558,
    ]),
    'antilles-reunion': grid([
      1875, 1989, 2191, 2392, 2642, 2786, 2881, 3170, 3920, 5016, 5697, 6599, 7907, 8789, 9989, 13738, 18253,
      27858, 60893,
    ]),
    'guyane-mayotte': grid([
      2008, 2170, 2420, 2728, 2833, 2930, 3026, 3362, 4639, 6005, 6772, 7858, 8644, 9577, 11115, 14953, 19020,
      30482, 64341,
    ]),
  },
};

/** The grid in force for a pay period. */
function gridFor(year: number, month: number, zone: NeutralPasZone): Grid {
  if (year >= 2026) return GRIDS['2026'][zone];
  if (year === 2025 && month >= 5) return GRIDS['2025-05'][zone];
  return GRIDS['2024'][zone];
}

/** The zone of a French postal code: 971, 972, 974 the Antilles and La Réunion; 973 and 976 Guyane and Mayotte. */
export function neutralPasZoneOf(postalCode: string | null | undefined): NeutralPasZone {
  const department = (postalCode ?? '').slice(0, 3);
  if (department === '971' || department === '972' || department === '974') return 'antilles-reunion';
  if (department === '973' || department === '976') return 'guyane-mayotte';
  return 'metropole';
}

/** The non-personalised rate, in percent, for a month's net imposable in cents. */
export function neutralPasRatePercent(input: {
  year: number;
  month: number;
  netTaxableCents: number;
  zone: NeutralPasZone;
}): number {
  const bracket = gridFor(input.year, input.month, input.zone).find(
    ([ceiling]) => ceiling === null || input.netTaxableCents < ceiling * 100,
  );
  return bracket?.[1] ?? 43;
}

/**
 * A payslip computed at the grid's rate for its own net imposable: computed once to know that net (which the
 * rate does not change), then with the rate of `zone`'s grid. Kept apart from the computation itself, so the
 * public simulators, which never need the grids, do not carry them.
 */
export function withNeutralPasRate<
  Input extends { year: number; month: number; pasRatePercent?: number },
  Result extends { netTaxable: number },
>(compute: (input: Input) => Result, input: Input, zone: NeutralPasZone): Result {
  const { netTaxable } = compute({ ...input, pasRatePercent: 0 });
  const pasRatePercent = neutralPasRatePercent({
    year: input.year,
    month: input.month,
    netTaxableCents: netTaxable,
    zone,
  });
  return compute({ ...input, pasRatePercent });
}

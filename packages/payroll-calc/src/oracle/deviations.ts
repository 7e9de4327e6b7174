/**
 * Where the library follows the law rather than the official model (modele-social, the publicodes rules
 * behind mon-entreprise.urssaf.fr), each listed once with its legal source, the payslips it concerns (an
 * officer's, an employee's) and, when it is a year's only, that year. The oracle suites check that, on every
 * situation, the library and the model differ by exactly these amounts and nothing else, and that each
 * deviation of their regime and year is met at least once.
 */
import type { SupportedYear } from '../rates/index.ts';

/** Whose payslip a deviation concerns. */
export type Regime = 'officer' | 'employee';

interface Deviation {
  readonly regimes: readonly Regime[];
  /** The years it concerns; all the supported years when absent. */
  readonly years?: readonly SupportedYear[];
  readonly what: string;
  readonly legalSource: string;
}

export const DEVIATIONS_FROM_MODEL = {
  apec: {
    regimes: ['officer'],
    what:
      'The officer pays the Apec contribution (0,024 % employee, 0,036 % employer, on the pay up to 4 PMSS); ' +
      'modele-social makes it non-applicable to assimilés salariés.',
    legalSource:
      "ANI du 12 juillet 2011 relatif à l'Apec; Agirc-Arrco, « Calculer les cotisations de retraite complémentaire » " +
      '(due for cadres, officers affiliated as cadres included). mon-entreprise re-added it to its newer SAS(U) ' +
      'model: modele-as, commit be518dfe1 « fix(sasu): rajoute la cotisation Apec », 14 April 2026.',
  },
  netTaxablePrevoyance: {
    regimes: ['officer', 'employee'],
    what:
      "The employer's prévoyance other than health cover (the cadre 1,50 %) stays out of the net imposable " +
      'within the deduction limit; modele-social adds all employer prévoyance to the net imposable.',
    legalSource:
      'CGI art. 83 1° quater; loi n° 2013-1278 du 29 décembre 2013 (loi de finances pour 2014), art. 4, made only ' +
      "the employer's share of health cover taxable; BOI-RSA-CHAMP-20-30-50 § 40 to 60.",
  },
  pasRounding: {
    regimes: ['officer', 'employee'],
    what:
      "The prélèvement à la source is the month's net imposable times the rate, to the cent; modele-social " +
      'computes a yearly income tax rounded to the euro (impôt . montant, arrondi) and divides it by 12.',
    legalSource: 'CGI art. 204 F (retenue on the month’s taxable amount) and 204 H (taux de prélèvement).',
  },
  forfaitSocialOnReintegratedPrevoyance: {
    regimes: ['officer', 'employee'],
    what:
      'The forfait social applies to the employer prévoyance excluded from the social base only; modele-social ' +
      'also applies it to the part beyond the exclusion limit, which bears contributions instead.',
    legalSource:
      'CSS art. L137-15 (forfait social on sums excluded from the base of social-security contributions) and ' +
      'L242-1 II 4°, D242-1 (exclusion limit of employer prévoyance).',
  },
  reducedRatesUpToTheirThreshold: {
    regimes: ['employee'],
    years: [2025],
    what:
      'The reduced maladie (7 %) and allocations familiales (3,45 %) rates apply to pay that does not exceed ' +
      '2,25 and 3,3 SMIC, the threshold itself included; modele-social applies them below it only ' +
      '(assiette < plafond), so a pay of exactly 2,25 SMIC (4 054,05 € full time) bears 13 % there.',
    legalSource:
      'CSS art. L241-2-1 and L241-6-1 as in force in 2025 (« dont les revenus d’activité […] n’excèdent pas »), ' +
      'thresholds of loi n° 2025-199 du 28 février 2025, art. 18, and décret n° 2025-318 du 4 avril 2025.',
  },
  cadrePrevoyanceOnProratedTranche1: {
    regimes: ['employee'],
    what:
      "The cadre prévoyance of a part-time cadre is 1,50 % of tranche 1 up to the employee's prorated plafond, " +
      'the plafond of all the other tranche 1 contributions of the payslip; modele-social takes the whole PMSS ' +
      'for it alone (its other tranches use the prorated plafond).',
    legalSource:
      'ANI du 17 novembre 2017 relatif à la prévoyance des cadres, art. 1 (1,50 % of the pay below the plafond ' +
      'of social-security contributions); CSS art. R242-2 (that plafond prorated to the working time of a ' +
      'part-time employee).',
  },
} as const satisfies Record<string, Deviation>;

/** One of the listed deviations. */
export type DeviationId = keyof typeof DEVIATIONS_FROM_MODEL;

/** The deviations a regime's suite must meet in a year. */
export function deviationsOf(regime: Regime, year: SupportedYear): DeviationId[] {
  return (Object.keys(DEVIATIONS_FROM_MODEL) as DeviationId[]).filter((id) => {
    const deviation: Deviation = DEVIATIONS_FROM_MODEL[id];
    return deviation.regimes.includes(regime) && (deviation.years?.includes(year) ?? true);
  });
}

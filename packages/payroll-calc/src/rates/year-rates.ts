/**
 * A figure that changes during the year: each step applies from its month (1 to 12) until the next step;
 * the first step starts in January.
 */
export type MonthlySteps = readonly { readonly fromMonth: number; readonly value: number }[];

/**
 * A figure of a year's file not yet published when the file was written: the file carries the last
 * published value, and every payslip of that year says it is provisional and which text it awaits.
 */
export interface ProvisionalFigure {
  /** The field of `YearRates` (or the group of fields) that is carried over. */
  readonly figure: string;
  /** What it is, in French, as the payslip form prints it. */
  readonly label: string;
  /** The text awaited, in French (« arrêté fixant le plafond de la sécurité sociale pour 2027 »). */
  readonly awaited: string;
}

/** A reduced employer rate under a pay threshold set in SMIC (maladie and allocations familiales, until 2025). */
export interface ReducedRate {
  /** The reduced rate, in percent. */
  readonly percent: number;
  /** It applies when the monthly pay does not exceed this many SMIC (prorated to the working time)… */
  readonly ceilingSmic: number;
  /** …the SMIC being this hourly amount, in cents (the law fixes the SMIC of a given date). */
  readonly smicHourlyCents: number;
}

/**
 * The réduction générale des cotisations patronales as in force until 31 December 2025 (CSS art. L241-13,
 * D241-7): coefficient = (T / 0,6) × (1,6 × SMIC / rémunération − 1), between 0 and T, where T is the sum of
 * the employer rates in its perimeter.
 */
export interface ReductionGenerale {
  readonly kind: 'reduction-generale';
  /** Pay, in SMIC, from which the coefficient is nil (1,6). */
  readonly exitSmic: number;
  /** The divisor of T in the formula (0,6). */
  readonly tDivisor: number;
  /** The SMIC horaire of the formula, in cents. */
  readonly smicHourlyCents: number;
  /** The AT/MP part of T (the imputation cap on AT/MP contributions), in percent, by month. */
  readonly atmpPartPercentByMonth: MonthlySteps;
}

/**
 * The réduction générale dégressive unique from 1 January 2026 (CSS art. L241-13, D241-7): coefficient =
 * Tmin + Tdelta × [½ × (3 × SMIC / rémunération − 1)]^P, at most Tmin + Tdelta, nil from 3 SMIC.
 */
export interface ReductionGeneraleDegressiveUnique {
  readonly kind: 'rgdu';
  /** Pay, in SMIC, from which the reduction is nil (3). */
  readonly exitSmic: number;
  /** T min. */
  readonly tMin: number;
  /** T delta for employers paying the Fnal at its reduced rate (fewer than `fnalFullRateHeadcount` staff). */
  readonly tDeltaFnalReduced: number;
  /** T delta for employers paying the Fnal at its full rate. */
  readonly tDeltaFnalFull: number;
  /** The exponent P. */
  readonly power: number;
}

/**
 * The figures of one calendar year that a payslip needs. Each year has a file of its own
 * (`2025.ts`, `2026.ts`) with the official source of every figure beside it, so that next January's
 * update is one new file and a test run.
 *
 * Rates are percentages as the law writes them (6.9 means 6,90 %), with at most three decimals;
 * amounts are integer cents; thresholds are staff counts (effectif).
 */
export interface YearRates {
  /** The calendar year these figures apply to (periods of activity from 1 January to 31 December). */
  readonly year: number;

  /** The figures of this file still awaiting their text; empty once the year's figures are all published. */
  readonly provisional: readonly ProvisionalFigure[];
  /** Plafond mensuel de la sécurité sociale (PMSS), in cents. */
  readonly pmssCents: number;

  /** Santé: sécurité sociale maladie-maternité-invalidité-décès, employer rate on the whole pay. */
  readonly maladieEmployerPercent: number;
  /** Complémentaire incapacité-invalidité-décès des cadres, employer rate on tranche 1 (when the company pays it). */
  readonly prevoyanceCadreEmployerPercent: number;

  /** AT/MP: collective average rate (taux collectif moyen), the default when the company's own rate is unknown. */
  readonly atmpAveragePercent: number;

  /** Retraite de base: vieillesse plafonnée, employee rate on tranche 1. */
  readonly vieillessePlafonneeEmployeePercent: number;
  /** Retraite de base: vieillesse plafonnée, employer rate on tranche 1. */
  readonly vieillessePlafonneeEmployerPercent: number;
  /** Retraite de base: vieillesse déplafonnée, employee rate on the whole pay. */
  readonly vieillesseDeplafonneeEmployeePercent: number;
  /** Retraite de base: vieillesse déplafonnée, employer rate on the whole pay. */
  readonly vieillesseDeplafonneeEmployerPercent: number;

  /** Retraite complémentaire Agirc-Arrco, tranche 1 (up to 1 PMSS), employee rate. */
  readonly agircArrcoT1EmployeePercent: number;
  /** Retraite complémentaire Agirc-Arrco, tranche 1, employer rate. */
  readonly agircArrcoT1EmployerPercent: number;
  /** Retraite complémentaire Agirc-Arrco, tranche 2 (1 to 8 PMSS), employee rate. */
  readonly agircArrcoT2EmployeePercent: number;
  /** Retraite complémentaire Agirc-Arrco, tranche 2, employer rate. */
  readonly agircArrcoT2EmployerPercent: number;
  /** Contribution d'équilibre général (CEG), tranche 1, employee rate. */
  readonly cegT1EmployeePercent: number;
  /** CEG, tranche 1, employer rate. */
  readonly cegT1EmployerPercent: number;
  /** CEG, tranche 2, employee rate. */
  readonly cegT2EmployeePercent: number;
  /** CEG, tranche 2, employer rate. */
  readonly cegT2EmployerPercent: number;
  /** Contribution d'équilibre technique (CET), employee rate on tranches 1 + 2, due only above 1 PMSS. */
  readonly cetEmployeePercent: number;
  /** CET, employer rate. */
  readonly cetEmployerPercent: number;
  /** Upper bound of tranche 2, in PMSS. */
  readonly tranche2CeilingPmss: number;

  /** Famille: allocations familiales, employer rate on the whole pay. */
  readonly allocationsFamilialesPercent: number;

  /** Apec, employee rate on the pay up to `apecCeilingPmss` PMSS. */
  readonly apecEmployeePercent: number;
  /** Apec, employer rate. */
  readonly apecEmployerPercent: number;
  /** Ceiling of the Apec base, in PMSS. */
  readonly apecCeilingPmss: number;

  /** Contribution solidarité autonomie (CSA), employer rate. */
  readonly csaPercent: number;
  /** Fnal below `fnalFullRateHeadcount` staff: rate on tranche 1. */
  readonly fnalReducedPercent: number;
  /** Fnal from `fnalFullRateHeadcount` staff: rate on the whole pay. */
  readonly fnalFullPercent: number;
  /** Staff count from which the full Fnal rate applies. */
  readonly fnalFullRateHeadcount: number;
  /** Contribution à la formation professionnelle below `formationFullRateHeadcount` staff. */
  readonly formationReducedPercent: number;
  /** Contribution à la formation professionnelle from `formationFullRateHeadcount` staff. */
  readonly formationFullPercent: number;
  /** Staff count from which the full formation rate applies. */
  readonly formationFullRateHeadcount: number;
  /** Taxe d'apprentissage, part principale. */
  readonly taxeApprentissagePrincipalePercent: number;
  /** Taxe d'apprentissage, solde. */
  readonly taxeApprentissageSoldePercent: number;
  /** Contribution supplémentaire à l'apprentissage (CSA), from `contributionSupplementaireHeadcount` staff (no work-study students assumed). */
  readonly contributionSupplementaireApprentissagePercent: number;
  /** Same contribution, from `contributionSupplementaireMajoreeHeadcount` staff. */
  readonly contributionSupplementaireMajoreePercent: number;
  /** Staff count from which the contribution supplémentaire à l'apprentissage is due. */
  readonly contributionSupplementaireHeadcount: number;
  /** Staff count from which its increased rate applies. */
  readonly contributionSupplementaireMajoreeHeadcount: number;
  /** Participation des employeurs à l'effort de construction (PEEC). */
  readonly peecPercent: number;
  /** Staff count from which the PEEC is due. */
  readonly peecHeadcount: number;
  /** Staff count from which the versement mobilité is due (where the transport authority levies it). */
  readonly versementMobiliteHeadcount: number;
  /** Forfait social on the employer's prévoyance and health contributions. */
  readonly forfaitSocialPrevoyancePercent: number;
  /** Staff count from which the forfait social on prévoyance is due. */
  readonly forfaitSocialHeadcount: number;

  /** CSG déductible de l'impôt sur le revenu. */
  readonly csgDeductiblePercent: number;
  /** CSG non déductible de l'impôt sur le revenu. */
  readonly csgNonDeductiblePercent: number;
  /** CRDS. */
  readonly crdsPercent: number;
  /** Abattement pour frais professionnels on the CSG/CRDS base, on the pay up to `csgAbattementCeilingPmss` PMSS. */
  readonly csgAbattementPercent: number;
  /** Ceiling of the CSG/CRDS abattement, in PMSS. */
  readonly csgAbattementCeilingPmss: number;

  /** Social-security exclusion of the employer's prévoyance contributions: this share of the PMSS… */
  readonly prevoyanceSocialLimitPmssPercent: number;
  /** …plus this share of the pay… */
  readonly prevoyanceSocialLimitGrossPercent: number;
  /** …up to this share of the PMSS. */
  readonly prevoyanceSocialLimitCapPmssPercent: number;
  /** Income-tax deduction of mandatory prévoyance contributions: this share of the PMSS… */
  readonly prevoyanceTaxLimitPmssPercent: number;
  /** …plus this share of the pay… */
  readonly prevoyanceTaxLimitGrossPercent: number;
  /** …up to this share of the PMSS. */
  readonly prevoyanceTaxLimitCapPmssPercent: number;

  // Employees only: an officer has none of the following (see compute-officer-payslip.ts).

  /** SMIC horaire brut, in cents, by month of the pay period. */
  readonly smicHourlyCentsByMonth: MonthlySteps;
  /** Hours of the SMIC calculé pour un an (35 h × 52 weeks); a month's SMIC is a twelfth of it. */
  readonly smicAnnualHours: number;
  /** Maladie employer rate under its pay threshold, or null where the law has none. */
  readonly maladieReducedEmployer: ReducedRate | null;
  /** Allocations familiales rate under its pay threshold, or null where the law has none. */
  readonly allocationsFamilialesReduced: ReducedRate | null;
  /** Assurance chômage, employer rate, by month, on the pay up to `chomageCeilingPmss` PMSS. */
  readonly chomageEmployerPercentByMonth: MonthlySteps;
  /** Assurance de garantie des salaires (AGS), employer rate, on the same base as the assurance chômage. */
  readonly agsEmployerPercent: number;
  /** Ceiling of the assurance chômage and AGS base, in PMSS. */
  readonly chomageCeilingPmss: number;
  /** Contribution au dialogue social, employer rate on the whole pay. */
  readonly dialogueSocialPercent: number;
  /** The general reduction of employer contributions of the year. */
  readonly generalReduction: ReductionGenerale | ReductionGeneraleDegressiveUnique;
  /** The official valuations and limits of the pay elements (pay-elements.ts). */
  readonly payElements: PayElementRates;
  /** The taxation of dividends paid to a natural person in the year (dividends.ts). */
  readonly dividendTaxation: DividendTaxation;
}

/**
 * The prélèvement forfaitaire unique on dividends paid in a year: income tax at a flat rate (CGI art.
 * 200 A), withheld at payment as an advance (CGI art. 117 quater), and the prélèvements sociaux.
 */
export interface DividendTaxation {
  /** Income tax at the flat rate, in percent. */
  readonly incomeTaxPercent: number;
  /** Prélèvements sociaux on capital income (CSG, CRDS, prélèvement de solidarité), in percent. */
  readonly socialLeviesPercent: number;
}

/** A band of the kilometric barème for cars: amount = distance × perKm + fixed, for a yearly distance up to `upToKm`. */
export interface KilometricBand {
  /** Upper bound of the band in km a year, or null for the last band. */
  readonly upToKm: number | null;
  /** Euros per km, in thousandths of a euro (0,529 € is 529). */
  readonly perKmMilli: number;
  /** Fixed part, in cents. */
  readonly fixedCents: number;
}

/** The valuations and limits of the pay elements of a year. */
export interface PayElementRates {
  /** Avantage en nature nourriture, per meal, in cents. */
  readonly mealBenefitCents: number;
  /**
   * Avantage en nature logement, monthly flat values by pay bracket (pay below `belowPmss` × PMSS): one
   * main room, and per main room of a larger home; null when the year's barème is not held here.
   */
  readonly housingBenefit:
    | readonly {
        readonly belowPmss: number | null;
        readonly oneRoomCents: number;
        readonly perRoomCents: number;
      }[]
    | null;
  /** Company car made available from 1 February 2025, flat annual shares in percent (purchase ≤ 5 years, > 5 years, lease), without and with fuel. */
  readonly carPercent: {
    readonly purchasedRecent: number;
    readonly purchasedRecentWithFuel: number;
    readonly purchasedOld: number;
    readonly purchasedOldWithFuel: number;
    readonly leased: number;
    readonly leasedWithFuel: number;
  };
  /** Electric car: abatement in percent on the benefit, capped per year (cents). */
  readonly electricCarAbatementPercent: number;
  readonly electricCarAbatementCapCents: number;
  /** NTIC tools (computer, phone) for private use: flat annual share of the purchase price or subscription, in percent. */
  readonly nticPercent: number;
  /** Titres-restaurant: maximal exempt employer share per voucher, in cents, and its share of the face value (50 to 60 %). */
  readonly mealVoucherExemptCapCents: number;
  readonly mealVoucherMinSharePercent: number;
  readonly mealVoucherMaxSharePercent: number;
  /** Barème kilométrique for cars, by fiscal horsepower 3 (and less) to 7 (and more). */
  readonly kilometricCars: Readonly<Record<3 | 4 | 5 | 6 | 7, readonly KilometricBand[]>>;
  /** Increase of the barème for an electric car, in percent. */
  readonly kilometricElectricIncreasePercent: number;
}

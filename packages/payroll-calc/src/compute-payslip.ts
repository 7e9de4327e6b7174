/**
 * The payslip of the régime général, shared by an officer (mandataire social assimilé salarié) and an
 * ordinary employee: the same lines, bases, roundings and totals, with what only an employee owes switched
 * on by `PayslipRegime` (see compute-officer-payslip.ts and compute-employee-payslip.ts for the law behind
 * each difference). Internal: the package exports `computeOfficerPayslip` and `computeEmployeePayslip`.
 *
 * Where the payslip rounds, and how exact amounts are kept until then: see `exact-amount.ts`.
 */
import {
  applyRate,
  apportionCents,
  centsToExact,
  EXACT_PER_CENT,
  percentToRateUnits,
  RATE_UNITS_PER_PERCENT,
  rateUnitsToPercent,
  roundExactToCents,
} from './exact-amount.ts';
import {
  COEFFICIENT_UNITS,
  reductionGeneraleCoefficient,
  reductionGeneraleT,
  rgduCoefficient,
} from './general-reduction.ts';
import {
  type CeilingRegularisation,
  daysInMonth,
  monthCeilingCents,
  regulariseCeilings,
} from './ceiling-regularisation.ts';
import type { OfficerPayslip, OfficerPayslipInput } from './officer-payslip-types.ts';
import { applyPayElements, RUPTURE_CONVENTIONNELLE_EMPLOYER_PERCENT } from './pay-elements.ts';
import { acreCoverage, acreShare } from './acre.ts';
import type { PayslipLine, PayslipLineCode, PayslipRisk } from './payslip-types.ts';
import { assertSupportedYear, ratesForYear, valueInMonth } from './rates/index.ts';
import type { ReducedRate } from './rates/year-rates.ts';

const SANTE: PayslipRisk = 'Santé';
const ATMP: PayslipRisk = 'Accidents du travail - maladies professionnelles';
const RETRAITE: PayslipRisk = 'Retraite';
const FAMILLE: PayslipRisk = 'Famille';
const CHOMAGE: PayslipRisk = 'Assurance chômage';
const AUTRES: PayslipRisk = "Autres contributions dues par l'employeur";
const STATUTAIRES: PayslipRisk = 'Cotisations statutaires ou prévues par la convention collective';
const CSG_CRDS: PayslipRisk = 'CSG/CRDS';
const EXONERATIONS: PayslipRisk = 'Exonérations de cotisations employeur';

function assertWholeCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`payroll-calc: ${what} must be a whole number of cents ≥ 0, got ${value}`);
  }
}

function inputRateUnits(percent: number, what: string): number {
  const units = percentToRateUnits(percent, what);
  if (units < 0 || units > 100_000) {
    throw new RangeError(`payroll-calc: ${what} must be between 0 and 100 %, got ${percent}`);
  }
  return units;
}

/** A figure of the law in rate units: trusted constants with at most three decimals (checked by the tests). */
function u(percent: number): number {
  return Math.round(percent * RATE_UNITS_PER_PERCENT);
}

/** A rate applied to an exact base that a regularisation can make negative (a given-back tranche 2). */
function signedRate(exact: number, units: number): number {
  return exact < 0 ? -applyRate(-exact, units) : applyRate(exact, units);
}

/** What sets the payslip of an employee apart from an officer's. */
export interface PayslipRegime {
  /** An employee under an employment contract (assurance chômage, AGS, reductions…), or an officer. */
  readonly employee: boolean;
  /** A cadre for Agirc-Arrco, who owes the Apec (an officer always is). */
  readonly cadre: boolean;
  /** Whether the 1,50 % cadre prévoyance is paid. */
  readonly cadrePrevoyance: boolean;
  /** Working time as a share of full time, above 0 and at most 1 (an officer: 1). */
  readonly workingTimeRatio: number;
  /** Calendar days employed in the month when the person entered or left during it (CSS art. R242-2). */
  readonly daysEmployed?: number;
}

/** The payslip and the figures of an employee's payslip that an officer's does not show. */
export interface ComputedPayslip {
  payslip: OfficerPayslip;
  /** PMSS prorated to the working time, in cents (rounded). */
  proratedPmssCents: number;
  /** The month's SMIC for the working time, in cents (rounded); 0 for an officer. */
  smicCents: number;
  /** The general reduction's coefficient, in ten-thousandths; 0 for an officer. */
  reductionCoefficientUnits: number;
  /** The general reduction's printed amount, in cents, ≥ 0. */
  reductionCents: number;
}

function inputDaysEmployed(days: number | undefined, year: number, month: number): number | undefined {
  if (days === undefined) return undefined;
  const max = daysInMonth(year, month);
  if (!Number.isInteger(days) || days < 1 || days > max) {
    throw new RangeError(`payroll-calc: daysEmployed must be 1 to ${max}, got ${days}`);
  }
  return days === max ? undefined : days;
}

/** Computes a payslip for one month; a RangeError for a year without rates or an invalid input. */
export function computePayslip(input: OfficerPayslipInput, regime: PayslipRegime): ComputedPayslip {
  const { year, month, headcount } = input;
  assertSupportedYear(year);
  assertWholeCents(input.grossCents, 'grossCents');
  // Pay elements (pay-elements.ts): bonuses and benefits in kind join the gross; refunds and deductions
  // only move the net à payer.
  const elements = applyPayElements(year, input.payElements ?? [], input.grossCents);
  const grossCents = input.grossCents + elements.grossAdditionsCents;
  const r = ratesForYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`payroll-calc: month must be 1 to 12, got ${month}`);
  }
  assertWholeCents(grossCents, 'grossCents');
  if (!Number.isSafeInteger(headcount) || headcount < 0) {
    throw new RangeError(`payroll-calc: headcount must be a whole number ≥ 0, got ${headcount}`);
  }
  const premiumCents = input.healthInsuranceMonthlyCents ?? 0;
  assertWholeCents(premiumCents, 'healthInsuranceMonthlyCents');
  const atmp = inputRateUnits(input.atmpRatePercent ?? r.atmpAveragePercent, 'atmpRatePercent');
  const healthShare = inputRateUnits(
    input.healthInsuranceEmployerSharePercent ?? 0,
    'healthInsuranceEmployerSharePercent',
  );
  const pas = inputRateUnits(input.pasRatePercent ?? 0, 'pasRatePercent');
  const versementMobilite = inputRateUnits(
    input.versementMobiliteRatePercent ?? 0,
    'versementMobiliteRatePercent',
  );

  const { employee, workingTimeRatio } = regime;
  const gross = centsToExact(grossCents);
  const pmss = centsToExact(r.pmssCents);
  // The plafond of each payslip's tranches and ceilings, prorated to a part-time employee's working time
  // (CSS art. R242-2; Agirc-Arrco and Unédic rules follow it). The exclusion and deduction limits of the
  // prévoyance below are shares of the PASS itself, never prorated.
  // An entry or exit during the month prorates it further by calendar days (décret n° 2017-858); with a
  // year-to-date, the month's plafond is rounded to the cent, the figure cumulated for the regularisation.
  const daysEmployed = inputDaysEmployed(regime.daysEmployed, year, month);
  const yearToDate = input.yearToDate;
  const ceiling =
    yearToDate !== undefined || daysEmployed !== undefined
      ? centsToExact(
          monthCeilingCents({
            pmssCents: r.pmssCents,
            workingTimeRatio,
            ...(daysEmployed === undefined ? {} : { daysEmployed, daysInMonth: daysInMonth(year, month) }),
          }),
        )
      : workingTimeRatio === 1
        ? pmss
        : Math.round(pmss * workingTimeRatio);
  const grossTranche1 = Math.min(gross, ceiling);

  // Prévoyance: the health plan split between employee and employer, and the cadre prévoyance on the
  // gross pay up to the plafond.
  const premium = centsToExact(premiumCents);
  const healthEmployee = applyRate(premium, 100_000 - healthShare);
  const healthEmployer = applyRate(premium, healthShare);
  const cadreUnits = regime.cadrePrevoyance ? u(r.prevoyanceCadreEmployerPercent) : 0;
  const cadreEmployer = applyRate(grossTranche1, cadreUnits);
  const employerPrevoyance = healthEmployer + cadreEmployer;

  // Employer prévoyance beyond 6 % PASS + 1,5 % of pay (max 12 % PASS) joins the social base
  // (CSS art. L242-1 II 4°, D242-1).
  const socialLimit = Math.min(
    applyRate(pmss, u(r.prevoyanceSocialLimitPmssPercent)) +
      applyRate(gross, u(r.prevoyanceSocialLimitGrossPercent)),
    applyRate(pmss, u(r.prevoyanceSocialLimitCapPmssPercent)),
  );
  const reintegrated = Math.max(employerPrevoyance - socialLimit, 0);

  const base = gross + reintegrated; // assiette des cotisations
  // With the person's year-to-date, every capped base is regularised against the cumulated plafond of the
  // months paid (ceiling-regularisation.ts); the assiette is taken to the cent for the cumuls.
  const regularisation: CeilingRegularisation | null =
    yearToDate === undefined
      ? null
      : regulariseCeilings(
          yearToDate,
          {
            contributionBaseCents: roundExactToCents(base),
            grossCents,
            ceilingCents: roundExactToCents(ceiling),
          },
          r,
        );
  const capped = regularisation?.regularised;
  const tranche1 = capped ? centsToExact(capped.tranche1Cents) : Math.min(base, ceiling);
  const tranche2 = capped
    ? centsToExact(capped.tranche2Cents)
    : Math.min(Math.max(base - ceiling, 0), (r.tranche2CeilingPmss - 1) * ceiling);
  // The CET is due on tranches 1 and 2 once the pay exceeds the plafond: folded into each tranche's rate.
  // Regularised, once the cumulated pay exceeds the cumulated plafond (the months before are not revisited).
  const cetDue = regularisation
    ? regularisation.yearToDateAfter.contributionBaseCents > regularisation.yearToDateAfter.ceilingCents
    : tranche2 > 0;
  const cetEmployee = cetDue ? u(r.cetEmployeePercent) : 0;
  const cetEmployer = cetDue ? u(r.cetEmployerPercent) : 0;

  // The lines, in the bulletin clarifié's order: exact amounts aside, printed amounts set once apportioned.
  const lines: PayslipLine[] = [];
  const employeeExacts: number[] = [];
  const employerExacts: number[] = [];
  /** Adds a line whose amounts are its base times its rates; returns its exact employee amount. */
  const line = (
    code: PayslipLineCode,
    risk: PayslipRisk,
    label: string,
    baseExact: number,
    employeeUnits: number | null,
    employerUnits: number | null,
  ): number => {
    const employeeExact = employeeUnits === null ? 0 : signedRate(baseExact, employeeUnits);
    employeeExacts.push(employeeExact);
    employerExacts.push(employerUnits === null ? 0 : signedRate(baseExact, employerUnits));
    lines.push({
      code,
      risk,
      label,
      baseCents: roundExactToCents(baseExact),
      employeeRatePercent: employeeUnits === null ? null : rateUnitsToPercent(employeeUnits),
      employeeAmountCents: 0,
      employerRatePercent: employerUnits === null ? null : rateUnitsToPercent(employerUnits),
      employerAmountCents: 0,
    });
    return employeeExact;
  };

  // An employee's SMIC of the month, for the reduced rates and the general reduction: the year's SMIC
  // (SMIC horaire × 1 820 h) prorated to the working time, compared with the month's pay × 12 (see
  // general-reduction.ts), in exact amounts.
  const annualSmic = (smicHourlyCents: number) =>
    smicHourlyCents * r.smicAnnualHours * EXACT_PER_CENT * workingTimeRatio;
  /** The employer rate of a contribution with a reduced rate under a pay threshold, for this payslip. */
  const employerRate = (fullPercent: number, reduced: ReducedRate | null) =>
    employee &&
    reduced !== null &&
    // « n'excèdent pas » the threshold: the reduced rate applies up to it, included.
    12 * 100 * base <= Math.round(reduced.ceilingSmic * 100) * annualSmic(reduced.smicHourlyCents)
      ? u(reduced.percent)
      : u(fullPercent);

  line(
    'maladie',
    SANTE,
    'Sécurité sociale - Maladie Maternité Invalidité Décès',
    base,
    null,
    employerRate(r.maladieEmployerPercent, r.maladieReducedEmployer),
  );
  if (regime.cadrePrevoyance) {
    line(
      'prevoyance-cadre',
      SANTE,
      'Complémentaire Incapacité Invalidité Décès',
      grossTranche1,
      null,
      cadreUnits,
    );
  }
  if (premiumCents > 0) {
    line('complementaire-sante', SANTE, 'Complémentaire santé', premium, 100_000 - healthShare, healthShare);
  }
  line('atmp', ATMP, 'Accidents du travail - maladies professionnelles', base, null, atmp);
  line(
    'vieillesse-plafonnee',
    RETRAITE,
    'Sécurité sociale plafonnée',
    tranche1,
    u(r.vieillessePlafonneeEmployeePercent),
    u(r.vieillessePlafonneeEmployerPercent),
  );
  line(
    'vieillesse-deplafonnee',
    RETRAITE,
    'Sécurité sociale déplafonnée',
    base,
    u(r.vieillesseDeplafonneeEmployeePercent),
    u(r.vieillesseDeplafonneeEmployerPercent),
  );
  line(
    'complementaire-tranche-1',
    RETRAITE,
    'Complémentaire Tranche 1',
    tranche1,
    u(r.agircArrcoT1EmployeePercent) + u(r.cegT1EmployeePercent) + cetEmployee,
    u(r.agircArrcoT1EmployerPercent) + u(r.cegT1EmployerPercent) + cetEmployer,
  );
  if (tranche2 !== 0) {
    line(
      'complementaire-tranche-2',
      RETRAITE,
      'Complémentaire Tranche 2',
      tranche2,
      u(r.agircArrcoT2EmployeePercent) + u(r.cegT2EmployeePercent) + cetEmployee,
      u(r.agircArrcoT2EmployerPercent) + u(r.cegT2EmployerPercent) + cetEmployer,
    );
  }
  line(
    'famille',
    FAMILLE,
    'Famille',
    base,
    null,
    employerRate(r.allocationsFamilialesPercent, r.allocationsFamilialesReduced),
  );

  // Assurance chômage and AGS: due for employees under an employment contract, on the pay up to 4 PMSS.
  const fnalFullRate = headcount >= r.fnalFullRateHeadcount;
  if (employee) {
    const chomageBase = capped
      ? centsToExact(capped.chomageCents)
      : Math.min(base, r.chomageCeilingPmss * ceiling);
    const chomageUnits = u(valueInMonth(r.chomageEmployerPercentByMonth, month));
    line('assurance-chomage', CHOMAGE, 'Assurance chômage', chomageBase, null, chomageUnits);
    line('ags', CHOMAGE, 'Garantie des salaires (AGS)', chomageBase, null, u(r.agsEmployerPercent));
  }

  // Autres contributions dues par l'employeur: one group, one line each so the PDF can detail them.
  line('csa', AUTRES, 'Contribution solidarité autonomie', base, null, u(r.csaPercent));
  if (!fnalFullRate) {
    line('fnal', AUTRES, 'Fnal', tranche1, null, u(r.fnalReducedPercent));
  } else {
    line('fnal', AUTRES, 'Fnal', base, null, u(r.fnalFullPercent));
  }
  line(
    'formation-professionnelle',
    AUTRES,
    'Contribution à la formation professionnelle',
    base,
    null,
    u(headcount < r.formationFullRateHeadcount ? r.formationReducedPercent : r.formationFullPercent),
  );
  line(
    'taxe-apprentissage',
    AUTRES,
    "Taxe d'apprentissage",
    base,
    null,
    u(r.taxeApprentissagePrincipalePercent) + u(r.taxeApprentissageSoldePercent),
  );
  if (headcount >= r.contributionSupplementaireHeadcount) {
    // No work-study students assumed: the company's share of alternants is not an input.
    const rate =
      headcount >= r.contributionSupplementaireMajoreeHeadcount
        ? r.contributionSupplementaireMajoreePercent
        : r.contributionSupplementaireApprentissagePercent;
    line(
      'contribution-supplementaire-apprentissage',
      AUTRES,
      "Contribution supplémentaire à l'apprentissage",
      base,
      null,
      u(rate),
    );
  }
  if (headcount >= r.peecHeadcount) {
    line('peec', AUTRES, "Participation à l'effort de construction", base, null, u(r.peecPercent));
  }
  if (headcount >= r.versementMobiliteHeadcount && versementMobilite > 0) {
    line('versement-mobilite', AUTRES, 'Versement mobilité', base, null, versementMobilite);
  }
  // The forfait social applies to the employer prévoyance excluded from the social base only (CSS art.
  // L137-15); what joined the base above bears contributions instead.
  const forfaitSocialBase = employerPrevoyance - reintegrated;
  if (headcount >= r.forfaitSocialHeadcount && forfaitSocialBase > 0) {
    line(
      'forfait-social',
      AUTRES,
      'Forfait social',
      forfaitSocialBase,
      null,
      u(r.forfaitSocialPrevoyancePercent),
    );
  }

  // CSS art. L137-12 (loi n° 2023-270 du 14 avril 2023, art. 4): 30 % of the rupture conventionnelle's
  // indemnity kept outside the contributions, from 1 September 2023.
  const ruptureBase = elements.lines
    .filter((l) => l.kind === 'indemnite-rupture-conventionnelle')
    .reduce((sum, l) => sum + l.amountCents, 0);
  if (ruptureBase > 0) {
    line(
      'contribution-rupture-conventionnelle',
      AUTRES,
      'Contribution patronale sur l’indemnité de rupture conventionnelle',
      centsToExact(ruptureBase),
      null,
      u(RUPTURE_CONVENTIONNELLE_EMPLOYER_PERCENT),
    );
  }

  if (employee) {
    line(
      'dialogue-social',
      AUTRES,
      'Contribution au dialogue social',
      base,
      null,
      u(r.dialogueSocialPercent),
    );
  }

  // Apec: due for cadres of Agirc-Arrco, officers included (ANI du 12 juillet 2011 relatif à l'Apec).
  if (regime.cadre) {
    line(
      'apec',
      STATUTAIRES,
      'Apec',
      capped ? centsToExact(capped.apecCents) : Math.min(base, r.apecCeilingPmss * ceiling),
      u(r.apecEmployeePercent),
      u(r.apecEmployerPercent),
    );
  }

  // CSG/CRDS base: the gross pay less 1,75 % up to 4 plafonds, plus the employer's prévoyance (CSS art.
  // L136-1-1 III); for a part-time employee, the plafond prorated like the payslip's other ceilings, as the
  // official model does.
  const abattementPart = capped
    ? centsToExact(capped.csgAbattementCents)
    : Math.min(gross, r.csgAbattementCeilingPmss * ceiling);
  const csgBase =
    signedRate(abattementPart, 100_000 - u(r.csgAbattementPercent)) +
    (gross - abattementPart) +
    employerPrevoyance;
  line(
    'csg-deductible',
    CSG_CRDS,
    "CSG déductible de l'impôt sur le revenu",
    csgBase,
    u(r.csgDeductiblePercent),
    null,
  );
  const csgNonDeductible = line(
    'csg-crds-non-deductible',
    CSG_CRDS,
    "CSG/CRDS non déductible de l'impôt sur le revenu",
    csgBase,
    u(r.csgNonDeductiblePercent) + u(r.crdsPercent),
    null,
  );

  // The general reduction of employer contributions, an employee's only: the pay (the assiette of CSS art.
  // L242-1, prévoyance beyond its limit included) times the month's coefficient (general-reduction.ts).
  let smicCents = 0;
  let reductionCoefficientUnits = 0;
  let reductionIndex = -1;
  if (employee) {
    const reduction = r.generalReduction;
    const annualPay = 12 * base;
    let smicHourlyCents: number;
    if (reduction.kind === 'reduction-generale') {
      smicHourlyCents = reduction.smicHourlyCents;
      const t = reductionGeneraleT(r, reduction, month, fnalFullRate);
      reductionCoefficientUnits = reductionGeneraleCoefficient(
        annualPay,
        annualSmic(smicHourlyCents),
        t,
        reduction,
      );
    } else {
      smicHourlyCents = valueInMonth(r.smicHourlyCentsByMonth, month);
      reductionCoefficientUnits = rgduCoefficient(
        annualPay,
        annualSmic(smicHourlyCents),
        reduction,
        fnalFullRate,
      );
    }
    smicCents = roundExactToCents(annualSmic(smicHourlyCents) / 12);
    if (reductionCoefficientUnits > 0) {
      reductionIndex = lines.length;
      const coefficientRateUnits =
        (reductionCoefficientUnits * 100 * RATE_UNITS_PER_PERCENT) / COEFFICIENT_UNITS;
      line(
        'reduction-generale',
        EXONERATIONS,
        reduction.kind === 'rgdu'
          ? 'Réduction générale dégressive unique'
          : 'Réduction générale des cotisations patronales',
        base,
        null,
        -coefficientRateUnits,
      );
    }
  }

  // ACRE (acre.ts): the officer's maladie, vieillesse and famille contributions, employer's and officer's,
  // exempted in whole or in part during the 12 months after a creation or takeover, as one negative line.
  if (!employee && input.acre !== undefined && acreCoverage(input.acre, year, month).covered) {
    const [numerator, denominator] = acreShare(base, ceiling);
    const concerned = new Set<PayslipLineCode>([
      'maladie',
      'vieillesse-plafonnee',
      'vieillesse-deplafonnee',
      'famille',
    ]);
    let employeeConcerned = 0;
    let employerConcerned = 0;
    lines.forEach((printed, i) => {
      if (!concerned.has(printed.code)) return;
      employeeConcerned += employeeExacts[i] ?? 0;
      employerConcerned += employerExacts[i] ?? 0;
    });
    if (numerator > 0) {
      employeeExacts.push(-Math.round((employeeConcerned * numerator) / denominator));
      employerExacts.push(-Math.round((employerConcerned * numerator) / denominator));
      lines.push({
        code: 'acre',
        risk: EXONERATIONS,
        label:
          numerator === denominator
            ? 'Exonération ACRE (création ou reprise d’entreprise)'
            : 'Exonération ACRE dégressive (création ou reprise d’entreprise)',
        baseCents: roundExactToCents(base),
        employeeRatePercent: null,
        employeeAmountCents: 0,
        employerRatePercent: null,
        employerAmountCents: 0,
      });
    }
  }

  // Totals: each rounded once; the lines are apportioned to add up to them.
  let employeeExact = 0;
  let employerExact = 0;
  for (let i = 0; i < lines.length; i++) {
    employeeExact += employeeExacts[i] ?? 0;
    employerExact += employerExacts[i] ?? 0;
  }
  const employeeContributions = roundExactToCents(employeeExact);
  const employerContributions = roundExactToCents(employerExact);
  const employeeCents = apportionCents(employeeExacts, employeeContributions);
  const employerCents = apportionCents(employerExacts, employerContributions);
  for (let i = 0; i < lines.length; i++) {
    const printed = lines[i];
    if (printed === undefined) continue;
    printed.employeeAmountCents = employeeCents[i] ?? 0;
    printed.employerAmountCents = employerCents[i] ?? 0;
  }
  // The net before the pay elements paid otherwise: the base of the net imposable and the net social.
  const netOfContributions = grossCents - employeeContributions;
  // Net à payer avant impôt: benefits in kind were given in kind, refunds are paid, deductions withheld.
  const netBeforeTax =
    netOfContributions - elements.inKindCents + elements.nonSubjectCents - elements.deductionsCents;

  // Net imposable: the net à payer avant impôt plus the non-deductible CSG/CRDS and the employer's
  // health-plan share (taxable since 2013: CGI art. 83 1° quater as amended by loi n° 2013-1278, art. 4).
  // The employee's health share and the employer's other prévoyance are deductible or excluded up to
  // 5 % PASS + 2 % of pay, max 2 % of 8 PASS (same article): only what exceeds it is added.
  const taxLimit = Math.min(
    applyRate(pmss, u(r.prevoyanceTaxLimitPmssPercent)) +
      applyRate(gross, u(r.prevoyanceTaxLimitGrossPercent)),
    applyRate(pmss, u(r.prevoyanceTaxLimitCapPmssPercent)),
  );
  const prevoyanceBeyondTaxLimit = Math.max(healthEmployee + cadreEmployer - taxLimit, 0);
  const netTaxable =
    netOfContributions + roundExactToCents(csgNonDeductible + healthEmployer + prevoyanceBeyondTaxLimit);

  // Prélèvement à la source: the month's net imposable times the rate (CGI art. 204 F, 204 H): the personal
  // one, or the grid's for a person who has none (neutral-pas-rate.ts, `withNeutralPasRate`).
  const pasAmount = roundExactToCents(netTaxable * pas);

  const payslip: OfficerPayslip = {
    year,
    month,
    grossCents,
    pmssCents: r.pmssCents,
    atmpRatePercent: rateUnitsToPercent(atmp),
    lines,
    employeeContributions,
    employerContributions,
    netBeforeTax,
    netTaxable,
    // Montant net social (BOSS, « Montant net social »): the gross pay less all the employee's mandatory
    // contributions, health plan included, employer prévoyance not added. With no benefits in kind nor
    // individual cover on an officer's payslip here, it equals the net à payer avant impôt.
    netSocial: netOfContributions,
    pasRatePercent: rateUnitsToPercent(pas),
    pasAmount,
    netPaid: netBeforeTax - pasAmount,
    employerCost: grossCents + employerContributions,
    ceilingCents: roundExactToCents(ceiling),
    contributionBaseCents: roundExactToCents(base),
    provisionalFigures: r.provisional,
    payElementLines: elements.lines,
    ceilingRegularisation: regularisation,
  };
  return {
    payslip,
    proratedPmssCents: roundExactToCents(ceiling),
    smicCents,
    reductionCoefficientUnits,
    reductionCents: reductionIndex < 0 ? 0 : -(lines[reductionIndex]?.employerAmountCents ?? 0),
  };
}

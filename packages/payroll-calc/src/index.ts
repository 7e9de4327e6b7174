/**
 * @dirigeo/payroll-calc: pure payroll computations for company officers and their employees. Integer cents,
 * no I/O, no runtime dependency; the same code runs in the browser and on the server.
 */
export { computeEmployeePayslip } from './compute-employee-payslip.ts';
export { computeOfficerPayslip } from './compute-officer-payslip.ts';
export { EMPLOYEE_STATUSES } from './employee-payslip-types.ts';
export type { EmployeePayslip, EmployeePayslipInput, EmployeeStatus } from './employee-payslip-types.ts';
export type { OfficerPayslip, OfficerPayslipInput } from './officer-payslip-types.ts';
export { PAYSLIP_RISKS } from './payslip-types.ts';
export type { PayslipLine, PayslipLineCode, PayslipRisk } from './payslip-types.ts';
export { groupPayslipLinesByRisk } from './payslip-groups.ts';
export type { GroupableLine, PayslipLineGroup } from './payslip-groups.ts';
export {
  DEFAULT_ATMP_RATE_PERCENT,
  isSupportedYear,
  provisionalFiguresFor,
  supportedYears,
} from './rates/index.ts';
export type { ProvisionalFigure, SupportedYear } from './rates/index.ts';

export {
  EXACT_SIMULATION_REGIMES,
  exactSimulationGapOf,
  simulateExactCharges,
  simulateExactChargesForNet,
} from './exact-charges-simulation.ts';
export type {
  ExactChargesForNetInput,
  ExactChargesSimulation,
  ExactChargesSimulationInput,
  ExactSimulationGap,
  ExactSimulationRegime,
} from './exact-charges-simulation.ts';

export {
  COMPANY_SIZES,
  SIMULATOR_CONTRACT_TYPES,
  SOCIAL_CHARGES_FLAT_RATES,
  simulateSocialCharges,
} from './social-charges-simulator.ts';
export type {
  CompanySize,
  SimulatorContractType,
  SocialChargesSimulation,
  SocialChargesSimulationInput,
} from './social-charges-simulator.ts';

export {
  decideEligibility,
  decideImmediateEligibility,
  EXTRA_QUESTION_ANSWER_KEYS,
  extraQuestionsFor,
  isLegalForm,
  isOfficerStatusFor,
  LEGAL_FORMS,
  OFFICER_STATUSES_BY_FORM,
} from './eligibility.ts';
export type {
  EligibilityAnswers,
  EligibilityDecision,
  ExtraQuestion,
  ImmediateEligibility,
  LegalForm,
  OfficerStatus,
  OfficerStatusFor,
  TnsReason,
  YesNo,
} from './eligibility.ts';

export { computeNetSalaryCents } from './net-salary.ts';
export type { NetSalaryAmounts } from './net-salary.ts';
export { centsToEuros, eurosToCents, formatContributionRate, formatEuros, formatRate } from './money.ts';

export { smicInForce } from './smic.ts';
export type { SmicInForce, YearMonth } from './smic.ts';

export {
  capBases,
  daysInMonth,
  EMPTY_YEAR_TO_DATE,
  monthCeilingCents,
  regulariseCeilings,
} from './ceiling-regularisation.ts';
export type {
  CappedBases,
  CeilingMonth,
  CeilingMultiples,
  CeilingRegularisation,
  CeilingYearToDate,
  MonthCeilingInput,
} from './ceiling-regularisation.ts';
export {
  laterFinalisedMonths,
  summarisePayslip,
  summariseStoredPayslips,
  yearToDateBefore,
} from './year-to-date.ts';
export type { PayslipSummary, StoredPayslip, YearToDateTotals } from './year-to-date.ts';
export {
  VERSEMENT_MOBILITE_AUTHORITIES,
  VERSEMENT_MOBILITE_HEADCOUNT,
  VERSEMENT_MOBILITE_MAX_PERCENT,
  versementMobiliteFor,
} from './versement-mobilite.ts';
export type {
  VersementMobilite,
  VersementMobiliteAuthority,
  VersementMobiliteInput,
} from './versement-mobilite.ts';
export {
  applyPayElements,
  companyCarMonthlyCents,
  dismissalExemptionCeilingCents,
  kilometricAllowanceCents,
  mealBenefitCents,
  mealVoucherExemption,
  RUPTURE_CONVENTIONNELLE_EMPLOYER_PERCENT,
} from './pay-elements.ts';
export type {
  CompanyCar,
  KilometricTrip,
  MealVoucherExemption,
  PayElement,
  PayElementLine,
  PayElementsEffect,
  PayElementTreatment,
} from './pay-elements.ts';
export { computeDividendsFlatTax } from './dividends.ts';
export type { DividendsFlatTax } from './dividends.ts';
export { acreCoverage, acreShare } from './acre.ts';
export type { AcreCoverage, AcreInput } from './acre.ts';
export {
  type NeutralPasZone,
  neutralPasRatePercent,
  neutralPasZoneOf,
  withNeutralPasRate,
} from './neutral-pas-rate.ts';

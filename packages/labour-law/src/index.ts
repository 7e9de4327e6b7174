/**
 * @dirigeo/labour-law: the legal regime of the Code du travail as pure functions (the minimums a collective
 * agreement or the contract may improve on). Integer cents, no I/O, no runtime dependency. Every result
 * carries the articles it applied and one French sentence per rule.
 */
export { LABOUR_CODE_ARTICLES } from './legal-rule.ts';
export type { AppliedRule, Explained, FigureRule, LabourCodeArticle } from './legal-rule.ts';
export type { IsoDate } from './iso-date.ts';

export { ABSENCE_KINDS, computeSeniority } from './seniority.ts';
export type { Absence, AbsenceKind, AssessedAbsence, Seniority, SeniorityInput } from './seniority.ts';

export { computeInaptitudeReferenceSalary, computeReferenceSalary } from './reference-salary.ts';
export type {
  InaptitudeReferenceSalary,
  InaptitudeReferenceSalaryInput,
  ReferenceSalary,
  ReferenceSalaryInput,
} from './reference-salary.ts';

export { computeConventionalTerminationIndemnity, computeDismissalIndemnity } from './dismissal-indemnity.ts';
export type {
  ConventionalTerminationIndemnity,
  ConventionalTerminationIndemnityInput,
  DismissalIndemnity,
  DismissalIndemnityInput,
} from './dismissal-indemnity.ts';

export {
  computeDismissalNotice,
  computeNoticeEndDate,
  computeResignationNotice,
  computeRetirementNotice,
} from './notice.ts';
export type {
  DismissalNoticeInput,
  Notice,
  NoticeEndDateInput,
  NoticeProfession,
  ResignationNotice,
  ResignationNoticeInput,
  RetirementNoticeInput,
} from './notice.ts';

export { computeSickPayComplement } from './sick-pay.ts';
export type { SickPayComplement, SickPayComplementInput } from './sick-pay.ts';
export {
  CDD_LENGTH_MAXIMUM,
  computeTrialPeriodMaximum,
  computeTrialPeriodNotice,
  ordinalFr,
} from './trial-period.ts';
export { computeApprenticeMinimumPay, computeYoungWorkerMinimum } from './minimum-pay.ts';
export type {
  ApprenticeMinimumPay,
  ApprenticeMinimumPayInput,
  YoungWorkerMinimum,
  YoungWorkerMinimumInput,
} from './minimum-pay.ts';
export { computeDisciplinaryDeadlines } from './disciplinary-deadlines.ts';
export { WORKING_TIME_LIMITS } from './working-time-limits.ts';
export { TELEWORK_RULES } from './telework.ts';
export { LEGAL_DELAYS } from './legal-delays.ts';
export { PAY_RULES } from './pay-rules.ts';
export { FAMILY_LEAVES } from './family-leaves.ts';
export { computeRetirementIndemnity } from './retirement-indemnity.ts';
export type { RetirementIndemnity, RetirementIndemnityInput } from './retirement-indemnity.ts';
export type { PayRule, PayRuleId } from './pay-rules.ts';
export type { FamilyLeave, FamilyLeaveId } from './family-leaves.ts';
export type { LegalDelay, LegalDelayId } from './legal-delays.ts';
export { computeSolidarityDay } from './solidarity-day.ts';
export type { SolidarityDay, SolidarityDayInput } from './solidarity-day.ts';
export type { TeleworkRule, TeleworkRuleId } from './telework.ts';
export {
  computeFixedTermEarlyNotice,
  computeFixedTermWaitingPeriod,
  FIXED_TERM_RULES,
} from './fixed-term-contract.ts';
export type {
  FixedTermDuration,
  FixedTermEarlyNotice,
  FixedTermRule,
  FixedTermRuleId,
  FixedTermWaitingPeriod,
} from './fixed-term-contract.ts';
export type { WorkingTimeLimit, WorkingTimeLimitId } from './working-time-limits.ts';
export type { DisciplinaryDeadlines, DisciplinaryDeadlinesInput } from './disciplinary-deadlines.ts';
export { computeOvertimePremium } from './overtime.ts';
export { computeMaternityLeave, computePaternityLeave } from './birth-leaves.ts';
export type {
  MaternityLeave,
  MaternityLeaveInput,
  PaternityLeave,
  PaternityLeaveInput,
} from './birth-leaves.ts';
export type { OvertimeBand, OvertimePremium, OvertimePremiumInput } from './overtime.ts';
export type {
  TrialPeriodCategory,
  TrialPeriodInitiator,
  TrialPeriodMaximum,
  TrialPeriodMaximumInput,
  TrialPeriodNotice,
  TrialPeriodNoticeInput,
} from './trial-period.ts';

export {
  computePrecarityIndemnity,
  PRECARITY_EXCLUSIONS,
  PRECARITY_RATE_PERCENT,
} from './precarity-indemnity.ts';
export type {
  PrecarityExclusion,
  PrecarityIndemnity,
  PrecarityIndemnityInput,
} from './precarity-indemnity.ts';

export { computeDismissalProcedure, INTERVIEW_ASSISTANCE, PROCEDURE_TRACKS } from './dismissal-procedure.ts';
export type {
  DismissalProcedure,
  DismissalProcedureInput,
  EconomicDismissalProcedureInput,
  PersonalDismissalProcedureInput,
  ProcedureStep,
  ProcedureStepId,
  ProcedureTrack,
  StepTiming,
} from './dismissal-procedure.ts';

export {
  computePaidLeaveEntitlement,
  computePaidLeaveIndemnity,
  computeSplitLeaveBonus,
  PAID_LEAVE_AT_DEPARTURE,
  PAID_LEAVE_CARRY_OVER,
} from './paid-leave.ts';
export type {
  PaidLeaveEntitlement,
  PaidLeaveEntitlementInput,
  PaidLeaveIndemnity,
  PaidLeaveIndemnityInput,
  PaidLeaveCarryOverId,
  SplitLeaveBonus,
} from './paid-leave.ts';

export { frenchPublicHolidays } from './public-holidays.ts';
export type { HolidayOptions, PublicHoliday } from './public-holidays.ts';
export { earliestAfterJoursOuvrables, isJourOuvrable } from './working-days.ts';
export { computeMayDayPay, MAY_DAY_RULES } from './may-day.ts';
export type { MayDayPay } from './may-day.ts';
export { PREGNANCY_RULES } from './pregnancy-rules.ts';
export type { PregnancyRule, PregnancyRuleId } from './pregnancy-rules.ts';
export { computeMayorSundayPay } from './mayor-sunday.ts';
export type { MayorSundayPay, MayorSundayPayInput } from './mayor-sunday.ts';
export { computeTransportPassShare } from './transport-pass.ts';
export type { TransportPassInput, TransportPassShare } from './transport-pass.ts';

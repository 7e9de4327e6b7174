/**
 * @dirigeo/dsn: the monthly DSN (déclaration sociale nominative, norme NEODeS P25V01/P26V01) built from a
 * month's finalised payslips, checked against the rules public sources show, and its due date. Pure: no I/O.
 * Not certified by net-entreprises: see README.md for what it does not cover.
 */
export { buildMonthlyDsn, DSN_SOFTWARE_NAME, WELFARE_ORGANISM_PATTERN } from './build-monthly-dsn.ts';
export type { DsnAggregatedContribution, DsnPayment, MonthlyDsn } from './build-monthly-dsn.ts';
export { checkDsn } from './check-dsn.ts';
export type { DsnFinding } from './check-dsn.ts';
export type { NotDeclaredShare } from './contributions.ts';
export { dsnDueDate, nextWorkingDay } from './due-dates.ts';
export type { DsnDueDate, PayTiming } from './due-dates.ts';
export { DsnInputError } from './errors.ts';
export { decodeLatin1, encodeLatin1 } from './format.ts';
export { isValidIban, isValidNirWithKey, isValidSiren, isValidSiret, nirKey } from './identifiers.ts';
export { NORM_VERSION_BY_YEAR, normVersionFor } from './norm.ts';
export type {
  DsnAddress,
  DsnCompany,
  DsnContact,
  DsnContract,
  DsnIndividual,
  DsnPay,
  DsnPayslipCalculation,
  DsnPayslipLine,
  DsnPerson,
  DsnReplacedDeclaration,
  DsnVersementMobilite,
  DsnWelfareAffiliation,
  DsnWelfareContract,
  MonthlyDsnInput,
} from './types.ts';

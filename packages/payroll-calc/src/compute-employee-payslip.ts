/**
 * An ordinary employee's monthly payslip (salarié du régime général under an employment contract, non-cadre
 * or cadre, full or part time), to the cent.
 *
 * What an employee owes that an officer does not, for the same gross pay (see compute-officer-payslip.ts for
 * the officer's side), each with its source in the year's rates file (`rates/2025.ts`, `rates/2026.ts`):
 * - the assurance chômage and the AGS, employer contributions on the pay up to 4 PMSS (Code du travail art.
 *   L5422-13, L5422-9, L3253-6 and L3253-18): 4,05 % then 4,00 % from May 2025, and 0,25 %;
 * - the contribution au dialogue social, 0,016 % (Code du travail art. L2135-15-1 and D2135-34);
 * - in 2025 only, the maladie employer rate of 7 % instead of 13 % on pay not exceeding 2,25 SMIC and the
 *   allocations familiales rate of 3,45 % instead of 5,25 % on pay not exceeding 3,3 SMIC (CSS art.
 *   L241-2-1 and L241-6-1 as amended by the LFSS 2025, décret n° 2025-318), both ended on 1 January 2026;
 * - the general reduction of employer contributions (CSS art. L241-13, D241-7; see general-reduction.ts): the
 *   réduction générale in 2025, the réduction générale dégressive unique from 2026, with the SMIC of the
 *   month, printed as a negative employer line under « Exonérations de cotisations employeur »;
 * - a non-cadre pays no Apec and has no cadre prévoyance; a cadre pays the Apec (ANI du 12 juillet 2011) and is
 *   owed the 1,50 % cadre prévoyance on tranche 1 (ANI du 17 novembre 2017), which `cadrePrevoyance`
 *   (default true for a cadre) lets a simulation leave out;
 * - part time (`workingTimeRatio`): the plafond de la sécurité sociale is prorated to the working time (CSS
 *   art. R242-2), and with it every tranche and ceiling (vieillesse plafonnée, Agirc-Arrco tranches, Fnal,
 *   assurance chômage and AGS, Apec, CSG/CRDS abattement, cadre prévoyance), as are the SMIC thresholds of
 *   the reduced rates and of the general reduction (CSS art. D241-7 IV).
 *
 * Out of scope, as for the officer: Alsace-Moselle and overseas regimes (Lodeom), overtime, absences and
 * activité partielle, benefits in kind, apprentices and other specific contracts (CDD contributions,
 * contrats aidés), the JEI and other exemptions, the bonus-malus modulation of the assurance chômage rate
 * (Code du travail art. L5422-12), and the yearly regularisation of the reduction when the pay varies. The
 * reduction's maximum assumes an AT/MP rate at least its AT/MP part (CSS art. D241-2-4: 0,46 % then 0,50 %
 * in 2025, 0,49 % in 2026), which no rate of the general scheme undercuts; below it, D241-7 III would lower
 * Tdelta.
 *
 * The lines, bases and roundings are shared with the officer's payslip: see compute-payslip.ts.
 */
import { computePayslip } from './compute-payslip.ts';
import type { EmployeePayslip, EmployeePayslipInput } from './employee-payslip-types.ts';
import { EMPLOYEE_STATUSES } from './employee-payslip-types.ts';
import { COEFFICIENT_UNITS } from './general-reduction.ts';

/** Computes an employee's payslip for one month; a RangeError for a year without rates or an invalid input. */
export function computeEmployeePayslip(input: EmployeePayslipInput): EmployeePayslip {
  const { status } = input;
  if (!EMPLOYEE_STATUSES.includes(status)) {
    throw new RangeError(`payroll-calc: status must be 'non-cadre' or 'cadre', got ${String(status)}`);
  }
  const workingTimeRatio = input.workingTimeRatio ?? 1;
  if (!Number.isFinite(workingTimeRatio) || workingTimeRatio <= 0 || workingTimeRatio > 1) {
    throw new RangeError(
      `payroll-calc: workingTimeRatio must be above 0 and at most 1 (full time), got ${workingTimeRatio}`,
    );
  }
  const cadre = status === 'cadre';
  const computed = computePayslip(input, {
    employee: true,
    cadre,
    cadrePrevoyance: cadre && (input.cadrePrevoyance ?? true),
    workingTimeRatio,
    ...(input.daysEmployed === undefined ? {} : { daysEmployed: input.daysEmployed }),
  });
  return {
    ...computed.payslip,
    status,
    workingTimeRatio,
    proratedPmssCents: computed.proratedPmssCents,
    smicCents: computed.smicCents,
    reductionCoefficient: computed.reductionCoefficientUnits / COEFFICIENT_UNITS,
    reductionCents: computed.reductionCents,
  };
}

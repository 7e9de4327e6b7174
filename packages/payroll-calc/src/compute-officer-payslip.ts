/**
 * An officer's monthly payslip (mandataire social assimilé salarié: président or directeur général of a
 * SAS, SASU or SA, gérant minoritaire, égalitaire or non associé of a SARL), to the cent.
 *
 * How the regime differs from an ordinary employee's, for the same gross pay. The officer is affiliated
 * to the régime général (CSS art. L311-3, 11°, 12° and 23°) and to Agirc-Arrco as a cadre, but holds a
 * mandate, not an employment contract (Urssaf, « Les dirigeants assimilés salariés »). Hence:
 * - no assurance chômage and no AGS: both are due for employees under an employment contract (Code du
 *   travail art. L5422-13, L3253-6 and L3253-18);
 * - no réduction générale of employer contributions (CSS art. L241-13): it applies to the pay of employees
 *   the employer must insure against unemployment (L5422-13), never to an officer's;
 * - no reduced maladie rate (CSS art. L241-2-1) nor reduced allocations familiales rate (CSS art.
 *   L241-6-1), under the same condition: an officer pays 13 % and 5,25 % on the whole pay;
 * - no contribution au dialogue social (Code du travail art. L2135-15-1, ex-L2135-10: due on the pay of
 *   employees; the official model makes it non-applicable to officers too);
 * - the 1,50 % cadre prévoyance is owed to cadre employees (ANI du 17 novembre 2017); an officer has it
 *   only if the company's plan covers them: the `cadrePrevoyance` input;
 * - as a cadre for Agirc-Arrco, the officer pays the Apec contribution;
 * - no working-time rules (overtime, part time, activité partielle): the whole monthly plafond applies.
 *
 * The lines, bases and roundings are shared with the employee's payslip: see compute-payslip.ts.
 */
import { computePayslip } from './compute-payslip.ts';
import type { OfficerPayslip, OfficerPayslipInput } from './officer-payslip-types.ts';

/** Computes an officer's payslip for one month; a RangeError for a year without rates or an invalid input. */
export function computeOfficerPayslip(input: OfficerPayslipInput): OfficerPayslip {
  return computePayslip(input, {
    employee: false,
    cadre: true,
    cadrePrevoyance: input.cadrePrevoyance ?? false,
    workingTimeRatio: 1,
  }).payslip;
}

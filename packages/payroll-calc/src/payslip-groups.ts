import { PAYSLIP_RISKS } from './officer-payslip-types.ts';
import type { PayslipLine, PayslipRisk } from './officer-payslip-types.ts';

/** The lines of one risk with their subtotals, as a bulletin clarifié prints a group. */
export interface PayslipLineGroup {
  /** The group's heading. */
  risk: PayslipRisk;
  /** Its lines, in payslip order. */
  lines: PayslipLine[];
  /** Sum of the lines' employee amounts, in cents. */
  employeeAmountCents: number;
  /** Sum of the lines' employer amounts, in cents. */
  employerAmountCents: number;
}

/**
 * The lines grouped by risk in the bulletin clarifié's order, empty groups left out. A bulletin clarifié
 * prints "Autres contributions dues par l'employeur" as one amount: the group's employer subtotal.
 */
export function groupPayslipLinesByRisk(lines: readonly PayslipLine[]): PayslipLineGroup[] {
  const groups: PayslipLineGroup[] = [];
  for (const risk of PAYSLIP_RISKS) {
    const inRisk = lines.filter((line) => line.risk === risk);
    if (inRisk.length === 0) continue;
    let employeeAmountCents = 0;
    let employerAmountCents = 0;
    for (const line of inRisk) {
      employeeAmountCents += line.employeeAmountCents;
      employerAmountCents += line.employerAmountCents;
    }
    groups.push({ risk, lines: inRisk, employeeAmountCents, employerAmountCents });
  }
  return groups;
}

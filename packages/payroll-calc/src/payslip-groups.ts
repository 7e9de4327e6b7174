import { PAYSLIP_RISKS } from './payslip-types.ts';
import type { PayslipLine } from './payslip-types.ts';

/** What grouping needs of a line: computed here, or stored with a payslip (where risk is a string). */
export interface GroupableLine {
  risk: string;
  employeeAmountCents: number;
  employerAmountCents: number;
}

/** The lines of one risk with their subtotals, as a bulletin clarifié prints a group. */
export interface PayslipLineGroup<Line extends GroupableLine = PayslipLine> {
  /** The group's heading. */
  risk: Line['risk'];
  /** Its lines, in payslip order. */
  lines: Line[];
  /** Sum of the lines' employee amounts, in cents. */
  employeeAmountCents: number;
  /** Sum of the lines' employer amounts, in cents. */
  employerAmountCents: number;
}

/**
 * The lines grouped by risk in the bulletin clarifié's order, empty groups left out. A bulletin clarifié
 * prints "Autres contributions dues par l'employeur" as one amount: the group's employer subtotal.
 * Lines stored by an older or newer version may carry a risk this one does not know: their groups
 * follow the known ones, in the order first met, so that no line is ever left out.
 */
export function groupPayslipLinesByRisk<Line extends GroupableLine = PayslipLine>(
  lines: readonly Line[],
): PayslipLineGroup<Line>[] {
  const known: readonly string[] = PAYSLIP_RISKS;
  const unknown = [...new Set(lines.map((line) => line.risk).filter((risk) => !known.includes(risk)))];
  const groups: PayslipLineGroup<Line>[] = [];
  for (const risk of [...known, ...unknown]) {
    const inRisk = lines.filter((line) => line.risk === risk);
    const first = inRisk[0];
    if (!first) continue;
    let employeeAmountCents = 0;
    let employerAmountCents = 0;
    for (const line of inRisk) {
      employeeAmountCents += line.employeeAmountCents;
      employerAmountCents += line.employerAmountCents;
    }
    groups.push({ risk: first.risk, lines: inRisk, employeeAmountCents, employerAmountCents });
  }
  return groups;
}

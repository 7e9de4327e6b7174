import { formatLetterDate, formatLetterMoney } from '@dirigeo/letter-templates';
import { formatPeriod, type PayslipView } from '@dirigeo/schemas';

/**
 * What the server knows of an end-of-contract document, as the letter templates' fields
 * (`certificat-de-travail`, `recu-pour-solde-de-tout-compte`) take it: strings, dates 'YYYY-MM-DD',
 * euros as typed in a form ('2450,00'). Pure: the domain function reads the rows, these write the fields.
 */

/** The parties and the signatory, common to both documents (the standard fields of an employer's letter). */
export interface EndOfContractParties {
  employer: { name: string; street: string; postalCode: string; city: string; siret: string | null };
  /** The officer who signs, and their quality (« Président »), the function given at registration. */
  signatory: { name: string; position: string };
  employee: { name: string; street: string; postalCode: string; city: string };
}

export function partyValues({ employer, signatory, employee }: EndOfContractParties): Record<string, string> {
  return {
    employeurNom: employer.name,
    employeurAdresse: `${employer.street}\n${employer.postalCode} ${employer.city}`,
    ...(employer.siret ? { employeurSiret: employer.siret } : {}),
    signataireNom: signatory.name,
    signataireQualite: signatory.position,
    salarieNom: employee.name,
    salarieAdresse: `${employee.street}\n${employee.postalCode} ${employee.city}`,
  };
}

/** The contract as the certificate states it (D1234-6: the dates, the jobs and their periods). */
export interface ContractFacts {
  jobTitle: string;
  contractStart: string;
  contractEnd: string;
}

/** « Assistante de direction, du 1er septembre 2026 au 30 juin 2027 »: the one job the contract records. */
export function certificateValues(contract: ContractFacts): Record<string, string> {
  return {
    dateEntree: contract.contractStart,
    dateSortie: contract.contractEnd,
    emplois: `${contract.jobTitle}, du ${formatLetterDate(contract.contractStart)} au ${formatLetterDate(contract.contractEnd)}`,
  };
}

/** Cents as the letter templates' money fields read euros: '2450,00'. */
function eurosText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** « 2 450,00 € », as the letter prints its amounts. */
function money(cents: number): string {
  return formatLetterMoney(eurosText(cents));
}

/** The day of a month as a French date writes it: « 1er », « 15 ». */
function dayOf(isoDate: string): string {
  const day = Number(isoDate.slice(8, 10));
  return day === 1 ? '1er' : String(day);
}

/**
 * The days of the last month the contract covers: from the first of the month, or the contract's
 * start when it began that month, to its end.
 */
function lastMonthPeriod(contractStart: string, contractEnd: string): { from: string; to: string } {
  const firstOfMonth = `${contractEnd.slice(0, 7)}-01`;
  return { from: contractStart > firstOfMonth ? contractStart : firstOfMonth, to: contractEnd };
}

/** The last month's finalised payslip, as it was frozen (what the employee received and can read). */
export interface FinalPayslip {
  month: number;
  year: number;
  grossSalaryCents: number;
  paymentDate: string | null;
  /** Its table and summary as frozen. */
  view: Pick<PayslipView, 'rows' | 'summary'>;
}

/** « juin 2026 ». */
export function monthLabel(month: number, year: number): string {
  return formatPeriod(month, year).toLowerCase();
}

/** The payslip table's row that totals the gross (after its build-up, when the month had pay elements). */
const GROSS_ROW_LABEL = 'Rémunération brute';

/** A row paid to the employee on its own: an amount, no base and no rate (so not a contribution). */
function isPaidAmount(row: PayslipView['rows'][number]): row is PayslipView['rows'][number] & {
  employeeAmountCents: number;
} {
  return (
    row.kind === 'item' &&
    row.employeeAmountCents !== null &&
    row.employeeAmountCents > 0 &&
    row.baseCents === null &&
    row.employeeRatePercent === null
  );
}

/**
 * The receipt's sums, read from the last payslip as it was frozen and never recomputed: the salary
 * of the days worked that month (« Salaire du 1er au 30 juin 2026 : 2 450,00 € brut »), then each
 * element the payslip added to the gross beyond it (a bonus, an indemnity: « … brut »), then each
 * amount it paid outside the contributions (a refund, « Autres ajouts »), and `montantNet`, the
 * amount it printed as paid to the employee (« Net payé »). The salary is the gross less the elements
 * listed, so that the gross lines add up to the payslip's gross.
 */
export function receiptValues(contract: ContractFacts, payslip: FinalPayslip): Record<string, string> {
  const period = lastMonthPeriod(contract.contractStart, contract.contractEnd);
  const rows = payslip.view.rows;
  const grossIndex = Math.max(
    0,
    rows.findIndex((row) => row.label === GROSS_ROW_LABEL),
  );
  // Before the gross's total: its base pay first, then the elements (a negative one, days off, stays in the salary).
  const grossElements = rows.slice(1, grossIndex).filter(isPaidAmount);
  const afterContributions = rows.slice(grossIndex + 1).filter(isPaidAmount);
  const salaryCents =
    payslip.grossSalaryCents - grossElements.reduce((sum, row) => sum + row.employeeAmountCents, 0);
  const lines = [
    `Salaire du ${dayOf(period.from)} au ${formatLetterDate(period.to)} : ${money(salaryCents)} brut`,
    ...grossElements.map((row) => `${row.label} : ${money(row.employeeAmountCents)} brut`),
    ...afterContributions.map((row) => `${row.label} : ${money(row.employeeAmountCents)}`),
  ];
  const netPaid = payslip.view.summary.find((line) => line.emphasis);
  return {
    dateFinContrat: contract.contractEnd,
    sommes: lines.join('\n'),
    ...(netPaid ? { montantNet: eurosText(netPaid.amountCents) } : {}),
  };
}

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
export function eurosText(cents: number): string {
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
export function lastMonthPeriod(contractStart: string, contractEnd: string): { from: string; to: string } {
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

/**
 * The receipt's sums, read from the last payslip and never recomputed: its gross salary for the
 * days worked that month (« Salaire du 1er au 30 juin 2026 : 2 450,00 € brut »), then each other
 * amount it paid beyond the pay and outside the contributions (its additions: an indemnity, a
 * refund), and `montantNet`, the amount it printed as paid to the employee (« Net payé »).
 */
export function receiptValues(contract: ContractFacts, payslip: FinalPayslip): Record<string, string> {
  const period = lastMonthPeriod(contract.contractStart, contract.contractEnd);
  const lines = [
    `Salaire du ${dayOf(period.from)} au ${formatLetterDate(period.to)} : ${money(payslip.grossSalaryCents)} brut`,
  ];
  // The table's first row is the gross; the contributions have a base or a rate; what is left and
  // paid to the employee (« Autres ajouts », an indemnity) is a sum of its own.
  for (const row of payslip.view.rows.slice(1)) {
    const paid =
      row.kind === 'item' &&
      row.employeeAmountCents !== null &&
      row.employeeAmountCents > 0 &&
      row.baseCents === null &&
      row.employeeRatePercent === null;
    if (paid && row.employeeAmountCents !== null)
      lines.push(`${row.label} : ${money(row.employeeAmountCents)}`);
  }
  const netPaid = payslip.view.summary.find((line) => line.emphasis);
  return {
    dateFinContrat: contract.contractEnd,
    sommes: lines.join('\n'),
    ...(netPaid ? { montantNet: eurosText(netPaid.amountCents) } : {}),
  };
}

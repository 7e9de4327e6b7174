import { LEDGER_PAY_ELEMENT_COLUMNS, type Ledger, type LedgerAmounts } from '@dirigeo/schemas';

/**
 * The ledger as one table, for the files (CSV, XLSX): its headers, and each row's cells in the same
 * order. Amounts in cents (null: not known, left blank); the employee's contributions are written as
 * positive amounts, what is withheld.
 */
export interface LedgerTable {
  headers: string[];
  /** How many leading text columns (period, officer, payment date) come before the amounts. */
  textColumns: number;
  rows: (string | number | null)[][];
  totals: (string | number | null)[];
}

function amounts(ledger: Ledger, values: LedgerAmounts): (number | null)[] {
  const contributions = ledger.columns.flatMap((column, index) => {
    const cell = values.contributions[index];
    return [
      ...(column.employee ? [cell?.employeeCents ?? null] : []),
      ...(column.employer ? [cell?.employerCents ?? null] : []),
    ];
  });
  return [
    values.grossCents,
    ...contributions,
    values.employeeContributionsCents,
    values.employerContributionsCents,
    values.otherDeductionsCents,
    values.otherAdditionsCents,
    ...(ledger.payElements ? LEDGER_PAY_ELEMENT_COLUMNS.map(({ key }) => values.payElements[key]) : []),
    values.netBeforeTaxCents,
    values.netTaxableCents,
    values.netSocialCents,
    values.pasCents,
    values.netPaidCents,
    values.employerCostCents,
  ];
}

export function ledgerTable(ledger: Ledger): LedgerTable {
  const headers = [
    'Période',
    'Dirigeant',
    'Date de paiement',
    'Salaire brut',
    ...ledger.columns.flatMap((column) => [
      ...(column.employee ? [`${column.risk} – part salariale`] : []),
      ...(column.employer ? [`${column.risk} – part patronale`] : []),
    ]),
    'Total cotisations salariales',
    'Total cotisations patronales',
    'Autres retenues',
    'Autres ajouts',
    ...(ledger.payElements ? LEDGER_PAY_ELEMENT_COLUMNS.map(({ label }) => label) : []),
    'Net à payer avant impôt',
    'Net imposable',
    'Montant net social',
    'Prélèvement à la source',
    'Net payé',
    'Coût employeur',
  ];
  return {
    headers,
    textColumns: 3,
    rows: ledger.rows.map((row) => [
      row.periodLabel,
      row.employeeName,
      row.paymentDate,
      ...amounts(ledger, row),
    ]),
    totals: ['Total', null, null, ...amounts(ledger, ledger.totals)],
  };
}

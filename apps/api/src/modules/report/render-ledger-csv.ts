import type { Ledger } from '@dirigeo/schemas';
import { frenchDate, frenchDecimal, toFrenchCsv } from './csv.ts';
import { ledgerTable } from './ledger-table.ts';

/** The ledger as CSV: one line per payslip, then the totals. */
export function renderLedgerCsv(ledger: Ledger): Buffer {
  const table = ledgerTable(ledger);
  const cell = (value: string | number | null, index: number) => {
    if (value === null) return '';
    if (typeof value === 'number') return frenchDecimal(value);
    return index === 2 ? frenchDate(value) : value;
  };
  return toFrenchCsv([
    table.headers,
    ...table.rows.map((row) => row.map(cell)),
    ...(table.rows.length > 0 ? [table.totals.map(cell)] : []),
  ]);
}

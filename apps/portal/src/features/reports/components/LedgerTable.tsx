import { LEDGER_PAY_ELEMENT_COLUMNS, type Ledger, type LedgerAmounts } from '@dirigeo/schemas';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@dirigeo/ui';
import { formatCents } from '../../../lib/format.ts';
import * as styles from './Reports.css.ts';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** The columns the screen shows per payslip; the files carry every group's detail as well. */
const BASE_COLUMNS: { label: string; pick: (values: LedgerAmounts) => number | null }[] = [
  { label: 'Brut', pick: (values) => values.grossCents },
  { label: 'Cotisations salariales', pick: (values) => values.employeeContributionsCents },
  { label: 'Cotisations patronales', pick: (values) => values.employerContributionsCents },
  { label: 'Net avant impôt', pick: (values) => values.netBeforeTaxCents },
  { label: 'Net social', pick: (values) => values.netSocialCents },
  { label: 'Prélèvement à la source', pick: (values) => values.pasCents },
  { label: 'Net payé', pick: (values) => values.netPaidCents },
  { label: 'Coût employeur', pick: (values) => values.employerCostCents },
];

/**
 * The payroll ledger on screen: a row per finalised payslip and the totals (on a phone each row is a
 * card of labelled figures), then the contributions of the period by group of the bulletin clarifié.
 */
export function LedgerTable({ ledger }: { ledger: Ledger }) {
  // The pay elements' columns, after the gross, when a payslip of the period has some.
  const COLUMNS = ledger.payElements
    ? [
        ...BASE_COLUMNS.slice(0, 1),
        ...LEDGER_PAY_ELEMENT_COLUMNS.map(({ key, label }) => ({
          label,
          pick: (values: LedgerAmounts) => values.payElements[key],
        })),
        ...BASE_COLUMNS.slice(1),
      ]
    : BASE_COLUMNS;
  return (
    <div className={styles.stack}>
      <Table stacked>
        <TableCaption>Journal de paie {ledger.periodLabel}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Période</TableHead>
            <TableHead>Dirigeant</TableHead>
            {COLUMNS.map((column) => (
              <TableHead key={column.label} className={styles.amount}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {ledger.rows.map((row) => (
            <TableRow key={row.payslipId}>
              <TableCell label="Période" className={styles.nowrap}>
                {row.periodLabel}
              </TableCell>
              <TableCell label="Dirigeant">{row.employeeName}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.label} label={column.label} className={styles.amount}>
                  {money(column.pick(row))}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow className={styles.totalRow}>
            <TableCell label="Période">Total</TableCell>
            <TableCell label="Bulletins">
              {ledger.rows.length} bulletin{ledger.rows.length > 1 ? 's' : ''}
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} label={column.label} className={styles.amount}>
                {money(column.pick(ledger.totals))}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
      {ledger.notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
      {ledger.columns.length > 0 ? (
        <details className={styles.details}>
          <summary className={styles.detailsSummary}>Cotisations de la période par groupe de risque</summary>
          <Table stacked>
            <TableCaption>Cotisations {ledger.periodLabel}, groupées comme sur le bulletin</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Groupe</TableHead>
                <TableHead className={styles.amount}>Part salariale</TableHead>
                <TableHead className={styles.amount}>Part patronale</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.columns.map((column, index) => {
                const total = ledger.totals.contributions[index];
                return (
                  <TableRow key={column.risk}>
                    <TableCell label="Groupe">{column.risk}</TableCell>
                    <TableCell label="Part salariale" className={styles.amount}>
                      {column.employee ? money(total?.employeeCents ?? null) : '—'}
                    </TableCell>
                    <TableCell label="Part patronale" className={styles.amount}>
                      {column.employer ? money(total?.employerCents ?? null) : '—'}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </details>
      ) : null}
    </div>
  );
}

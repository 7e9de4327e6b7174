import { formatPeriod, type Payslip } from '@dirigeo/schemas';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@dirigeo/ui';
import type { ReactNode } from 'react';
import { formatEuros } from '../format.ts';
import { PayslipStatusBadge } from './PayslipStatusBadge.tsx';
import * as styles from './PayslipTable.css.ts';

/**
 * The amount columns a payslip table can show, with their headers (spec 000 §2). `netSalary` is the
 * net before income tax: beside the month's « Net payé » (after the PAS) a bare « Net » read as the
 * same figure with another value.
 */
const AMOUNT_COLUMNS = {
  grossSalary: 'Brut',
  socialContributions: 'Charges',
  netSalary: 'Net avant impôt',
} as const;
export type PayslipAmountColumn = keyof typeof AMOUNT_COLUMNS;

interface PayslipTableProps {
  payslips: readonly Payslip[];
  /** The amounts shown, in this order: the history shows all three, the dashboard the net. */
  amounts: readonly PayslipAmountColumn[];
  /** The actions of a row (view, download, delete…), given its period ('Mars 2026') for their names. */
  actions: (payslip: Payslip, period: string) => ReactNode;
  /** What the table says when there is no row (a search that matches nothing). */
  noRows?: ReactNode;
  'aria-label': string;
}

/** Whether the payslips are of several people (the officer's and the staff's): then each row names its person. */
function severalPeople(payslips: readonly Payslip[]): boolean {
  return payslips.some((payslip) => payslip.employeeId !== null);
}

/**
 * The payslips as a table: Période, Statut, the amounts and the actions. On a phone each payslip is
 * a card with every column, never a sideways scroll (the history and the dashboard alike).
 */
export function PayslipTable({ payslips, amounts, actions, noRows, 'aria-label': label }: PayslipTableProps) {
  const showPerson = severalPeople(payslips);
  return (
    <div className={styles.frame}>
      <Table stacked aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>Période</TableHead>
            {showPerson ? <TableHead>Personne</TableHead> : null}
            <TableHead>Statut</TableHead>
            {amounts.map((column) => (
              <TableHead key={column} className={styles.amount}>
                {AMOUNT_COLUMNS[column]}
              </TableHead>
            ))}
            <TableHead className={styles.actions}>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payslips.length === 0 && noRows ? (
            <TableRow>
              <TableCell colSpan={amounts.length + (showPerson ? 4 : 3)} className={styles.noRows}>
                {noRows}
              </TableCell>
            </TableRow>
          ) : (
            payslips.map((payslip) => {
              const period = formatPeriod(payslip.month, payslip.year);
              return (
                <TableRow key={payslip.id}>
                  <TableCell className={styles.period}>{period}</TableCell>
                  {showPerson ? <TableCell label="Personne">{payslip.personName}</TableCell> : null}
                  <TableCell label="Statut">
                    <PayslipStatusBadge status={payslip.status} />
                  </TableCell>
                  {amounts.map((column) => (
                    <TableCell key={column} label={AMOUNT_COLUMNS[column]} className={styles.amount}>
                      {formatEuros(payslip[column])}
                    </TableCell>
                  ))}
                  <TableCell className={styles.actions}>
                    <div className={styles.actionButtons}>
                      {actions(payslip, showPerson ? `${period}, ${payslip.personName}` : period)}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}

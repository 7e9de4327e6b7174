import { formatPeriod } from '@dirigeo/schemas';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dirigeo/ui';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { periodKey, useMonthPayroll } from '../../../lib/api/payslips/get-month-payroll.ts';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { PayslipStatusBadge } from '../../../lib/payslips/PayslipStatusBadge.tsx';
import * as styles from './MonthPayroll.css.ts';

/**
 * The month's payroll (issue 25): its gross and employer cost per person (the officer and the staff)
 * and in all, as the server sums the stored payslips. The finalised payslips make the totals; the
 * drafts are counted apart, since they may still change.
 */
export function MonthPayroll({ period }: { period: { year: number; month: number } }) {
  const payroll = useMonthPayroll(periodKey(period));
  const label = formatPeriod(period.month, period.year);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Masse salariale · {label}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {payroll.isPending ? (
          <p className={styles.muted}>Chargement…</p>
        ) : payroll.isError ? (
          <p role="alert">Impossible de charger la masse salariale : {errorMessage(payroll.error)}</p>
        ) : payroll.data.people.length === 0 ? (
          <p className={styles.muted}>
            Aucun bulletin pour {label.toLowerCase()}.{' '}
            <Link to={paths.payslips}>Préparer les bulletins du mois</Link>
          </p>
        ) : (
          <>
            <dl className={styles.totals}>
              <div className={styles.figure}>
                <dt className={styles.label}>Salaires bruts (finalisés)</dt>
                <dd className={styles.value}>{formatCents(payroll.data.finalised.grossCents)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.label}>Coût employeur (finalisés)</dt>
                <dd className={styles.value}>{formatCents(payroll.data.finalised.employerCostCents)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.label}>Coût employeur, brouillons compris</dt>
                <dd className={styles.value}>{formatCents(payroll.data.withDrafts.employerCostCents)}</dd>
              </div>
            </dl>
            {payroll.data.withDrafts.employerCostIncomplete ? (
              <p className={styles.muted}>
                Un bulletin saisi sans calcul des cotisations n’a pas de coût employeur : il n’est pas compté.
              </p>
            ) : null}
            <Table stacked aria-label={`Masse salariale de ${label.toLowerCase()} par personne`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Personne</TableHead>
                  <TableHead>Statut</TableHead>
                  <TableHead className={styles.amount}>Brut</TableHead>
                  <TableHead className={styles.amount}>Coût employeur</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payroll.data.people.map((person) => (
                  <TableRow key={person.payslipId}>
                    <TableCell>
                      <Link to={paths.payslip(person.payslipId)}>{person.personName}</Link>
                    </TableCell>
                    <TableCell label="Statut">
                      <PayslipStatusBadge status={person.status} />
                    </TableCell>
                    <TableCell label="Brut" className={styles.amount}>
                      {formatCents(person.grossCents)}
                    </TableCell>
                    <TableCell label="Coût employeur" className={styles.amount}>
                      {person.employerCostCents === null
                        ? 'non calculé'
                        : formatCents(person.employerCostCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

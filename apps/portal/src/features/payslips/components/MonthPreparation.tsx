import { formatPeriod, type MonthPayslips } from '@dirigeo/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@dirigeo/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { periodKey, useMonthPayroll } from '../../../lib/api/payslips/get-month-payroll.ts';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePlanGate } from '../../../lib/plan-gate.ts';
import { PayslipStatusBadge } from '../../../lib/payslips/PayslipStatusBadge.tsx';
import { useFinaliseMonth } from '../api/finalise-month.ts';
import { usePrepareMonth } from '../api/prepare-month.ts';
import * as styles from './MonthPreparation.css.ts';

/** 'Novembre 2026' of 'YYYY-MM'. */
function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return formatPeriod(month ?? 1, year ?? 0);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** What a run did, in one sentence, then each person it could not handle with the reason. */
function Outcomes({ result }: { result: MonthPayslips }) {
  const count = (outcome: string) => result.people.filter((person) => person.outcome === outcome).length;
  const parts = [
    count('created') > 0 ? plural(count('created'), 'brouillon créé', 'brouillons créés') : null,
    count('existing') > 0
      ? plural(count('existing'), 'bulletin déjà établi', 'bulletins déjà établis')
      : null,
    count('finalised') > 0 ? plural(count('finalised'), 'bulletin finalisé', 'bulletins finalisés') : null,
  ].filter(Boolean);
  const refused = result.people.filter((person) => person.reason !== null);
  return (
    <div role="status">
      <p>
        {periodLabel(result.period)} : {parts.length > 0 ? parts.join(', ') : 'aucun bulletin'}.
      </p>
      {refused.length > 0 ? (
        <ul className={styles.outcomes}>
          {refused.map((person) => (
            <li key={person.employeeId ?? 'officer'}>
              <strong>{person.personName}</strong> : {person.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * « Préparer les bulletins du mois » (issue 25): one action drafts the month's payslip of every
 * active person (the officer and the staff) from their contract and last month; the officer reviews
 * each draft (its page: bonus, absence, hours, rate) and finalises them one by one or all at once.
 */
export function MonthPreparation({ initialPeriod }: { initialPeriod: { year: number; month: number } }) {
  const [period, setPeriod] = useState(periodKey(initialPeriod));
  const [result, setResult] = useState<MonthPayslips | null>(null);
  const [confirming, setConfirming] = useState(false);
  const gate = usePlanGate('staffPayroll');
  const payroll = useMonthPayroll(period);
  const prepare = usePrepareMonth();
  const finalise = useFinaliseMonth();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(period);
  const label = valid ? periodLabel(period) : '';
  const drafts = payroll.data?.people.filter((person) => person.status === 'draft') ?? [];
  // A 0 % withholding rate is named before it goes on a legal document (issue 24).
  const zeroRate = drafts.filter((person) => person.pasRatePercent === 0);

  const failure = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Bulletins du mois</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className={styles.intro}>
          Préparez en une fois le brouillon de chaque personne : le vôtre, repris de votre dernier bulletin,
          et celui de chaque salarié dont le contrat couvre le mois, au salaire de son contrat. Revoyez chaque
          brouillon (prime, absence, taux de prélèvement), puis finalisez-les un par un ou tous ensemble.
        </p>
        <div className={styles.toolbar}>
          <div className={styles.periodField}>
            <Label htmlFor="month-period">Mois</Label>
            <Input
              id="month-period"
              type="month"
              value={period}
              onChange={(event) => {
                setPeriod(event.target.value);
                setResult(null);
              }}
            />
          </div>
          <Button
            type="button"
            disabled={!valid || prepare.isPending || gate.state !== 'open'}
            onClick={() =>
              prepare.mutate(period, {
                onSuccess: setResult,
                onError: failure('Impossible de préparer les bulletins'),
              })
            }
          >
            {prepare.isPending ? 'Préparation…' : 'Préparer les bulletins du mois'}
          </Button>
        </div>
        {gate.state === 'locked' ? <p className={styles.muted}>{gate.message}</p> : null}
        {result ? <Outcomes result={result} /> : null}

        {!valid ? (
          <p className={styles.error}>Choisissez un mois.</p>
        ) : payroll.isPending ? (
          <p className={styles.muted}>Chargement des bulletins de {label.toLowerCase()}…</p>
        ) : payroll.isError ? (
          <p role="alert">Impossible de charger les bulletins du mois : {errorMessage(payroll.error)}</p>
        ) : payroll.data.people.length === 0 ? (
          <p className={styles.muted}>Aucun bulletin pour {label.toLowerCase()}.</p>
        ) : (
          <>
            <Table stacked aria-label={`Bulletins de ${label.toLowerCase()}`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Personne</TableHead>
                  <TableHead>Statut</TableHead>
                  <TableHead className={styles.amount}>Brut</TableHead>
                  <TableHead className={styles.amount}>Net payé</TableHead>
                  <TableHead className={styles.amount}>Coût employeur</TableHead>
                  <TableHead>Action</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payroll.data.people.map((person) => (
                  <TableRow key={person.payslipId}>
                    <TableCell>{person.personName}</TableCell>
                    <TableCell label="Statut">
                      <PayslipStatusBadge status={person.status} />
                    </TableCell>
                    <TableCell label="Brut" className={styles.amount}>
                      {formatCents(person.grossCents)}
                    </TableCell>
                    <TableCell label="Net payé" className={styles.amount}>
                      {formatCents(person.netPaidCents)}
                    </TableCell>
                    <TableCell label="Coût employeur" className={styles.amount}>
                      {person.employerCostCents === null
                        ? 'non calculé'
                        : formatCents(person.employerCostCents)}
                    </TableCell>
                    <TableCell label="Action">
                      <Link
                        to={paths.payslip(person.payslipId)}
                        aria-label={`${person.status === 'draft' ? 'Revoir' : 'Voir'} le bulletin de ${person.personName}`}
                      >
                        {person.status === 'draft' ? 'Revoir' : 'Voir'}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow className={styles.total}>
                  <TableCell>Total du mois</TableCell>
                  <TableCell label="Bulletins">
                    {plural(payroll.data.withDrafts.count, 'bulletin', 'bulletins')}
                  </TableCell>
                  <TableCell label="Brut" className={styles.amount}>
                    {formatCents(payroll.data.withDrafts.grossCents)}
                  </TableCell>
                  <TableCell label="Net payé" className={styles.amount}>
                    {formatCents(payroll.data.withDrafts.netPaidCents)}
                  </TableCell>
                  <TableCell label="Coût employeur" className={styles.amount}>
                    {formatCents(payroll.data.withDrafts.employerCostCents)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
            <div className={styles.footer}>
              {drafts.length > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={finalise.isPending || gate.state !== 'open'}
                  onClick={() => setConfirming(true)}
                >
                  {finalise.isPending
                    ? 'Finalisation…'
                    : `Finaliser les ${plural(drafts.length, 'brouillon', 'brouillons')}`}
                </Button>
              ) : (
                <p className={styles.muted}>Tous les bulletins du mois sont finalisés.</p>
              )}
            </div>
          </>
        )}
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Finaliser les bulletins de {label.toLowerCase()} ?</AlertDialogTitle>
              <AlertDialogDescription>
                {plural(
                  drafts.length,
                  'brouillon sera recalculé et figé',
                  'brouillons seront recalculés et figés',
                )}{' '}
                avec leur date de paiement : un bulletin finalisé ne se modifie plus.
                {zeroRate.length > 0
                  ? ` Taux de prélèvement à la source de 0 % (aucun impôt retenu) : ${zeroRate
                      .map((person) => person.personName)
                      .join(', ')} ; vérifiez ce taux avant de finaliser.`
                  : null}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <AlertDialogAction
                onClick={() =>
                  finalise.mutate(
                    { period },
                    { onSuccess: setResult, onError: failure('Impossible de finaliser les bulletins') },
                  )
                }
              >
                Finaliser
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

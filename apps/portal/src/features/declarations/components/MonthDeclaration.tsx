import {
  DECLARATION_ORGANISM_LABELS,
  DECLARATION_STATUS_LABELS,
  type Declaration,
  type DeclarationSummary,
} from '@dirigeo/schemas';
import { Badge, Button, Card, CardContent, CardHeader, toast } from '@dirigeo/ui';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeclaration } from '../api/get-declaration.ts';
import { useDownloadDeclaration } from '../api/download-declaration.ts';
import { usePrepareDeclaration } from '../api/prepare-declaration.ts';
import { FIX_LINKS, longDate, periodLabel, STATUS_BADGE } from '../declaration-texts.ts';
import * as styles from './Declarations.css.ts';
import { DepositForm } from './DepositForm.tsx';

function PrepareButton({ period, again }: { period: string; again: boolean }) {
  const prepare = usePrepareDeclaration();
  return (
    <Button
      type="button"
      variant={again ? 'outline' : 'primary'}
      disabled={prepare.isPending}
      onClick={() =>
        prepare.mutate(period, {
          onSuccess: (declaration) =>
            toast({
              title: declaration.status === 'ready' ? 'Déclaration prête' : 'Déclaration à corriger',
              variant: declaration.status === 'ready' ? 'success' : 'default',
            }),
          onError: (error) =>
            toast({
              title: 'Préparation impossible',
              description: errorMessage(error),
              variant: 'destructive',
            }),
        })
      }
    >
      {prepare.isPending ? 'Préparation…' : again ? 'Préparer de nouveau' : 'Préparer la déclaration'}
    </Button>
  );
}

function Details({ declaration }: { declaration: Declaration }) {
  const download = useDownloadDeclaration();
  const errors = declaration.findings.filter((finding) => finding.severity === 'error');
  const warnings = declaration.findings.filter((finding) => finding.severity === 'warning');
  const downloadable = declaration.status === 'ready' || declaration.status === 'deposited';
  // One column less on a phone when every organism is due the same day (the usual case).
  const dueDates = new Set(declaration.payments.map((payment) => payment.dueDate));
  const oneDueDate = dueDates.size === 1 ? [...dueDates][0] : undefined;

  return (
    <div className={styles.body}>
      {declaration.status === 'stale' ? (
        <p role="status">
          Un bulletin de ce mois a été finalisé après la préparation : préparez de nouveau la déclaration
          avant de la déposer.
        </p>
      ) : null}
      {declaration.replacesDeposited && declaration.status !== 'deposited' ? (
        <p role="status">
          Ce mois a déjà été déposé : ce nouveau fichier remplace la déclaration déposée. Sur
          net-entreprises.fr, déposez-le comme déclaration « annule et remplace », au plus tard la veille de
          l’échéance.
        </p>
      ) : null}

      {declaration.payments.length > 0 ? (
        <table className={styles.payments}>
          <caption className={styles.note}>
            {oneDueDate
              ? `À payer le ${longDate(oneDueDate)} au plus tard, par prélèvement SEPA`
              : 'À payer par prélèvement SEPA, à chaque échéance'}{' '}
            (mandat signé auprès de chaque organisme)
          </caption>
          <thead>
            <tr>
              <th className={styles.paymentCell} scope="col">
                Organisme
              </th>
              {oneDueDate ? null : (
                <th className={styles.paymentCell} scope="col">
                  Échéance
                </th>
              )}
              <th className={styles.amount} scope="col">
                Montant
              </th>
            </tr>
          </thead>
          <tbody>
            {declaration.payments.map((payment) => (
              <tr key={payment.organism}>
                <td className={styles.paymentCell}>{DECLARATION_ORGANISM_LABELS[payment.organism]}</td>
                {oneDueDate ? null : <td className={styles.paymentCell}>{longDate(payment.dueDate)}</td>}
                <td className={styles.amount}>{formatCents(payment.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className={styles.note}>
        Échéance de dépôt : {longDate(declaration.dueDate)}. {declaration.dueDateReason}
      </p>

      {errors.length > 0 ? (
        <section aria-label="Erreurs à corriger">
          <h3>
            {errors.length} erreur{errors.length > 1 ? 's' : ''} à corriger avant de déposer
          </h3>
          <ul className={styles.findings}>
            {errors.map((finding) => (
              <li key={`${finding.rule}-${finding.message}`} className={styles.finding}>
                <span>{finding.message}</span>
                {finding.fix ? (
                  <Link to={FIX_LINKS[finding.fix].to}>{FIX_LINKS[finding.fix].label}</Link>
                ) : null}
                <span className={styles.source}>Règle : {finding.source}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {warnings.length > 0 ? (
        <details>
          <summary>
            {warnings.length} point{warnings.length > 1 ? 's' : ''} à vérifier (le fichier peut être déposé)
          </summary>
          <ul className={styles.findings}>
            {warnings.map((finding) => (
              <li key={`${finding.rule}-${finding.message}`} className={styles.finding}>
                <span>{finding.message}</span>
                <span className={styles.source}>Règle : {finding.source}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <div className={styles.actions}>
        {downloadable ? (
          <Button
            type="button"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(declaration, {
                onError: (error) =>
                  toast({
                    title: 'Téléchargement impossible',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Télécharger le fichier .dsn
          </Button>
        ) : null}
        {declaration.status !== 'deposited' ? <PrepareButton period={declaration.period} again /> : null}
      </div>

      {declaration.status === 'ready' ? (
        <section aria-label="Enregistrer le dépôt">
          <h3>Après le dépôt sur net-entreprises.fr</h3>
          <DepositForm id={declaration.id} period={declaration.period} />
        </section>
      ) : null}
      {declaration.deposit ? (
        <p role="status">
          Déposée le {longDate(declaration.deposit.depositedAt)}, accusé de réception n°{' '}
          {declaration.deposit.receiptNumber}
          {declaration.deposit.acknowledgmentDocumentId !== null ? (
            <>
              {' '}
              (<Link to={paths.documents}>dans vos documents</Link>)
            </>
          ) : null}
          .
        </p>
      ) : null}
    </div>
  );
}

function PreparedMonth({ summary }: { summary: DeclarationSummary }) {
  const detail = useDeclaration(summary.id);
  if (detail.isPending) return <p className={styles.note}>Chargement de la déclaration…</p>;
  if (detail.isError)
    return <p role="alert">Impossible de charger la déclaration : {errorMessage(detail.error)}</p>;
  return <Details declaration={detail.data} />;
}

/** One month: its status, and what to do next (prepare, fix, download, record the deposit). */
export function MonthDeclaration({
  period,
  summary,
}: {
  period: string;
  summary: DeclarationSummary | undefined;
}) {
  const headingId = `declaration-${period}`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <div className={styles.monthHeader}>
            <h2 id={headingId} className={styles.monthTitle}>
              {periodLabel(period)}
            </h2>
            {summary ? (
              <Badge variant={STATUS_BADGE[summary.status]}>
                {DECLARATION_STATUS_LABELS[summary.status]}
              </Badge>
            ) : (
              <Badge variant="outline">Non préparée</Badge>
            )}
          </div>
        </CardHeader>
        <CardContent>
          {summary ? (
            <PreparedMonth summary={summary} />
          ) : (
            <div className={styles.body}>
              <p className={styles.note}>
                Le bulletin du mois est finalisé : sa déclaration peut être préparée.
              </p>
              <div className={styles.actions}>
                <PrepareButton period={period} again={false} />
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

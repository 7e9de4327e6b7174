import { errorMessage } from '../../../lib/api-client.ts';
import { deBefore } from '@dirigeo/schemas/french';
import {
  type AdminSubmission,
  CONTACT_SUBMISSION_STATUS_LABELS,
  CONTACT_SUBMISSION_STATUSES,
  type ContactSubmissionStatus,
} from '@dirigeo/schemas';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  VisuallyHidden,
} from '@dirigeo/ui';
import { Mail } from 'lucide-react';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import {
  clientTypeLabel,
  formatCount,
  formatSiret,
  packageLabel,
  replyMailto,
  statusLabel,
} from '../admin-format.ts';
import { useChangeSubmissionStatus } from '../api/change-submission-status.ts';
import { useSubmissions } from '../api/get-submissions.ts';
import * as styles from './Admin.css.ts';
import { RelativeTime } from './RelativeTime.tsx';

function isStatus(value: string): value is ContactSubmissionStatus {
  return CONTACT_SUBMISSION_STATUSES.some((status) => status === value);
}

/** The status of a request, changed on the spot (spec 001 §4: Nouveau, Contacté, Fermé). */
function StatusSelect({ submission }: { submission: AdminSubmission }) {
  const change = useChangeSubmissionStatus();
  const known = isStatus(submission.status);
  return (
    <select
      className={styles.statusSelect}
      aria-label={`Statut de la demande ${deBefore(submission.name)}`}
      value={submission.status}
      disabled={change.isPending}
      onChange={(event) => {
        const status = event.target.value;
        if (!isStatus(status)) return;
        change.mutate(
          { id: submission.id, status },
          {
            onSuccess: () =>
              toast({
                title: 'Statut mis à jour',
                description: `La demande ${deBefore(submission.name)} est maintenant « ${CONTACT_SUBMISSION_STATUS_LABELS[status]} ».`,
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'Erreur',
                description: `Le statut n'a pas pu être changé : ${errorMessage(error)}`,
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      {/* A status written by something else is shown raw (spec 001 §4) until one of ours replaces it. */}
      {known ? null : (
        <option value={submission.status} disabled>
          {submission.status}
        </option>
      )}
      {CONTACT_SUBMISSION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}

/**
 * Spec 001 §2, Contact forms: Contact, Entreprise, Package, Statut, Date, Actions. 'Répondre'
 * opens the mail client on the contact's address with a prepared subject. The spec's 'Appeler'
 * is left out: the contact form asks for no phone number, so there is nobody's number to call.
 */
export function SubmissionsTab() {
  const submissions = useSubmissions();
  if (submissions.isPending) return <PageSpinner label="Chargement des demandes…" />;
  if (submissions.isError) {
    return (
      <p role="alert">Impossible de charger les demandes de contact : {errorMessage(submissions.error)}</p>
    );
  }
  if (submissions.data.length === 0) return <p className={styles.empty}>Aucune soumission trouvée.</p>;
  return (
    <Table stacked>
      <TableCaption>
        <VisuallyHidden>
          Demandes reçues par le formulaire de contact, de la plus récente à la plus ancienne
        </VisuallyHidden>
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Contact</TableHead>
          <TableHead>Entreprise</TableHead>
          <TableHead>Package</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.data.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell label="Contact">
              <div className={styles.contactCell}>
                <span className={styles.question}>{submission.name}</span>
                <span className={styles.email}>{submission.email}</span>
                <details>
                  <summary className={styles.detailsSummary}>
                    Message <VisuallyHidden>{deBefore(submission.name)}</VisuallyHidden>
                  </summary>
                  <p className={styles.email}>{submission.jobTitle}</p>
                  <p className={styles.message}>{submission.message}</p>
                </details>
              </div>
            </TableCell>
            <TableCell label="Entreprise">
              <div className={styles.contactCell}>
                <span>{submission.companyName ?? '-'}</span>
                <span className={styles.email}>{clientTypeLabel(submission.clientType)}</span>
                <span className={styles.email}>SIRET {formatSiret(submission.siret)}</span>
                <span className={styles.email}>
                  {submission.employeeCount === null
                    ? '-'
                    : `${formatCount(submission.employeeCount)} salarié${submission.employeeCount > 1 ? 's' : ''}`}
                </span>
              </div>
            </TableCell>
            <TableCell label="Package">
              {submission.packageType ? (
                <Badge variant="outline">{packageLabel(submission.packageType)}</Badge>
              ) : (
                '-'
              )}
            </TableCell>
            <TableCell label="Statut">
              <StatusSelect submission={submission} />
            </TableCell>
            <TableCell label="Date" className={styles.nowrap}>
              <RelativeTime date={submission.createdAt} />
            </TableCell>
            <TableCell label="Actions">
              <Button asChild variant="secondary" size="sm">
                <a href={replyMailto(submission)}>
                  <Mail aria-hidden="true" />
                  Répondre <VisuallyHidden>à {submission.name}</VisuallyHidden>
                </a>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import {
  CDD_REASON_LABELS,
  CONTRACT_TYPE_LABELS,
  EMPLOYEE_STATUS_LABELS,
  type Employee,
} from '@dirigeo/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  Input,
  toast,
} from '@dirigeo/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCents, formatDate, todayInFrance } from '../../../lib/format.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useDeleteEmployee } from '../api/delete-employee.ts';
import { useUpdateEmployee } from '../api/update-employee.ts';
import * as styles from './Employees.css.ts';
import { EndOfContractDocuments } from './EndOfContractDocuments.tsx';

function contractLine(employee: Employee): string {
  const type = CONTRACT_TYPE_LABELS[employee.contractType];
  const since = `depuis le ${formatDate(employee.contractStart)}`;
  if (employee.contractEnd === null) return `${type} ${since}`;
  return `${type} du ${formatDate(employee.contractStart)} au ${formatDate(employee.contractEnd)}`;
}

function workingTime(ratio: number): string {
  if (ratio === 1) return 'Temps plein (151,67 h par mois)';
  const hours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(151.67 * ratio);
  const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(ratio * 100);
  return `Temps partiel : ${percent} % (${hours} h par mois)`;
}

/** One employee: their contract and pay, and what can be done with them (edit, end, archive, delete). */
export function EmployeeCard({ employee, onEdit }: { employee: Employee; onEdit: () => void }) {
  const update = useUpdateEmployee();
  const remove = useDeleteEmployee();
  const [ending, setEnding] = useState(false);
  const [endDate, setEndDate] = useState(employee.contractEnd ?? todayInFrance());
  const [endError, setEndError] = useState<string | undefined>();
  const endId = useId();
  const name = `${employee.firstName} ${employee.lastName}`;
  const ended = employee.contractEnd !== null && employee.contractEnd < todayInFrance();

  async function change(patch: Parameters<typeof update.mutateAsync>[0]['patch'], done: string) {
    try {
      await update.mutateAsync({ id: employee.id, patch });
      toast({ title: done, description: name, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  async function endContract(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return setEndError('Choisissez la date de fin du contrat');
    if (endDate < employee.contractStart)
      return setEndError('Le contrat ne peut pas finir avant d’avoir commencé');
    setEndError(undefined);
    if (await change({ contractEnd: endDate }, 'Fin de contrat enregistrée')) setEnding(false);
  }

  async function deleteEmployee() {
    try {
      await remove.mutateAsync(employee.id);
      toast({ title: 'Salarié supprimé', description: name, variant: 'success' });
    } catch (error) {
      toast({ title: 'Suppression impossible', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <li>
      <Card>
        <CardHeader>
          <div className={styles.titleRow}>
            <h3 className={styles.heading}>{name}</h3>
            {employee.archived ? (
              <Badge variant="neutral">Archivé</Badge>
            ) : employee.active ? (
              employee.contractStart > todayInFrance() ? (
                <Badge variant="warning">Embauche à venir</Badge>
              ) : (
                <Badge variant="success">En poste</Badge>
              )
            ) : (
              <Badge variant="outline">Contrat terminé</Badge>
            )}
          </div>
        </CardHeader>
        <CardContent>
          <dl className={styles.facts}>
            <dt className={styles.term}>Emploi</dt>
            <dd className={styles.value}>
              {employee.jobTitle} · {EMPLOYEE_STATUS_LABELS[employee.status]}
            </dd>
            <dt className={styles.term}>Contrat</dt>
            <dd className={styles.value}>{contractLine(employee)}</dd>
            {employee.cddReason ? (
              <>
                <dt className={styles.term}>Motif</dt>
                <dd className={styles.value}>{CDD_REASON_LABELS[employee.cddReason]}</dd>
              </>
            ) : null}
            <dt className={styles.term}>Durée</dt>
            <dd className={styles.value}>{workingTime(employee.workingTimeRatio)}</dd>
            <dt className={styles.term}>Salaire brut</dt>
            <dd className={styles.value}>{formatCents(employee.grossMonthlySalaryCents)} par mois</dd>
          </dl>
          {ending ? (
            <form
              className={styles.endForm}
              noValidate
              onSubmit={endContract}
              aria-label={`Fin du contrat de ${name}`}
            >
              <FormField id={endId} label="Dernier jour du contrat" error={endError}>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={endDate}
                    onChange={(event) => setEndDate(event.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" size="sm" disabled={update.isPending}>
                Enregistrer la fin
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setEnding(false)}>
                Annuler
              </Button>
            </form>
          ) : null}
        </CardContent>
        <CardFooter className={styles.actions}>
          {employee.archived ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => change({ archived: false }, 'Salarié désarchivé')}
            >
              Désarchiver
            </Button>
          ) : (
            <>
              <Button type="button" size="sm" variant="outline" onClick={onEdit}>
                Modifier
              </Button>
              {ending ? null : (
                <Button type="button" size="sm" variant="outline" onClick={() => setEnding(true)}>
                  {employee.contractEnd === null ? 'Fin de contrat' : 'Changer la fin'}
                </Button>
              )}
              {ended ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => change({ archived: true }, 'Salarié archivé')}
                >
                  Archiver
                </Button>
              ) : null}
            </>
          )}
          {employee.contractEnd !== null ? (
            <EndOfContractDocuments employee={{ ...employee, contractEnd: employee.contractEnd }} />
          ) : null}
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" size="sm" variant="ghost">
                Supprimer
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Supprimer {name} ?</AlertDialogTitle>
                <AlertDialogDescription>
                  Réservé à un salarié saisi par erreur. Un salarié qui a reçu un bulletin ne peut pas être
                  supprimé : ses bulletins se conservent 5 ans (article L3243-4 du Code du travail) ; indiquez
                  plutôt la fin de son contrat puis archivez-le.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Annuler</AlertDialogCancel>
                <AlertDialogAction onClick={deleteEmployee}>Supprimer</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </CardFooter>
      </Card>
    </li>
  );
}

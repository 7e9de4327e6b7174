import type { CreatePayslipBodyInput, PayslipDetail } from '@dirigeo/schemas';
import { Button, toast } from '@dirigeo/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdatePayslip } from '../api/update-payslip.ts';
import { payslipBodyOf } from '../payslip-edit.ts';
import * as styles from './PayslipActions.css.ts';
import { PayslipEditForm } from './PayslipEditForm.tsx';

/** « Modifier » and « Finaliser » on a draft's page (issue 24): the server computes the payslip again. */
export function DraftActions({ draft }: { draft: PayslipDetail }) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmingZero, setConfirmingZero] = useState(false);
  const mutation = useUpdatePayslip(draft.id);

  const zeroRate = (draft.data?.calculationInputs?.pasRatePercent ?? 0) === 0;
  if (!draft.data?.calculationInputs) {
    return (
      <p className={styles.note}>
        Ce brouillon a été saisi sans le calcul des cotisations : il ne peut pas être finalisé. Créez un
        bulletin calculé pour cette période après avoir supprimé ce brouillon.
      </p>
    );
  }

  const send = (body: CreatePayslipBodyInput | null, done: string) => {
    if (!body) return;
    setRefusal(null);
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: done, variant: 'success' });
        setEditing(false);
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <section className={styles.section} aria-label="Actions sur le brouillon">
      {draft.employeeId !== null ? (
        <p className={styles.note}>
          Bulletin calculé depuis le contrat de {draft.personName} (statut, temps de travail, mutuelle,
          prévoyance). Primes, avantages en nature, remboursements de frais, congés payés pris : ajoutez-les
          comme éléments de paie dans « Modifier » ; une absence non payée se retranche du salaire de base.
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button
          type="button"
          variant="outline"
          aria-expanded={editing}
          aria-controls={editing ? 'draft-form' : undefined}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? 'Fermer la modification' : 'Modifier'}
        </Button>
        <Button
          type="button"
          disabled={mutation.isPending}
          onClick={() =>
            // A 0 % withholding rate is confirmed before it goes on a legal document (issue 24).
            zeroRate
              ? setConfirmingZero(true)
              : send(payslipBodyOf(draft, {}, 'completed'), 'Bulletin finalisé')
          }
        >
          Finaliser
        </Button>
      </div>
      {confirmingZero ? (
        <div role="alertdialog" aria-labelledby="draft-zero-pas" className={styles.note}>
          <p id="draft-zero-pas">
            Le taux de prélèvement à la source de ce brouillon est de 0&nbsp;% : aucun impôt sur le revenu ne
            sera retenu sur le bulletin finalisé. C’est juste seulement si le taux transmis par
            l’administration fiscale (ou celui de la grille de taux non personnalisé) est nul.
          </p>
          <div className={styles.buttons}>
            <Button
              type="button"
              disabled={mutation.isPending}
              onClick={() => {
                setConfirmingZero(false);
                send(payslipBodyOf(draft, {}, 'completed'), 'Bulletin finalisé');
              }}
            >
              Finaliser à 0&nbsp;%
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirmingZero(false)}>
              Revenir au brouillon
            </Button>
          </div>
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      {editing ? (
        <PayslipEditForm
          payslip={draft}
          idPrefix="draft"
          label="Modifier le brouillon"
          submitLabel="Enregistrer le brouillon"
          isPending={mutation.isPending}
          onSubmit={(values, removed) =>
            send(payslipBodyOf(draft, values, 'draft', removed), 'Brouillon modifié')
          }
        />
      ) : null}
    </section>
  );
}

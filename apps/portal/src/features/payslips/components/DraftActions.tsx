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
  const mutation = useUpdatePayslip(draft.id);

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
          onClick={() => send(payslipBodyOf(draft, {}, 'completed'), 'Bulletin finalisé')}
        >
          Finaliser
        </Button>
      </div>
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

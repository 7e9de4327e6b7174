import type { PayslipDetail } from '@dirigeo/schemas';
import { Button, toast } from '@dirigeo/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCorrectPayslip } from '../api/correct-payslip.ts';
import { payslipBodyOf } from '../payslip-edit.ts';
import * as styles from './PayslipActions.css.ts';
import { PayslipEditForm } from './PayslipEditForm.tsx';

/**
 * « Rectifier ce bulletin » on a finalised payslip's page (issue 24): the payslip as it should have been, sent
 * whole and finalised; the server issues a corrective payslip (« bulletin rectificatif ») that replaces it.
 */
export function CorrectionActions({ payslip }: { payslip: PayslipDetail }) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useCorrectPayslip(payslip.id);
  const navigate = useNavigate();

  return (
    <section className={styles.section} aria-label="Rectifier le bulletin">
      <p className={styles.note}>
        Un bulletin finalisé ne se modifie pas : un bulletin rectificatif le remplace, et l’original reste
        conservé. Pour un mois déjà suivi d’un bulletin finalisé, régularisez l’écart sur le prochain
        bulletin.
      </p>
      {payslip.data?.calculationInputs ? (
        <>
          <div className={styles.buttons}>
            <Button
              type="button"
              variant="outline"
              aria-expanded={editing}
              aria-controls={editing ? 'correction-form' : undefined}
              onClick={() => {
                setEditing((open) => !open);
                setRefusal(null);
              }}
            >
              {editing ? 'Fermer la rectification' : 'Rectifier ce bulletin'}
            </Button>
          </div>
          {editing ? (
            <PayslipEditForm
              payslip={payslip}
              idPrefix="correction"
              label="Rectifier le bulletin"
              submitLabel="Émettre le bulletin rectificatif"
              isPending={mutation.isPending}
              onSubmit={(values, removed) => {
                const body = payslipBodyOf(payslip, values, 'completed', removed);
                if (!body) return;
                setRefusal(null);
                mutation.mutate(body, {
                  onSuccess: (corrective) => {
                    toast({ title: 'Bulletin rectificatif émis', variant: 'success' });
                    void navigate(paths.payslip(corrective.id));
                  },
                  onError: (error) => setRefusal(errorMessage(error)),
                });
              }}
            />
          ) : null}
          {refusal ? (
            <p role="alert" className={styles.error}>
              {refusal}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.note}>
          Ce bulletin a été saisi sans le calcul des cotisations : il ne peut pas être rectifié ici.
        </p>
      )}
    </section>
  );
}

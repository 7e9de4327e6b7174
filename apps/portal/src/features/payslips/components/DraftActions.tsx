import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreatePayslipBodyInput,
  centsToEuros,
  lastDayOfMonth,
  type PayslipDetail,
  payslipFormSchema,
  z,
} from '@dirigeo/schemas';
import { Button, Input, Label, toast } from '@dirigeo/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdatePayslip } from '../api/update-payslip.ts';
import * as styles from './DraftActions.css.ts';

/** What « Modifier » lets a user change on a computed draft: the API's own field rules. */
const draftEditSchema = payslipFormSchema
  .pick({ grossSalary: true, otherDeductions: true, otherAdditions: true, paymentDate: true })
  .extend({
    pasRatePercent: z
      .number({ error: 'Le taux de prélèvement : un nombre est requis' })
      .min(0, { error: 'Le taux de prélèvement ne peut pas être négatif' })
      .max(100, { error: 'Le taux de prélèvement ne peut pas dépasser 100 %' }),
  });
type DraftEditInput = z.input<typeof draftEditSchema>;
type DraftEditValues = z.output<typeof draftEditSchema>;

/** The body of a PATCH from the draft as stored and the changed fields. */
function bodyOf(
  draft: PayslipDetail,
  changes: Partial<DraftEditValues>,
  status: 'draft' | 'completed',
): CreatePayslipBodyInput | null {
  const inputs = draft.data?.calculationInputs;
  if (!inputs) return null;
  const paymentDate = changes.paymentDate ?? draft.paymentDate ?? lastDayOfMonth(draft.month, draft.year);
  return {
    month: draft.month,
    year: draft.year,
    // The base pay: the payslip's gross less its pay elements, which the body sends again.
    grossSalary: changes.grossSalary ?? basePayOf(draft),
    otherDeductions: changes.otherDeductions ?? draft.otherDeductions,
    otherAdditions: changes.otherAdditions ?? draft.otherAdditions,
    paymentDate,
    status,
    calculationInputs: {
      pasRatePercent: changes.pasRatePercent ?? inputs.pasRatePercent,
      healthInsuranceMonthlyCents: inputs.healthInsuranceMonthlyCents,
      healthInsuranceEmployerSharePercent: inputs.healthInsuranceEmployerSharePercent,
      cadrePrevoyance: inputs.cadrePrevoyance,
      ...(inputs.payElements ? { payElements: inputs.payElements } : {}),
    },
  };
}

/** The draft's base pay in euros: what its body sent, before the pay elements. */
function basePayOf(draft: PayslipDetail): number {
  const base = draft.data?.calculationInputs?.basePayCents;
  return base === undefined ? draft.grossSalary : centsToEuros(base);
}

/** « Modifier » and « Finaliser » on a draft's page (issue 24): the server computes the payslip again. */
export function DraftActions({ draft }: { draft: PayslipDetail }) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useUpdatePayslip(draft.id);
  const form = useForm<DraftEditInput, unknown, DraftEditValues>({
    resolver: zodResolver(draftEditSchema),
    defaultValues: {
      grossSalary: basePayOf(draft),
      otherDeductions: draft.otherDeductions,
      otherAdditions: draft.otherAdditions,
      paymentDate: draft.paymentDate ?? lastDayOfMonth(draft.month, draft.year),
      pasRatePercent: draft.data?.calculationInputs?.pasRatePercent ?? 0,
    },
  });

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

  const save = form.handleSubmit((values) => send(bodyOf(draft, values, 'draft'), 'Brouillon modifié'));
  const field = (name: keyof DraftEditInput, label: string, type: 'number' | 'date' = 'number') => {
    const error = form.formState.errors[name]?.message;
    return (
      <div className={styles.field}>
        <Label htmlFor={`draft-${name}`}>{label}</Label>
        <Input
          id={`draft-${name}`}
          type={type}
          step={type === 'number' ? '0.01' : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          aria-invalid={error ? true : undefined}
          {...form.register(name, type === 'number' ? { valueAsNumber: true } : {})}
        />
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    );
  };

  return (
    <section className={styles.section} aria-label="Actions sur le brouillon">
      {draft.employeeId !== null ? (
        <p className={styles.note}>
          Bulletin calculé depuis le contrat de {draft.personName} (statut, temps de travail, mutuelle,
          prévoyance). Une prime s’ajoute au salaire brut, une absence non payée s’en retranche ; un
          remboursement de frais est un autre ajout, non soumis à cotisations.
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="button" variant="outline" onClick={() => setEditing((open) => !open)}>
          {editing ? 'Fermer la modification' : 'Modifier'}
        </Button>
        <Button
          type="button"
          disabled={mutation.isPending}
          onClick={() => send(bodyOf(draft, {}, 'completed'), 'Bulletin finalisé')}
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
        <form
          className={styles.form}
          noValidate
          aria-label="Modifier le brouillon"
          onSubmit={(event) => {
            void save(event);
          }}
        >
          {field(
            'grossSalary',
            draft.data?.calculationInputs?.basePayCents === undefined
              ? 'Salaire brut (€)'
              : 'Salaire de base, avant primes et avantages (€)',
          )}
          {field('otherDeductions', 'Autres retenues (€)')}
          {field('otherAdditions', 'Autres ajouts (€)')}
          {field('pasRatePercent', 'Taux de prélèvement à la source (%)')}
          {field('paymentDate', 'Date de paiement', 'date')}
          <Button type="submit" disabled={mutation.isPending}>
            Enregistrer le brouillon
          </Button>
        </form>
      ) : null}
    </section>
  );
}

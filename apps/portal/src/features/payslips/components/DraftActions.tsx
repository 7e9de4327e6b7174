import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreatePayslipBodyInput,
  centsToEuros,
  lastDayOfMonth,
  PAY_ELEMENT_KIND_LABELS,
  type PayElementInput,
  type PayElementLineStored,
  type PayslipDetail,
  payslipFormSchema,
  z,
} from '@dirigeo/schemas';
import { Button, Input, Label, toast } from '@dirigeo/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCents } from '../../../lib/format.ts';
import { useUpdatePayslip } from '../api/update-payslip.ts';
import { payElementDraftsSchema, validPayElementInputs } from '../pay-elements-form.ts';
import * as styles from './DraftActions.css.ts';
import { PayElementsEditor } from './PayElementsEditor.tsx';
import * as elementStyles from './PayElementsEditor.css.ts';

/** What « Modifier » lets a user change on a computed draft: the API's own field rules. */
const draftEditSchema = payslipFormSchema
  .pick({ grossSalary: true, otherDeductions: true, otherAdditions: true, paymentDate: true })
  .extend({
    pasRatePercent: z
      .number({ error: 'Le taux de prélèvement : un nombre est requis' })
      .min(0, { error: 'Le taux de prélèvement ne peut pas être négatif' })
      .max(100, { error: 'Le taux de prélèvement ne peut pas dépasser 100 %' }),
    /** Pay elements added while editing, as typed (the stored ones are kept or removed apart). */
    payElements: payElementDraftsSchema,
  });
type DraftEditInput = z.input<typeof draftEditSchema>;
type DraftEditValues = z.output<typeof draftEditSchema>;

/** The body of a PATCH from the draft as stored and the changed fields. */
function bodyOf(
  draft: PayslipDetail,
  changes: Partial<DraftEditValues>,
  status: 'draft' | 'completed',
  /** The stored elements' indexes the user removed. */
  removed: ReadonlySet<number> = new Set(),
): CreatePayslipBodyInput | null {
  const inputs = draft.data?.calculationInputs;
  if (!inputs) return null;
  const payElements = [
    ...(inputs.payElements ?? []).filter((_, index) => !removed.has(index)),
    ...validPayElementInputs(changes.payElements),
  ];
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
      // Sent even when empty once the draft had elements, so that removing the last one removes it.
      ...(payElements.length > 0 || inputs.payElements ? { payElements } : {}),
    },
  };
}

/** The draft's base pay in euros: what its body sent, before the pay elements. */
function basePayOf(draft: PayslipDetail): number {
  const base = draft.data?.calculationInputs?.basePayCents;
  return base === undefined ? draft.grossSalary : centsToEuros(base);
}

/** What a stored element is, in a few words: its kind, and its nature or dates when it has them. */
function describeInput(input: PayElementInput): string {
  const kind = PAY_ELEMENT_KIND_LABELS[input.kind];
  if ('label' in input) return `${kind} : ${input.label}`;
  if (input.kind === 'conges-payes')
    return `${kind} du ${frenchDay(input.startDate)} au ${frenchDay(input.endDate)}`;
  return kind;
}

function frenchDay(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A line's amount as it moves the payslip: a deduction, a benefit already received or days off, negative. */
function signedAmount(line: PayElementLineStored): string {
  const negative = line.treatment === 'retenue' || line.treatment === 'absence';
  return `${negative ? '−\u00a0' : ''}${formatCents(line.amountCents)}`;
}

const TREATMENT_WORDS: Record<PayElementLineStored['treatment'], string> = {
  brut: 'brut',
  'avantage-en-nature': 'avantage en nature',
  'non-soumis': 'non soumis',
  retenue: 'retenue',
  absence: 'absence',
};

/** « Modifier » and « Finaliser » on a draft's page (issue 24): the server computes the payslip again. */
export function DraftActions({ draft }: { draft: PayslipDetail }) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const mutation = useUpdatePayslip(draft.id);
  const form = useForm<DraftEditInput, unknown, DraftEditValues>({
    resolver: zodResolver(draftEditSchema),
    defaultValues: {
      grossSalary: basePayOf(draft),
      otherDeductions: draft.otherDeductions,
      otherAdditions: draft.otherAdditions,
      paymentDate: draft.paymentDate ?? lastDayOfMonth(draft.month, draft.year),
      pasRatePercent: draft.data?.calculationInputs?.pasRatePercent ?? 0,
      payElements: [],
    },
  });
  const storedInputs = draft.data?.calculationInputs?.payElements ?? [];
  const storedLines = draft.data?.calculation?.payElementLines ?? [];

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

  const save = form.handleSubmit((values) =>
    send(bodyOf(draft, values, 'draft', removed), 'Brouillon modifié'),
  );
  const field = (
    name: Exclude<keyof DraftEditInput, 'payElements'>,
    label: string,
    type: 'number' | 'date' = 'number',
  ) => {
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
          prévoyance). Primes, avantages en nature, remboursements de frais, congés payés pris : ajoutez-les
          comme éléments de paie dans « Modifier » ; une absence non payée se retranche du salaire de base.
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
        <FormProvider {...form}>
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
            <section className={styles.elements} aria-labelledby="draft-elements-title">
              <h3 id="draft-elements-title" className={styles.elementsTitle}>
                Éléments de paie
              </h3>
              {storedLines.length > 0 ? (
                <>
                  <p className={styles.note}>Montants calculés au dernier enregistrement :</p>
                  <ul className={elementStyles.readOnlyList}>
                    {storedLines.map((line, index) => (
                      <li key={index} className={elementStyles.readOnlyItem}>
                        <span>
                          {line.label}{' '}
                          <span className={styles.muted}>({TREATMENT_WORDS[line.treatment]})</span>
                        </span>
                        <span className={elementStyles.amount}>{signedAmount(line)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {storedInputs.length > 0 ? (
                <ul className={elementStyles.readOnlyList} aria-label="Éléments enregistrés">
                  {storedInputs.map((input, index) => {
                    const gone = removed.has(index);
                    const description = describeInput(input);
                    return (
                      <li key={index} className={elementStyles.readOnlyItem}>
                        <span className={gone ? styles.removed : undefined}>
                          {description}
                          {gone ? ' — retiré à l’enregistrement' : null}
                        </span>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-label={`${gone ? 'Garder' : 'Retirer'} ${description}`}
                          onClick={() =>
                            setRemoved((before) => {
                              const next = new Set(before);
                              if (gone) next.delete(index);
                              else next.add(index);
                              return next;
                            })
                          }
                        >
                          {gone ? 'Garder' : 'Retirer'}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              <PayElementsEditor
                person={draft.employeeId === null ? 'officer' : 'employee'}
                idPrefix="draft-element"
              />
            </section>
            <Button type="submit" disabled={mutation.isPending}>
              Enregistrer le brouillon
            </Button>
          </form>
        </FormProvider>
      ) : null}
    </section>
  );
}

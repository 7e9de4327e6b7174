import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAY_ELEMENT_KIND_LABELS,
  type PayElementInput,
  type PayElementLineStored,
  type PayslipDetail,
} from '@dirigeo/schemas';
import { Button, Input, Label } from '@dirigeo/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formatCents } from '../../../lib/format.ts';
import {
  editDefaultsOf,
  type PayslipEditInput,
  type PayslipEditValues,
  payslipEditSchema,
} from '../payslip-edit.ts';
import * as actionStyles from './PayslipActions.css.ts';
import * as styles from './PayslipEditForm.css.ts';
import { PayElementsEditor } from './PayElementsEditor.tsx';
import * as elementStyles from './PayElementsEditor.css.ts';

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

interface PayslipEditFormProps {
  /** The payslip as stored: the fields start from it, its elements are listed to keep or remove. */
  payslip: PayslipDetail;
  /** Prefixes the fields' ids, unique on the page ('draft', 'correction'). */
  idPrefix: string;
  /** The form's accessible name (« Modifier le brouillon »). */
  label: string;
  submitLabel: string;
  isPending: boolean;
  /** The valid values, and the stored elements' indexes the user removed. */
  onSubmit: (values: PayslipEditValues, removed: ReadonlySet<number>) => void;
}

/**
 * The fields of a computed payslip edited again (issue 24): base pay, other deductions and additions, PAS rate,
 * payment date, and its pay elements (the stored ones kept or removed, new ones added).
 */
export function PayslipEditForm({
  payslip,
  idPrefix,
  label,
  submitLabel,
  isPending,
  onSubmit,
}: PayslipEditFormProps) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const form = useForm<PayslipEditInput, unknown, PayslipEditValues>({
    resolver: zodResolver(payslipEditSchema),
    defaultValues: editDefaultsOf(payslip),
  });
  const storedInputs = payslip.data?.calculationInputs?.payElements ?? [];
  const storedLines = payslip.data?.calculation?.payElementLines ?? [];
  const submit = form.handleSubmit((values) => onSubmit(values, removed));

  const field = (
    name: Exclude<keyof PayslipEditInput, 'payElements'>,
    fieldLabel: string,
    type: 'number' | 'date' = 'number',
  ) => {
    const id = `${idPrefix}-${name}`;
    const error = form.formState.errors[name]?.message;
    return (
      <div className={styles.field}>
        <Label htmlFor={id}>{fieldLabel}</Label>
        <Input
          id={id}
          type={type}
          step={type === 'number' ? '0.01' : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(name, type === 'number' ? { valueAsNumber: true } : {})}
        />
        {error ? (
          <p id={`${id}-error`} className={actionStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <FormProvider {...form}>
      <form
        id={`${idPrefix}-form`}
        className={styles.form}
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        {field(
          'grossSalary',
          payslip.data?.calculationInputs?.basePayCents === undefined
            ? 'Salaire brut (€)'
            : 'Salaire de base, avant primes et avantages (€)',
        )}
        {field('otherDeductions', 'Autres retenues (€)')}
        {field('otherAdditions', 'Autres ajouts (€)')}
        {field('pasRatePercent', 'Taux de prélèvement à la source (%)')}
        {field('paymentDate', 'Date de paiement', 'date')}
        <section className={styles.elements} aria-labelledby={`${idPrefix}-elements-title`}>
          <h3 id={`${idPrefix}-elements-title`} className={styles.elementsTitle}>
            Éléments de paie
          </h3>
          {storedLines.length > 0 ? (
            <>
              <p className={actionStyles.note}>Montants calculés au dernier enregistrement :</p>
              <ul className={elementStyles.readOnlyList}>
                {storedLines.map((line, index) => (
                  <li key={index} className={elementStyles.readOnlyItem}>
                    <span>
                      {line.label} <span className={styles.muted}>({TREATMENT_WORDS[line.treatment]})</span>
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
            person={payslip.employeeId === null ? 'officer' : 'employee'}
            idPrefix={`${idPrefix}-element`}
          />
        </section>
        <Button type="submit" disabled={isPending}>
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}

import { PAY_ELEMENT_KIND_LABELS, type PayElementKind } from '@dirigeo/schemas';
import { Button, FieldError, Input, NativeSelect } from '@dirigeo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../lib/ui/FormField.tsx';
import {
  type PayElementDraft,
  type PayElementFieldSpec,
  type PayslipPerson,
  payElementFields,
  payElementKindsFor,
  payElementTreatmentHint,
  newPayElementDraft,
  SERVER_VALUED_PAY_ELEMENTS,
} from '../pay-elements-form.ts';
import * as styles from './PayElementsEditor.css.ts';

/** A form that carries the month's pay elements as typed. */
export interface PayElementsFormValues {
  payElements: PayElementDraft[];
}

/**
 * The month's pay elements (issues 24 and 25): « Ajouter un élément » of a kind the person may have (no
 * leave nor end-of-contract pay for an officer), then its fields with what it is on the payslip, and
 * « Retirer ». Bound to the `payElements` field of the surrounding form.
 */
export function PayElementsEditor({ person, idPrefix }: { person: PayslipPerson; idPrefix: string }) {
  // Controlled through setValue rather than useFieldArray: react-hook-form sits in the framework chunk
  // /auth loads first, and useFieldArray would weigh 1 KB there (the budget of apps/portal/scripts).
  const { control, getValues, setValue, getFieldState, formState } = useFormContext<PayElementsFormValues>();
  const fields = useWatch({ control, name: 'payElements' }) ?? [];
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const update = (next: PayElementDraft[]) =>
    setValue('payElements', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const append = (draft: PayElementDraft) => {
    update([...(getValues('payElements') ?? []), draft]);
    setFocusKey(draft.key);
  };
  const remove = (index: number) => update((getValues('payElements') ?? []).filter((_, at) => at !== index));
  const kinds = payElementKindsFor(person);
  const [kind, setKind] = useState<PayElementKind>(kinds[0]?.value ?? 'prime');
  const kindSelect = useRef<HTMLSelectElement>(null);
  const uid = useId();
  const list = useRef<HTMLUListElement>(null);

  // The element just added takes the focus on its first field (or its « Retirer » when it has none).
  useEffect(() => {
    if (focusKey === null) return;
    list.current?.querySelector<HTMLElement>(`[data-key="${focusKey}"] :is(input, select, button)`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const controlOf = (index: number, draft: PayElementDraft, spec: PayElementFieldSpec) => {
    const id = `${idPrefix}-${index}-${spec.name}`;
    const path = `payElements.${index}.${spec.name}` as const;
    const error = getFieldState(path, formState).error?.message;
    const bound = {
      name: path,
      value: draft[spec.name] ?? '',
      onChange: (event: { target: { value: string } }) =>
        setValue(path, event.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    };
    return (
      <FormField key={spec.name} id={id} label={spec.label} hint={spec.hint} error={error}>
        {({ invalid, ...field }) =>
          spec.type === 'choice' ? (
            <NativeSelect {...field} invalid={invalid} {...bound}>
              {(spec.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input
              {...field}
              aria-invalid={invalid ? true : undefined}
              type={spec.type === 'date' ? 'date' : 'text'}
              inputMode={
                spec.type === 'euros' || spec.type === 'percent'
                  ? 'decimal'
                  : spec.type === 'count'
                    ? 'numeric'
                    : undefined
              }
              autoComplete="off"
              placeholder={spec.type === 'euros' ? '1 234,56' : undefined}
              {...bound}
            />
          )
        }
      </FormField>
    );
  };

  return (
    <div className={styles.content}>
      {fields.length > 0 ? (
        <ul className={styles.list} ref={list}>
          {fields.map((element, index) => {
            const label = PAY_ELEMENT_KIND_LABELS[element.kind];
            const hintId = `${uid}-${index}-treatment`;
            const kindError = getFieldState(`payElements.${index}.kind`, formState).error?.message;
            return (
              <li key={element.key} data-key={element.key}>
                <fieldset className={styles.element} aria-describedby={hintId}>
                  <legend className={styles.legend}>{label}</legend>
                  <p id={hintId} className={`${styles.hint} ${styles.wide}`}>
                    {payElementTreatmentHint(element.kind)}
                    {SERVER_VALUED_PAY_ELEMENTS.includes(element.kind)
                      ? ' Montant calculé à l’enregistrement : l’aperçu ne le compte pas encore.'
                      : null}
                  </p>
                  {kindError ? (
                    <div className={styles.wide}>
                      <FieldError>{kindError}</FieldError>
                    </div>
                  ) : null}
                  {payElementFields(element.kind).map((spec) => controlOf(index, element, spec))}
                  <div className={styles.actions}>
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`Retirer l’élément ${index + 1} : ${label}`}
                      onClick={() => {
                        remove(index);
                        kindSelect.current?.focus();
                      }}
                    >
                      Retirer
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.addRow}>
        <div className={styles.kindField}>
          <FormField
            id={`${idPrefix}-kind`}
            label="Type d’élément à ajouter"
            hint={payElementTreatmentHint(kind)}
          >
            {({ invalid, ...field }) => (
              <NativeSelect
                {...field}
                ref={kindSelect}
                invalid={invalid}
                value={kind}
                onChange={(event) => {
                  const chosen = kinds.find((option) => option.value === event.target.value);
                  if (chosen) setKind(chosen.value);
                }}
              >
                {kinds.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <Button type="button" variant="secondary" onClick={() => append(newPayElementDraft(kind))}>
          Ajouter un élément
        </Button>
      </div>
    </div>
  );
}

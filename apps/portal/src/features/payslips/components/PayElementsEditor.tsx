import { PAY_ELEMENT_KIND_LABELS, type PayElementKind } from '@dirigeo/schemas';
import { Button, FieldError, Input, NativeSelect } from '@dirigeo/ui';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
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
  const { control, register, getFieldState, formState } = useFormContext<PayElementsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'payElements' });
  const kinds = payElementKindsFor(person);
  const [kind, setKind] = useState<PayElementKind>(kinds[0]?.value ?? 'prime');
  const kindSelect = useRef<HTMLSelectElement>(null);
  const uid = useId();

  const controlOf = (index: number, spec: PayElementFieldSpec) => {
    const id = `${idPrefix}-${index}-${spec.name}`;
    const error = getFieldState(`payElements.${index}.${spec.name}`, formState).error?.message;
    return (
      <FormField key={spec.name} id={id} label={spec.label} hint={spec.hint} error={error}>
        {({ invalid, ...field }) =>
          spec.type === 'choice' ? (
            <NativeSelect {...field} invalid={invalid} {...register(`payElements.${index}.${spec.name}`)}>
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
              {...register(`payElements.${index}.${spec.name}`)}
            />
          )
        }
      </FormField>
    );
  };

  return (
    <div className={styles.content}>
      {fields.length > 0 ? (
        <ul className={styles.list}>
          {fields.map((element, index) => {
            const label = PAY_ELEMENT_KIND_LABELS[element.kind];
            const hintId = `${uid}-${index}-treatment`;
            const kindError = getFieldState(`payElements.${index}.kind`, formState).error?.message;
            return (
              <li key={element.id}>
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
                  {payElementFields(element.kind).map((spec) => controlOf(index, spec))}
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

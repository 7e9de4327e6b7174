import { FieldError } from '@dirigeo/ui';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxField } from './CheckboxField.tsx';
import type { TermsValues } from './field-values.ts';
import * as styles from './registration-fields.css.ts';

interface TermsFieldProps {
  /** Prefix of the field's id, unique on the page. */
  idPrefix: string;
  /** The checkbox's label, with its links to the documents accepted. */
  children: ReactNode;
}

/** The acceptance of the terms, required to register (spec 000 §5), and its error. */
export function TermsField({ idPrefix, children }: TermsFieldProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<TermsValues>();
  const id = `${idPrefix}-termsAccepted`;
  const errorId = errors.termsAccepted ? `${id}-error` : undefined;
  return (
    <div className={styles.fullWidth}>
      <Controller
        control={control}
        name="termsAccepted"
        render={({ field }) => (
          <CheckboxField id={id} field={field} errorId={errorId}>
            {children}
          </CheckboxField>
        )}
      />
      <FieldError id={`${id}-error`}>{errors.termsAccepted?.message}</FieldError>
    </div>
  );
}

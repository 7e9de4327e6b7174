import { Input } from '@dirigeo/ui';
import type { ReactNode } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { FormField } from '../../../lib/ui/FormField.tsx';
import type { PayslipCreateFormInput } from '../payslip-form.ts';

/** Empty input → undefined (then the schema's message), otherwise the typed number. */
const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

const UNITS = {
  /** Spec 000 §5: min 0, step 0.01. */
  euros: { min: 0, step: 0.01 },
  percent: { min: 0, max: 100, step: 0.001 },
} as const;

interface AmountFieldProps {
  id: string;
  name: FieldPath<PayslipCreateFormInput>;
  label: ReactNode;
  unit?: keyof typeof UNITS;
  hint?: ReactNode;
}

/** A number of the payslip form (an amount in euros or a rate), with its label, hint and error. */
export function AmountField({ id, name, label, unit = 'euros', hint }: AmountFieldProps) {
  const { register, getFieldState, formState } = useFormContext<PayslipCreateFormInput>();
  const { error } = getFieldState(name, formState);
  return (
    <FormField id={id} label={label} error={error?.message} hint={hint}>
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="decimal"
          {...UNITS[unit]}
          {...register(name, { setValueAs: asNumber })}
        />
      )}
    </FormField>
  );
}

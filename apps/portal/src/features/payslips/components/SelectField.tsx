import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@dirigeo/ui';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { FormField } from '../../../lib/ui/FormField.tsx';
import type { PayslipCreateFormInput } from '../payslip-form.ts';

export interface SelectOption<Value> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string | number> {
  id: string;
  name: FieldPath<PayslipCreateFormInput>;
  label: ReactNode;
  options: readonly SelectOption<Value>[];
  hint?: ReactNode;
}

/** A choice among fixed options of the payslip form (month, year, status), bound to its field. */
export function SelectField<Value extends string | number>({
  id,
  name,
  label,
  options,
  hint,
}: SelectFieldProps<Value>) {
  const { control, getFieldState, formState } = useFormContext<PayslipCreateFormInput>();
  const { error } = getFieldState(name, formState);
  return (
    <FormField id={id} label={label} error={error?.message} hint={hint}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <Select
              value={String(value)}
              onValueChange={(selected) => {
                const option = options.find((candidate) => String(candidate.value) === selected);
                if (option) onChange(option.value);
              }}
            >
              <SelectTrigger {...field} ref={ref} onBlur={onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={String(option.value)}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

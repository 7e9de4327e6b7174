import { Input } from '@dirigeo/ui';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../ui/FormField.tsx';

/** One text field of a details form: its path in the form's values, its label and hint. */
export interface TextFieldSpec<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'date';
  autoComplete?: string;
}

/** The fields, each with its label, hint and the error the API's schema gave it. */
export function TextFields<Values extends FieldValues>({
  form,
  idPrefix,
  fields,
}: {
  form: UseFormReturn<Values>;
  idPrefix: string;
  fields: readonly TextFieldSpec<Values>[];
}) {
  return fields.map((spec) => {
    const error = form.getFieldState(spec.name, form.formState).error?.message;
    return (
      <FormField
        key={spec.name}
        id={`${idPrefix}-${spec.name}`}
        label={spec.label}
        hint={spec.hint}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete ?? 'off'}
            {...form.register(spec.name)}
          />
        )}
      </FormField>
    );
  });
}

/**
 * Parses `body` with the API's own schema; on failure, puts each message on its field and returns
 * null, so the form shows what the server would answer without sending anything.
 */
export function parseOrShow<Schema extends z.ZodType, Values extends FieldValues>(
  schema: Schema,
  body: unknown,
  form: UseFormReturn<Values>,
): z.infer<Schema> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  form.clearErrors();
  for (const issue of parsed.error.issues) {
    form.setError(issue.path.join('.') as Path<Values>, { type: 'server', message: issue.message });
  }
  return null;
}

import { Input } from '@dirigeo/ui';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../ui/FormField.tsx';
import { PasswordStrengthHint } from '../../ui/PasswordStrengthHint.tsx';
import type { AccountValues } from './field-values.ts';
import * as styles from './registration-fields.css.ts';

interface AccountFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** Say under the password how long it must be. */
  withHints?: boolean;
}

/** The new account's username, password and its confirmation (spec 000 §5). */
export function AccountFields({ idPrefix, withHints = false }: AccountFieldsProps) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<AccountValues>();
  // Kept here rather than watched on the form: the rest of the form does not re-render at each key.
  const [password, setPassword] = useState('');
  const username = getValues('username');
  return (
    <>
      <div className={styles.fullWidth}>
        <FormField id={`${idPrefix}-username`} label="Nom d'utilisateur" error={errors.username?.message}>
          {(field) => <Input {...field} autoComplete="username" {...register('username')} />}
        </FormField>
      </div>
      <div className={styles.passwordWithHint}>
        <FormField
          id={`${idPrefix}-password`}
          label="Mot de passe"
          hint={withHints ? '8 caractères au minimum.' : undefined}
          error={errors.password?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              {...register('password', { onChange: (event) => setPassword(event.target.value) })}
            />
          )}
        </FormField>
        {password ? (
          <PasswordStrengthHint
            id={`${idPrefix}-password-strength`}
            password={password}
            userInputs={username ? [username] : []}
          />
        ) : null}
      </div>
      <FormField
        id={`${idPrefix}-confirmPassword`}
        label="Confirmer le mot de passe"
        error={errors.confirmPassword?.message}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...register('confirmPassword')} />
        )}
      </FormField>
    </>
  );
}

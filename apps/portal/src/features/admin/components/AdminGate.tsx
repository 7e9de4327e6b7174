import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS, type AdminLoginBody, adminLoginBodySchema } from '@dirigeo/schemas';
import { Button, Input } from '@dirigeo/ui';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useAdminLogin } from '../api/admin-login.ts';
import * as styles from './Admin.css.ts';

/**
 * The back office's gate (spec 001 §2, issue 22 §3): with named accounts, the username, the password
 * and the code of the authenticator app; before the first account, the bootstrap password alone.
 * The server checks them; its French refusal shows under the password (spec 001 §5, §8).
 */
export function AdminGate({ namedAccounts }: { namedAccounts: boolean }) {
  const login = useAdminLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: namedAccounts ? { username: '', password: '', code: '' } : { password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    if (namedAccounts && !body.username) {
      setError('username', { message: ADMIN_TEXTS.usernameRequired });
      return;
    }
    if (namedAccounts && !body.code) {
      setError('code', { message: ADMIN_TEXTS.codeRequired });
      return;
    }
    try {
      await login.mutateAsync(body);
    } catch (error) {
      // The server's French message: 'Mot de passe incorrect', the sign-in limit's, or the closed back office's.
      const message =
        error instanceof ApiError ? error.message.replace(/^\d+: /, '') : ADMIN_TEXTS.wrongPassword;
      setError('password', { message });
      setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <form className={styles.gate} onSubmit={onSubmit} noValidate aria-labelledby="admin-gate-title">
      <h1 id="admin-gate-title" className={styles.title}>
        Espace d'administration
      </h1>
      <p className={styles.muted}>
        {namedAccounts
          ? "Saisissez votre identifiant, votre mot de passe et le code à 6 chiffres de votre application d'authentification."
          : "Saisissez le mot de passe d'administration du site."}
      </p>
      {namedAccounts ? (
        <FormField id="admin-username" label="Identifiant" error={errors.username?.message}>
          {(field) => <Input {...field} autoComplete="username" autoFocus {...register('username')} />}
        </FormField>
      ) : null}
      <FormField id="admin-password" label="Mot de passe" error={errors.password?.message}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            autoFocus={!namedAccounts}
            {...register('password')}
          />
        )}
      </FormField>
      {namedAccounts ? (
        <FormField
          id="admin-code"
          label="Code de l'application d'authentification"
          error={errors.code?.message}
        >
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...register('code')}
            />
          )}
        </FormField>
      ) : null}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}

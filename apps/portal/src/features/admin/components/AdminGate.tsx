import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXTS, type AdminLoginBody, adminLoginBodySchema } from '@dirigeo/schemas';
import { Button, Input } from '@dirigeo/ui';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { useAdminLogin } from '../api/admin-login.ts';
import * as styles from './Admin.css.ts';

/**
 * The back office's gate (spec 001 §2): a password and 'Se connecter'. The server checks the
 * password; a wrong one shows 'Mot de passe incorrect' under the field (spec 001 §5, §8).
 */
export function AdminGate() {
  const login = useAdminLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
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
      <p className={styles.muted}>Saisissez le mot de passe d'administration du site.</p>
      <FormField id="admin-password" label="Mot de passe" error={errors.password?.message}>
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            autoFocus
            {...register('password')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}

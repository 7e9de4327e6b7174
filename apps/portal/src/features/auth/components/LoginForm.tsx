import type { LoginBody } from '@dirigeo/schemas';
import { Button, Input } from '@dirigeo/ui';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { PageSpinner } from '../../../lib/ui/PageSpinner.tsx';
import * as styles from './AuthForms.css.ts';
import { loginResolver, preloadLoginValidation } from './login-resolver.ts';

// The code step of an account with two-factor sign-in loads only when asked: /auth stays light.
const SecondFactorForm = lazy(() => import('./SecondFactorForm.tsx'));

interface LoginFormProps {
  onSignedIn: () => void;
  onSwitchToRegister: () => void;
}

export function LoginForm({ onSignedIn, onSwitchToRegister }: LoginFormProps) {
  const { login, isLoggingIn } = useAuth();
  const [codeRequired, setCodeRequired] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const step = await login(body);
      if (step.status === 'code-required') setCodeRequired(true);
      else onSignedIn();
    } catch {
      // The failure is shown as a toast by the auth provider.
    }
  });

  if (codeRequired) {
    return (
      <Suspense fallback={<PageSpinner label="Chargement…" />}>
        <SecondFactorForm onSignedIn={onSignedIn} onCancel={() => setCodeRequired(false)} />
      </Suspense>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={preloadLoginValidation}
      noValidate
      aria-label="Connexion"
    >
      <FormField id="login-username" label="Nom d'utilisateur" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...register('username')} />}
      </FormField>
      <FormField id="login-password" label="Mot de passe" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      {/* A plain link: react-router's Link would take /auth's first load over its budget. */}
      <a href={paths.forgotPassword} className={styles.forgotLink}>
        Mot de passe oublié ?
      </a>
      <Button type="submit" disabled={isLoggingIn} className={styles.submit}>
        {isLoggingIn ? 'Connexion…' : 'Se connecter'}
      </Button>
      <p className={styles.switchText}>
        Pas encore de compte ?{' '}
        <button type="button" className={styles.switchLink} onClick={onSwitchToRegister}>
          Inscrivez-vous
        </button>
      </p>
    </form>
  );
}

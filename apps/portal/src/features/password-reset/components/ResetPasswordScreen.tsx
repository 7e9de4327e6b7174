import { type PasswordResetForm, passwordResetFormSchema } from '@dirigeo/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Input } from '@dirigeo/ui';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { PasswordStrengthHint } from '../../../lib/ui/PasswordStrengthHint.tsx';
import { PublicPage } from '../../../lib/ui/PublicPage.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import * as styles from './ResetPageFrame.css.ts';

/** /auth/reinitialiser?token=…: the e-mail's link; a new password, then every session ends. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = watch('password');

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await confirm.mutateAsync({ token, password: newPassword });
    } catch (error) {
      const issue =
        error instanceof ApiError ? error.issues.find((item) => item.path === 'password') : undefined;
      if (issue) setError('password', { message: issue.message }, { shouldFocus: true });
    }
  });
  const linkFailed =
    confirm.isError && !(confirm.error instanceof ApiError && confirm.error.issues.length > 0);

  return (
    <PublicPage
      title="Nouveau mot de passe"
      heading={{
        title: 'Choisir un nouveau mot de passe',
        intro:
          'Une fois le mot de passe changé, toutes les sessions ouvertes sur votre compte seront fermées.',
      }}
    >
      <Card>
        <CardContent>
          {confirm.isSuccess ? (
            <div className={styles.notice} role="status">
              <p>Votre mot de passe a été modifié. Connectez-vous avec le nouveau.</p>
              <Button asChild className={styles.submit}>
                <Link to={paths.auth}>Se connecter</Link>
              </Button>
            </div>
          ) : token === '' ? (
            <div className={styles.notice} role="alert">
              <p>
                Ce lien de réinitialisation est incomplet : ouvrez le lien reçu par e-mail, ou demandez-en un
                nouveau.
              </p>
              <Link to={paths.forgotPassword} className={styles.link}>
                Demander un nouveau lien
              </Link>
            </div>
          ) : (
            <form
              className={styles.form}
              onSubmit={onSubmit}
              noValidate
              aria-label="Réinitialisation du mot de passe"
            >
              <FormField id="reset-password" label="Nouveau mot de passe" error={errors.password?.message}>
                {(control) => (
                  <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
                )}
              </FormField>
              <PasswordStrengthHint id="reset-password-strength" password={password} />
              <FormField
                id="reset-password-confirm"
                label="Confirmer le nouveau mot de passe"
                error={errors.confirmPassword?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="new-password"
                    {...register('confirmPassword')}
                  />
                )}
              </FormField>
              {linkFailed ? (
                <div className={styles.notice} role="alert">
                  <p className={styles.error}>{errorMessage(confirm.error)}</p>
                  <Link to={paths.forgotPassword} className={styles.link}>
                    Demander un nouveau lien
                  </Link>
                </div>
              ) : null}
              <Button type="submit" disabled={confirm.isPending} className={styles.submit}>
                {confirm.isPending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}

import type { PasswordResetRequestBody } from '@dirigeo/schemas';
import { PASSWORD_RESET_VALID_MINUTES, passwordResetRequestBodySchema } from '@dirigeo/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Input } from '@dirigeo/ui';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { PublicPage } from '../../../lib/ui/PublicPage.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import * as styles from './ResetPageFrame.css.ts';

/** /auth/mot-de-passe-oublie: asks for a reset link by e-mail (issue 22 §2). */
export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    await request.mutateAsync(body).catch(() => {
      // Shown under the form.
    });
  });

  return (
    <PublicPage
      title="Mot de passe oublié"
      heading={{
        title: 'Mot de passe oublié',
        intro:
          'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      }}
    >
      <Card>
        <CardContent>
          {request.isSuccess ? (
            <div className={styles.notice} role="status">
              <p>
                Si un compte correspond à l’adresse <strong>{getValues('email')}</strong>, un e-mail vient de
                lui être envoyé. Son lien est valable {PASSWORD_RESET_VALID_MINUTES} minutes et ne sert qu’une
                fois.
              </p>
              <p>
                Pensez à regarder dans les courriers indésirables si vous ne le voyez pas d’ici quelques
                minutes.
              </p>
              <Link to={paths.auth} className={styles.link}>
                Retour à la connexion
              </Link>
            </div>
          ) : (
            <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Mot de passe oublié">
              <FormField id="reset-email" label="Adresse e-mail" error={errors.email?.message}>
                {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
              </FormField>
              {request.isError ? (
                <p className={styles.error} role="alert">
                  L’envoi a échoué : {errorMessage(request.error)}
                </p>
              ) : null}
              <Button type="submit" disabled={request.isPending} className={styles.submit}>
                {request.isPending ? 'Envoi…' : 'Recevoir le lien'}
              </Button>
              <Link to={paths.auth} className={styles.link}>
                Retour à la connexion
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}

import type { User } from '@dirigeo/schemas';
import { Button, toast } from '@dirigeo/ui';
import { useResendEmailVerification } from '../api/account/resend-email-verification.ts';
import { errorMessage } from '../api-client.ts';
import * as styles from './EmailVerificationNotice.css.ts';

/**
 * « Adresse non confirmée »: shown on the dashboard and in the settings while the account's address
 * has not been proven by its link, with a button that sends a new one. Nothing is blocked meanwhile
 * but the monthly reminders (docs/adr/2026-11-27-email-verification-and-notifications.md).
 */
export function EmailVerificationNotice({ user }: { user: Pick<User, 'email' | 'emailVerified'> }) {
  const resend = useResendEmailVerification();
  if (user.emailVerified) return null;
  return (
    <div className={styles.notice} role="status" aria-labelledby="email-verification-title">
      <p id="email-verification-title" className={styles.title}>
        Adresse e-mail non confirmée
      </p>
      <p className={styles.text}>
        Confirmez {user.email} avec le lien que nous vous avons envoyé. D’ici là, nous ne vous envoyons pas
        les rappels mensuels.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              toast({
                title: 'Lien envoyé',
                description: `Un nouveau lien de confirmation part à ${user.email}.`,
                variant: 'success',
              }),
            onError: (error) =>
              toast({ title: 'Erreur', description: errorMessage(error), variant: 'destructive' }),
          })
        }
      >
        {resend.isSuccess ? 'Lien envoyé' : 'Renvoyer le lien'}
      </Button>
    </div>
  );
}

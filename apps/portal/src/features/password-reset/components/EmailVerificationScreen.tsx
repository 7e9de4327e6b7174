import { Button, Card, CardContent } from '@dirigeo/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { PublicPage } from '../../../lib/ui/PublicPage.tsx';
import { useConfirmEmailVerification } from '../api/confirm-email-verification.ts';
import * as styles from './EmailVerificationScreen.css.ts';

/**
 * /auth/confirmer?token=…: the link of a confirmation e-mail (at registration, or the new
 * address of an e-mail change). The token is sent once the page runs in a browser, so that a mail
 * scanner fetching the link confirms nothing.
 */
export function EmailVerificationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailVerification();
  const sent = useRef(false);
  useEffect(() => {
    if (token === '' || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <PublicPage
      title="Confirmation de l’adresse e-mail"
      heading={{
        title: 'Confirmation de votre adresse e-mail',
        intro: 'Le lien reçu par e-mail prouve que l’adresse est bien la vôtre.',
      }}
    >
      <Card>
        <CardContent>
          <div className={styles.notice} role={confirm.isError || token === '' ? 'alert' : 'status'}>
            {token === '' ? (
              <p>Ce lien de confirmation est incomplet : ouvrez le lien reçu par e-mail.</p>
            ) : confirm.isSuccess ? (
              <p>
                {confirm.data.outcome === 'changed'
                  ? `C’est fait : ${confirm.data.email} est désormais l’adresse de votre compte.`
                  : `Merci : votre adresse ${confirm.data.email} est confirmée.`}
              </p>
            ) : confirm.isError ? (
              <p className={styles.error}>{errorMessage(confirm.error)}</p>
            ) : (
              <p>Confirmation en cours…</p>
            )}
            <Button asChild variant={confirm.isSuccess ? 'primary' : 'outline'}>
              <Link to={confirm.isError ? `${paths.settings}` : paths.dashboard}>
                {confirm.isError ? 'Aller à mes paramètres' : 'Aller à mon tableau de bord'}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PublicPage>
  );
}

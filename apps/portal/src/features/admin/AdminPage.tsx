import { errorMessage } from '../../lib/api-client.ts';
import { ADMIN_TEXTS } from '@dirigeo/schemas';
import { Button, toast } from '@dirigeo/ui';
import { LogOut } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle, useNoIndex } from '../../lib/ui/document-head.ts';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { useAdminLogout } from './api/admin-logout.ts';
import { useAdminSession } from './api/get-admin-session.ts';
import * as styles from './components/Admin.css.ts';
import { AdminDashboard } from './components/AdminDashboard.tsx';
import { AdminGate } from './components/AdminGate.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * /admin, the back office (spec 001 §2 "Admin page", issue 15). The gate's password is checked by
 * the server, which opens an admin session of its own (30 minutes without use, ended with the
 * browser); every read and write below it asks the API, which refuses them without that session.
 * The spec's gate was unlocked "for the page lifetime only": the server's session replaces it, so
 * a reload within the 30 minutes stays signed in, and 'Se déconnecter' ends it at once.
 */
export default function AdminPage() {
  const session = useAdminSession();
  const logout = useAdminLogout();
  useSessionExpiry();
  useDocumentTitle('Administration — Dirigeo');
  useNoIndex();
  const signedIn = session.data?.signedIn === true;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href={paths.home} className={styles.brand}>
          <span className={styles.brandName}>Dirigeo</span>
          <span className={styles.brandLabel}>Espace d'administration</span>
        </a>
        {signedIn ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => toast({ title: 'Déconnexion réussie', variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'Erreur de déconnexion',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            <LogOut aria-hidden="true" />
            Se déconnecter
          </Button>
        ) : null}
      </header>
      <main id="contenu" className={styles.main}>
        {session.isPending ? (
          <PageSpinner />
        ) : session.isError ? (
          <p role="alert">Impossible de joindre le serveur : {errorMessage(session.error)}</p>
        ) : !session.data.open ? (
          <div className={styles.gate}>
            <h1 className={styles.title}>Espace d'administration fermé</h1>
            <p role="alert">{ADMIN_TEXTS.closed}</p>
          </div>
        ) : signedIn ? (
          <AdminDashboard />
        ) : (
          <AdminGate namedAccounts={session.data.namedAccounts} />
        )}
      </main>
    </div>
  );
}

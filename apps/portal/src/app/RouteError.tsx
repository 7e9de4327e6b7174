import { useDocumentTitle } from '../lib/ui/document-head.ts';
import { Button } from '@dirigeo/ui';
import * as styles from './RouteError.css.ts';

/**
 * Shown when a screen fails to load or render (a chunk missing after a deployment, an unexpected
 * answer). Reloading fetches the current version of the app.
 */
export function RouteError({ error }: { error: unknown }) {
  useDocumentTitle('Erreur — Dirigeo');
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Une erreur est survenue</h1>
      <p className={styles.text}>La page n'a pas pu s'afficher. Rechargez-la pour réessayer.</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Button type="button" onClick={() => window.location.reload()}>
        Recharger la page
      </Button>
    </main>
  );
}

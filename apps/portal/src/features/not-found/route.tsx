import { useDocumentTitle } from '../../lib/ui/document-head.ts';
import { paths } from '../../lib/paths.ts';
import * as styles from './route.css.ts';

/** Any path the router does not know (spec 000 §2: the title and text are the spec's, verbatim). */
export default function NotFoundRoute() {
  useDocumentTitle('404 Page Not Found — Dirigeo');
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <p className={styles.text}>Did you forget to add the page to the router?</p>
        <a className={styles.link} href={paths.home}>
          Retour à l'accueil
        </a>
      </div>
    </main>
  );
}

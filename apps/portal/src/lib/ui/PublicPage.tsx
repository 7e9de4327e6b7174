import type { ReactNode } from 'react';
import { paths } from '../paths.ts';
import { Logo } from './Logo.tsx';
import * as styles from './PublicPage.css.ts';

interface PublicPageProps {
  /** The browser tab's title. */
  title: string;
  children: ReactNode;
}

/** The frame of the public screens (/auth, /eligibilite, /souscription): a header with the logo. */
export function PublicPage({ title, children }: PublicPageProps) {
  return (
    <div className={styles.page}>
      <title>{`${title} — Dirigeo`}</title>
      <header className={styles.header}>
        <a href={paths.home} className={styles.brand} aria-label="Dirigeo — accueil">
          <Logo />
        </a>
      </header>
      <main id="contenu" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

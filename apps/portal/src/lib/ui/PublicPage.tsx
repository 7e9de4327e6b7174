import { useDocumentTitle } from './document-head.ts';
import { lazy, type ReactNode, Suspense } from 'react';
import { portalEnv } from '../../env.ts';
import { paths } from '../paths.ts';
import { Logo } from './Logo.tsx';
import * as styles from './PublicPage.css.ts';

interface PublicPageProps {
  /** The browser tab's title. */
  title: string;
  /** The page's own heading and introduction, above a centred column; /auth has its own layout. */
  heading?: { title: string; intro: ReactNode };
  children: ReactNode;
}

// The search button and the assistant arrive just after the screen: /auth's first load stays
// within its budget (scripts/check-bundle-budget.ts).
const SearchLauncher = lazy(async () => ({
  default: (await import('@dirigeo/widgets/search')).SearchLauncher,
}));
const ChatLauncher = lazy(async () => ({ default: (await import('@dirigeo/widgets/chat')).ChatLauncher }));

/** The frame of the public screens (/auth, /eligibilite, /souscription): a header with the logo. */
export function PublicPage({ title, heading, children }: PublicPageProps) {
  useDocumentTitle(`${title} — Dirigeo`);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href={paths.home} className={styles.brand} aria-label="Dirigeo — accueil">
          <Logo />
        </a>
        <Suspense fallback={null}>
          <SearchLauncher />
        </Suspense>
      </header>
      <main id="contenu" className={styles.main}>
        {heading ? (
          <div className={styles.column}>
            <div>
              <h1 className={styles.title}>{heading.title}</h1>
              <p className={styles.intro}>{heading.intro}</p>
            </div>
            {children}
          </div>
        ) : (
          children
        )}
      </main>
      <Suspense fallback={null}>
        <ChatLauncher booking={portalEnv.booking} />
      </Suspense>
    </div>
  );
}

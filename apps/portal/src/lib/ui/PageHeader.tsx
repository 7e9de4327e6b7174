import { useDocumentTitle } from './document-head.ts';
import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
}

/** The screen's `<h1>` with its description and main actions; also names the browser tab. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} — Dirigeo`);
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

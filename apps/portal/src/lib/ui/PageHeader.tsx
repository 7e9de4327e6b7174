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
  return (
    <header className={styles.header}>
      <title>{`${title} — Dirigeo`}</title>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
}

/** What a list shows when it has nothing yet, with the action that fills it. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}

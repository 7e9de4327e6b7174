import type { MouseEvent } from 'react';
import { paginationItems } from '../lib/pagination.ts';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  current: number;
  totalPages: number;
  /** The navigation's accessible name, e.g. « Pages des fiches ». */
  label: string;
  /** The address of a page (the link works without JavaScript). */
  hrefOf: (page: number) => string;
  /** Goes to a page without reloading. */
  onGo: (page: number) => void;
}

/**
 * Numbered pages (spec 001 §2, §9: a window of 5), links that the island turns into in-page moves
 * (a click with a modifier key keeps its usual meaning, a new tab for instance).
 */
export function Pagination({ current, totalPages, label, hrefOf, onGo }: PaginationProps) {
  if (totalPages <= 1) return null;
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onGo(page);
  };
  const step = (page: number, text: 'Précédent' | 'Suivant', disabled: boolean) => {
    const content = (
      <>
        {/* No-break spaces: a flex item's ordinary trailing space collapses (« ‹Précédent »). */}
        {text === 'Précédent' ? <span aria-hidden="true">‹{'\u00a0'}</span> : null}
        {text}
        {text === 'Suivant' ? <span aria-hidden="true">{'\u00a0'}›</span> : null}
      </>
    );
    return disabled ? (
      <button type="button" className={styles.pageLink} disabled>
        {content}
      </button>
    ) : (
      <a
        className={styles.pageLink}
        href={hrefOf(page)}
        rel={text === 'Précédent' ? 'prev' : 'next'}
        onClick={follow(page)}
      >
        {content}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.pages}>
        <li>{step(current - 1, 'Précédent', current <= 1)}</li>
        {paginationItems(current, totalPages).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <a
                className={styles.pageLink}
                href={hrefOf(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={follow(item.page)}
              >
                {item.page}
              </a>
            </li>
          ) : (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{step(current + 1, 'Suivant', current >= totalPages)}</li>
      </ul>
    </nav>
  );
}

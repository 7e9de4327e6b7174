import * as styles from './Logo.css.ts';

/** Dirigeo's mark and name. Decorative mark: the name is the text. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M10 8h6.5a8 8 0 0 1 0 16H10z" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      <span>Dirigeo</span>
    </span>
  );
}

import { Spinner } from '@dirigeo/ui';
import * as styles from './PageSpinner.css.ts';

/** A spinner in the middle of the space a page would take. */
export function PageSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className={styles.center}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

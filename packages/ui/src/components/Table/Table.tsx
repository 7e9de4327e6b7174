import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Table.css.ts';

/**
 * Whether the element's content is wider than the element. A table that scrolls sideways must be
 * reachable with the keyboard to be scrolled (axe: scrollable-region-focusable).
 */
function useOverflowsHorizontally<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return { ref, overflows };
}

export interface TableProps extends ComponentProps<'table'> {
  /**
   * On a narrow screen (below `sm`), show each row as a card, its cells one under the other after
   * their column's name (`TableCell`'s `label`), instead of scrolling sideways.
   */
  stacked?: boolean;
}

/** A data table; wide tables scroll sideways inside their own box instead of stretching the page. */
export function Table({ className, stacked = false, ...props }: TableProps) {
  const { ref, overflows } = useOverflowsHorizontally<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.wrapper} tabIndex={overflows ? 0 : undefined}>
      <table className={cx(styles.table, stacked && styles.stacked, className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cx(styles.header, className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cx(styles.body, className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cx(styles.row, className)} {...props} />;
}

/** A column header (`<th scope="col">` unless told otherwise). */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cx(styles.head, className)} {...props} />;
}

export interface TableCellProps extends ComponentProps<'td'> {
  /** The column's name, shown before the value when a `stacked` table shows its rows as cards. */
  label?: string;
}

export function TableCell({ className, label, ...props }: TableCellProps) {
  return <td className={cx(styles.cell, className)} data-label={label} {...props} />;
}

/** The table's accessible name; wrap it in `VisuallyHidden` when the page's heading already says it. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cx(styles.caption, className)} {...props} />;
}

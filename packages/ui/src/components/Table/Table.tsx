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

/** A data table; wide tables scroll sideways inside their own box instead of stretching the page. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const { ref, overflows } = useOverflowsHorizontally<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.wrapper} tabIndex={overflows ? 0 : undefined}>
      <table className={cx(styles.table, className)} {...props} />
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

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cx(styles.cell, className)} {...props} />;
}

/** The table's accessible name; wrap it in `VisuallyHidden` when the page's heading already says it. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cx(styles.caption, className)} {...props} />;
}

/** Joins class names, skipping the empty ones: `cx(styles.root, isOpen && styles.open, className)`. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA Authoring Practices, "Tabs"): arrows
 * wrap around, Home and End go to the ends; null for any other key.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

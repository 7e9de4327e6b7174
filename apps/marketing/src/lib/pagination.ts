/** A numbered page, or an ellipsis standing for the pages left out. */
export type PaginationItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/** Spec 001 §9: a window of 5 pages. */
const PAGINATION_WINDOW = 5;

/**
 * The buttons of a numbered pagination (spec 001 §2): a window of 5 pages around the current one,
 * the first and the last always shown, an ellipsis where pages are left out.
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [{ kind: 'page', page: 1 }] : [];
  const start = Math.max(
    1,
    Math.min(current - Math.floor(PAGINATION_WINDOW / 2), totalPages - PAGINATION_WINDOW + 1),
  );
  const end = Math.min(totalPages, start + PAGINATION_WINDOW - 1);
  const items: PaginationItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page });
  if (end < totalPages - 1) items.push({ kind: 'ellipsis', key: 'end' });
  if (end < totalPages) items.push({ kind: 'page', page: totalPages });
  return items;
}

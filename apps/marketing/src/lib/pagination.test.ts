import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination.ts';

function render(current: number, total: number): string {
  return paginationItems(current, total)
    .map((item) =>
      item.kind === 'page' ? (item.page === current ? `[${item.page}]` : String(item.page)) : '…',
    )
    .join(' ');
}

describe('paginationItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '[1]'],
    [1, 5, '[1] 2 3 4 5'],
    [3, 6, '1 2 [3] 4 5 6'],
    [1, 12, '[1] 2 3 4 5 … 12'],
    [5, 12, '1 … 3 4 [5] 6 7 … 12'],
    [4, 12, '1 2 3 [4] 5 6 … 12'],
    [12, 12, '1 … 8 9 10 11 [12]'],
    [9, 12, '1 … 7 8 [9] 10 11 12'],
  ])('page %i of %i: %s', (current, total, expected) => {
    expect(render(current, total)).toBe(expected);
  });
});

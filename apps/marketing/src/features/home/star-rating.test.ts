import { describe, expect, it } from 'vitest';
import { ratingFillPercent, ratingLabel } from './star-rating.ts';

describe('ratingLabel', () => {
  it('reads a half rating with a French decimal comma', () => {
    expect(ratingLabel(4.5)).toBe('Note : 4,5 sur 5');
  });

  it('reads a whole rating without decimals', () => {
    expect(ratingLabel(5)).toBe('Note : 5 sur 5');
  });
});

describe('ratingFillPercent', () => {
  it.each([
    [5, 100],
    [4.5, 90],
    [0, 0],
    [7, 100],
    [-1, 0],
  ])('fills %s stars to %s %%', (rating, percent) => {
    expect(ratingFillPercent(rating)).toBe(percent);
  });
});

import { describe, expect, it } from 'vitest';
import { withoutStoryDates } from './retrieve-passages.ts';

describe('a story’s dates (stop 42)', () => {
  it('drops the months of a long question, which date its story', () =>
    expect(
      withoutStoryDates(['appris', 'janvi', 'salarie', 'falsif', 'not', 'frais', 'avril', 'avert']),
    ).toEqual(['appris', 'salarie', 'falsif', 'not', 'frais', 'avert']));
  it('keeps the month a short question asks about', () =>
    expect(withoutStoryDates(['1er', 'mai', 'ferie'])).toEqual(['1er', 'mai', 'ferie']));
});

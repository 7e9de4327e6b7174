import { describe, expect, it } from 'vitest';
import { articleIdFromNumber, parseArticleNumber } from './article-number.ts';

describe('parseArticleNumber', () => {
  it.each([
    ['L1234-9', { letter: 'L', key: '1234-9' }],
    ['l1234-9', { letter: 'L', key: '1234-9' }],
    ['L. 1234-9', { letter: 'L', key: '1234-9' }],
    ['L.1234-9', { letter: 'L', key: '1234-9' }],
    ['  L 1234 - 9 ', { letter: 'L', key: '1234-9' }],
    ['1234-9', { letter: null, key: '1234-9' }],
    ['article L1234-9', { letter: 'L', key: '1234-9' }],
    ['Art. R. 4451-39', { letter: 'R', key: '4451-39' }],
    ['d3141-9', { letter: 'D', key: '3141-9' }],
    ['R*1233-3-4', { letter: 'R', key: '1233-3-4' }],
    ['L1453-1 A', { letter: 'L', key: '1453-1A' }],
    ['l1453-1a', { letter: 'L', key: '1453-1A' }],
    ['L3142-25-1', { letter: 'L', key: '3142-25-1' }],
    ['L1', { letter: 'L', key: '1' }],
    ['3141', { letter: null, key: '3141' }],
  ])('reads %j as a number', (input, expected) => {
    expect(parseArticleNumber(input)).toEqual(expected);
  });

  it.each([
    'licenciement',
    'congés payés',
    'L',
    'L-1234',
    '35 heures',
    'Annexe I',
    'X1234-9',
    'L1234-9 bis',
    '',
  ])('reads %j as words', (input) => {
    expect(parseArticleNumber(input)).toBeNull();
  });
});

describe('articleIdFromNumber', () => {
  it.each([
    ['L1234-9', 'L1234-9'],
    ['R*1233-3-4', 'R1233-3-4'],
    ['L1453-1 A', 'L1453-1A'],
    [' L1251-33-1', 'L1251-33-1'],
    ['R2261-4-7 ', 'R2261-4-7'],
  ])('gives %j the id %j', (officialNumber, id) => {
    expect(articleIdFromNumber(officialNumber)).toBe(id);
  });

  it('gives annexes none: their number is not unique', () => {
    expect(articleIdFromNumber('Annexe I')).toBeNull();
    expect(articleIdFromNumber("Annexe à l'article R1422-4")).toBeNull();
  });
});

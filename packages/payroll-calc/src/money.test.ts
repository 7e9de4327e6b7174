import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatContributionRate, formatEuros, formatRate } from './money.ts';

const NNBSP = '\u202f'; // narrow no-break space: fr-FR thousands separator
const NBSP = '\u00a0'; // no-break space: before € and %

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [12, 1200],
    [12.3, 1230],
    [12.34, 1234],
    [0.07, 7],
    [1234567.89, 123456789],
    [-5.5, -550],
    [19.99, 1999],
    [0.29, 29],
    [10_000_000, 1_000_000_000],
  ])('%s € is %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each([[1.005], [0.1 + 0.2], [12.345], [Number.NaN], [Number.POSITIVE_INFINITY], [1e17]])(
    'rejects %s with a RangeError',
    (euros) => {
      expect(() => eurosToCents(euros)).toThrow(RangeError);
    },
  );

  it('round-trips with centsToEuros', () => {
    for (const cents of [0, 1, 99, 100, 123456, 999999999]) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });
});

describe('formatEuros', () => {
  it.each([
    [0, `0,00${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [123456, `1${NNBSP}234,56${NBSP}€`],
    [123456789, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [-1999, `-19,99${NBSP}€`],
  ])('%s cents is %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });
});

describe('formatRate', () => {
  it.each([
    [6.9, `6,90${NBSP}%`],
    [13, `13,00${NBSP}%`],
    [0.024, `0,02${NBSP}%`],
    [2.125, `2,13${NBSP}%`],
    [100, `100,00${NBSP}%`],
  ])('%s % is %s', (percent, text) => {
    expect(formatRate(percent)).toBe(text);
  });
});

describe('formatContributionRate', () => {
  it.each([
    [6.9, `6,90${NBSP}%`],
    [0.024, `0,024${NBSP}%`],
    [0.036, `0,036${NBSP}%`],
    [14.78, `14,78${NBSP}%`],
  ])('%s % is %s', (percent, text) => {
    expect(formatContributionRate(percent)).toBe(text);
  });
});

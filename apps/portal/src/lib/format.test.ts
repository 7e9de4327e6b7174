import { describe, expect, it } from 'vitest';
import { DOCUMENT_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from '@dirigeo/schemas';
import { formatCents, formatEuros, formatFileSize, formatPercent, formatRelativeTime } from './format.ts';

// Intl writes fr-FR groups with a narrow no-break space and puts a no-break space before '€'.
const normalize = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('amounts', () => {
  it.each([
    [1234.5, '1 234,50 €'],
    [0, '0,00 €'],
    [3200, '3 200,00 €'],
    [0.1 + 0.2, '0,30 €'],
  ])('formats %s euros as %s', (euros, expected) => {
    expect(normalize(formatEuros(euros))).toBe(expected);
  });

  it('formats cents with exactly two decimals', () => {
    expect(normalize(formatCents(123456789))).toBe('1 234 567,89 €');
  });

  it('shows rates with two decimals', () => {
    expect(normalize(formatPercent(22.5))).toBe('22,50 %');
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1 023 B'],
    [1024, '1,0 KB'],
    [1536, '1,5 KB'],
    [1024 * 1024 - 1, '1 024,0 KB'],
    [1024 * 1024, '1,0 MB'],
    [5.25 * 1024 * 1024, '5,3 MB'],
  ])('shows %i bytes as %s', (bytes, expected) => {
    expect(normalize(formatFileSize(bytes))).toBe(expected);
  });
});

describe('relative dates', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:30Z', 'à l’instant'],
    ['2026-03-10T11:55:00Z', 'il y a 5 minutes'],
    ['2026-03-09T12:00:00Z', 'hier'],
    ['2026-03-07T12:00:00Z', 'il y a 3 jours'],
    ['2026-01-01T12:00:00Z', 'il y a 2 mois'],
  ])('writes %s as %s', (date, expected) => {
    expect(normalize(formatRelativeTime(date, now))).toBe(expected);
  });
});

describe('one convention for file sizes', () => {
  it('writes the size limit of the refusal message in the unit the list uses (spec 000 §9)', () => {
    const unit = formatFileSize(MAX_DOCUMENT_BYTES).split(/\s/).at(-1);
    expect(unit).toBe('MB');
    expect(DOCUMENT_TOO_LARGE_MESSAGE).toMatch(/ 10 MB$/);
  });
});

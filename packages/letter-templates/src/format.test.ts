import { describe, expect, it } from 'vitest';
import {
  formatLetterDate,
  formatLetterMoney,
  formatLetterNumber,
  formatLetterTime,
  formatSiret,
  parseEuros,
  parseIsoDate,
  parseTime,
} from './format.ts';

/** Intl writes a narrow no-break space between thousands and a no-break space before « € ». */
const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('dates', () => {
  it.each([
    ['2026-11-22', '22 novembre 2026'],
    ['2026-03-01', '1er mars 2026'],
    ['2025-02-28', '28 février 2025'],
    ['2028-02-29', '29 février 2028'],
    ['2026-08-15', '15 août 2026'],
    ['2026-12-31', '31 décembre 2026'],
  ])('%s is « %s »', (iso, text) => {
    expect(formatLetterDate(iso)).toBe(text);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '22/11/2026',
    '2026-1-5',
    '',
    '1899-12-31',
  ])('refuses %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(() => formatLetterDate(value)).toThrow(RangeError);
  });
});

describe('times', () => {
  it.each([
    ['14:30', `14${nbsp}h${nbsp}30`],
    ['09:00', `9${nbsp}h`],
    ['9:05', `9${nbsp}h${nbsp}05`],
    ['00:15', `0${nbsp}h${nbsp}15`],
    ['23:59', `23${nbsp}h${nbsp}59`],
  ])('%s is « %s »', (value, text) => {
    expect(formatLetterTime(value)).toBe(text);
  });

  it.each(['24:00', '14h30', '14:60', '', '1430'])('refuses %j', (value) => {
    expect(parseTime(value)).toBeNull();
  });
});

describe('euros', () => {
  it.each([
    ['1234,56', 123_456, `1${nnbsp}234,56${nbsp}€`],
    ['1 234,56', 123_456, `1${nnbsp}234,56${nbsp}€`],
    ['1234.5', 123_450, `1${nnbsp}234,50${nbsp}€`],
    ['0', 0, `0,00${nbsp}€`],
    ['1500 €', 150_000, `1${nnbsp}500,00${nbsp}€`],
    ['0,07', 7, `0,07${nbsp}€`],
    ['10000000', 1_000_000_000, `10${nnbsp}000${nnbsp}000,00${nbsp}€`],
  ])('%j is %i cents, « %s »', (value, cents, text) => {
    expect(parseEuros(value)).toEqual({ ok: true, cents });
    expect(formatLetterMoney(value)).toBe(text);
  });

  it.each([
    ['12,345', 'decimals'],
    ['-5', 'negative'],
    ['douze', 'format'],
    ['1,2,3', 'format'],
    ['', 'format'],
    ['10000000,01', 'too-large'],
    ['20000000', 'too-large'],
  ])('refuses %j (%s)', (value, reason) => {
    expect(parseEuros(value)).toEqual({ ok: false, reason });
  });
});

describe('numbers', () => {
  it.each([
    ['2', 'mois', `2${nbsp}mois`],
    ['1', 'mois', `1${nbsp}mois`],
    ['1', 'jours ouvrables', `1${nbsp}jour ouvrable`],
    ['1,5', 'jours', `1,5${nbsp}jour`],
    ['3', 'jours ouvrables', `3${nbsp}jours ouvrables`],
    ['1', 'jours de congés payés', `1${nbsp}jour de congés payés`],
    ['12', undefined, '12'],
  ])('%s %s is « %s »', (value, unit, text) => {
    expect(formatLetterNumber(value, unit)).toBe(text);
  });
});

it('writes a SIRET as its SIREN and NIC', () => {
  expect(formatSiret('12345678900012')).toBe('123 456 789 00012');
  expect(() => formatSiret('1234')).toThrow(RangeError);
});

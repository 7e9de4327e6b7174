import { describe, expect, it } from 'vitest';
import {
  chosen,
  readDate,
  readDecimal,
  readEuros,
  readOptionalEuros,
  readWholeNumber,
  REQUIRED,
} from './answers.ts';

describe('readEuros: euros as a French visitor types them, into cents', () => {
  it.each([
    ['2500', 250_000],
    ['2 500,50', 250_050],
    ['2500.5', 250_050],
    ['2\u202f500,05\u00a0€', 250_005],
    [' 0,01 ', 1],
    ['0', 0],
    ['10000000', 1_000_000_000],
  ])('%j → %i cents', (text, cents) => {
    expect(readEuros(text)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['-12', 'Le montant ne peut pas être négatif'],
    ['12,345', 'Le montant ne peut pas avoir plus de 2 décimales'],
    ['deux mille', 'Indiquez un montant en euros, par exemple 2 500,50'],
    ['1.234,56', 'Indiquez un montant en euros, par exemple 2 500,50'],
    ['10000000,01', 'Montant trop élevé'],
  ])('%j → « %s »', (text, message) => {
    expect(readEuros(text)).toEqual({ ok: false, message });
  });

  it('reads an empty optional amount as 0', () => {
    expect(readOptionalEuros('')).toEqual({ ok: true, value: 0 });
    expect(readOptionalEuros('12,5')).toEqual({ ok: true, value: 1250 });
  });
});

describe('readDate: a date input’s YYYY-MM-DD, checked to exist', () => {
  it.each(['2024-02-29', '2025-12-31', '1950-01-01'])('%s is a date', (text) => {
    expect(readDate(text)).toEqual({ ok: true, value: text });
  });

  it.each([
    ['', REQUIRED],
    ['2025-02-29', 'Cette date n’existe pas'],
    ['2025-13-01', 'Cette date n’existe pas'],
    ['16/06/2025', 'Date invalide (format attendu : JJ/MM/AAAA)'],
    ['1949-12-31', 'Indiquez une date entre 1950 et 2100'],
  ])('%j → « %s »', (text, message) => {
    expect(readDate(text)).toEqual({ ok: false, message });
  });
});

describe('numbers', () => {
  it('reads whole numbers within bounds', () => {
    expect(readWholeNumber('12', 1, 100)).toEqual({ ok: true, value: 12 });
    expect(readWholeNumber('1 000', 1, 1_000_000)).toEqual({ ok: true, value: 1000 });
    expect(readWholeNumber('0', 1, 100)).toEqual({ ok: false, message: 'La valeur minimale est 1' });
    expect(readWholeNumber('2,5', 1, 100)).toEqual({ ok: false, message: 'Indiquez un nombre entier' });
  });

  it('reads decimals with their number of decimals', () => {
    expect(readDecimal('7,5', 0, 100, 2)).toEqual({ ok: true, value: 7.5 });
    expect(readDecimal('7.5 %', 0, 100, 2)).toEqual({ ok: true, value: 7.5 });
    expect(readDecimal('28,25', 1, 35, 1)).toEqual({ ok: false, message: 'Au plus 1 décimale' });
    expect(readDecimal('36', 1, 35, 2)).toEqual({ ok: false, message: 'La valeur maximale est 35' });
  });

  it('says when a choice is not made', () => {
    expect(chosen('motive', '')).toEqual({ motive: 'Choisissez une réponse' });
    expect(chosen('motive', 'ordinary')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import {
  letterFieldSchema,
  letterValuesSchema,
  MAX_LETTER_NUMBER,
  REQUIRED_MESSAGE,
} from './letter-values-schema.ts';
import { fixtureTemplate, fixtureValues } from './testing/fixture-template.ts';

const schema = letterValuesSchema(fixtureTemplate);

/** The French message of each invalid field, by field name. */
function messages(values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('letterValuesSchema', () => {
  it('accepts valid values, trims them and turns empty optional ones into undefined', () => {
    const parsed = schema.parse({ ...fixtureValues, poste: '  Comptable  ', courriel: '', inconnu: 'x' });
    expect(parsed.poste).toBe('Comptable');
    expect(parsed.courriel).toBeUndefined();
    expect(parsed).not.toHaveProperty('inconnu');
  });

  it('asks for every required field, the standard ones included', () => {
    const result = messages({});
    expect(Object.keys(result).sort()).toEqual(
      [
        'employeurNom',
        'employeurAdresse',
        'signataireNom',
        'signataireQualite',
        'salarieCivilite',
        'salarieNom',
        'salarieAdresse',
        'lieu',
        'dateLettre',
        'remise',
        'dateEntretien',
        'heureEntretien',
        'montant',
        'duree',
        'motif',
        'poste',
      ].sort(),
    );
    expect(new Set(Object.values(result))).toEqual(new Set([REQUIRED_MESSAGE]));
    expect(messages({ ...fixtureValues, poste: '   ' })).toEqual({ poste: REQUIRED_MESSAGE });
  });

  it.each([
    ['dateEntretien', '2026-02-30', 'Date invalide (format attendu : AAAA-MM-JJ)'],
    ['dateEntretien', '01/12/2026', 'Date invalide (format attendu : AAAA-MM-JJ)'],
    ['heureEntretien', '25:00', 'Heure invalide (format attendu : HH:MM)'],
    ['montant', '12,345', 'Le montant ne peut pas avoir plus de 2 décimales'],
    ['montant', '-3', 'Le montant ne peut pas être négatif'],
    ['montant', 'mille', 'Montant invalide : indiquez un nombre d’euros, par exemple 1 234,56'],
    ['montant', '99999999', 'Montant trop élevé (10\u202f000\u202f000 € au maximum)'],
    ['duree', '0', 'La valeur minimale est 1'],
    ['duree', '31', 'La valeur maximale est 30'],
    ['duree', 'trois', 'Nombre invalide'],
    ['remise', 'pigeon', 'Choisissez une des options proposées'],
    ['courriel', 'rh@', 'Adresse e-mail invalide'],
    ['poste', 'x'.repeat(41), '40 caractères au maximum'],
    ['employeurSiret', '1234', 'Le numéro SIRET compte 14 chiffres'],
    ['salarieNom', 42, 'Valeur invalide'],
  ])('refuses %s = %j: « %s »', (name, value, message) => {
    expect(messages({ ...fixtureValues, [name]: value })).toEqual({ [name]: message });
  });

  it('asks for a field required in one case only when that case holds', () => {
    expect(messages({ ...fixtureValues, remise: 'main-propre' })).toEqual({ temoin: REQUIRED_MESSAGE });
    expect(messages({ ...fixtureValues, remise: 'main-propre', temoin: ' ' })).toEqual({
      temoin: REQUIRED_MESSAGE,
    });
    expect(messages({ ...fixtureValues, remise: 'main-propre', temoin: 'Marc Petit' })).toEqual({});
    expect(messages({ ...fixtureValues, remise: 'lrar' })).toEqual({});
    // …reported together with the other fields' issues, so the form shows them all at once.
    expect(messages({ ...fixtureValues, remise: 'main-propre', poste: '', montant: '1,234' })).toEqual({
      poste: REQUIRED_MESSAGE,
      montant: 'Le montant ne peut pas avoir plus de 2 décimales',
      temoin: REQUIRED_MESSAGE,
    });
  });

  it('refuses what is not an object', () => {
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse('lettre').success).toBe(false);
  });

  it('uses the default length limit of a text field', () => {
    expect(messages({ ...fixtureValues, lieu: 'x'.repeat(81) })).toEqual({
      lieu: '80 caractères au maximum',
    });
  });
});

describe('number fields', () => {
  it('refuse a 400-digit number, whatever the template, in French', () => {
    const field = { name: 'jours', label: 'Nombre de jours', kind: 'number', required: true } as const;
    const result = letterFieldSchema(field).safeParse('9'.repeat(400));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      `La valeur maximale est ${new Intl.NumberFormat('fr-FR').format(MAX_LETTER_NUMBER)}`,
    );
    expect(letterFieldSchema(field).safeParse(String(MAX_LETTER_NUMBER)).success).toBe(true);
  });
});

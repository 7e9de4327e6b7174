import { describe, expect, it } from 'vitest';
import { frenchSpacing, renderLetter } from './render-letter.ts';
import { fixtureTemplate, fixtureValues } from './testing/fixture-template.ts';
import type { LetterTemplate } from './types.ts';

const nbsp = '\u00a0';

describe('renderLetter', () => {
  const letter = renderLetter(fixtureTemplate, fixtureValues);

  it('builds the blocks of an employer’s letter from the standard fields', () => {
    expect(letter.sender).toEqual([
      'Atelier Martin SAS',
      '12 rue des Lilas',
      '69003 Lyon',
      'SIRET : 123 456 789 00012',
    ]);
    expect(letter.recipient).toEqual(['Madame Claire Dupont', '5 avenue Jean Jaurès', '69007 Lyon']);
    expect(letter.placeAndDate).toBe('Lyon, le 22 novembre 2026');
    expect(letter.isoDate).toBe('2026-11-22');
    expect(letter.signature).toEqual(['Paul Martin', 'Président']);
    expect(letter.salutation).toBe('Madame,');
    expect(letter.closing).toBe('Veuillez agréer, Madame, nos salutations distinguées.');
    expect(letter.missingFields).toEqual([]);
  });

  it('formats every kind of value in French', () => {
    expect(letter.delivery).toBe('Lettre recommandée avec avis de réception');
    expect(letter.subject).toBe('Entretien du 1er décembre 2026');
    expect(letter.paragraphs).toEqual([
      `Nous vous recevrons le 1er décembre 2026 à 14${nbsp}h${nbsp}30, au poste de Comptable.`,
      `Montant${nbsp}: 1\u202f234,56${nbsp}€${nbsp}; durée${nbsp}: 1${nbsp}jour ouvrable.`,
      `Motifs${nbsp}:\nRetards répétés.\nAbsences injustifiées.`,
    ]);
  });

  it('resolves conditional paragraphs and the countersignature', () => {
    expect(letter.countersignature).toBeUndefined();
    const handed = renderLetter(fixtureTemplate, {
      ...fixtureValues,
      remise: 'main-propre',
      courriel: 'rh@exemple.fr',
      temoin: 'Marc Petit',
    });
    expect(handed.delivery).toBe('Lettre remise en main propre contre décharge');
    expect(handed.paragraphs.slice(3)).toEqual([
      'Écrivez-nous à rh@exemple.fr.',
      'Cette lettre vous est remise en main propre, devant Marc Petit.',
    ]);
    expect(handed.countersignature).toEqual({
      text: `Reçu en main propre le ........................ Signature${nbsp}:`,
      name: 'Madame Claire Dupont',
    });
  });

  it('leaves out an empty or malformed SIRET', () => {
    expect(renderLetter(fixtureTemplate, { ...fixtureValues, employeurSiret: '' }).sender).not.toContain(
      expect.stringContaining('SIRET'),
    );
  });

  it('prints a missing or unreadable value as its label, for the live preview, and lists it', () => {
    const partial = renderLetter(fixtureTemplate, {
      ...fixtureValues,
      dateEntretien: '2026-12',
      montant: undefined,
    });
    expect(partial.subject).toBe("Entretien du [Date de l'entretien]");
    expect(partial.paragraphs[1]).toBe(
      `Montant${nbsp}: [Montant]${nbsp}; durée${nbsp}: 1${nbsp}jour ouvrable.`,
    );
    expect(partial.missingFields).toEqual(['dateEntretien', 'montant']);
    expect(partial.isoDate).toBe('2026-11-22');
    expect(renderLetter(fixtureTemplate, {}).recipient[0]).toBe(
      '[Civilité du salarié] [Prénom et nom du salarié]',
    );
  });

  it('writes an employee’s letter from the employee to the employer', () => {
    const template: LetterTemplate = {
      ...fixtureTemplate,
      author: 'employee',
      salutation: 'Madame, Monsieur,',
      closing: 'Je vous prie d’agréer mes salutations distinguées.',
    };
    const byEmployee = renderLetter(template, {
      ...fixtureValues,
      employeurDestinataire: 'Madame Sophie Bernard, directrice des ressources humaines',
    });
    expect(byEmployee.sender).toEqual(['Claire Dupont', '5 avenue Jean Jaurès', '69007 Lyon']);
    expect(byEmployee.recipient).toEqual([
      'Atelier Martin SAS',
      'À l’attention de Madame Sophie Bernard, directrice des ressources humaines',
      '12 rue des Lilas',
      '69003 Lyon',
    ]);
    expect(byEmployee.signature).toEqual(['Claire Dupont']);
  });

  it('throws on a placeholder that names no field, instead of printing it', () => {
    const broken: LetterTemplate = { ...fixtureTemplate, body: [{ text: 'Le {{inconnu}} du mois.' }] };
    expect(() => renderLetter(broken, fixtureValues)).toThrow(/\{\{inconnu\}\}/);
    const malformed: LetterTemplate = { ...fixtureTemplate, subject: 'Entretien du {{dateEntretien}' };
    expect(() => renderLetter(malformed, fixtureValues)).toThrow(/mal formé/);
  });

  it('elides « de » and « que » before a value that starts with a vowel', () => {
    const template: LetterTemplate = {
      ...fixtureTemplate,
      body: [{ text: 'Au poste de {{poste}}, plus que {{poste}}, et de {{poste}}.' }],
    };
    const paragraph = (poste: string) => renderLetter(template, { ...fixtureValues, poste }).paragraphs[0];
    expect(paragraph('assistante')).toBe('Au poste d’assistante, plus qu’assistante, et d’assistante.');
    expect(paragraph('Ébéniste')).toBe('Au poste d’Ébéniste, plus qu’Ébéniste, et d’Ébéniste.');
    expect(paragraph('comptable')).toBe('Au poste de comptable, plus que comptable, et de comptable.');
    expect(paragraph('hôtesse')).toBe('Au poste d’hôtesse, plus qu’hôtesse, et d’hôtesse.');
    expect(paragraph('haut responsable')).toBe(
      'Au poste de haut responsable, plus que haut responsable, et de haut responsable.',
    );
    expect(paragraph('yogi')).toBe('Au poste de yogi, plus que yogi, et de yogi.');
    expect(paragraph('8 heures')).toBe('Au poste de 8 heures, plus que 8 heures, et de 8 heures.');
    expect(renderLetter(template, { ...fixtureValues, poste: '' }).paragraphs[0]).toBe(
      'Au poste de [Poste], plus que [Poste], et de [Poste].',
    );
  });

  it('prints braces the user typed as they are', () => {
    expect(renderLetter(fixtureTemplate, { ...fixtureValues, poste: '{{poste}}' }).paragraphs[0]).toContain(
      'au poste de {{poste}}.',
    );
  });
});

describe('frenchSpacing', () => {
  it('puts no-break spaces where French typography wants them', () => {
    expect(frenchSpacing('Objet : « essai » ; article L. 1232-2 ? Oui !')).toBe(
      'Objet\u00a0: «\u00a0essai\u00a0»\u00a0; article L.\u00a01232-2\u00a0? Oui\u00a0!',
    );
    expect(frenchSpacing('Voir L. abc et 10:30')).toBe('Voir L. abc et 10:30');
  });
});

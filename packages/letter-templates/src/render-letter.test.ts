import { describe, expect, it } from 'vitest';
import { renderLetter } from './render-letter.ts';
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
      `Montant : 1\u202f234,56${nbsp}€ ; durée : 1${nbsp}jour ouvrable.`,
      'Motifs :\nRetards répétés.\nAbsences injustifiées.',
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
      text: 'Reçu en main propre le ........................ Signature :',
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
    expect(partial.paragraphs[1]).toBe(`Montant : [Montant] ; durée : 1${nbsp}jour ouvrable.`);
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
      "À l'attention de Madame Sophie Bernard, directrice des ressources humaines",
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

  it('prints braces the user typed as they are', () => {
    expect(renderLetter(fixtureTemplate, { ...fixtureValues, poste: '{{poste}}' }).paragraphs[0]).toContain(
      'au poste de {{poste}}.',
    );
  });
});

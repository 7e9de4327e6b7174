import { findLetterTemplate, type LetterTemplate, renderLetter } from '@dirigeo/letter-templates';
import { describe, expect, it } from 'vitest';
import {
  datedToday,
  fieldErrorsOf,
  fileNameOf,
  initialLetterValues,
  isoDateOf,
  letterFieldGroups,
  previewSegments,
} from './letter-form.ts';

function template(slug: string): LetterTemplate {
  const found = findLetterTemplate(slug);
  if (!found) throw new Error(`modèle ${slug} manquant`);
  return found;
}

describe('the letter form', () => {
  it('asks the parties, the place and the date first, then the letter’s own fields', () => {
    const { standard, own } = letterFieldGroups(template('avertissement'));
    expect(standard.map((field) => field.name)).toEqual([
      'employeurNom',
      'employeurAdresse',
      'employeurSiret',
      'signataireNom',
      'signataireQualite',
      'salarieCivilite',
      'salarieNom',
      'salarieAdresse',
      'lieu',
      'dateLettre',
    ]);
    expect(own.map((field) => field.name)).toEqual([
      'remise',
      'faits',
      'entretien',
      'dateEntretien',
      'articleReglement',
    ]);
    // An employee's letter starts with the employee.
    expect(letterFieldGroups(template('demission')).standard[0]?.name).toBe('salarieNom');
  });

  it('starts empty, the same for every visitor, then dates the letter today where the visitor is', () => {
    const values = initialLetterValues(template('avertissement'));
    expect(Object.values(values).every((value) => value === '')).toBe(true);
    expect(datedToday(values, new Date(2026, 10, 22, 23, 30)).dateLettre).toBe('2026-11-22');
    expect(datedToday({ ...values, dateLettre: '2026-12-01' }, new Date(2026, 10, 22)).dateLettre).toBe(
      '2026-12-01',
    );
    expect(isoDateOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('puts the server’s messages back on their fields, the first one of each', () => {
    expect(
      fieldErrorsOf([
        { path: 'salarieNom', message: 'Ce champ est obligatoire' },
        { path: 'dateLettre', message: 'Date invalide (format attendu : AAAA-MM-JJ)' },
        { path: 'salarieNom', message: 'Autre message' },
      ]),
    ).toEqual({
      salarieNom: 'Ce champ est obligatoire',
      dateLettre: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
  });

  it('names the file as the server does', () => {
    expect(
      fileNameOf(
        `attachment; filename="modele-avertissement-2026-11-22.pdf"; filename*=UTF-8''modele-avertissement-2026-11-22.pdf`,
        'x.pdf',
      ),
    ).toBe('modele-avertissement-2026-11-22.pdf');
    expect(fileNameOf('attachment; filename="modele-demission-2026-03-02.docx"', 'x')).toBe(
      'modele-demission-2026-03-02.docx',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%E2%80%A6%ZZ", 'repli.docx')).toBe('repli.docx');
    expect(fileNameOf(null, 'repli.docx')).toBe('repli.docx');
  });

  it('marks the holes of the preview, and only them', () => {
    const avertissement = template('avertissement');
    const letter = renderLetter(avertissement, { salarieCivilite: 'madame', salarieNom: 'Claire [Dupont]' });
    const labels = new Map(
      letterFieldGroups(avertissement).standard.map((field) => [field.name, field.label]),
    );
    const missing = letter.missingFields.flatMap((name) => labels.get(name) ?? []);
    expect(previewSegments(letter.recipient[0] ?? '', missing)).toEqual([
      { text: 'Madame Claire [Dupont]', hole: false },
    ]);
    expect(previewSegments(letter.placeAndDate, missing)).toEqual([
      { text: '[Fait à]', hole: true },
      { text: ', le ', hole: false },
      { text: '[Date de la lettre]', hole: true },
    ]);
  });
});

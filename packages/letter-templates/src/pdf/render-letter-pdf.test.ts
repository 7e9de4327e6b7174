import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderLetter } from '../render-letter.ts';
import { letterTemplates } from '../templates/index.ts';
import { fixtureTemplate, fixtureValues } from '../testing/fixture-template.ts';
import { readPdf, squash } from '../testing/read-output.ts';
import { sampleLetterValues } from '../testing/sample-values.ts';
import { renderLetterPdf, toWinAnsi } from './render-letter-pdf.ts';

describe('renderLetterPdf', () => {
  it('prints the letter on one A4 page, its text readable in French', async () => {
    const letter = renderLetter(fixtureTemplate, fixtureValues);
    const bytes = await renderLetterPdf(letter);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, pages } = await readPdf(bytes);
    const flat = squash(text);
    expect(pages).toBe(1);
    expect(flat).toContain('Objet : Entretien du 1er décembre 2026');
    expect(flat).toContain('Madame Claire Dupont');
    expect(flat).toContain('5 avenue Jean Jaurès');
    expect(flat).toContain('Lyon, le 22 novembre 2026');
    expect(flat).toContain('Lettre recommandée avec avis de réception');
    expect(flat).toContain('à 14 h 30');
    expect(flat).toContain('1 234,56 €');
    expect(flat).toContain('SIRET : 123 456 789 00012');
    expect(flat).toContain('Veuillez agréer, Madame, nos salutations distinguées.');
    expect(flat).toContain('Paul Martin Président');
  });

  it('wraps a long text over several numbered pages and keeps every word', async () => {
    const sentence =
      'Le salarié a quitté son poste sans autorisation à plusieurs reprises au cours du mois écoulé. ';
    const motif = Array.from({ length: 12 }, (_, index) => `${index + 1}. ${sentence.repeat(6)}`).join('\n');
    const letter = renderLetter(fixtureTemplate, { ...fixtureValues, motif: motif.slice(0, 500) });
    const long = { ...letter, paragraphs: [...letter.paragraphs, ...motif.split('\n')] };
    const { text, pages } = await readPdf(await renderLetterPdf(long));
    expect(pages).toBeGreaterThan(1);
    const flat = squash(text);
    expect(flat).toContain(`12. ${sentence.trim()}`);
    expect(flat).toContain(`1 / ${pages}`);
    expect(flat).toContain(`${pages} / ${pages}`);
    // The signature is not separated from the closing.
    expect(flat).toMatch(/nos salutations distinguées\. Paul Martin Président/);
  });

  it('flows one paragraph longer than a page onto the next pages', async () => {
    const words = Array.from({ length: 1200 }, (_, index) => `mot${index + 1}`);
    const letter = renderLetter(fixtureTemplate, fixtureValues);
    const { text, pages } = await readPdf(
      await renderLetterPdf({ ...letter, paragraphs: [words.join(' ')] }),
    );
    expect(pages).toBeGreaterThanOrEqual(2);
    const printed = squash(text);
    expect(printed).toContain('mot1 mot2 mot3');
    expect(printed).toContain('mot1199 mot1200');
    expect(printed.match(/\bmot\d+\b/g)).toHaveLength(1200);
  });

  it('maps characters the built-in font lacks', () => {
    expect(toWinAnsi('1\u202f234,56\u00a0€ « Œuvre » — l’été')).toBe(
      '1\u00a0234,56\u00a0€ « Œuvre » — l’été',
    );
    expect(toWinAnsi('Łukasz Wałęsa 中')).toBe('Lukasz Walesa ?');
    expect(toWinAnsi('\u22121\u202f234,56\u00a0€')).toBe('-1\u00a0234,56\u00a0€');
  });

  it('never leaves the closing and the signature alone on a page: the last paragraph goes with them', async () => {
    const alone: string[] = [];
    for (const template of letterTemplates) {
      const letter = renderLetter(template, sampleLetterValues(template));
      const pdf = await getDocumentProxy(await renderLetterPdf(letter));
      if (pdf.numPages === 1) continue;
      const { text } = await extractText(pdf, { mergePages: false });
      const lastPage = squash(String(text[pdf.numPages - 1] ?? ''));
      if (lastPage.startsWith(squash(letter.closing))) alone.push(template.slug);
    }
    expect(alone).toEqual([]);
  });
});

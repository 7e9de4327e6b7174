import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLetterTemplate } from './check-template.ts';
import { renderLetterDocx } from './docx/render-letter-docx.ts';
import { letterFileName } from './file-name.ts';
import { letterValuesSchema, REQUIRED_MESSAGE } from './letter-values-schema.ts';
import { renderLetterPdf } from './pdf/render-letter-pdf.ts';
import { type LetterDocument, renderLetter } from './render-letter.ts';
import { letterFormFields } from './standard-fields.ts';
import { findLetterTemplate, letterTemplates } from './templates/index.ts';
import { readDocx, readPdf, squash } from './testing/read-output.ts';
import { sampleLetterValues, sampleVariants } from './testing/sample-values.ts';
import { LETTER_TYPES } from './types.ts';

/** The articles of the Code du travail in force (scripts/extract-code-du-travail-articles.ts). */
const articlesInForce = new Set(
  readFileSync(new URL('./testing/code-du-travail-articles.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Every text of a letter, as one string. */
function letterText(letter: LetterDocument): string {
  return [
    ...letter.sender,
    ...letter.recipient,
    letter.placeAndDate,
    letter.delivery ?? '',
    letter.subject,
    letter.salutation,
    ...letter.paragraphs,
    letter.closing,
    ...letter.signature,
    letter.countersignature?.text ?? '',
    letter.countersignature?.name ?? '',
  ].join('\n');
}

/**
 * « article L. 1232-4 », « articles L. 1226-2 et L. 1226-2-1 » in a text: the Code du travail's
 * articles it cites, leaving out those followed by the name of another code.
 */
function citedArticles(text: string): string[] {
  const cited: string[] = [];
  for (const match of text.matchAll(/\b([LRD])\.\s?(\d{4}(?:-\d+)+)\b(.{0,45})/gs)) {
    const [, letter, number, after = ''] = match;
    const otherCode = /sécurité sociale|code civil|code de commerce|code pénal|code rural|éducation/i.test(
      after.split(/[.;)]\s/)[0] ?? '',
    );
    if (!otherCode) cited.push(`${letter}${number}`);
  }
  return cited;
}

describe('the list of templates', () => {
  it('has one template per slug, each found by its slug', () => {
    const slugs = letterTemplates.map((template) => template.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const template of letterTemplates) expect(findLetterTemplate(template.slug)).toBe(template);
    expect(findLetterTemplate('inconnu')).toBeUndefined();
  });

  it('is grouped by type, in the spec’s order of types', () => {
    const order = letterTemplates.map((template) => LETTER_TYPES.indexOf(template.type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(['licenciement', 'disciplinaire', 'contrat'] as const)('has letters of type %s', (type) => {
    expect(letterTemplates.filter((template) => template.type === type).length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(letterTemplates.map((template) => [template.slug, template] as const))(
  '%s',
  (_slug, template) => {
    const schema = letterValuesSchema(template);
    const variants = sampleVariants(template);

    it('is a sound template', () => {
      expect(checkLetterTemplate(template)).toEqual([]);
    });

    it('cites articles of the Code du travail that are in force', () => {
      const texts = [
        ...template.guidance,
        template.subject,
        template.delivery ?? '',
        ...template.body.map((block) => block.text),
        template.closing,
        template.countersignature?.text ?? '',
        ...letterFormFields(template).flatMap((field) => [field.label, field.help ?? '']),
      ].join('\n');
      const missing = [...template.legalReferences, ...citedArticles(texts)].filter(
        (article) => !articlesInForce.has(article),
      );
      expect(missing).toEqual([]);
    });

    it('renders every variant of its values with no placeholder or hole left', () => {
      for (const values of variants) {
        expect(schema.safeParse(values).error?.issues ?? []).toEqual([]);
        const letter = renderLetter(template, schema.parse(values));
        expect(letter.missingFields).toEqual([]);
        const text = letterText(letter);
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).not.toMatch(/\[[^\]]*\]/);
        // No doubled space, no space before a comma or a full stop, no doubled full stop in the
        // prose (a countersignature may have a dotted line to write on).
        const prose = [letter.subject, ...letter.paragraphs, letter.closing].join('\n');
        expect(prose).not.toMatch(/ {2}|\s[,.]|\.\./);
      }
    });

    it('prints every paragraph in some variant and uses every field it asks for', () => {
      const letters = variants.map((values) => renderLetter(template, values));
      const printed = new Set(letters.flatMap((letter) => letter.paragraphs));
      expect(printed.size).toBeGreaterThanOrEqual(new Set(template.body.map((block) => block.text)).size);
      const allText = letters.map(letterText).join('\n');
      for (const field of template.fields) {
        if (field.kind !== 'text' && field.kind !== 'textarea') continue;
        // Sample texts carry the field's name: each one must come out in some variant of the letter.
        expect(allText, field.name).toContain(`-${field.name}`);
      }
    });

    it('refuses a form left empty, with a French message on each required field', () => {
      const result = schema.safeParse({});
      expect(result.success).toBe(false);
      const required = letterFormFields(template).filter((field) => field.required);
      const messages = new Map(result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]));
      for (const field of required) expect(messages.get(field.name), field.name).toBe(REQUIRED_MESSAGE);
    });

    it('downloads as a .docx and a PDF holding the letter', async () => {
      const letter = renderLetter(template, sampleLetterValues(template));
      const docx = squash(readDocx(await renderLetterDocx(letter)).text);
      expect(docx).toContain(squash(`Objet : ${letter.subject}`));
      expect(docx).toContain(squash(letter.paragraphs[0] ?? ''));
      const pdf = squash((await readPdf(await renderLetterPdf(letter))).text);
      expect(pdf).toContain(squash(`Objet : ${letter.subject}`));
      expect(pdf).toContain(squash(letter.recipient[0] ?? ''));
      expect(pdf).toContain('le 22 novembre 2026');
      expect(letterFileName(template.slug, letter.isoDate ?? '', 'pdf')).toBe(
        `modele-${template.slug}-2026-11-22.pdf`,
      );
    });
  },
);

it('names the files after the template and the letter’s date', () => {
  expect(letterFileName('avertissement', '2026-11-22', 'docx')).toBe('modele-avertissement-2026-11-22.docx');
  expect(() => letterFileName('avertissement', '22/11/2026', 'docx')).toThrow(RangeError);
  expect(() => letterFileName('../x', '2026-11-22', 'pdf')).toThrow(RangeError);
});

describe('the answer to a request for paid leave', () => {
  const template = findLetterTemplate('reponse-a-une-demande-de-conges-payes');
  if (!template) throw new Error('template missing');
  const reason = 'Deux des trois membres de l’équipe sont déjà en congé sur cette période.';

  it('gives no reason of refusal in a letter that agrees, even one typed before the answer changed', () => {
    const values = { ...sampleLetterValues(template), decision: 'accord', motifRefus: reason };
    const text = letterText(renderLetter(template, values));
    expect(text).toContain('Nous avons le plaisir de vous confirmer notre accord');
    expect(text).not.toContain(reason);
    expect(text).not.toContain('Cette décision tient à la raison suivante');
  });

  it.each(['refus', 'autres-dates'])('asks for the reason of a refusal (%s) and prints it', (decision) => {
    const values = { ...sampleLetterValues(template), decision, motifRefus: reason };
    expect(letterText(renderLetter(template, values))).toContain(reason);
    const withoutReason = letterValuesSchema(template).safeParse({ ...values, motifRefus: '' });
    expect(withoutReason.success).toBe(false);
  });
});

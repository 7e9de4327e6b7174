import { describe, expect, it } from 'vitest';
import {
  articleFormSchema,
  articleFormValues,
  fromLocalDateTime,
  splitTags,
  toLocalDateTime,
} from './article-form.ts';

describe('the article form', () => {
  it('turns the fields into the API’s body', () => {
    const parsed = articleFormSchema.parse({
      ...articleFormValues(),
      title: 'Président de SASU',
      slug: 'president-de-sasu',
      summary: 'Ce qui change.',
      content: '<p>Texte</p>',
      category: 'Paie',
      tags: ' SASU, président ,, paie ',
      publishedAt: '2026-03-02T09:30',
    });
    expect(parsed).toEqual({
      title: 'Président de SASU',
      slug: 'president-de-sasu',
      summary: 'Ce qui change.',
      content: '<p>Texte</p>',
      category: 'Paie',
      tags: ['SASU', 'président', 'paie'],
      imageUrl: null,
      status: 'draft',
      publishedAt: new Date(2026, 2, 2, 9, 30).toISOString(),
      author: 'Équipe Dirigeo',
    });
  });

  it('gives the shared schema’s messages', () => {
    const result = articleFormSchema.safeParse({ ...articleFormValues(), slug: 'Pas bon', category: '' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.slug).toMatch(/^L’adresse ne peut contenir/);
    expect(messages.title).toBe('Veuillez saisir le titre.');
    expect(messages.category).toMatch(/^Veuillez choisir une catégorie/);
  });

  it('shows a stored article’s date in the browser’s time and back', () => {
    const iso = '2026-01-12T08:00:00.000Z';
    expect(fromLocalDateTime(toLocalDateTime(iso))).toBe(iso);
    expect(fromLocalDateTime('')).toBeNull();
    expect(splitTags('')).toEqual([]);
  });
});

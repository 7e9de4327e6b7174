import { describe, expect, it } from 'vitest';
import { articleWriteSchema, slugify } from './index.ts';

const article = {
  slug: 'president-de-sasu',
  title: 'Président de SASU',
  summary: 'Ce que le président touche.',
  content: '<p>Le texte.</p>',
  category: 'Paie',
  tags: ['SASU'],
  imageUrl: null,
  status: 'draft',
  publishedAt: null,
  author: 'Équipe Dirigeo',
};

function reasons(input: unknown): string[] {
  const result = articleWriteSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('slugify', () => {
  it.each([
    ['Président de SASU : la paie en 2026', 'president-de-sasu-la-paie-en-2026'],
    ['  Cœur   d’œuvre — « à l’été » ', 'coeur-d-oeuvre-a-l-ete'],
    ['CSG/CRDS déductible ?', 'csg-crds-deductible'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts at a word under 200 characters', () => {
    const slug = slugify(`${'mot '.repeat(80)}fin`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('mot')).toBe(true);
  });
});

describe('articleWriteSchema', () => {
  it('takes an article, and an empty image or author as none', () => {
    expect(reasons(article)).toEqual([]);
    const parsed = articleWriteSchema.parse({ ...article, imageUrl: '', author: ' ' });
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.author).toBeNull();
  });

  it.each([
    [{ slug: 'Président' }, 'slug'],
    [{ slug: 'double--tiret' }, 'slug'],
    [{ title: '  ' }, 'title'],
    [{ content: '<p> </p>' }, 'content'],
    [{ category: 'Cuisine' }, 'category'],
    [{ status: 'archived' }, 'status'],
    [{ publishedAt: '12/01/2026' }, 'publishedAt'],
    [{ imageUrl: 'http://example.fr/a.png' }, 'imageUrl'],
    [{ imageUrl: '//example.fr/a.png' }, 'imageUrl'],
    [{ tags: Array.from({ length: 9 }, (_, index) => `t${index}`) }, 'tags'],
  ])('refuses %j', (change, field) => {
    expect(reasons({ ...article, ...change })).toEqual([expect.stringMatching(new RegExp(`^${field}: `))]);
  });

  it('takes an image of the site or an https address', () => {
    expect(reasons({ ...article, imageUrl: '/images/couverture.png' })).toEqual([]);
    expect(reasons({ ...article, imageUrl: 'https://www.example.fr/a.png' })).toEqual([]);
  });
});

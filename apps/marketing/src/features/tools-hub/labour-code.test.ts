import { describe, expect, it } from 'vitest';
import {
  articleCountText,
  articleName,
  articleRangeText,
  labourCodeSearchPathFor,
  plainTextOf,
  shortened,
  tableOfContentsSpan,
} from './labour-code.ts';
import { paths } from '../../lib/paths.ts';

describe('the Code du travail’s words', () => {
  it.each([
    ['L1234-9', 'Article L1234-9'],
    ['R*1233-3-4', 'Article R*1233-3-4'],
    ['Annexe I', 'Annexe I'],
  ])('names %s « %s »', (numero, name) => {
    expect(articleName(numero)).toBe(name);
  });

  it('says a range of articles, one article alone', () => {
    const first = { id: 'L1221-1', numero: 'L1221-1' };
    const last = { id: 'L1221-5', numero: 'L1221-5' };
    expect(articleRangeText(first, last, 6)).toBe('Articles L1221-1 à L1221-5');
    expect(articleRangeText(first, first, 1)).toBe('Article L1221-1');
    expect(articleCountText(1)).toBe('1 article');
    expect(articleCountText(4391).replace(/\s/g, ' ')).toBe('4 391 articles');
  });

  it('spans a level from its first own article to its last sub-section’s last article', () => {
    expect(
      tableOfContentsSpan([
        { type: 'article', id: 'L1234-1', numero: 'L1234-1' },
        {
          type: 'section',
          id: 'LEGISCTA000006189443',
          titre: 'Section 1',
          nombreArticles: 18,
          premierArticle: { id: 'L1234-2', numero: 'L1234-2' },
          dernierArticle: { id: 'L1234-18', numero: 'L1234-18' },
        },
      ]),
    ).toEqual({
      count: 19,
      first: { id: 'L1234-1', numero: 'L1234-1' },
      last: { id: 'L1234-18', numero: 'L1234-18' },
    });
    expect(tableOfContentsSpan([])).toBeNull();
  });

  it('links to our pages', () => {
    expect(paths.labourCodeArticle('L1234-9')).toBe('/code-du-travail/article/L1234-9');
    expect(paths.labourCodeSection('LEGISCTA000006177860')).toBe(
      '/code-du-travail/sommaire/LEGISCTA000006177860',
    );
    expect(labourCodeSearchPathFor('L9999-9')).toBe('/code-du-travail?q=L9999-9');
    expect(labourCodeSearchPathFor('x')).toBe('/code-du-travail');
  });

  it('turns an article’s HTML into a short description', () => {
    const text = plainTextOf('<p>Le salarié a droit à l&#39;indemnité&nbsp;:</p><ul><li>de 1/4</li></ul>');
    expect(text).toBe("Le salarié a droit à l'indemnité : de 1/4");
    expect(shortened('Un texte assez long pour être coupé net', 20)).toBe('Un texte assez long…');
    expect(shortened('Court', 20)).toBe('Court');
  });
});

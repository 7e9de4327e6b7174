import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight.ts';

function render(text: string, query: string): string {
  return highlightSegments(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');
}

describe('highlightSegments', () => {
  it.each([
    ['Indemnité de licenciement', 'indemnite', '[Indemnité] de licenciement'],
    ['Indemnité de licenciement', 'LICEN', 'Indemnité de [licen]ciement'],
    ['Préavis de démission', 'preavis demission', '[Préavis] de [démission]'],
    ['Le taux AT/MP 2026', 'at 2026', 'Le taux [AT]/MP [2026]'],
    ['Salaire ou dividendes', 'x', 'Salaire ou dividendes'],
    ['<script>alert(1)</script>', 'script', '<[script]>alert(1)</[script]>'],
    ['', 'paie', ''],
  ])('%s / %s → %s', (text, query, expected) => {
    expect(render(text, query)).toBe(expected);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Œuvre : l’ancienneté « réelle » — 1 234,56 €';
    expect(
      highlightSegments(text, 'anciennete reelle')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});

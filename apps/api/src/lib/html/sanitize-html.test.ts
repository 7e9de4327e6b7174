import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Bonjour<script>alert(1)</script></p>', '<p>Bonjour</p>'],
    [
      '<img src="https://example.org/a.png" onerror="alert(1)" alt="a" />',
      '<img src="https://example.org/a.png" alt="a" />',
    ],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['<img src="http://example.org/a.png">', '<img />'],
    ['<a href="javascript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<a href="data:text/html,x">lien</a>', '<a>lien</a>'],
    ['<a href="//evil.example/x">lien</a>', '<a>lien</a>'],
    ['<p style="color:red" class="x" onclick="alert(1)">texte</p>', '<p>texte</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what is not allowed: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps the structure of an article', () => {
    const html =
      '<h2>Titre</h2><p><strong>Gras</strong> et <em>italique</em></p><ul><li>un</li></ul>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens outside links in a new tab without opener or referrer, keeps ours as they are', () => {
    expect(sanitizeHtml('<a href="https://www.urssaf.fr" target="_self" rel="opener">URSSAF</a>')).toBe(
      '<a href="https://www.urssaf.fr" target="_blank" rel="noopener noreferrer">URSSAF</a>',
    );
    expect(sanitizeHtml('<a href="/outils" target="_blank">outils</a>')).toBe('<a href="/outils">outils</a>');
  });

  it('gives the chat only paragraphs, lists, emphasis and https or relative links', () => {
    expect(
      sanitizeHtml(
        '<h2>T</h2><p>a <a href="http://x.example">b</a> <a href="/tarifs-details">c</a></p>',
        'chat',
      ),
    ).toBe('T<p>a <a>b</a> <a href="/tarifs-details">c</a></p>');
  });
});

describe('sanitizeHtml and French typography', () => {
  it('sets every text served in French typography, whatever wrote it', () => {
    expect(
      sanitizeHtml(
        '<p>Le Smic : <strong>1 823,03 €</strong> par mois ? Voir <a href="/blog">cet article</a> .</p>',
      ),
    ).toBe(
      '<p>Le Smic\u00a0: <strong>1\u202f823,03\u00a0€</strong> par mois\u00a0? Voir <a href="/blog">cet article</a>.</p>',
    );
  });
});

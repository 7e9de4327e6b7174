import { describe, expect, it } from 'vitest';
import { legifranceCodeTarget, publicHrefOf, rewriteLinks } from './rewrite-links.ts';

const ours = new Map([
  ['LEGIARTI000006901493', '/code-du-travail/article/L1441-9'],
  ['LEGISCTA000006178240', '/code-du-travail/sommaire/LEGISCTA000006178240'],
]);
const resolve = (url: URL) => {
  const target = legifranceCodeTarget(url);
  return target ? (ours.get(target.id) ?? null) : null;
};

describe('legifranceCodeTarget', () => {
  it.each([
    [
      'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033020838',
      'article',
      'LEGIARTI000033020838',
    ],
    [
      'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033020838/2014-07-12',
      'article',
      'LEGIARTI000033020838',
    ],
    ['https://www.legifrance.gouv.fr/codes/id/LEGIARTI000033020838', 'article', 'LEGIARTI000033020838'],
    [
      'https://www.legifrance.gouv.fr/affichCodeArticle.do?cidTexte=LEGITEXT000006072050&idArticle=LEGIARTI000006901493&dateTexte=&categorieLien=cid',
      'article',
      'LEGIARTI000006901493',
    ],
    [
      'https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006072050/LEGISCTA000006178240',
      'section',
      'LEGISCTA000006178240',
    ],
  ])('reads %s', (href, kind, id) => {
    expect(legifranceCodeTarget(new URL(href))).toEqual({ kind, id });
  });

  it.each([
    'https://www.legifrance.gouv.fr/affichTexteArticle.do?cidTexte=JORFTEXT000033227584&idArticle=LEGIARTI000033228578',
    'https://www.legifrance.gouv.fr/affichCodeArticle.do?cidTexte=LEGITEXT000006073189&idArticle=LEGIARTI000006740105',
    'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000006901493',
    'https://example.org/codes/article_lc/LEGIARTI000006901493',
  ])('leaves %s: another text or another site', (href) => {
    expect(legifranceCodeTarget(new URL(href))).toBeNull();
  });
});

describe('rewriteLinks', () => {
  const base = 'https://www.legifrance.gouv.fr';

  it('points a link to an article we serve at our page, in the same tab', () => {
    const html =
      '<p>Voir l\'<a href="/affichCodeArticle.do?cidTexte=LEGITEXT000006072050&amp;idArticle=LEGIARTI000006901493&amp;dateTexte=&amp;categorieLien=cid" title="Code du travail - art. L1441-9 - nouvelle fenêtre" target="_blank">article L. 1441-9</a>.</p>';
    expect(rewriteLinks(html, { base, resolve })).toBe(
      '<p>Voir l\'<a href="/code-du-travail/article/L1441-9" title="Code du travail - art. L1441-9">article L. 1441-9</a>.</p>',
    );
  });

  it('makes a relative Légifrance link to a text we do not serve absolute', () => {
    const html = '<a href="/affichTexte.do?cidTexte=JORFTEXT000000886460&amp;categorieLien=cid">loi</a>';
    expect(rewriteLinks(html, { base, resolve })).toBe(
      '<a href="https://www.legifrance.gouv.fr/affichTexte.do?cidTexte=JORFTEXT000000886460&amp;categorieLien=cid">loi</a>',
    );
  });

  it('keeps fragments, e-mail addresses and other sites', () => {
    const html =
      '<a href="#haut">haut</a><a href="mailto:contact@example.fr">écrire</a><a href="https://www.urssaf.fr/">Urssaf</a>';
    expect(rewriteLinks(html, { base, resolve })).toBe(html);
  });

  it('drops images when asked, and only then', () => {
    const html = '<p>Texte<img src="https://travail-emploi.gouv.fr/x.png" alt=""></p>';
    expect(rewriteLinks(html, { base, resolve, dropImages: true })).toBe('<p>Texte</p>');
    expect(rewriteLinks(html, { base, resolve })).toContain('<img');
  });
});

describe('publicHrefOf', () => {
  const base = 'https://travail-emploi.gouv.fr';
  it.each([
    ['https://Par décret n° 2025- 552 du 18 juin 2025, en vigueur', null],
    ['https://34 www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000048288642', null],
    ['https://travail-emploi. gouv. fr/4e-plan-sante-au-travail', null],
    ['https://Licenciement économique : obligations de l&apos;employeur', null],
    ['https://d.docs.live.net/b6df910881c12f28/Desktop/Documents/fiche.docx', null],
    ['https://jira-mcas.atlassian.net/wiki/spaces/DE/overview', null],
    ['http://localhost:8080/page', null],
    ['javascript:alert(1)', null],
    [
      'https://travail-production.cegedim.cloud/les-risques-lies-au-toluene',
      'https://travail-emploi.gouv.fr/les-risques-lies-au-toluene',
    ],
    [
      'https://urldefense.com/v3/__https:/gestion.francetravail.fr/espaceemployeur/authentification__;!!FiWPmuqhD5aF3oDTQnc!hp9MsRia-v$',
      'https://gestion.francetravail.fr/espaceemployeur/authentification',
    ],
    ['https://www.inrs.fr/risques/chutes.html', 'https://www.inrs.fr/risques/chutes.html'],
    [
      '/le-smic-salaire-minimum-de-croissance',
      'https://travail-emploi.gouv.fr/le-smic-salaire-minimum-de-croissance',
    ],
    ['#section', '#section'],
    ['mailto:contact@travail.gouv.fr', 'mailto:contact@travail.gouv.fr'],
  ])('gives %s as %s', (href, expected) => {
    expect(publicHrefOf(href, base)).toBe(expected);
  });

  it('keeps the text of a link to no public address, without the link', () => {
    const html = rewriteLinks(
      '<p><a href="https://Par décret n° 2025- 552 du 18 juin 2025">Par décret</a></p>',
      {
        base,
        resolve: () => null,
      },
    );
    expect(html).toBe('<p><span>Par décret</span></p>');
  });
});

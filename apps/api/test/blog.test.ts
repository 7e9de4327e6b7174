import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Article } from '../src/modules/blog/article.entity.ts';
import { loadArticleFiles } from '../src/modules/blog/load-article-files.ts';
import { createArticle, updateArticle } from '../src/modules/blog/save-article.ts';
import { querySql, runSql } from '../src/lib/db/sql.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const fixtures = fileURLToPath(new URL('./fixtures/blog/', import.meta.url));

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadArticleFiles(testApp.orm.em.fork(), fixtures);
  const em = testApp.orm.em.fork();
  await createArticle(
    em,
    {
      slug: 'brouillon-secret',
      title: 'Un brouillon',
      summary: 'Pas encore publié.',
      content: '<p>Texte du brouillon sur les dividendes.</p>',
      category: 'Fiscalité',
      tags: ['dividendes'],
      status: 'draft',
    },
    'back-office',
  );
  // Enough published articles to page through.
  for (let index = 1; index <= 12; index += 1) {
    await createArticle(
      em,
      {
        slug: `article-${index}`,
        title: `Article numéro ${index}`,
        summary: 'Un article de remplissage.',
        content: `<p>${'mot '.repeat(250 * index)}</p>`,
        category: 'Comptabilité',
        tags: ['remplissage'],
        status: 'published',
        publishedAt: new Date(Date.UTC(2024, 0, index)),
      },
      'back-office',
    );
  }
});

afterAll(async () => {
  await testApp?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

interface ListBody {
  articles: { slug: string; title: string; readingMinutes: number; tags: string[] }[];
  pagination: { total: number; capped: boolean; limit: number; offset: number };
}

describe('GET /api/blog', () => {
  it('answers 9 published articles by default, newest first, with the total', async () => {
    const response = await get('/api/blog');
    expect(response.statusCode).toBe(200);
    const body = response.json() as ListBody;
    expect(body.pagination).toEqual({ total: 15, capped: false, limit: 9, offset: 0 });
    expect(body.articles).toHaveLength(9);
    expect(body.articles.slice(0, 3).map((article) => article.slug)).toEqual([
      'deuxieme-article',
      'premier-article',
      'troisieme-article',
    ]);
    expect(body.articles.map((article) => article.slug)).not.toContain('brouillon-secret');
  });

  it('pages with limit and offset', async () => {
    const body = (await get('/api/blog?limit=9&offset=9')).json() as ListBody;
    expect(body.articles).toHaveLength(6);
    expect(body.articles.at(-1)?.slug).toBe('article-1');
    expect(body.pagination).toEqual({ total: 15, capped: false, limit: 9, offset: 9 });
    expect(((await get('/api/blog?offset=100')).json() as ListBody).articles).toEqual([]);
  });

  it('gives the reading time: words / 200, rounded up', async () => {
    const body = (await get('/api/blog?category=Comptabilit%C3%A9&limit=50')).json() as ListBody;
    const minutes = Object.fromEntries(
      body.articles.map((article) => [article.slug, article.readingMinutes]),
    );
    expect(minutes['article-1']).toBe(2); // 250 words
    expect(minutes['article-4']).toBe(5); // 1 000 words
  });

  it('searches in French, without accents, over title, summary, tags and text', async () => {
    const slugs = async (search: string) =>
      ((await get(`/api/blog?search=${encodeURIComponent(search)}`)).json() as ListBody).articles.map(
        (article) => article.slug,
      );
    expect(await slugs('clarifié')).toEqual(['premier-article']);
    expect(await slugs('clarifie')).toEqual(['premier-article']);
    expect(await slugs('declaration sociale')).toEqual(['troisieme-article']);
    expect(await slugs('montant net social')).toEqual(['premier-article']); // tags
    expect(await slugs('indemnités')).toEqual(['deuxieme-article']); // stemmed, in the text
    expect(await slugs('dividendes')).toEqual(['deuxieme-article']); // never the draft
    expect(await slugs('inexistantissime')).toEqual([]);
    expect(await slugs('divdendes')).toEqual(['deuxieme-article']); // a typo, corrected (issue 29)
    // « à » is no word to find: this article has none, and is found (issue 28 §3).
    expect(await slugs('dividendes à la retraite')).toEqual(['deuxieme-article']);
    const counted = (await get('/api/blog?search=dividendes')).json() as ListBody;
    expect(counted.pagination.total).toBe(1);
    expect(counted.pagination.capped).toBe(false);
  });

  it('filters by category', async () => {
    const body = (await get('/api/blog?category=Social')).json() as ListBody;
    expect(body.articles.map((article) => article.slug)).toEqual(['troisieme-article']);
    expect(body.pagination.total).toBe(1);
  });

  it.each([
    ['limit=0', 'Le nombre d’articles doit être au moins 1.'],
    ['limit=51', 'Le nombre d’articles ne peut pas dépasser 50.'],
    ['limit=abc', 'Le nombre d’articles doit être un nombre.'],
    ['limit=2.5', 'Le nombre d’articles doit être un nombre entier.'],
    ['offset=-1', 'La position de départ ne peut pas être négative.'],
    ['offset=x', 'La position de départ doit être un nombre.'],
    [`search=${'a'.repeat(201)}`, 'La recherche ne peut pas dépasser 200 caractères.'],
  ])('refuses %s with a French message', async (query, message) => {
    const response = await get(`/api/blog?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('reads any search as words, never as query syntax', async () => {
    for (const search of ["'; drop table article; --", '!!&&|(', '"non fermé', '-', '<script>']) {
      expect((await get(`/api/blog?search=${encodeURIComponent(search)}`)).statusCode).toBe(200);
    }
  });

  it('is cacheable by a CDN, and revalidates with its ETag', async () => {
    const response = await get('/api/blog');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await get('/api/blog', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('GET /api/blog/{slug}', () => {
  it('answers a published article with its sanitised HTML', async () => {
    const response = await get('/api/blog/premier-article');
    expect(response.statusCode).toBe(200);
    const article = response.json();
    expect(article).toMatchObject({
      slug: 'premier-article',
      title: 'Le bulletin de paie clarifié',
      category: 'Paie',
      tags: ['bulletin de paie', 'montant net social', 'DSN', 'URSSAF'],
      imageUrl: null,
      publishedAt: '2026-02-10T08:00:00.000Z',
    });
    expect(article.content).toContain('<strong>bulletin clarifié</strong>');
    expect(article.content).toContain('<a href="/#tarifs">les tarifs</a>');
    expect(article.content).toContain(
      '<a href="https://www.urssaf.fr" target="_blank" rel="noopener noreferrer">URSSAF</a>',
    );
  });

  it('stores and serves an article without scripts, event handlers or javascript: links', async () => {
    const stored = await testApp.orm.em.fork().findOneOrFail(Article, { slug: 'deuxieme-article' });
    for (const content of [
      stored.content,
      (await get('/api/blog/deuxieme-article')).json().content as string,
    ]) {
      expect(content).not.toMatch(/<script|onerror|javascript:|alert/i);
      expect(content).toContain('<img src="https://example.org/a.png" />');
      expect(content).toContain('<a>un lien piégé</a>');
    }
  });

  it.each(['brouillon-secret', 'inconnu', 'UPPER', 'a'.repeat(100)])('answers 404 for %s', async (slug) => {
    const response = await get(`/api/blog/${slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Article introuvable' });
  });

  it('answers a long unknown slug with a 404, and one too long for any article with a French 414', async () => {
    const long = await get(`/api/blog/${'a'.repeat(150)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ message: 'Article introuvable' });
    const response = await get(`/api/blog/${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: "L'adresse demandée est trop longue" });
  });
});

describe('the article files', () => {
  it('are loaded once: a second start changes nothing', async () => {
    const report = await loadArticleFiles(testApp.orm.em.fork(), fixtures);
    expect(report).toEqual({ created: 0, updated: 0, keptFromBackOffice: 0, unchanged: 3 });
  });

  it('never overwrite an article changed in the back office', async () => {
    const em = testApp.orm.em.fork();
    const article = await em.findOneOrFail(Article, { slug: 'troisieme-article' });
    await updateArticle(
      em,
      article.id,
      {
        slug: 'troisieme-article',
        title: 'La DSN, revue par la rédaction',
        summary: article.summary,
        content: '<p>Version du back office.</p>',
        category: 'Social',
        tags: ['DSN'],
        status: 'published',
      },
      'back-office',
    );
    const report = await loadArticleFiles(testApp.orm.em.fork(), fixtures);
    expect(report.keptFromBackOffice).toBe(1);
    const body = (await get('/api/blog/troisieme-article')).json();
    expect(body.title).toBe('La DSN, revue par la rédaction');
    expect(body.publishedAt).toBe('2025-11-20T08:00:00.000Z');
  });

  it('put published articles in the site search, and take drafts out', async () => {
    const found = await get('/api/search?q=clarifi%C3%A9&category=article');
    expect(found.json()).toEqual([
      expect.objectContaining({ type: 'article', url: '/blog/premier-article', category: 'Paie' }),
    ]);
    const draft = await get('/api/search?q=brouillon&category=article');
    expect(draft.json()).toEqual([]);
  });
});

describe('GET /api/blog?search=… past 1 000 matches (issue 28 §3)', () => {
  let many: TestApp;

  beforeAll(async () => {
    many = await buildTestApp();
    // 1 005 articles have the word in their text, the last 3 also in their title.
    await runSql(
      many.orm.em.fork(),
      `insert into article (slug, title, summary, content, category, tags, status, published_at, word_count, origin, created_at, updated_at)
       select 'plafond-' || n, case when n > 1002 then 'Le plafond ' || n else 'Article ' || n end, 'Résumé.',
              '<p>Le plafond de la sécurité sociale.</p>', 'Paie', '{}', 'published',
              now() - make_interval(mins => n), 100, 'back-office', now(), now()
       from generate_series(1, 1005) as n`,
    );
  });

  afterAll(async () => {
    await many?.close();
  });

  const list = async (query: string) =>
    (await many.app.inject({ method: 'GET', url: `/api/blog?${query}` })).json() as ListBody;

  it('counts up to 1 000 and says it stopped there; the heading matches still come first', async () => {
    const body = await list('search=plafond');
    expect(body.pagination).toEqual({ total: 1000, capped: true, limit: 9, offset: 0 });
    expect(body.articles.slice(0, 3).map((article) => article.slug)).toEqual([
      'plafond-1003',
      'plafond-1004',
      'plafond-1005',
    ]);
    expect(body.articles).toHaveLength(9);
  });

  it('still answers a page past the count, each article once', async () => {
    const last = await list('search=plafond&offset=999&limit=9');
    expect(last.articles.map((article) => article.slug)).toEqual([
      'plafond-997',
      'plafond-998',
      'plafond-999',
      'plafond-1000',
      'plafond-1001',
      'plafond-1002',
    ]);
    expect(last.pagination.capped).toBe(true);
  });

  it('counts exactly under 1 000', async () => {
    expect((await list('search=plafond&category=Social')).pagination).toEqual({
      total: 0,
      capped: false,
      limit: 9,
      offset: 0,
    });
    expect((await list('')).pagination).toEqual({ total: 1005, capped: false, limit: 9, offset: 0 });
  });
});

describe("GET /api/blog?search=… ranks from the headings' own table (issue 28 §3)", () => {
  let headings: TestApp;

  beforeAll(async () => {
    headings = await buildTestApp();
  });

  afterAll(async () => {
    await headings?.close();
  });

  const slugs = async (search: string) =>
    (
      (
        await headings.app.inject({ method: 'GET', url: `/api/blog?search=${encodeURIComponent(search)}` })
      ).json() as ListBody
    ).articles.map((article) => article.slug);

  /** Articles whose heading row differs from the article, or is missing, or left behind. */
  const outOfStep = async () => {
    const [row] = await querySql<{ count: number | string }>(
      headings.orm.em.fork(),
      `select count(*) as count from article full join article_heading as heading on heading.article_id = article.id
       where (article.id, article.head_vector, article.status, article.category, article.published_at, article.created_at)
             is distinct from
             (heading.article_id, heading.head_vector, heading.status, heading.category, heading.published_at, heading.created_at)`,
    );
    return Number(row?.count);
  };

  const input = (slug: string, title: string, summary: string, content: string, publishedAt: string) => ({
    slug,
    title,
    summary,
    content: `<p>${content}</p>`,
    category: 'Fiscalité',
    tags: [],
    status: 'published' as const,
    publishedAt: new Date(publishedAt),
  });

  it('follows an article published, retitled, unpublished and deleted', async () => {
    const em = headings.orm.em.fork();
    const article = await createArticle(
      em,
      input('bareme', 'Le barème kilométrique expliqué', 'Les frais de route.', 'Un texte.', '2025-01-01'),
      'back-office',
    );
    // Newer, with the words in their summary (weight B) or in their text only.
    await createArticle(
      em,
      input('resume', 'Vos frais', 'Le barème kilométrique et la voiture.', 'Un texte.', '2025-06-01'),
      'back-office',
    );
    await createArticle(
      em,
      input('texte', 'Une note', 'Rien ici.', 'Les frais de repas du dirigeant.', '2025-09-01'),
      'back-office',
    );
    expect(await outOfStep()).toBe(0);
    // Its title outranks the newer article's summary.
    expect(await slugs('barème kilométrique')).toEqual(['bareme', 'resume']);

    await updateArticle(
      em,
      article.id,
      input('bareme', 'Les frais de repas du dirigeant', 'Les frais de route.', 'Un texte.', '2025-01-01'),
      'back-office',
    );
    expect(await outOfStep()).toBe(0);
    expect(await slugs('barème kilométrique')).toEqual(['resume']);
    // Its new title comes before the newer article that has the words in its text only.
    expect(await slugs('frais de repas')).toEqual(['bareme', 'texte']);

    await updateArticle(
      em,
      article.id,
      {
        ...input(
          'bareme',
          'Les frais de repas du dirigeant',
          'Les frais de route.',
          'Un texte.',
          '2025-01-01',
        ),
        status: 'draft',
      },
      'back-office',
    );
    expect(await outOfStep()).toBe(0);
    expect(await slugs('frais de repas')).toEqual(['texte']);

    await em.fork().nativeDelete(Article, { id: article.id });
    expect(await outOfStep()).toBe(0);
    const [left] = await querySql<{ count: number | string }>(
      headings.orm.em.fork(),
      'select count(*) as count from article_heading where article_id = ?',
      [article.id],
    );
    expect(Number(left?.count)).toBe(0);
    expect(await slugs('frais de repas')).toEqual(['texte']);
  });
});

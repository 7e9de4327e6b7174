import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Article } from '../src/modules/blog/article.entity.ts';
import { importArticles } from '../src/modules/blog/import-articles.ts';
import { loadArticleFiles } from '../src/modules/blog/load-article-files.ts';
import { SearchDocument } from '../src/modules/search/search-document.entity.ts';
import { signInAsAdmin, TEST_ADMIN_PASSWORD } from './helpers/admin.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const fixtures = fileURLToPath(new URL('./fixtures/blog/', import.meta.url));

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  await loadArticleFiles(testApp.orm.em.fork(), fixtures);
  cookie = await signInAsAdmin(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
});

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function article(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'remuneration-president-sasu-2026',
    title: 'La rémunération du président de SASU en 2026',
    summary: 'Salaire, dividendes et cotisations : ce qui change cette année.',
    content: '<h2>Le salaire</h2><p>Le président de SASU est <strong>assimilé salarié</strong>.</p>',
    category: 'Paie',
    tags: ['président de SASU', 'rémunération'],
    imageUrl: null,
    status: 'draft',
    publishedAt: null,
    author: 'Équipe Dirigeo',
    ...overrides,
  };
}

async function searchDocumentOf(id: number) {
  return testApp.orm.em.fork().findOne(SearchDocument, { source: 'article', sourceId: String(id) });
}

describe('writing an article in the back office', () => {
  let id: number;

  it('creates a draft, which the public blog does not show', async () => {
    const response = await admin('POST', '/api/admin/blog-articles', article());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    id = created.id;
    expect(created).toMatchObject({
      slug: 'remuneration-president-sasu-2026',
      status: 'draft',
      publishedAt: null,
      author: 'Équipe Dirigeo',
      tags: ['président de SASU', 'rémunération'],
    });
    const stored = await testApp.orm.em.fork().findOneOrFail(Article, { id });
    expect(stored.origin).toBe('back-office');
    expect((await testApp.app.inject({ method: 'GET', url: `/api/blog/${created.slug}` })).statusCode).toBe(
      404,
    );
    expect(await searchDocumentOf(id)).toBeNull();
  });

  it('publishes it: served by the public blog at once, and found by the site search', async () => {
    const response = await admin('PUT', `/api/admin/blog-articles/${id}`, article({ status: 'published' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const publicAnswer = await testApp.app.inject({
      method: 'GET',
      url: '/api/blog/remuneration-president-sasu-2026',
    });
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicAnswer.json().title).toBe('La rémunération du président de SASU en 2026');
    expect((await searchDocumentOf(id))?.url).toBe('/blog/remuneration-president-sasu-2026');
    const search = await testApp.app.inject({
      method: 'GET',
      url: '/api/search?q=assimil%C3%A9%20salari%C3%A9',
    });
    expect(JSON.stringify(search.json())).toContain('/blog/remuneration-president-sasu-2026');
  });

  it('renames it, keeps its publication date, and takes it back to draft', async () => {
    const before = (await admin('GET', `/api/admin/blog-articles/${id}`)).json();
    const renamed = await admin(
      'PUT',
      `/api/admin/blog-articles/${id}`,
      article({ status: 'published', slug: 'president-sasu-2026', title: 'Président de SASU : 2026' }),
    );
    expect(renamed.json()).toMatchObject({ slug: 'president-sasu-2026', publishedAt: before.publishedAt });
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/blog/president-sasu-2026' })).statusCode,
    ).toBe(200);
    const draft = await admin(
      'PUT',
      `/api/admin/blog-articles/${id}`,
      article({ slug: 'president-sasu-2026' }),
    );
    expect(draft.json().status).toBe('draft');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/blog/president-sasu-2026' })).statusCode,
    ).toBe(404);
    expect(await searchDocumentOf(id)).toBeNull();
  });

  it('sanitises the body with the site’s sanitiser', async () => {
    const response = await admin(
      'PUT',
      `/api/admin/blog-articles/${id}`,
      article({
        slug: 'president-sasu-2026',
        content:
          '<p onclick="alert(1)" style="color:red">Texte <a href="javascript:alert(2)">lien</a> <a href="https://www.urssaf.fr/">URSSAF</a></p><script>alert(3)</script><img src="x" onerror="alert(4)"><iframe src="https://example.fr"></iframe>',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { content } = response.json();
    expect(content).not.toMatch(/onclick|style=|javascript:|<script|alert\(3\)|onerror|<iframe/);
    expect(content).toContain('<a href="https://www.urssaf.fr/"');
    expect(content).toContain('>URSSAF</a>');
    expect(content).toContain('Texte');
  });

  it('refuses an address already taken, an invalid article, and an unknown id', async () => {
    const taken = await admin('POST', '/api/admin/blog-articles', article({ slug: 'premier-article' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Un article utilise déjà l’adresse « premier-article ».');
    const scriptOnly = await admin(
      'POST',
      '/api/admin/blog-articles',
      article({ slug: 'vide', content: '<script>alert(1)</script>' }),
    );
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json()).toEqual({
      message: 'Veuillez écrire le texte de l’article.',
      issues: [{ path: 'content', message: 'Veuillez écrire le texte de l’article.' }],
    });
    const invalid = await admin(
      'POST',
      '/api/admin/blog-articles',
      article({ slug: 'Mauvaise adresse', title: '' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['slug', 'title']);
    expect((await admin('PUT', '/api/admin/blog-articles/999999', article())).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/blog-articles/999999')).statusCode).toBe(404);
  });

  it('makes an article loaded from a file the back office’s once changed: its file no longer overwrites it', async () => {
    const stored = await testApp.orm.em.fork().findOneOrFail(Article, { slug: 'premier-article' });
    expect(stored.origin).toBe('file');
    const write = {
      ...article({ slug: 'premier-article', title: 'Titre revu au bureau', status: 'published' }),
      publishedAt: stored.publishedAt?.toISOString() ?? null,
    };
    expect((await admin('PUT', `/api/admin/blog-articles/${stored.id}`, write)).statusCode).toBe(200);
    const report = await loadArticleFiles(testApp.orm.em.fork(), fixtures);
    expect(report.keptFromBackOffice).toBeGreaterThanOrEqual(1);
    const after = await testApp.orm.em.fork().findOneOrFail(Article, { slug: 'premier-article' });
    expect(after.title).toBe('Titre revu au bureau');
  });
});

describe('the list', () => {
  it('answers the first articles with the spec’s fields, drafts first, and the total', async () => {
    const response = await admin('GET', '/api/admin/blog-articles');
    expect(response.statusCode).toBe(200);
    const { articles, total } = response.json() as {
      articles: { slug: string; status: string; publication_date: string | null }[];
      total: number;
    };
    expect(total).toBe(await testApp.orm.em.fork().count(Article, {}));
    expect(articles.length).toBe(Math.min(10, total));
    expect(Object.keys(articles[0] ?? {}).sort()).toEqual(
      ['author', 'id', 'publication_date', 'slug', 'status', 'title'].sort(),
    );
    expect(articles[0]).toMatchObject({
      slug: 'president-sasu-2026',
      status: 'draft',
      publication_date: null,
    });
    const dates = articles.flatMap((item) => (item.publication_date ? [item.publication_date] : []));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      ((await admin('GET', '/api/admin/blog-articles?limit=1')).json().articles as unknown[]).length,
    ).toBe(1);
  });
});

describe('export and import', () => {
  it('exports every article, drafts included, as a file that the import takes back unchanged', async () => {
    const response = await admin('GET', '/api/admin/blog-articles/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="articles-dirigeo-\d{4}-\d\d-\d\d\.json"/,
    );
    const file = response.json();
    expect(file).toMatchObject({ format: 'dirigeo-blog-articles', version: 1 });
    expect(file.articles.length).toBe(await testApp.orm.em.fork().count(Article, {}));
    expect(file.articles.map((item: { status: string }) => item.status)).toContain('draft');
    const dryRun = await admin('POST', '/api/admin/blog-articles/import?dryRun=true', file);
    expect(dryRun.statusCode).toBe(200);
    const report = dryRun.json();
    expect(report).toMatchObject({ applied: false, created: [], updated: [], rejected: [] });
    expect(report.unchanged.length).toBe(file.articles.length);
    const applied = await admin('POST', '/api/admin/blog-articles/import?dryRun=false', file);
    expect(applied.json()).toMatchObject({ applied: true, created: [], updated: [], rejected: [] });
  });

  it('rebuilds the same blog from its export in an empty database', async () => {
    const file = (await admin('GET', '/api/admin/blog-articles/export')).json();
    const other = await buildTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
    try {
      const otherCookie = await signInAsAdmin(other.app);
      const imported = await other.app.inject({
        method: 'POST',
        url: '/api/admin/blog-articles/import?dryRun=false',
        headers: { cookie: otherCookie },
        payload: file,
      });
      expect(imported.statusCode).toBe(200);
      expect(imported.json().created.length).toBe(file.articles.length);
      const again = (
        await other.app.inject({
          method: 'GET',
          url: '/api/admin/blog-articles/export',
          headers: { cookie: otherCookie },
        })
      ).json();
      expect(again.articles).toEqual(file.articles);
    } finally {
      await other.close();
    }
  });

  it('downloads one article in the same format', async () => {
    const stored = await testApp.orm.em.fork().findOneOrFail(Article, { slug: 'premier-article' });
    const response = await admin('GET', `/api/admin/blog-articles/${stored.id}/export`);
    expect(response.headers['content-disposition']).toMatch(
      /filename="article-premier-article-\d{4}-\d\d-\d\d\.json"/,
    );
    const file = response.json();
    expect(file.articles).toEqual([
      expect.objectContaining({ slug: 'premier-article', title: stored.title }),
    ]);
    const report = (await admin('POST', '/api/admin/blog-articles/import', file)).json();
    expect(report.unchanged).toEqual([{ position: 1, slug: 'premier-article', title: stored.title }]);
  });

  it('reports what a file would create and update, and applies it in one go', async () => {
    const file = {
      format: 'dirigeo-blog-articles',
      version: 1,
      articles: [
        article({
          slug: 'importe-un',
          title: 'Importé un',
          status: 'published',
          publishedAt: '2026-02-01T08:00:00Z',
        }),
        article({ slug: 'president-sasu-2026', title: 'Titre importé' }),
        { ...article({ slug: 'importe-deux', title: 'Importé deux' }), id: 42, readingMinutes: 3 },
      ],
    };
    const dryRun = (await admin('POST', '/api/admin/blog-articles/import', file)).json();
    expect(dryRun).toEqual({
      applied: false,
      created: [
        { position: 1, slug: 'importe-un', title: 'Importé un' },
        { position: 3, slug: 'importe-deux', title: 'Importé deux' },
      ],
      updated: [{ position: 2, slug: 'president-sasu-2026', title: 'Titre importé' }],
      unchanged: [],
      rejected: [],
    });
    expect(
      await testApp.orm.em.fork().count(Article, { slug: { $in: ['importe-un', 'importe-deux'] } }),
    ).toBe(0);
    const applied = await admin('POST', '/api/admin/blog-articles/import?dryRun=false', file);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true });
    const em = testApp.orm.em.fork();
    expect((await em.findOneOrFail(Article, { slug: 'importe-un' })).publishedAt?.toISOString()).toBe(
      '2026-02-01T08:00:00.000Z',
    );
    expect((await em.findOneOrFail(Article, { slug: 'president-sasu-2026' })).title).toBe('Titre importé');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/blog/importe-un' })).statusCode).toBe(200);
  });

  it('rejects each invalid article with its reasons, and applies nothing of a file with one', async () => {
    const before = await testApp.orm.em.fork().count(Article, {});
    const file = {
      format: 'dirigeo-blog-articles',
      version: 1,
      articles: [
        article({ slug: 'valide-mais-pas-seul', title: 'Valide' }),
        article({ slug: 'Pas Une Adresse', title: '', category: 'Cuisine' }),
        'pas un article',
        article({ slug: 'valide-mais-pas-seul', title: 'Doublon' }),
        article({ slug: 'sans-texte', content: '<p>  </p><script>x</script>' }),
      ],
    };
    const dryRun = (await admin('POST', '/api/admin/blog-articles/import', file)).json();
    expect(dryRun.created).toEqual([{ position: 1, slug: 'valide-mais-pas-seul', title: 'Valide' }]);
    expect(dryRun.rejected).toEqual([
      {
        position: 2,
        slug: 'Pas Une Adresse',
        title: '',
        reasons: [
          'Adresse : L’adresse ne peut contenir que des lettres minuscules sans accent et des chiffres, séparés par des tirets.',
          'Titre : Veuillez saisir le titre.',
          'Catégorie : Veuillez choisir une catégorie : Paie, Social, Fiscalité, Juridique, Comptabilité.',
        ],
      },
      { position: 3, slug: null, title: null, reasons: ['Cet élément du fichier n’est pas un article.'] },
      {
        position: 4,
        slug: 'valide-mais-pas-seul',
        title: 'Doublon',
        reasons: ['Adresse : « valide-mais-pas-seul » est déjà celle de l’article n° 1 du fichier.'],
      },
      // A body that the sanitiser empties (a script and blanks) is no text.
      {
        position: 5,
        slug: 'sans-texte',
        title: 'La rémunération du président de SASU en 2026',
        reasons: ['Texte : Veuillez écrire le texte de l’article.'],
      },
    ]);
    const applied = await admin('POST', '/api/admin/blog-articles/import?dryRun=false', file);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().message).toBe('Aucun article importé : 4 articles du fichier sont rejetés.');
    expect(applied.json().issues[0]).toEqual({
      path: 'articles.1',
      message: expect.stringContaining('Article n° 2 (Pas Une Adresse) : Adresse :'),
    });
    expect(await testApp.orm.em.fork().count(Article, {})).toBe(before);
  });

  it('refuses a file that is not an export', async () => {
    for (const body of [
      [article()],
      { articles: [article()] },
      { format: 'dirigeo-blog-articles', version: 2, articles: [] },
    ]) {
      const response = await admin('POST', '/api/admin/blog-articles/import', body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('rolls the whole import back when a write fails midway', async () => {
    const before = await testApp.orm.em.fork().count(Article, {});
    // The database refuses the second article (as a lost connection or a full disk would): the
    // first one, already written in the transaction, must go with it.
    const connection = testApp.orm.em.getConnection();
    await connection.execute(`create function refuse_boum() returns trigger language plpgsql as $$
      begin
        if new.slug = 'boum' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await connection.execute(
      'create trigger refuse_boum before insert on article for each row execute function refuse_boum()',
    );
    try {
      const file = {
        format: 'dirigeo-blog-articles',
        version: 1,
        articles: [
          article({ slug: 'ecrit-puis-annule', title: 'Écrit puis annulé' }),
          article({ slug: 'boum' }),
        ],
      };
      const response = await admin('POST', '/api/admin/blog-articles/import?dryRun=false', file);
      expect(response.statusCode).toBe(500);
      expect(await testApp.orm.em.fork().count(Article, {})).toBe(before);
      expect(await testApp.orm.em.fork().findOne(Article, { slug: 'ecrit-puis-annule' })).toBeNull();
    } finally {
      await connection.execute('drop trigger refuse_boum on article');
      await connection.execute('drop function refuse_boum()');
    }
  });
});

describe('a large import (issue 28 §4)', () => {
  /** 40 articles of about 180 000 characters each (7 MB): their sanitising is seconds of the one thread. */
  function largeFile() {
    const body =
      '<h2 id="s">Le salaire</h2><p style="color:red" onclick="x()">Le président de <em>SASU</em> est <a href="/blog/a" title="t">assimilé salarié</a> : <span class="c">il cotise</span> au <strong>régime général</strong>.</p><ul><li>un</li><li>deux</li></ul>'.repeat(
        800,
      );
    return {
      format: 'dirigeo-blog-articles' as const,
      version: 1 as const,
      articles: Array.from({ length: 40 }, (_, index) =>
        article({
          slug: `import-volumineux-${dryRunSlug}-${index + 1}`,
          title: `Import volumineux n° ${index + 1}`,
          content: body,
        }),
      ),
    };
  }
  let dryRunSlug = '';

  it.each([false])(
    'never holds the event loop for more than a few articles while it sanitises and writes them (dry run: %s)',
    async (dryRun) => {
      dryRunSlug = String(dryRun);
      // Measured before the change: one block of 3.3 s in a 10.5 s import; after it, 0.34 s in 12 s.
      const file = largeFile();
      // The longest time the loop went without a turn, against the import's whole time: a ratio,
      // so a loaded machine slows both alike. Sanitised in one go, the longest block is most of it.
      let longestBlock = 0;
      let last = performance.now();
      let counting = true;
      const turn = () => {
        const now = performance.now();
        longestBlock = Math.max(longestBlock, now - last);
        last = now;
        if (counting) setImmediate(turn);
      };
      setImmediate(turn);
      const started = performance.now();
      const report = await importArticles(testApp.orm.em.fork(), file, { dryRun });
      const duration = performance.now() - started;
      counting = false;
      expect(report).toMatchObject({ applied: !dryRun, rejected: [] });
      expect(report.created.length).toBe(40);
      expect(longestBlock).toBeLessThan(duration / 4);
    },
  );
});

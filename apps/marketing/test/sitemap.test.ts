import type { ApiFetch, ApiResponse } from '@dirigeo/schemas';
import type { APIContext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listToolsHubSitemapEntries, toolsSitemapPaths } from '../src/features/tools-hub/sitemap.ts';
import { sitemapXml, staticSitemapEntries } from '../src/lib/sitemap.ts';
import { GET, SITEMAP_TTL_MS } from '../src/pages/sitemap.xml.ts';

const site = new URL('https://dirigeo.example/');

function answer(body: unknown, status = 200): ApiResponse {
  return {
    status,
    ok: status < 400,
    headers: new Headers(),
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

/** The public API with `slugs` published, no official data loaded, and `down` to make it fail. */
function fakeApi(state: { slugs: string[]; down?: boolean }) {
  return vi.fn<ApiFetch>(async (path) => {
    if (state.down) return answer({ message: 'Erreur' }, 500);
    const url = new URL(path, 'http://localhost');
    switch (url.pathname) {
      case '/api/blog':
        return answer({
          articles: state.slugs.map((slug, index) => ({
            id: index + 1,
            slug,
            title: slug,
            summary: '',
            category: 'Paie',
            tags: [],
            imageUrl: null,
            publishedAt: '2026-11-01T08:00:00Z',
            createdAt: '2026-11-01T08:00:00Z',
            updatedAt: '2026-11-02T08:00:00Z',
            readingMinutes: 3,
          })),
          pagination: { total: state.slugs.length, capped: false, limit: 50, offset: 0 },
        });
      case '/api/sources-officielles':
      case '/api/fiches-pratiques':
        return answer([]);
      case '/api/code-du-travail/plan':
        return answer({
          sections: [],
          articles: [],
          source: {
            editeur: 'Légifrance (DILA)',
            paquet: '@socialgouv/legi-data',
            version: '2.513.0',
            licence: 'Apache-2.0',
          },
        });
      default:
        return answer({ message: 'Introuvable' }, 404);
    }
  });
}

async function requestSitemap(api: ApiFetch): Promise<Response> {
  const context = { locals: { api }, site, url: new URL('/sitemap.xml', site) };
  // Only the three fields the endpoint reads.
  return GET(context as unknown as APIContext);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /sitemap.xml', () => {
  it('is the same document as built without the cache, and a second request reads nothing from the API', async () => {
    const api = fakeApi({ slugs: ['bulletin-de-paie', 'dsn'] });
    const first = await requestSitemap(api);
    expect(first.status).toBe(200);
    const xml = await first.text();
    const expected = sitemapXml(site, [
      ...staticSitemapEntries,
      { path: '/blog/bulletin-de-paie', lastModified: '2026-11-02T08:00:00Z' },
      { path: '/blog/dsn', lastModified: '2026-11-02T08:00:00Z' },
      ...(await listToolsHubSitemapEntries(fakeApi({ slugs: [] }))),
      ...toolsSitemapPaths().map((path) => ({ path })),
    ]);
    expect(xml).toBe(expected);
    const calls = api.mock.calls.length;
    expect(await (await requestSitemap(api)).text()).toBe(xml);
    expect(api.mock.calls.length).toBe(calls);
  });

  it('lists a newly published article once its time to live has passed', async () => {
    const state = { slugs: ['bulletin-de-paie'] };
    const api = fakeApi(state);
    await requestSitemap(api);
    state.slugs = ['bulletin-de-paie', 'nouvel-article'];
    vi.setSystemTime(Date.now() + SITEMAP_TTL_MS - 1);
    expect(await (await requestSitemap(api)).text()).not.toContain('nouvel-article');
    vi.setSystemTime(Date.now() + 1);
    // The request that finds it expired still gets the old document; the rebuild answers the next.
    await requestSitemap(api);
    await vi.waitFor(async () => {
      expect(await (await requestSitemap(api)).text()).toContain('/blog/nouvel-article');
    });
  });

  it('answers 503 when the API cannot answer, and tries again on the next request', async () => {
    const state = { slugs: ['dsn'], down: true };
    const api = fakeApi(state);
    expect((await requestSitemap(api)).status).toBe(503);
    state.down = false;
    const again = await requestSitemap(api);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('/blog/dsn');
  });
});

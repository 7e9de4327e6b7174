import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let app: App;
let database: TestDatabase;
let root: string;

/** Minimal built frontends, shaped like the real `dist` folders. */
async function writeBuiltFrontends(): Promise<{ portalDist: string; marketingDist: string }> {
  root = await mkdtemp(join(tmpdir(), 'dirigeo-frontends-'));
  const portalDist = join(root, 'portal');
  const marketingDist = join(root, 'marketing');
  const marketingClient = join(marketingDist, 'client');
  await mkdir(join(portalDist, 'portal-assets'), { recursive: true });
  await mkdir(join(marketingClient, '_astro'), { recursive: true });
  await mkdir(join(marketingClient, 'mentions-legales'), { recursive: true });
  await mkdir(join(marketingDist, 'server'), { recursive: true });
  // The site's server bundle: renders /rendu/{x} on demand, with what `locals.api` answers.
  await writeFile(
    join(marketingDist, 'server', 'entry.mjs'),
    `export async function renderPage(request, locals) {
      const { pathname } = new URL(request.url);
      const match = /^\\/rendu\\/([a-z-]+)$/.exec(pathname);
      if (!match) return null;
      if (match[1] === 'absente') return new Response('<title>Article introuvable</title>', { status: 404, headers: { 'content-type': 'text/html' } });
      const health = await locals.api('/api/health');
      const body = '<!doctype html><title>' + match[1] + '</title><script>window.rendu = 1</script><p>api ' + health.status + ' ' + (await health.text()) + '</p>' + 'x'.repeat(2000);
      return new Response(body, { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60, stale-while-revalidate=600', 'x-page': 'rendu' } });
    }`,
  );
  await writeFile(
    join(portalDist, 'index.html'),
    '<!doctype html><title>portal</title><div id="root"></div>',
  );
  // As the portal's build writes it (apps/portal/vite.config.ts).
  await writeFile(
    join(portalDist, 'portal-routes.json'),
    JSON.stringify({
      routes: [
        '/auth',
        '/eligibilite',
        '/souscription',
        '/dashboard',
        '/payslips',
        '/payslips/:id',
        '/settings',
      ],
    }),
  );
  await writeFile(join(portalDist, 'portal-assets', 'index-abc123.js'), 'console.log("portal");'.repeat(100));
  await writeFile(join(marketingClient, 'index.html'), '<!doctype html><title>accueil</title>');
  await writeFile(join(marketingClient, '404.html'), '<!doctype html><title>Page introuvable</title>');
  await writeFile(
    join(marketingClient, 'mentions-legales', 'index.html'),
    '<!doctype html><title>mentions</title><script type="module">console.log(1)</script>',
  );
  await writeFile(join(marketingClient, '_astro', 'page-def456.css'), 'body{color:black}'.repeat(100));
  return { portalDist, marketingDist };
}

beforeAll(async () => {
  const dist = await writeBuiltFrontends();
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: join(root, 'data'),
    LOG_LEVEL: 'silent',
    PORTAL_DIST: dist.portalDist,
    MARKETING_DIST: dist.marketingDist,
  });
  database = await openTestDatabase();
  app = await buildApp({
    env,
    orm: database.orm,
    sessionSecret: 'a-test-secret-that-is-long-enough-for-signing-cookies',
    serveFrontends: true,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('production serving of the built frontends', () => {
  it.each(['/auth', '/dashboard', '/payslips', '/payslips/42', '/settings', '/eligibilite', '/souscription'])(
    'answers the portal route %s with the SPA, revalidated every time',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/dashboard/inconnu', '/dashboard/nothing/here', '/payslips/42/autre', '/settings/x'])(
    'answers the unknown portal path %s with status 404 and the portal, which shows its 404 page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>portal</title>');
    },
  );

  it('refuses to start without the route table of the portal build', async () => {
    const portalDist = join(root, 'portal-without-routes');
    await mkdir(portalDist, { recursive: true });
    await writeFile(join(portalDist, 'index.html'), '<!doctype html><title>portal</title>');
    const env = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: join(root, 'data-2'),
      LOG_LEVEL: 'silent',
      PORTAL_DIST: portalDist,
      MARKETING_DIST: join(root, 'marketing'),
    });
    const second = await openTestDatabase();
    try {
      await expect(
        buildApp({
          env,
          orm: second.orm,
          sessionSecret: 'x'.repeat(40),
          serveFrontends: true,
        }),
      ).rejects.toThrow(/portal-routes\.json is missing/);
    } finally {
      await second.orm.close(true);
      await second.dispose();
    }
  });

  it.each([
    ['/', 'accueil'],
    ['/mentions-legales', 'mentions'],
    ['/mentions-legales/', 'mentions'],
  ])('serves the marketing page %s, revalidated every time', async (url, title) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    for (const url of ['/portal-assets/index-abc123.js', '/_astro/page-def456.css']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
    }
  });

  it('answers unknown paths with the marketing 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/cette-page-n-existe-pas' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Page introuvable');
  });

  it('renders on-demand pages with the public API answered in-process, compressed, with an ETag', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rendu/mon-article',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(response.headers['content-encoding']).toBe('gzip');
    const etag = response.headers.etag;
    expect(etag).toBeTypeOf('string');
    const plain = await app.inject({ method: 'GET', url: '/rendu/mon-article' });
    expect(plain.body).toContain('<title>mon-article</title>');
    expect(plain.body).toContain('api 200 {"status":"ok"');
    const again = await app.inject({
      method: 'GET',
      url: '/rendu/mon-article',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("allows each page's own inline scripts by their hashes, and no other", async () => {
    const rendered = await app.inject({ method: 'GET', url: '/rendu/mon-article' });
    const hash = `'sha256-${createHash('sha256').update('window.rendu = 1').digest('base64')}'`;
    expect(rendered.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
    expect(rendered.headers['content-security-policy']).toContain("default-src 'self'");
    const page = await app.inject({ method: 'GET', url: '/mentions-legales' });
    const pageHash = `'sha256-${createHash('sha256').update('console.log(1)').digest('base64')}'`;
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${pageHash};`);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self'");
    const portal = await app.inject({ method: 'GET', url: '/auth' });
    expect(portal.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("keeps an on-demand page's own status", async () => {
    const response = await app.inject({ method: 'GET', url: '/rendu/absente' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Article introuvable');
  });

  it('redirects /confidentialite permanently to the privacy policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/confidentialite' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/politique-de-confidentialite');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable' });
  });

  it('answers a malformed address with a client error, not a server error', async () => {
    const response = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect([400, 404]).toContain(response.statusCode);
  });

  it('refuses to leave the marketing folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});

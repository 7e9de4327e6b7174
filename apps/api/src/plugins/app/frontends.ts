import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRenderLocals } from '@dirigeo/schemas';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { allowScripts, inlineScriptHashes } from '../../lib/html/inline-script-hashes.ts';

/**
 * `dist/portal-routes.json`, written by the portal's build from its router's table: the patterns
 * of its pages ('/payslips/:id'). The server learns the portal's routes from its build, not from
 * its code (apps never import each other).
 */
const PORTAL_ROUTES_FILE = 'portal-routes.json';
const portalRoutesSchema = z.object({
  routes: z.array(z.string().regex(/^\/[a-z-]+(\/(:[a-z]+|[a-z-]+))*$/)).min(1),
});

/** Folder the portal's Vite build puts its hashed assets in (see apps/portal/vite.config.ts). */
const PORTAL_ASSETS_DIR = 'portal-assets';

/** Old or alternative addresses of public pages, answered with a permanent redirect. */
const PUBLIC_REDIRECTS: Readonly<Record<string, string>> = {
  // The subscription wizard of spec 000 links to /confidentialite; the page is spec 001's.
  '/confidentialite': '/politique-de-confidentialite',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface FrontendsPluginOptions {
  portalDist: string;
  /** Astro's output: `client/` (static files) and `server/entry.mjs` (the on-demand pages). */
  marketingDist: string;
}

/** `renderPage` of the site's server bundle (apps/marketing/src/server/entrypoint.ts). */
type RenderPage = (request: Request, locals: SiteRenderLocals) => Promise<Response | null>;

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

async function loadRenderPage(marketingDist: string): Promise<RenderPage | null> {
  const entry = join(marketingDist, 'server', 'entry.mjs');
  if (!existsSync(entry)) return null;
  const module: { renderPage?: unknown } = await import(pathToFileURL(entry).href);
  if (typeof module.renderPage !== 'function') throw new Error(`${entry} exports no renderPage`);
  return module.renderPage as RenderPage;
}

/** The hashes of each static page's inline scripts, by its path under `client/` (`cgv/index.html`). */
function staticPageScriptHashes(root: string): Map<string, string[]> {
  const hashes = new Map<string, string[]>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    hashes.set(relative(root, path), inlineScriptHashes(readFileSync(path, 'utf8')));
  }
  return hashes;
}

/**
 * The API's policy (set on every answer by the security plugin), with the page's own inline
 * scripts allowed by their hashes: the site's islands need Astro's small loader scripts.
 */
function allowPageScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.raw.setHeader('content-security-policy', allowScripts(policy, hashes));
}

/** The visitor's request as the Web `Request` Astro renders from (GET and HEAD only). */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const url = `${request.protocol}://${request.host || 'localhost'}${request.url}`;
  return new Request(url, { method: 'GET', headers });
}

/**
 * Production only: the same process serves the built portal for its routes and the public site for
 * everything else: its static pages from `client/`, and its on-demand pages (the blog, the tools
 * hub's items) rendered by the site's server bundle with `locals.api`, which answers the public API
 * in-process. Hashed assets are cached for a year; HTML is revalidated every time (an on-demand
 * page may set its own `Cache-Control` for a CDN), with an ETag.
 */
async function frontends(fastify: FastifyInstance, options: FrontendsPluginOptions): Promise<void> {
  const marketingClient = join(options.marketingDist, 'client');
  const portalIndexFile = join(options.portalDist, 'index.html');
  const marketing404File = join(marketingClient, '404.html');
  for (const file of [portalIndexFile, join(marketingClient, 'index.html')]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: build the frontends first (pnpm build).`);
    }
  }
  const portalIndex = readFileSync(portalIndexFile);
  const routesFile = join(options.portalDist, PORTAL_ROUTES_FILE);
  if (!existsSync(routesFile))
    throw new Error(`${routesFile} is missing: build the portal first (pnpm build).`);
  const portalRoutes = portalRoutesSchema.parse(JSON.parse(readFileSync(routesFile, 'utf8'))).routes;
  const portalPrefixes = [...new Set(portalRoutes.map((route) => `/${route.split('/')[1]}`))];
  const isUnderPortalPrefix = (path: string) =>
    portalPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const marketing404 = existsSync(marketing404File)
    ? readFileSync(marketing404File)
    : Buffer.from('Page introuvable');
  const renderPage = await loadRenderPage(options.marketingDist);
  const scriptHashes = staticPageScriptHashes(marketingClient);

  const locals: SiteRenderLocals = {
    api: async (path, init = {}) => {
      const answer = await fastify.inject({
        method: init.method ?? 'GET',
        url: path,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers,
      });
    },
  };

  // An unknown path under the portal's prefixes gets the portal too, which shows its 404 page
  // (spec 000 §2), but with the status 404: crawlers and link checkers see the page is not there.
  const sendPortal = (reply: FastifyReply, status: 200 | 404 = 200) =>
    reply
      .status(status)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(portalIndex);

  await fastify.register(fastifyStatic, {
    root: join(options.portalDist, PORTAL_ASSETS_DIR),
    prefix: `/${PORTAL_ASSETS_DIR}/`,
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });

  // The marketing files are sent by the catch-all route below (`serve: false`: no route per file).
  await fastify.register(fastifyStatic, {
    root: marketingClient,
    serve: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/_astro/') ? IMMUTABLE : REVALIDATE);
    },
  });

  // The router's own syntax is Fastify's (':id' matches one segment).
  for (const route of portalRoutes) {
    fastify.get(route, { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
  }

  // Any other path: a redirect, a static page, an on-demand page, else the site's 404 page.
  await fastify.register(async (site) => {
    // Rendered pages get an ETag (static files have theirs from @fastify/static).
    await site.register(fastifyEtag);
    site.get('/*', { schema: { hide: true } }, async (request, reply) => {
      let path: string;
      try {
        path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        path = '/\0'; // malformed percent-encoding: no such page
      }
      if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
      if (isUnderPortalPrefix(path)) return sendPortal(reply, 404);
      const relative = path.replace(/^\/+/, '').replace(/\/+$/, '');
      const redirect = PUBLIC_REDIRECTS[`/${relative}`];
      if (redirect) return reply.redirect(redirect, 301);
      const candidates =
        relative === '' ? ['index.html'] : [relative, `${relative}.html`, join(relative, 'index.html')];
      for (const candidate of candidates) {
        if (
          candidate &&
          !candidate.split('/').includes('..') &&
          !candidate.includes('\0') &&
          isFile(join(marketingClient, candidate))
        ) {
          allowPageScripts(reply, scriptHashes.get(candidate) ?? []);
          return reply.sendFile(candidate);
        }
      }
      const rendered =
        renderPage && !path.includes('\0') ? await renderPage(webRequestOf(request), locals) : null;
      if (rendered) {
        reply.status(rendered.status);
        reply.header('cache-control', REVALIDATE);
        rendered.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        const type = rendered.headers.get('content-type') ?? 'text/html';
        const body = Buffer.from(await rendered.arrayBuffer());
        if (type.startsWith('text/html')) {
          if (!type.includes('charset')) reply.type('text/html; charset=utf-8');
          allowPageScripts(reply, inlineScriptHashes(body.toString('utf8')));
        }
        return reply.send(body);
      }
      allowPageScripts(reply, scriptHashes.get('404.html') ?? []);
      return reply
        .status(404)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(marketing404);
    });
  });
}

export default fp(frontends, { name: 'frontends' });

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The portal's client-side routes: each answers with the SPA's index.html. */
export const PORTAL_ROUTES = [
  '/auth',
  '/eligibilite',
  '/souscription',
  '/dashboard',
  '/payslips',
  '/documents',
  '/profile',
  '/settings',
] as const;

/** Folder the portal's Vite build puts its hashed assets in (see apps/portal/vite.config.ts). */
export const PORTAL_ASSETS_DIR = 'portal-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface FrontendsPluginOptions {
  portalDist: string;
  marketingDist: string;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function isUnderPortalRoute(path: string): boolean {
  return PORTAL_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * Production only: the same process serves the built portal for its routes and the built marketing
 * site for everything else. Hashed assets are cached for a year; HTML is revalidated every time.
 */
async function frontends(fastify: FastifyInstance, options: FrontendsPluginOptions): Promise<void> {
  const portalIndexFile = join(options.portalDist, 'index.html');
  const marketing404File = join(options.marketingDist, '404.html');
  for (const file of [portalIndexFile, join(options.marketingDist, 'index.html')]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: build the frontends first (pnpm build).`);
    }
  }
  const portalIndex = readFileSync(portalIndexFile);
  const marketing404 = existsSync(marketing404File)
    ? readFileSync(marketing404File)
    : Buffer.from('Page introuvable');

  const sendPortal = (reply: FastifyReply) =>
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(portalIndex);

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
    root: options.marketingDist,
    serve: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/_astro/') ? IMMUTABLE : REVALIDATE);
    },
  });

  for (const route of PORTAL_ROUTES) {
    fastify.get(route, { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
    fastify.get(`${route}/*`, { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
  }

  // Any other path: a marketing page when one exists, else the marketing 404 page.
  fastify.get('/*', { schema: { hide: true } }, (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      path = '/\0'; // malformed percent-encoding: no such page
    }
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
    if (isUnderPortalRoute(path)) return sendPortal(reply);
    const relative = path.replace(/^\/+/, '').replace(/\/+$/, '');
    const candidates =
      relative === '' ? ['index.html'] : [relative, `${relative}.html`, join(relative, 'index.html')];
    for (const candidate of candidates) {
      if (
        candidate &&
        !candidate.split('/').includes('..') &&
        isFile(join(options.marketingDist, candidate))
      ) {
        return reply.sendFile(candidate);
      }
    }
    return reply
      .status(404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(marketing404);
  });
}

export default fp(frontends, { name: 'frontends' });

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * `dist/portal-routes.json`, written by the portal's build from its router's table: the patterns
 * of its pages ('/payslips/:id'). The server learns the portal's routes from its build, not from
 * its code (apps never import each other).
 */
export const PORTAL_ROUTES_FILE = 'portal-routes.json';
const portalRoutesSchema = z.object({
  routes: z.array(z.string().regex(/^\/[a-z-]+(\/(:[a-z]+|[a-z-]+))*$/)).min(1),
});

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
    root: options.marketingDist,
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

  // Any other path: a marketing page when one exists, else the marketing 404 page.
  fastify.get('/*', { schema: { hide: true } }, (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      path = '/\0'; // malformed percent-encoding: no such page
    }
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
    if (isUnderPortalPrefix(path)) return sendPortal(reply, 404);
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

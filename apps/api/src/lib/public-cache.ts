import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The official content changes only when a new data file is deployed: browsers and shared caches
 * keep an answer 10 minutes, then may serve it for a day while they revalidate it (a 304 when the
 * ETag still matches).
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=86400';

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends `payload` as public, cacheable JSON: serialised through the route's response schema,
 * with `Cache-Control` and a weak ETag of the body (weak: the compressed forms share it); a 304
 * without body when the request already holds it.
 * Typed on the plain reply: the zod type provider only lets a route send its schema's objects.
 */
export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): FastifyReply {
  const body = reply.serialize(payload);
  if (typeof body !== 'string') throw new Error('a public answer serialised to bytes');
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../../lib/errors.ts';

const ORIGIN_REFUSED_MESSAGE = 'Requête refusée : origine non autorisée';

/** Methods that read only; every other method changes data and is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sec-Fetch-Site values that do not come from another site ('none': typed by the user). */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface OriginCheckOptions {
  /** Origins allowed besides the request's own (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

/**
 * Refuses state-changing requests sent by a page of another site (CSRF), as OWASP's "verifying
 * origin with standard headers" describes: the browser's `Origin` header must be our own origin
 * or an allowed one; without `Origin`, `Sec-Fetch-Site` must say same-origin. A request with
 * neither header does not come from a browser (curl, a server) and is let through: the session
 * cookie is SameSite=Lax anyway. The spec's client sends no token, so there is no token scheme.
 */
async function originCheck(fastify: FastifyInstance, options: OriginCheckOptions): Promise<void> {
  const allowed = new Set(options.allowedOrigins);

  const isAllowed = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      return origin === `${request.protocol}://${request.host}` || allowed.has(origin);
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined) return TRUSTED_FETCH_SITES.has(String(fetchSite));
    return true;
  };

  fastify.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAllowed(request)) {
      request.log.warn(
        { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      throw new ForbiddenError(ORIGIN_REFUSED_MESSAGE);
    }
  });
}

export default fp(originCheck, { name: 'origin-check' });

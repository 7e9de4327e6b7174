import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The Content-Security-Policy allows only our own origin for scripts, styles,
 * fonts and connections; inline styles are allowed because Radix positions its popovers with
 * style attributes. `upgrade-insecure-requests` is left out so the product also runs on plain
 * http://localhost.
 *
 * helmet itself, built once: @fastify/helmet rebuilds it (and re-parses the CSP) on every request,
 * 5 to 7% of the CPU of a cached read; we use none of its per-route options.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // Swagger UI and the SPA need nothing cross-origin.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
});

async function security(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', (request, reply, done) => {
    // helmet 8 reports nothing through the callback: a bad option throws when it is built, above.
    applySecurityHeaders(request.raw, reply.raw, () => done());
  });
}

export default fp(security, { name: 'security' });

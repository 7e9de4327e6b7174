import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs. */
async function openapi(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API Dirigeo',
        description:
          "L'API de Dirigeo : l'espace client (compte, bulletins de paie, documents, profil), le site public (blog, recherche, assistant, contact, statistiques de fréquentation sans cookie) et l'espace d'administration.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'dirigeo.sid' },
          // The same cookie, of a session whose role is `admin` (`plugins/app/session.ts`).
          adminSession: { type: 'apiKey', in: 'cookie', name: 'dirigeo.sid' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // staticCSP: the UI's own pages get a policy with the hashes of its inline scripts; Swagger UI
  // also sets inline styles (checked in Chromium: blocked without 'unsafe-inline' for styles).
  await fastify.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}

export default fp(openapi, { name: 'openapi' });

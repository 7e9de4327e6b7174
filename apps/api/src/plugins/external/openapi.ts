import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenapiPluginOptions {
  /**
   * Serve Swagger UI and the document at /api/docs. Off in production: the document maps every
   * route, the back office's included, for whoever asks (issue 22, audit); the generated document
   * stays available to the code (`fastify.swagger()`, the fuzz tests).
   */
  serveDocs: boolean;
}

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs outside production. */
async function openapi(fastify: FastifyInstance, options: OpenapiPluginOptions): Promise<void> {
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
  if (!options.serveDocs) return;
  // staticCSP: the UI's own pages get a policy with the hashes of its inline scripts; Swagger UI
  // also sets inline styles (checked in Chromium: blocked without 'unsafe-inline' for styles).
  await fastify.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}

export default fp(openapi, { name: 'openapi' });

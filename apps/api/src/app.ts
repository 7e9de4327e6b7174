import type { MikroORM } from '@mikro-orm/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { OneLinePerRequest } from './logger.ts';
import adminSessionPlugin from './plugins/app/admin-session.ts';
import analyticsPlugin from './plugins/app/analytics.ts';
import authPlugin from './plugins/app/auth.ts';
import cachesPlugin from './plugins/app/caches.ts';
import errorHandlerPlugin, { answerFrameworkError } from './plugins/app/error-handler.ts';
import formTokensPlugin from './plugins/app/form-tokens.ts';
import frontendsPlugin from './plugins/app/frontends.ts';
import ormPlugin from './plugins/app/orm.ts';
import originCheckPlugin from './plugins/app/origin-check.ts';
import storagePlugin from './plugins/app/storage.ts';
import compressPlugin from './plugins/external/compress.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import openapiPlugin from './plugins/external/openapi.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import securityPlugin from './plugins/external/security.ts';
import sessionPlugin from './plugins/app/session.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { uploadsStorage } from './lib/storage/uploads-storage.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppOptions {
  env: Env;
  /** An open ORM whose schema is migrated; the app closes it when it closes. */
  orm: MikroORM;
  sessionSecret: string;
  /** Where uploaded files live; default: the local disk under DATA_DIR. */
  storage?: FileStorage;
  /** Serve the built portal and marketing site (production). */
  serveFrontends?: boolean;
  /** The process's logger (`createLogger`); none: the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

export type App = FastifyInstance;

/** Builds the whole application: external plugins first, then ours, then the routes under /api. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { env } = options;
  const fastify = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // Behind a reverse proxy (docker-compose), its X-Forwarded-For gives the client's IP for rate limits.
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errorHandlerPlugin);
  await fastify.register(ormPlugin, { orm: options.orm });
  await fastify.register(cachesPlugin);
  await fastify.register(securityPlugin);
  await fastify.register(compressPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(multipartPlugin);
  await fastify.register(sessionPlugin, {
    secret: options.sessionSecret,
    secureCookie: env.NODE_ENV === 'production',
  });
  await fastify.register(authPlugin);
  await fastify.register(adminSessionPlugin, { secureCookie: env.NODE_ENV === 'production' });
  await fastify.register(analyticsPlugin);
  await fastify.register(formTokensPlugin, { secret: options.sessionSecret });
  await fastify.register(originCheckPlugin, { allowedOrigins: env.ALLOWED_ORIGINS });
  await fastify.register(storagePlugin, { storage: options.storage ?? uploadsStorage(env) });
  await fastify.register(openapiPlugin);

  await fastify.register(apiRoutes, { prefix: '/api', env });

  fastify.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: 'Ressource introuvable' }),
  );

  if (options.serveFrontends) {
    await fastify.register(frontendsPlugin, {
      portalDist: env.PORTAL_DIST,
      marketingDist: env.MARKETING_DIST,
    });
  }
  return fastify;
}

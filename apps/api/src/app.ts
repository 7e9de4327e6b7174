import type { MikroORM } from '@mikro-orm/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { OneLinePerRequest } from './logger.ts';
import accountClosurePlugin from './plugins/app/account-closure.ts';
import activityPlugin from './plugins/app/activity.ts';
import analyticsPlugin from './plugins/app/analytics.ts';
import authPlugin from './plugins/app/auth.ts';
import billingPlugin from './plugins/app/billing.ts';
import { billingConfigFromEnv } from './modules/billing/billing-config.ts';
import demoReadOnlyPlugin from './plugins/app/demo-read-only.ts';
import errorHandlerPlugin, { answerFrameworkError } from './plugins/app/error-handler.ts';
import formTokensPlugin from './plugins/app/form-tokens.ts';
import frontendsPlugin from './plugins/app/frontends.ts';
import mailPlugin from './plugins/app/mail.ts';
import notificationsPlugin from './plugins/app/notifications.ts';
import jobsPlugin from './plugins/app/jobs.ts';
import ormPlugin from './plugins/app/orm.ts';
import noNulCharactersPlugin from './plugins/app/no-nul-characters.ts';
import originCheckPlugin from './plugins/app/origin-check.ts';
import retentionPlugin from './plugins/app/retention.ts';
import secretBoxPlugin from './plugins/app/secret-box.ts';
import storagePlugin from './plugins/app/storage.ts';
import compressPlugin from './plugins/external/compress.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import openapiPlugin from './plugins/external/openapi.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import securityPlugin from './plugins/external/security.ts';
import sessionPlugin from './plugins/app/session.ts';
import type { MailTransport } from './lib/mail/mail-transport.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { uploadsStorage } from './lib/storage/uploads-storage.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppOptions {
  env: Env;
  /** An open ORM whose schema is migrated; the app closes it when it closes. */
  orm: MikroORM;
  /** The session cookie's secret, or its secrets with the signing one first (rotation). */
  sessionSecret: string | readonly string[];
  /** Where uploaded files live; default: `uploadsStorage` (the database on PostgreSQL, else DATA_DIR). */
  storage?: FileStorage;
  /** Serve the built portal and marketing site (production). */
  serveFrontends?: boolean;
  /** Where e-mails leave through; default: SMTP_URL's server, or DATA_DIR/outbox. */
  mailTransport?: MailTransport;
  /** The process's logger (`createLogger`); none: the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** How the sign-in's progressive delay waits; default: a timer (tests record it instead). */
  pause?: (ms: number) => Promise<void>;
}

export type App = FastifyInstance;

/** Trusts the `hops` proxies nearest to the server, as proxy-addr does for a number. */
function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the whole application: external plugins first, then ours, then the routes under /api. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { env } = options;
  const fastify = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // Behind a reverse proxy (docker-compose), its X-Forwarded-For gives the client's IP for rate limits.
    // A hop count trusts that many proxies from the nearest (proxy-addr's rule); a list, those
    // addresses and ranges. Never every hop (TRUST_PROXY in env.ts).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustNearestHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Slow clients are cut off: headers, the whole request, silence, and idle kept-alive
    // connections each have their limit (checked every second rather than Node's 30).
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    // Parameters up to 200 characters (Fastify's default is 100): the practical sheets' official
    // slugs reach 130, and a blog slug may be as long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errorHandlerPlugin);
  await fastify.register(ormPlugin, { orm: options.orm });
  // Before every plugin that registers a job.
  await fastify.register(jobsPlugin, { engine: env.JOBS_ENGINE, nodeEnv: env.NODE_ENV });
  await fastify.register(securityPlugin);
  await fastify.register(compressPlugin);
  await fastify.register(rateLimitPlugin, { redisUrl: env.REDIS_URL });
  await fastify.register(multipartPlugin);
  const secrets = typeof options.sessionSecret === 'string' ? [options.sessionSecret] : options.sessionSecret;
  await fastify.register(sessionPlugin, {
    secrets,
    secureCookie: env.NODE_ENV === 'production',
    hostPrefixedCookie: env.NODE_ENV === 'production' && env.PUBLIC_URL.startsWith('https://'),
    idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MINUTES * 60 * 1000,
    absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_HOURS * 60 * 60 * 1000,
  });
  await fastify.register(authPlugin);
  await fastify.register(activityPlugin);
  await fastify.register(secretBoxPlugin, { secrets });
  await fastify.register(billingPlugin, { billing: billingConfigFromEnv(env) });
  await fastify.register(demoReadOnlyPlugin);
  await fastify.register(analyticsPlugin);
  await fastify.register(retentionPlugin);
  await fastify.register(mailPlugin, {
    env,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
  });
  await fastify.register(notificationsPlugin, { publicUrl: env.PUBLIC_URL });
  // The contact form's tokens live a day at most: signed with the current secret (the first).
  await fastify.register(formTokensPlugin, { secret: secrets[0] ?? '' });
  await fastify.register(originCheckPlugin, { allowedOrigins: env.ALLOWED_ORIGINS });
  await fastify.register(noNulCharactersPlugin);
  await fastify.register(storagePlugin, { storage: options.storage ?? uploadsStorage(env, options.orm) });
  await fastify.register(accountClosurePlugin);
  await fastify.register(openapiPlugin, { serveDocs: env.NODE_ENV !== 'production' });

  await fastify.register(apiRoutes, {
    prefix: '/api',
    env,
    ...(options.pause ? { pause: options.pause } : {}),
  });

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

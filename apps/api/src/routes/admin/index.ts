import {
  ADMIN_ANALYTICS_DAYS,
  adminAuditLogQuerySchema,
  adminAuditLogSchema,
  adminConversationListSchema,
  adminLoginBodySchema,
  adminSessionStateSchema,
  adminStatsSchema,
  adminSubmissionListQuerySchema,
  adminSubmissionListSchema,
  adminSubmissionSchema,
  idParamsSchema,
  okSchema,
  siteAnalyticsSchema,
  submissionStatusBodySchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { listAdminAuditLog } from '../../modules/admin/list-admin-audit-log.ts';
import { recordAdminAction } from '../../modules/admin/record-admin-action.ts';
import { hasAdminAccounts, signInAdmin } from '../../modules/admin/sign-in-admin.ts';
import { getAdminStats } from '../../modules/admin/get-admin-stats.ts';
import { getSiteAnalytics } from '../../modules/analytics/site-analytics.ts';
import { listRecentConversations } from '../../modules/chat/list-recent-conversations.ts';
import { changeSubmissionStatus } from '../../modules/contact/change-submission-status.ts';
import { listContactSubmissions } from '../../modules/contact/list-contact-submissions.ts';
import { errorResponses } from '../error-responses.ts';
import adminBlogRoutes from './blog-articles.ts';
import { adminSecurity } from './security.ts';

export interface AdminRoutesOptions {
  env: Pick<Env, 'ADMIN_PASSWORD' | 'RATE_LIMIT_AUTH_PER_MINUTE'>;
}

const tags = ['administration'];

/**
 * /api/admin: the back office (spec 001 §2 "Admin page", §3, §7; issue 15, issue 22 §3). Signing in
 * checks a named account (username, password, TOTP code; ADMIN_PASSWORD alone while no account
 * exists) and opens a session whose role is `admin`, `userId` the account's id
 * (`plugins/app/session.ts`); every other route needs that session: 401 without it, 403 to a client
 * signed in to the client area. Every write that succeeds is written to `admin_audit_log` with its author.
 */
const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (fastify, { env }) => {
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const signInLimit = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: 60_000 } : false } as const;
  const adminPassword = env.ADMIN_PASSWORD;
  fastify.addHook('onReady', async () => {
    if (adminPassword === undefined) return;
    const named = await hasAdminAccounts(fastify.orm.em.fork());
    fastify.log.warn(
      named
        ? 'ADMIN_PASSWORD is set but admin accounts exist: it opens nothing any more, remove it from the environment'
        : 'ADMIN_PASSWORD opens the back office (bootstrap) until the first admin account is created with `pnpm admin:create`',
    );
  });

  fastify.get(
    '/session',
    {
      schema: {
        tags,
        summary:
          'Savoir si l’espace d’administration est ouvert sur ce serveur, et si ce navigateur y est connecté',
        response: { 200: adminSessionStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const namedAccounts = await hasAdminAccounts(request.em);
      return {
        open: namedAccounts || adminPassword !== undefined,
        signedIn: request.isAdmin(),
        namedAccounts,
      };
    },
  );

  fastify.post(
    '/login',
    {
      config: signInLimit,
      schema: {
        tags,
        summary: 'Ouvrir une session d’administration : identifiant, mot de passe et code à 6 chiffres',
        description:
          'Vérifie l’identifiant, le mot de passe et le code TOTP d’un compte d’administration (chaque code ne sert qu’une fois). Tant qu’aucun compte n’existe, le mot de passe seul est comparé à ADMIN_PASSWORD en temps constant (amorçage). La session dure 30 minutes sans requête, se termine avec le navigateur et au plus tard 12 heures après la connexion. 403 quand le serveur n’a ni compte ni ADMIN_PASSWORD.',
        body: adminLoginBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { adminAccountId } = await signInAdmin(
        request.em,
        fastify.secretBox,
        adminPassword,
        request.body,
      );
      await request.openSession(
        adminAccountId === null ? { role: 'admin' } : { role: 'admin', userId: adminAccountId },
      );
      return { ok: true as const };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Fermer la session d’administration',
        response: { 200: okSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      if (request.isAdmin()) await request.endSession();
      return { ok: true as const };
    },
  );

  // Everything below needs an admin session.
  const signedInRoutes: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    // Issue 22 §3: every write that succeeded, with its author (the session's account).
    admin.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      const params = request.params as { id?: unknown } | undefined;
      const query = request.query as { dryRun?: unknown } | undefined;
      const target = [
        params?.id === undefined ? null : `id=${String(params.id)}`,
        query?.dryRun === undefined ? null : `dryRun=${String(query.dryRun)}`,
      ].filter((part) => part !== null);
      try {
        await recordAdminAction(
          fastify.orm.em.fork(),
          request.session.userId ?? null,
          `${request.method} ${request.routeOptions.url ?? request.url}`,
          target.length > 0 ? target.join(' ') : null,
        );
      } catch (error) {
        request.log.error({ err: error }, 'admin audit: the action could not be recorded');
      }
    });
    const security = adminSecurity;
    const closedToOthers = errorResponses(401, 403);

    admin.get(
      '/stats',
      {
        schema: {
          tags,
          security,
          summary: 'Les deux compteurs : messages échangés avec l’assistant, demandes de contact reçues',
          response: { 200: adminStatsSchema, ...closedToOthers },
        },
      },
      async (request) => getAdminStats(request.em),
    );

    admin.get(
      '/analytics',
      {
        schema: {
          tags,
          security,
          summary: `La fréquentation du site, jour par jour, sur les ${ADMIN_ANALYTICS_DAYS} derniers jours (aujourd’hui compris)`,
          description:
            'Pages vues, visiteurs uniques (mesurés sans cookie), messages à l’assistant, demandes de contact, durée moyenne des visites (secondes), taux de rebond (%) et pages les plus vues.',
          response: { 200: siteAnalyticsSchema, ...closedToOthers },
        },
      },
      // The days not closed yet are computed from their counters: nothing to close on a read (the
      // analytics plugin closes them at start-up and every hour).
      async (request) => ({ days: await getSiteAnalytics(request.em, ADMIN_ANALYTICS_DAYS) }),
    );

    admin.get(
      '/conversations',
      {
        schema: {
          tags,
          security,
          summary: 'Les 10 derniers échanges avec l’assistant',
          response: { 200: adminConversationListSchema, ...closedToOthers },
        },
      },
      async (request) => listRecentConversations(request.em),
    );

    admin.get(
      '/submissions',
      {
        schema: {
          tags,
          security,
          summary: 'Les demandes de contact, de la plus récente à la plus ancienne',
          querystring: adminSubmissionListQuerySchema,
          response: { 200: adminSubmissionListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listContactSubmissions(request.em, request.query.limit),
    );

    admin.get(
      '/audit-log',
      {
        schema: {
          tags,
          security,
          summary: 'Le journal des actions du back-office : qui a fait quoi, et quand',
          description:
            'Les connexions et chaque écriture réussie (statut d’une demande de contact, article créé, modifié ou importé), de la plus récente à la plus ancienne, avec leur auteur. `before` demande la page suivante (`nextBefore` de la précédente).',
          querystring: adminAuditLogQuerySchema,
          response: { 200: adminAuditLogSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listAdminAuditLog(request.em, request.query),
    );

    admin.patch(
      '/submissions/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Changer le statut d’une demande de contact (Nouveau, Contacté, Fermé)',
          params: idParamsSchema,
          body: submissionStatusBodySchema,
          response: { 200: adminSubmissionSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => changeSubmissionStatus(request.em, request.params.id, request.body.status),
    );

    await admin.register(adminBlogRoutes);
  };
  await fastify.register(signedInRoutes);
};

export default adminRoutes;

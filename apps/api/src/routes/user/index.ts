import {
  activityPageSchema,
  activityQuerySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  idParamsSchema,
  okSchema,
  securitySettingsSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  updateProfileBodySchema,
  userSchema,
} from '@dirigeo/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { type DeleteAccountDependencies, deleteAccount } from '../../modules/account/delete-account.ts';
import { exportAccountData } from '../../modules/account/export-account-data.ts';
import { listActivity } from '../../modules/activity/list-activity.ts';
import { changePassword } from '../../modules/user/change-password.ts';
import { findCurrentUserWithCompany } from '../../modules/user/find-current-user.ts';
import { updateProfile } from '../../modules/user/update-profile.ts';
import { findSecuritySettings, updateSecuritySettings } from '../../modules/user/update-security-settings.ts';
import { toUserDto } from '../../modules/user/user.dto.ts';
import { endSessionOfUser } from '../../modules/session/end-session-of-user.ts';
import { endSessionsOfUser } from '../../modules/session/end-sessions-of-user.ts';
import { listSessionsOfUser } from '../../modules/session/list-sessions-of-user.ts';
import { toSessionDto } from '../../modules/session/session-dto.ts';
import { errorResponses } from '../error-responses.ts';
import { secondFactorLimit } from '../second-factor-limit.ts';

export interface UserRoutesOptions {
  env: Pick<Env, 'PUBLIC_URL' | 'RATE_LIMIT_LOGIN_PER_ACCOUNT'>;
}

/**
 * GET /api/user, PATCH /api/user/:id, POST /api/user/change-password, GET /api/user/sessions and
 * DELETE /api/user/sessions/:id, GET /api/user/activity, GET /api/user/export and DELETE /api/user:
 * the signed-in user only.
 */
const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (fastify, { env }) => {
  // Wrong codes at the deletion count with sign-in's and the 2FA settings' (one counter per account).
  const codeLimit = secondFactorLimit(fastify, env.RATE_LIMIT_LOGIN_PER_ACCOUNT);
  const accountDeletionDependencies = (request: FastifyRequest): DeleteAccountDependencies => ({
    billing: fastify.billing,
    storage: fastify.fileStorage,
    secretBox: fastify.secretBox,
    publicUrl: env.PUBLIC_URL,
    onFileNotRemoved: (error, key) =>
      request.log.warn({ err: error, key }, 'account deletion: a stored file is left to the storage sweep'),
  });

  // Before validation: a visitor gets 401 whatever they send.
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/user',
    {
      schema: {
        tags: ['compte'],
        summary: 'Utilisateur connecté (401 sinon)',
        security: [{ session: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, company } = await findCurrentUserWithCompany(request.em, request.currentUserId());
      return toUserDto(user, company);
    },
  );

  fastify.patch(
    '/user/:id',
    {
      schema: {
        tags: ['compte'],
        summary: 'Mettre à jour son profil',
        security: [{ session: [] }],
        params: idParamsSchema,
        body: updateProfileBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, company } = await updateProfile(
        request.em,
        request.currentUserId(),
        request.params.id,
        request.body,
      );
      await request.recordActivity('settings-changed', { detail: 'Profil' });
      return toUserDto(user, company);
    },
  );

  fastify.post(
    '/user/change-password',
    {
      schema: {
        tags: ['compte'],
        summary: 'Changer son mot de passe (ferme ses autres sessions)',
        security: [{ session: [] }],
        body: changePasswordBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = request.currentUserId();
      await changePassword(request.em, userId, request.body);
      await endSessionsOfUser(request.em, userId, { exceptPublicId: request.session.publicId });
      await request.rotateSession();
      await request.recordActivity('password-changed');
      return { ok: true as const };
    },
  );

  fastify.get(
    '/user/sessions',
    {
      schema: {
        tags: ['compte'],
        summary: 'Ses sessions ouvertes (appareil, adresse, dernière utilisation), la plus récente d’abord',
        security: [{ session: [] }],
        response: { 200: sessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      (
        await listSessionsOfUser(request.em, request.currentUserId(), {
          ...(request.session.publicId ? { currentPublicId: request.session.publicId } : {}),
        })
      ).map(toSessionDto),
  );

  fastify.delete(
    '/user/sessions/:id',
    {
      schema: {
        tags: ['compte'],
        summary: 'Fermer une de ses sessions (un appareil perdu, un poste partagé)',
        security: [{ session: [] }],
        params: sessionIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await endSessionOfUser(request.em, request.currentUserId(), request.params.id);
      await request.recordActivity('session-ended');
      // Its own session: this browser is signed out too.
      if (request.params.id === request.session.publicId) await request.endSession();
      return { ok: true as const };
    },
  );

  fastify.get(
    '/user/security-settings',
    {
      schema: {
        tags: ['compte'],
        summary: 'Réglages de sécurité enregistrés (alertes de connexion)',
        security: [{ session: [] }],
        response: { 200: securitySettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => findSecuritySettings(request.em, request.currentUserId()),
  );

  fastify.put(
    '/user/security-settings',
    {
      schema: {
        tags: ['compte'],
        summary: 'Enregistrer ses réglages de sécurité (alertes de connexion)',
        security: [{ session: [] }],
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const settings = await updateSecuritySettings(request.em, request.currentUserId(), request.body);
      await request.recordActivity('settings-changed', {
        detail: `Alertes de connexion ${settings.loginAlerts ? 'activées' : 'désactivées'}`,
      });
      return settings;
    },
  );

  fastify.get(
    '/user/activity',
    {
      schema: {
        tags: ['compte'],
        summary: 'Son journal d’activité, le plus récent d’abord (formule Complète)',
        description:
          'Connexions (et échecs), déconnexions, mots de passe, sessions fermées, paramètres, bulletins finalisés, ' +
          'déclarations, exports : quand, depuis quelle adresse et quel appareil. Gardé 12 mois.',
        security: [{ session: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses(400, 401, 402) },
      },
      // « Journal d'activité »: Complète (@dirigeo/site-content's plans).
      preHandler: fastify.requireFeature('activityLog'),
    },
    async (request) => listActivity(request.em, request.currentUserId(), request.query),
  );

  fastify.get(
    '/user/export',
    {
      schema: {
        tags: ['compte'],
        summary: 'Exporter toutes ses données (RGPD, art. 20) : une archive zip',
        description:
          'JSON du compte, du profil, de la société, des salariés, des bulletins, des déclarations, des documents, des ' +
          'factures et du journal d’activité, avec le PDF de chaque bulletin définitif et chaque fichier déposé.',
        security: [{ session: [] }],
        produces: ['application/zip'],
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const archive = await exportAccountData(request.em, fastify.fileStorage, request.currentUserId(), {
        billingEnabled: fastify.billing !== null,
      });
      await request.recordActivity('data-exported');
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(archive.fileName))
        .header('cache-control', 'private, no-store')
        .send(archive.stream);
    },
  );

  fastify.delete(
    '/user',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['compte'],
        summary:
          'Supprimer son compte (RGPD, art. 17) : mot de passe requis, et un code si l’authentification à deux facteurs est active',
        description:
          'Ferme le compte à l’instant (sessions terminées, connexion impossible, abonnement résilié), efface ce que la loi ' +
          'permet d’effacer et garde, inaccessible, ce qu’elle impose (bulletins 5 ans, factures 10 ans), effacé ensuite ' +
          'chaque jour à son terme. Un e-mail de confirmation part à l’adresse du compte.',
        security: [{ session: [] }],
        body: deleteAccountBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      preHandler: codeLimit.check,
    },
    async (request) => {
      await codeLimit.counting(request, () =>
        deleteAccount(
          request.em,
          accountDeletionDependencies(request),
          request.currentUserId(),
          request.body,
        ),
      );
      await request.recordActivity('account-deleted');
      await request.endSession();
      return { ok: true as const };
    },
  );
};

export default userRoutes;

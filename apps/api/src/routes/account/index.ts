import {
  accountNameBodySchema,
  emailChangeBodySchema,
  emailVerificationConfirmBodySchema,
  emailVerificationResultSchema,
  notificationSettingsSchema,
  notificationUnsubscribeQuerySchema,
  okSchema,
  userSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import {
  findNotificationSettings,
  updateNotificationSettings,
} from '../../modules/notification/notification-settings.ts';
import { unsubscribeFromNotifications } from '../../modules/notification/unsubscribe-from-notifications.ts';
import { confirmEmailVerification } from '../../modules/user/confirm-email-verification.ts';
import { requestEmailChange } from '../../modules/user/request-email-change.ts';
import { resendEmailVerification } from '../../modules/user/resend-email-verification.ts';
import { updateAccountName } from '../../modules/user/update-account-name.ts';
import { toUserDto } from '../../modules/user/user.dto.ts';
import { errorResponses } from '../error-responses.ts';

export interface AccountRoutesOptions {
  env: Pick<Env, 'PUBLIC_URL' | 'RATE_LIMIT_AUTH_PER_MINUTE'>;
}

/**
 * The account's name and e-mail address (the Compte tab), the links that prove an address, and the
 * Notifications tab's switches with their one-click unsubscribe (issue 22).
 */
const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (fastify, { env }) => {
  const signedIn = { preValidation: fastify.requireUser };
  // What sends an e-mail or checks a password or a token is limited per IP like sign-in.
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const limited = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: 60_000 } : false } as const;
  // RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form;
  // everything the route needs is in its URL.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  fastify.patch(
    '/user/account',
    {
      ...signedIn,
      schema: {
        tags: ['compte'],
        summary: 'Modifier le nom du compte',
        security: [{ session: [] }],
        body: accountNameBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user, company } = await updateAccountName(request.em, request.currentUserId(), request.body);
      await request.recordActivity('settings-changed', { detail: 'Nom du compte' });
      return toUserDto(user, company);
    },
  );

  fastify.post(
    '/user/email-change',
    {
      ...signedIn,
      config: limited,
      schema: {
        tags: ['compte'],
        summary: 'Changer d’adresse e-mail (mot de passe requis ; effectif une fois le lien reçu suivi)',
        description:
          'La nouvelle adresse reçoit un lien de confirmation, valable 48 heures ; l’ancienne est prévenue. L’adresse du compte ne change qu’une fois le lien suivi.',
        security: [{ session: [] }],
        body: emailChangeBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { user, company } = await requestEmailChange(
        request.em,
        request.currentUserId(),
        request.body,
        env.PUBLIC_URL,
      );
      await request.recordActivity('settings-changed', { detail: 'Changement d’adresse e-mail demandé' });
      return toUserDto(user, company);
    },
  );

  fastify.post(
    '/user/email-verification',
    {
      ...signedIn,
      config: limited,
      schema: {
        tags: ['compte'],
        summary: 'Recevoir un nouveau lien de confirmation de son adresse e-mail',
        security: [{ session: [] }],
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await resendEmailVerification(request.em, request.currentUserId(), env.PUBLIC_URL);
      return { ok: true as const };
    },
  );

  fastify.post(
    '/email-verification/confirm',
    {
      config: limited,
      schema: {
        tags: ['compte'],
        summary:
          'Confirmer une adresse e-mail avec le lien reçu (sans session : le lien peut être ouvert ailleurs)',
        body: emailVerificationConfirmBodySchema,
        response: { 200: emailVerificationResultSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => confirmEmailVerification(request.em, request.body, env.PUBLIC_URL),
  );

  fastify.get(
    '/user/notification-settings',
    {
      ...signedIn,
      schema: {
        tags: ['compte'],
        summary: 'Préférences de notification enregistrées',
        security: [{ session: [] }],
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => findNotificationSettings(request.em, request.currentUserId()),
  );

  fastify.put(
    '/user/notification-settings',
    {
      ...signedIn,
      schema: {
        tags: ['compte'],
        summary: 'Enregistrer ses préférences de notification',
        security: [{ session: [] }],
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const settings = await updateNotificationSettings(request.em, request.currentUserId(), request.body);
      await request.recordActivity('settings-changed', { detail: 'Notifications' });
      return settings;
    },
  );

  fastify.post(
    '/notifications/unsubscribe',
    {
      config: limited,
      schema: {
        tags: ['compte'],
        summary: 'Désinscription en un clic d’une liste (en-tête List-Unsubscribe, RFC 8058)',
        querystring: notificationUnsubscribeQuerySchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      await unsubscribeFromNotifications(request.em, request.query);
      return { ok: true as const };
    },
  );
};

export default accountRoutes;

import {
  okSchema,
  recoveryCodesRenewBodySchema,
  recoveryCodesSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { endSessionsOfUser } from '../../modules/session/end-sessions-of-user.ts';
import { disableTwoFactor } from '../../modules/user/disable-two-factor.ts';
import { enableTwoFactor } from '../../modules/user/enable-two-factor.ts';
import { findTwoFactorStatus } from '../../modules/user/find-two-factor-status.ts';
import { renewRecoveryCodes } from '../../modules/user/renew-recovery-codes.ts';
import { startTwoFactorSetup } from '../../modules/user/start-two-factor-setup.ts';
import { errorResponses } from '../error-responses.ts';
import { secondFactorLimit } from '../second-factor-limit.ts';

export interface TwoFactorRoutesOptions {
  env: Pick<Env, 'RATE_LIMIT_AUTH_PER_MINUTE' | 'RATE_LIMIT_LOGIN_PER_ACCOUNT' | 'PUBLIC_URL'>;
}

/**
 * The signed-in user's two-factor sign-in (TOTP, RFC 6238): GET /api/user/two-factor, POST
 * …/setup, …/enable, …/disable and …/recovery-codes. Every code asked is limited per IP (like
 * sign-in) and per account (`secondFactorLimit`).
 */
const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (fastify, { env }) => {
  fastify.addHook('preValidation', fastify.requireUser);
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: 60_000 } : false } as const;
  const codeLimit = secondFactorLimit(fastify, env.RATE_LIMIT_LOGIN_PER_ACCOUNT);

  fastify.get(
    '/user/two-factor',
    {
      schema: {
        tags: ['compte'],
        summary: 'État de l’authentification à deux facteurs (codes de secours restants)',
        security: [{ session: [] }],
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => findTwoFactorStatus(request.em, request.currentUserId()),
  );

  fastify.post(
    '/user/two-factor/setup',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Commencer l’activation : le QR code et la clé à saisir dans l’application',
        description:
          'Chaque appel remplace la clé en attente ; elle ne sert qu’une fois confirmée par un code.',
        security: [{ session: [] }],
        response: { 200: twoFactorSetupSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => startTwoFactorSetup(request.em, fastify.secretBox, request.currentUserId()),
  );

  fastify.post(
    '/user/two-factor/enable',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Activer avec un premier code : les 10 codes de secours, montrés une seule fois',
        description: 'Les autres sessions du compte sont fermées ; celle-ci reçoit un nouvel identifiant.',
        security: [{ session: [] }],
        body: twoFactorEnableBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      preHandler: codeLimit.check,
    },
    async (request) => {
      const userId = request.currentUserId();
      const codes = await codeLimit.counting(request, () =>
        enableTwoFactor(request.em, fastify.secretBox, env.PUBLIC_URL, userId, request.body.code),
      );
      await endSessionsOfUser(request.em, userId, { exceptPublicId: request.session.publicId });
      await request.rotateSession();
      await request.recordActivity('two-factor-enabled');
      return codes;
    },
  );

  fastify.post(
    '/user/two-factor/recovery-codes',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Remplacer les codes de secours (avec un code), montrés une seule fois',
        security: [{ session: [] }],
        body: recoveryCodesRenewBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: codeLimit.check,
    },
    async (request) => {
      const codes = await codeLimit.counting(request, () =>
        renewRecoveryCodes(
          request.em,
          fastify.secretBox,
          env.PUBLIC_URL,
          request.currentUserId(),
          request.body.code,
        ),
      );
      await request.recordActivity('settings-changed', { detail: 'Nouveaux codes de secours' });
      return codes;
    },
  );

  fastify.post(
    '/user/two-factor/disable',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Désactiver (mot de passe et code requis)',
        security: [{ session: [] }],
        body: twoFactorDisableBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: codeLimit.check,
    },
    async (request) => {
      const { method } = await codeLimit.counting(request, () =>
        disableTwoFactor(
          request.em,
          fastify.secretBox,
          env.PUBLIC_URL,
          request.currentUserId(),
          request.body,
        ),
      );
      await request.recordActivity('two-factor-disabled');
      if (method === 'recovery-code') await request.recordActivity('two-factor-recovery-code-used');
      return { ok: true as const };
    },
  );
};

export default twoFactorRoutes;

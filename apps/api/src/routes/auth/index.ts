import {
  loginBodySchema,
  loginResultSchema,
  loginSecondFactorBodySchema,
  okSchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  sessionStateSchema,
  userSchema,
} from '@dirigeo/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { endSessionsOfUser } from '../../modules/session/end-sessions-of-user.ts';
import { authenticateUser, findUserIdByUsername } from '../../modules/user/authenticate-user.ts';
import { completeTwoFactorSignIn } from '../../modules/user/complete-two-factor-sign-in.ts';
import { noteSignInBrowser } from '../../modules/user/note-sign-in-browser.ts';
import { describeSession, findCurrentUserWithCompany } from '../../modules/user/find-current-user.ts';
import { PRIVATE_NO_STORE } from '../../plugins/app/auth.ts';
import { registerUser } from '../../modules/user/register-user.ts';
import { requestPasswordReset } from '../../modules/user/request-password-reset.ts';
import { resetPassword } from '../../modules/user/reset-password.ts';
import { toUserDto } from '../../modules/user/user.dto.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { pause as waitFor, signInDelayMs } from '../../lib/rate-limit/progressive-delay.ts';
import { errorResponses } from '../error-responses.ts';
import { secondFactorLimit } from '../second-factor-limit.ts';

/** The window of the per-account sign-in limit (RATE_LIMIT_LOGIN_PER_ACCOUNT). */
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** The account a sign-in names, as usernames compare (without case). */
function accountKeyOf(body: unknown): string {
  const username = typeof body === 'object' && body !== null && 'username' in body ? body.username : '';
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

export interface AuthRoutesOptions {
  env: Pick<Env, 'RATE_LIMIT_AUTH_PER_MINUTE' | 'RATE_LIMIT_LOGIN_PER_ACCOUNT' | 'PUBLIC_URL'>;
  /** How the progressive delay waits; default: a timer. */
  pause?: (ms: number) => Promise<void>;
}

/**
 * POST /api/register, /api/login (and /api/login/2fa, its code step), /api/logout,
 * /api/password-reset and its confirmation.
 */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (fastify, { env, pause = waitFor }) => {
  // Per IP and per minute; 0 turns it off (load tests).
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const signInContextOf = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
    at: new Date(),
    publicUrl: env.PUBLIC_URL,
  });
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: 60_000 } : false } as const;
  // Per account too, whatever the address: failed sign-ins spread over many IPs still get few
  // tries. Only failures count, so the owner signing in often is never locked out by it.
  const perAccount = env.RATE_LIMIT_LOGIN_PER_ACCOUNT;
  const accountFailures =
    perAccount > 0
      ? fastify.createRateLimit({
          max: perAccount - 1,
          timeWindow: ACCOUNT_WINDOW_MS,
          keyGenerator: (request) => `login-failures:${accountKeyOf(request.body)}`,
        })
      : undefined;
  const limitPerAccount = async (request: FastifyRequest): Promise<void> => {
    const outcome = await accountFailures?.(request, { increment: false });
    if (outcome && !outcome.isAllowed && !outcome.isExceeded) {
      // Progressive delay: each failure on this account in the window doubles the wait of the next
      // attempt (1 s, 2 s, 4 s, 8 s at most), before the password is even checked.
      const delay = signInDelayMs(outcome.max - outcome.remaining);
      if (delay > 0) await pause(delay);
    }
    if (outcome && !outcome.isAllowed && outcome.isExceeded) {
      request.log.warn(
        { account: accountKeyOf(request.body) },
        'auth: sign-in refused, too many failures on this account',
      );
      throw new TooManyRequestsError(
        `Trop de tentatives sur ce compte. Veuillez réessayer dans ${Math.max(1, Math.ceil(outcome.ttl / 60_000))} minutes.`,
      );
    }
  };
  // Counted before the answer leaves: the next attempt, however quick, sees it.
  const countFailure = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const account = accountKeyOf(request.body);
    if (reply.statusCode === 401) {
      request.log.warn({ account, ip: request.ip }, 'auth: sign-in failed');
      await accountFailures?.(request);
      // A wrong password for an account that exists goes in its owner's activity log.
      const userId = await findUserIdByUsername(request.em, account);
      if (userId !== null) await request.recordActivity('sign-in-failed', { userId });
    } else if (reply.statusCode === 200) {
      request.log.info(
        { account, userId: request.session.userId, ip: request.ip },
        request.session.stage === 'second-factor' ? 'auth: password accepted, code asked' : 'auth: signed in',
      );
    }
    return payload;
  };
  const codeLimit = secondFactorLimit(fastify, perAccount);

  fastify.post(
    '/register',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Créer un compte (et ouvrir sa session)',
        description: "isTestAccount est décidé par le serveur : vrai pour l'essai gratuit.",
        body: registerBodySchema,
        response: { 201: userSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, company } = await registerUser(request.em, request.body, env.PUBLIC_URL);
      await request.openSession({ role: 'client', userId: user.id });
      await noteSignInBrowser(request.em, user.id, signInContextOf(request));
      await request.recordActivity('account-created');
      return reply.status(201).send(toUserDto(user, company));
    },
  );

  fastify.post(
    '/login',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Se connecter',
        description:
          "Avec l'authentification à deux facteurs, la réponse est `{ twoFactorRequired: true }` : la session n'ouvre rien tant que POST /api/login/2fa n'a pas reçu le code.",
        body: loginBodySchema,
        response: { 200: loginResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: limitPerAccount,
      onSend: countFailure,
    },
    async (request) => {
      const user = await authenticateUser(request.em, request.body);
      if (user.twoFactorEnabledAt) {
        // Past the password only: this session opens nothing until the code is checked.
        await request.openSession({ role: 'client', userId: user.id, stage: 'second-factor' });
        return { twoFactorRequired: true as const };
      }
      await request.openSession({ role: 'client', userId: user.id });
      await noteSignInBrowser(request.em, user.id, signInContextOf(request));
      await request.recordActivity('sign-in');
      const { company } = await findCurrentUserWithCompany(request.em, user.id);
      return toUserDto(user, company);
    },
  );

  fastify.post(
    '/login/2fa',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Terminer la connexion avec le code à 6 chiffres ou un code de secours',
        description:
          "Après POST /api/login qui a répondu `{ twoFactorRequired: true }`, dans les 10 minutes. Un code n'est accepté qu'une fois ; un code de secours ne sert qu'une fois. La session reçoit un nouvel identifiant.",
        body: loginSecondFactorBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: codeLimit.check,
    },
    async (request) => {
      const { user, company, method } = await codeLimit.counting(request, () =>
        completeTwoFactorSignIn(
          request.em,
          fastify.secretBox,
          env.PUBLIC_URL,
          request.session,
          request.body.code,
        ),
      );
      await request.rotateSession({ stage: 'active' });
      request.log.info({ userId: user.id, ip: request.ip, method }, 'auth: signed in (second factor)');
      await noteSignInBrowser(request.em, user.id, signInContextOf(request));
      await request.recordActivity('sign-in', {
        detail: method === 'recovery-code' ? 'Avec un code de secours' : 'Avec le code de l’application',
      });
      if (method === 'recovery-code') await request.recordActivity('two-factor-recovery-code-used');
      return toUserDto(user, company);
    },
  );

  fastify.get(
    '/session',
    {
      schema: {
        tags: ['compte'],
        summary: 'Session de ce navigateur : l’utilisateur connecté, ou null (jamais de 401)',
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return describeSession(request.em, request.signedInUserId());
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags: ['compte'],
        summary: 'Se déconnecter (la session est détruite)',
        response: { 200: okSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      await request.recordActivity('sign-out');
      await request.endSession();
      return { ok: true as const };
    },
  );

  fastify.post(
    '/password-reset',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Demander un lien de réinitialisation du mot de passe',
        description:
          "La réponse est la même que l'adresse ait un compte ou non ; le lien, à usage unique, vaut 30 minutes.",
        body: passwordResetRequestBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(request.em, request.body, env.PUBLIC_URL);
      return { ok: true as const };
    },
  );

  fastify.post(
    '/password-reset/confirm',
    {
      config,
      schema: {
        tags: ['compte'],
        summary: 'Choisir un nouveau mot de passe avec le lien reçu (ferme toutes les sessions du compte)',
        body: passwordResetConfirmBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const userId = await resetPassword(request.em, request.body, env.PUBLIC_URL);
      await request.recordActivity('password-reset', { userId });
      // Every session of the account ends, this browser's included (it signs in anew).
      await endSessionsOfUser(request.em, userId);
      return { ok: true as const };
    },
  );
};

export default authRoutes;

import { loginBodySchema, okSchema, registerBodySchema, userSchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { authenticateUser } from '../../modules/user/authenticate-user.ts';
import { findCurrentUserWithCompany } from '../../modules/user/find-current-user.ts';
import { registerUser } from '../../modules/user/register-user.ts';
import { toUserDto } from '../../modules/user/user.dto.ts';
import { errorResponses } from '../error-responses.ts';

export interface AuthRoutesOptions {
  env: Pick<Env, 'RATE_LIMIT_AUTH_PER_MINUTE'>;
}

/** POST /api/register, /api/login, /api/logout. */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (fastify, { env }) => {
  // Per IP and per minute; 0 turns it off (load tests).
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: 60_000 } : false } as const;

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
      const { user, company } = await registerUser(request.em, request.body);
      await request.session.signIn(user.id);
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
        body: loginBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = await authenticateUser(request.em, request.body);
      await request.session.signIn(user.id);
      const { company } = await findCurrentUserWithCompany(request.em, user.id);
      return toUserDto(user, company);
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
      await request.session.end();
      return { ok: true as const };
    },
  );
};

export default authRoutes;

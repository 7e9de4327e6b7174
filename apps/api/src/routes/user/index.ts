import {
  changePasswordBodySchema,
  idParamsSchema,
  okSchema,
  updateProfileBodySchema,
  userSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword } from '../../modules/user/change-password.ts';
import { findCurrentUser } from '../../modules/user/find-current-user.ts';
import { updateProfile } from '../../modules/user/update-profile.ts';
import { toUserDto } from '../../modules/user/user.dto.ts';
import { endSessionsOfUser } from '../../modules/session/end-sessions-of-user.ts';
import { errorResponses } from '../error-responses.ts';

/** GET /api/user, PATCH /api/user/:id, POST /api/user/change-password: the signed-in user only. */
const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
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
    async (request) => toUserDto(await findCurrentUser(request.em, request.currentUserId())),
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
    async (request) =>
      toUserDto(await updateProfile(request.em, request.currentUserId(), request.params.id, request.body)),
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
      return { ok: true as const };
    },
  );
};

export default userRoutes;

import {
  changePasswordBodySchema,
  idParamsSchema,
  okSchema,
  securitySettingsSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  updateProfileBodySchema,
  userSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/**
 * GET /api/user, PATCH /api/user/:id, POST /api/user/change-password, GET /api/user/sessions and
 * DELETE /api/user/sessions/:id: the signed-in user only.
 */
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
    async (request) => updateSecuritySettings(request.em, request.currentUserId(), request.body),
  );
};

export default userRoutes;

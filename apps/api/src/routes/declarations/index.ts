import { declarationDetail } from '../../modules/activity/activity-details.ts';
import {
  declarationSchema,
  declarationSummarySchema,
  idParamsSchema,
  prepareDeclarationBodySchema,
  recordDepositBodySchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { toDeclarationDto, toDeclarationSummary } from '../../modules/social-declaration/declaration.dto.ts';
import { findDeclaration } from '../../modules/social-declaration/find-declaration.ts';
import { getDeclarationFile } from '../../modules/social-declaration/get-declaration-file.ts';
import { listDeclarations } from '../../modules/social-declaration/list-declarations.ts';
import { prepareDeclaration } from '../../modules/social-declaration/prepare-declaration.ts';
import { recordDeposit } from '../../modules/social-declaration/record-deposit.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['déclarations sociales'];
const security = [{ session: [] }];

/**
 * /api/declarations: the signed-in user's monthly DSN, prepared from their finalised payslips. Dirigeo
 * does not file it: the user deposits the file on net-entreprises.fr and records the deposit here.
 */
const declarationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/declarations',
    {
      schema: {
        tags,
        security,
        summary: 'Ses déclarations, de la période la plus récente à la plus ancienne',
        response: { 200: z.array(declarationSummarySchema), ...errorResponses(401) },
      },
    },
    async (request) =>
      (await listDeclarations(request.em, request.currentUserId())).map(toDeclarationSummary),
  );

  fastify.post(
    '/declarations',
    {
      schema: {
        tags,
        security,
        summary: 'Préparer (ou préparer de nouveau) la DSN du mois à partir de ses bulletins finalisés',
        description:
          "201 avec les constats (findings) ; status ready s'il n'y a aucune erreur. 400 si aucun bulletin du mois n'est finalisé.",
        body: prepareDeclarationBodySchema,
        response: { 201: declarationSchema, ...errorResponses(400, 401, 402, 403) },
      },
      // « Préparation et contrôle de la DSN »: Essentielle and Complète (@dirigeo/site-content's plans).
      preHandler: fastify.requireFeature('dsn'),
    },
    async (request, reply) => {
      const declaration = await prepareDeclaration(request.em, request.currentUserId(), request.body);
      await request.recordActivity('declaration-prepared', { detail: declarationDetail(declaration.period) });
      return reply.status(201).send(toDeclarationDto(declaration));
    },
  );

  fastify.get(
    '/declarations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Une déclaration, avec ses constats et ses montants à payer',
        params: idParamsSchema,
        response: { 200: declarationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      toDeclarationDto(await findDeclaration(request.em, request.currentUserId(), request.params.id)),
  );

  fastify.get(
    '/declarations/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Le fichier .dsn (ISO-8859-1) à déposer sur net-entreprises.fr',
        description:
          'Refusé (409) tant que la déclaration contient des erreurs ou doit être préparée de nouveau.',
        params: idParamsSchema,
        produces: ['application/octet-stream'],
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 402, 404, 409),
        },
      },
      // A real declaration's file: withheld by the free trial's demo mode (CGU), like a final payslip.
      preHandler: fastify.requireFeature('dsnFiling'),
    },
    async (request, reply) => {
      const file = await getDeclarationFile(request.em, request.currentUserId(), request.params.id);
      await request.recordActivity('export-downloaded', { detail: `Fichier DSN : ${file.fileName}` });
      return reply
        .type('application/octet-stream')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  fastify.post(
    '/declarations/:id/deposit',
    {
      schema: {
        tags,
        security,
        summary: 'Enregistrer le dépôt fait sur net-entreprises.fr',
        description:
          "acknowledgmentDocumentId : l'accusé de réception déposé au préalable dans le coffre-fort (POST /api/documents, catégorie social).",
        params: idParamsSchema,
        body: recordDepositBodySchema,
        response: { 200: declarationSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
      preHandler: fastify.requireFeature('dsnFiling'),
    },
    async (request) => {
      const declaration = await recordDeposit(
        request.em,
        request.currentUserId(),
        request.params.id,
        request.body,
      );
      await request.recordActivity('declaration-deposited', {
        detail: declarationDetail(declaration.period),
      });
      return toDeclarationDto(declaration);
    },
  );
};

export default declarationRoutes;

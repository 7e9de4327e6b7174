import { documentSchema, idParamsSchema } from '@dirigeo/schemas';
import { statfs } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { deleteDocument } from '../../modules/document/delete-document.ts';
import { toDocumentDto } from '../../modules/document/document.dto.ts';
import { listDocuments } from '../../modules/document/list-documents.ts';
import { openDocumentFile } from '../../modules/document/open-document-file.ts';
import { type UploadLimits, uploadDocument } from '../../modules/document/upload-document.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['documents'];
const security = [{ session: [] }];

export interface DocumentRoutesOptions {
  env: Pick<
    Env,
    'DATA_DIR' | 'UPLOAD_QUOTA_MB_TRIAL' | 'UPLOAD_QUOTA_MB_PAID' | 'UPLOADS_PER_HOUR' | 'MIN_FREE_DISK_MB'
  >;
}

/** /api/documents: the signed-in user's documents and their stored files. */
const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (fastify, { env }) => {
  const dataDir = resolve(env.DATA_DIR);
  const uploadLimits: UploadLimits = {
    quotaBytes: (plan) =>
      (plan === 'free_trial' ? env.UPLOAD_QUOTA_MB_TRIAL : env.UPLOAD_QUOTA_MB_PAID) * 1_000_000,
    // Files on this machine's disk: its free space is ours to keep (in the database: the DBA's).
    ...(fastify.fileStorage.kind === 'disk'
      ? {
          freeDiskBytes: async () => {
            const stats = await statfs(dataDir);
            return stats.bavail * stats.bsize;
          },
        }
      : {}),
    minFreeDiskBytes: env.MIN_FREE_DISK_MB * 1_000_000,
  };
  // Per account, whatever the address: one free account cannot fill the disk in a few seconds.
  const uploadRate = {
    rateLimit:
      env.UPLOADS_PER_HOUR > 0
        ? {
            max: env.UPLOADS_PER_HOUR,
            timeWindow: 60 * 60_000,
            keyGenerator: (request: FastifyRequest) => `upload-user:${request.session.userId ?? 0}`,
          }
        : (false as const),
  };
  // Before validation: a visitor gets 401 whatever they send.
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/documents',
    {
      schema: {
        tags,
        security,
        summary: 'Ses documents, du plus récent au plus ancien',
        response: { 200: z.array(documentSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = request.currentUserId();
      const documents = await listDocuments(request.em, userId);
      return documents.map((document) => toDocumentDto(document, userId));
    },
  );

  fastify.post(
    '/documents',
    {
      config: uploadRate,
      schema: {
        tags,
        security,
        summary: 'Ajouter un document (multipart/form-data)',
        description:
          'Champs texte name, description (optionnel), category (payslip, social, tax, other) et une partie file. ' +
          '10 MB au plus (413) ; type lu dans le contenu : PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG (415 sinon). ' +
          "Stockage du serveur plein : 507 ; en lecture seule : 503 (rien n'est gardé). " +
          'Espace du compte plein (200 Mo en essai, 2 000 Mo payant par défaut) : 413 ; 60 ajouts par heure et par compte (429).',
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503, 507) },
      },
    },
    async (request, reply) => {
      const userId = request.currentUserId();
      const document = await uploadDocument(
        request.em,
        fastify.fileStorage,
        userId,
        request.parts(),
        uploadLimits,
      );
      return reply.status(201).send(toDocumentDto(document, userId));
    },
  );

  fastify.get(
    '/documents/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Télécharger le fichier du document',
        params: idParamsSchema,
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await openDocumentFile(
        request.em,
        fastify.fileStorage,
        request.currentUserId(),
        request.params.id,
      );
      return reply
        .type(file.fileType)
        .header('content-length', file.fileSize)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  fastify.delete(
    '/documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Supprimer un document et son fichier',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteDocument(request.em, fastify.fileStorage, request.currentUserId(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default documentRoutes;

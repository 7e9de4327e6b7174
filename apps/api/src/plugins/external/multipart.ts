import fastifyMultipart from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '@dirigeo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploads: one file of at most 10 MB, a handful of small text fields. */
async function multipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    throwFileSizeLimit: true,
  });
}

export default fp(multipart, { name: 'multipart' });

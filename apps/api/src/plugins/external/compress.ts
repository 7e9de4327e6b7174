import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** gzip/brotli for text answers (HTML, JS, CSS, JSON) above 1 KB. */
async function compress(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
}

export default fp(compress, { name: 'compress' });

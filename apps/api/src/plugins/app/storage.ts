import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../../lib/storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded documents' bytes live. */
    fileStorage: FileStorage;
  }
}

export interface StoragePluginOptions {
  storage: FileStorage;
}

/** Decorates the app with the file storage chosen at start-up (local disk under DATA_DIR for now). */
async function storagePlugin(fastify: FastifyInstance, options: StoragePluginOptions): Promise<void> {
  fastify.decorate('fileStorage', options.storage);
}

export default fp(storagePlugin, { name: 'storage' });

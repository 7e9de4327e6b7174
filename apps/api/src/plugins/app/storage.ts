import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { reconcileStoredFiles } from '../../modules/document/reconcile-stored-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded documents' bytes live. */
    fileStorage: FileStorage;
  }
}

/**
 * How long a file may exist without its document before it is taken for a crash's leftover: far
 * longer than an upload can last (the request timeout), so another instance's upload under way is
 * never touched.
 */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface StoragePluginOptions {
  storage: FileStorage;
}

/**
 * Decorates the app with the file storage chosen at start-up, and reconciles it with the documents
 * at start-up and every hour after (the `storage-sweep` job): what a crash left
 * (temporary files, incomplete uploads, files without a document) is removed and counted in the
 * logs. On the local disk the process is alone: at start-up, everything older than the start is
 * fair game; in the database, other instances may be writing, so only what is older than the grace.
 */
async function storagePlugin(fastify: FastifyInstance, options: StoragePluginOptions): Promise<void> {
  const { storage } = options;
  fastify.decorate('fileStorage', storage);

  // On the local disk, the first sweep may take everything older than this start (one process).
  const startedAt = new Date();
  let swept = false;
  fastify.jobs.register({
    name: 'storage-sweep',
    schedule: '10 * * * *',
    runAtStart: true,
    run: async () => {
      const graceEnd = new Date(Date.now() - ORPHAN_GRACE_MS);
      const before = storage.kind === 'disk' && !swept ? startedAt : graceEnd;
      const report = await reconcileStoredFiles(fastify.orm.em, storage, {
        unfinishedBefore: before,
        orphansBefore: before,
      });
      swept = true;
      if (report.unfinished + report.orphans > 0) {
        fastify.log.warn(
          { storage: storage.kind, ...report },
          'removed the stored files an interrupted run left behind',
        );
      }
      return { storage: storage.kind, ...report };
    },
  });
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['orm', 'jobs'] });

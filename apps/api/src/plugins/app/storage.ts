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
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface StoragePluginOptions {
  storage: FileStorage;
}

/**
 * Decorates the app with the file storage chosen at start-up, and reconciles it with the documents
 * once ready (in the background: the start is not slowed) and every hour after: what a crash left
 * (temporary files, incomplete uploads, files without a document) is removed and counted in the
 * logs. On the local disk the process is alone: at start-up, everything older than the start is
 * fair game; in the database, other instances may be writing, so only what is older than the grace.
 */
async function storagePlugin(fastify: FastifyInstance, options: StoragePluginOptions): Promise<void> {
  const { storage } = options;
  fastify.decorate('fileStorage', storage);

  let sweeping: Promise<void> | undefined;
  const sweep = (startedAt?: Date) => {
    if (sweeping) return;
    const graceEnd = new Date(Date.now() - ORPHAN_GRACE_MS);
    const before = storage.kind === 'disk' && startedAt ? startedAt : graceEnd;
    const started = performance.now();
    sweeping = reconcileStoredFiles(fastify.orm.em, storage, {
      unfinishedBefore: before,
      orphansBefore: before,
    })
      .then(
        (report) => {
          const details = { storage: storage.kind, ...report, ms: Math.round(performance.now() - started) };
          if (report.unfinished + report.orphans > 0) {
            fastify.log.warn(details, 'removed the stored files an interrupted run left behind');
          } else {
            fastify.log.debug(details, 'stored files reconciled: nothing left behind');
          }
        },
        (error: unknown) => fastify.log.warn({ err: error }, 'could not reconcile the stored files'),
      )
      .finally(() => {
        sweeping = undefined;
      });
  };
  const timer = setInterval(() => sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onReady', async () => {
    sweep(new Date());
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['orm'] });

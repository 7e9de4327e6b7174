import type { EntityManager } from '@mikro-orm/core';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { Document } from './document.entity.ts';

export interface ReconcileReport {
  /** Temporary files and incomplete uploads removed. */
  unfinished: number;
  /** Complete files no document points to, removed. */
  orphans: number;
}

/**
 * Makes the file storage hold what the documents point to, and nothing else, after a crash: an
 * upload stores its bytes before its row, and a deletion removes its row before its bytes, so an
 * interruption leaves bytes without a row (never a row without bytes). Removes the unfinished
 * writes begun before `unfinishedBefore` and the files stored before `orphansBefore` that no
 * document names. Those dates are the grace given to the writes of other instances still under way.
 */
export async function reconcileStoredFiles(
  em: EntityManager,
  storage: FileStorage,
  dates: { unfinishedBefore: Date; orphansBefore: Date },
): Promise<ReconcileReport> {
  const unfinished = await storage.removeUnfinished(dates.unfinishedBefore);
  let orphans = 0;
  for await (const keys of storage.keysStoredBefore(dates.orphansBefore)) {
    const named = await em
      .fork()
      .find(Document, { storageKey: { $in: keys } }, { fields: ['storageKey'], disableIdentityMap: true });
    const referenced = new Set(named.map((document) => document.storageKey));
    for (const key of keys) {
      if (referenced.has(key)) continue;
      // Named by a document created since the batch was read: kept.
      if ((await em.fork().count(Document, { storageKey: key })) > 0) continue;
      await storage.remove(key);
      orphans += 1;
    }
  }
  return { unfinished, orphans };
}

import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { querySql } from '../../lib/db/sql.ts';
import { FileNotFoundError, type FileStorage } from '../../lib/storage/file-storage.ts';

const keyRow = z.object({ storage_key: z.string() });

/**
 * Moves into the database storage the files of the documents uploaded while this instance kept them
 * on its disk (before the database storage existed): each document whose bytes the database does
 * not hold yet, and that `disk` holds, is copied, then removed from the disk. A document whose bytes
 * are on another instance's disk is left for that instance to move. Returns how many were moved.
 */
export async function importDiskFiles(
  em: EntityManager,
  database: FileStorage,
  disk: FileStorage,
): Promise<number> {
  const rows = await querySql(
    em.fork(),
    `select d.storage_key from document d
      where not exists (select 1 from stored_file f where f.key = d.storage_key and f.complete)`,
  );
  let moved = 0;
  for (const row of rows) {
    const key = keyRow.parse(row).storage_key;
    let content: Awaited<ReturnType<FileStorage['read']>>;
    try {
      content = await disk.read(key);
    } catch (error) {
      if (error instanceof FileNotFoundError) continue;
      throw error;
    }
    // An incomplete copy left by an interrupted earlier run is replaced.
    await database.remove(key);
    await database.put(key, content);
    await disk.remove(key);
    moved += 1;
  }
  return moved;
}

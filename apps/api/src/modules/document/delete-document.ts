import type { EntityManager } from '@mikro-orm/core';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { getDocument } from './get-document.ts';

/**
 * Deletes one of the user's documents and its stored bytes. The row goes first: if removing the
 * file then fails, an unreachable file is left rather than a row pointing at nothing.
 */
export async function deleteDocument(
  em: EntityManager,
  storage: FileStorage,
  userId: number,
  id: number,
): Promise<void> {
  const document = await getDocument(em, userId, id);
  const key = document.storageKey;
  em.remove(document);
  await em.flush();
  await storage.remove(key);
}

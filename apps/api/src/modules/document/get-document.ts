import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { Document } from './document.entity.ts';

const DOCUMENT_NOT_FOUND_MESSAGE = 'Document introuvable';

/** One of the user's documents; another user's id is a 404, as if it did not exist. */
export async function getDocument(em: EntityManager, userId: number, id: number): Promise<Document> {
  const document = await em.findOne(Document, { id, user: userId });
  if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
  return document;
}

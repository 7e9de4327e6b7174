import type { EntityManager } from '@mikro-orm/core';
import { Document } from './document.entity.ts';

/** The user's documents, newest first (spec 000 §2). */
export function listDocuments(em: EntityManager, userId: number): Promise<Document[]> {
  return em.find(Document, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

import type { EntityManager } from '@mikro-orm/core';
import { SocialDeclaration } from './social-declaration.entity.ts';

/** The user's declarations, newest period first. */
export function listDeclarations(em: EntityManager, userId: number): Promise<SocialDeclaration[]> {
  return em.find(SocialDeclaration, { user: userId }, { orderBy: { period: 'desc' } });
}

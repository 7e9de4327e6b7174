import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { SocialDeclaration } from './social-declaration.entity.ts';

const DECLARATION_NOT_FOUND_MESSAGE = 'Déclaration introuvable';

/** The user's declaration; another user's answers 404, as if it did not exist. */
export async function findDeclaration(
  em: EntityManager,
  userId: number,
  id: number,
): Promise<SocialDeclaration> {
  const declaration = await em.findOne(SocialDeclaration, { id, user: userId });
  if (!declaration) throw new NotFoundError(DECLARATION_NOT_FOUND_MESSAGE);
  return declaration;
}

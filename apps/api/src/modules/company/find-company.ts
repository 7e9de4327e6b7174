import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { Company } from './company.entity.ts';

/** The signed-in user's company (every account has one from registration, or from the migration). */
export async function findCompany(em: EntityManager, userId: number): Promise<Company> {
  const company = await em.findOne(Company, { user: userId });
  if (!company) throw new NotFoundError('Entreprise introuvable');
  return company;
}

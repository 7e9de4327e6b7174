import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { Employee } from './employee.entity.ts';

/** One of the signed-in user's employees; another user's employee is not found (404), like a missing one. */
export async function findEmployee(em: EntityManager, userId: number, id: number): Promise<Employee> {
  const employee = await em.findOne(Employee, { id, user: userId });
  if (!employee) throw new NotFoundError('Salarié introuvable');
  return employee;
}

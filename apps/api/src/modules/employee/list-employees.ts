import type { EntityManager } from '@mikro-orm/core';
import { Employee } from './employee.entity.ts';

/** The signed-in user's employees, active and past, by name. */
export function listEmployees(em: EntityManager, userId: number): Promise<Employee[]> {
  return em.find(Employee, { user: userId }, { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } });
}

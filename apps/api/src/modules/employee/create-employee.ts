import type { EntityManager } from '@mikro-orm/core';
import type { EmployeeBody } from '@dirigeo/schemas';
import { employeeColumns } from './employee.dto.ts';
import { Employee } from './employee.entity.ts';
import { refreshHeadcountOf } from '../company/company-headcount.ts';

/** Adds an employee to the signed-in user's company. */
export async function createEmployee(
  em: EntityManager,
  userId: number,
  body: EmployeeBody,
): Promise<Employee> {
  const employee = em.create(Employee, { user: userId, ...employeeColumns(body), archived: false });
  await em.flush();
  await refreshHeadcountOf(em, userId);
  return employee;
}

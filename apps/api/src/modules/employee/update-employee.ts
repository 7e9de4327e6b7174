import type { EntityManager } from '@mikro-orm/core';
import { type EmployeePatch, employeeProblems } from '@dirigeo/schemas';
import { ValidationError } from '../../lib/errors.ts';
import { employeeColumns, toEmployeeDto } from './employee.dto.ts';
import type { Employee } from './employee.entity.ts';
import { findEmployee } from './find-employee.ts';
import { refreshHeadcountOf } from '../company/company-headcount.ts';

/**
 * Changes some of an employee's fields (ending a contract is setting `contractEnd`); the rules between
 * fields hold on the result, or nothing is stored. Archiving needs the contract's end date.
 */
export async function updateEmployee(
  em: EntityManager,
  userId: number,
  id: number,
  patch: EmployeePatch,
): Promise<Employee> {
  const employee = await findEmployee(em, userId, id);
  const { archived, ...fields } = patch;
  const {
    id: _id,
    archived: wasArchived,
    active: _active,
    createdAt: _c,
    updatedAt: _u,
    ...current
  } = toEmployeeDto(employee);
  const merged = { ...current, ...fields };
  const problems = employeeProblems(merged);
  const archiving = archived ?? wasArchived;
  if (archiving && merged.contractEnd === null)
    problems.push({
      path: 'archived',
      message: 'Indiquez la date de fin du contrat avant d’archiver le salarié',
    });
  if (problems.length > 0) throw new ValidationError(problems);
  em.assign(employee, { ...employeeColumns(merged), archived: archiving });
  await em.flush();
  await refreshHeadcountOf(em, userId);
  return employee;
}

import { type EmployeeList, employeeListSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';

export const employeesQueryKey = ['employees'] as const;

/** GET /api/employees: the company's staff, active and past, by name. */
function getEmployees(signal?: AbortSignal): Promise<EmployeeList> {
  return apiJson('/api/employees', employeeListSchema, signal ? { signal } : {});
}

const employeesQueryOptions = () =>
  queryOptions({ queryKey: employeesQueryKey, queryFn: ({ signal }) => getEmployees(signal) });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}

import { type Employee, type EmployeeBody, employeeSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { employeesQueryKey } from '../../../lib/api/employees/get-employees.ts';

/** POST /api/employees: the employee as stored. */
function createEmployee(body: EmployeeBody): Promise<Employee> {
  return apiJson('/api/employees', employeeSchema, { method: 'POST', body });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}

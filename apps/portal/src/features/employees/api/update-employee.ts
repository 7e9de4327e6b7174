import { type Employee, type EmployeePatch, employeeSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { employeesQueryKey } from '../../../lib/api/employees/get-employees.ts';

/** PATCH /api/employees/{id}: change fields, end the contract (contractEnd) or archive; the employee as stored. */
function updateEmployee({ id, patch }: { id: number; patch: EmployeePatch }): Promise<Employee> {
  return apiJson(`/api/employees/${id}`, employeeSchema, { method: 'PATCH', body: patch });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}

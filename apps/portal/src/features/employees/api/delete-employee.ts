import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { employeesQueryKey } from '../../../lib/api/employees/get-employees.ts';

/** DELETE /api/employees/{id}: only an employee never paid (otherwise the API's 409 says to archive). */
function deleteEmployee(id: number): Promise<void> {
  return apiSend(`/api/employees/${id}`, { method: 'DELETE' });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}

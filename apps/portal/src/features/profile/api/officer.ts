import { type Officer, type OfficerBody, officerSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { officerQueryKey } from '../../../lib/api/officer/get-officer.ts';

/** PUT /api/officer: the officer as stored. */
function updateOfficer(body: OfficerBody): Promise<Officer> {
  return apiJson('/api/officer', officerSchema, { method: 'PUT', body });
}

export function useUpdateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficer,
    onSuccess: (officer) => queryClient.setQueryData(officerQueryKey, officer),
  });
}

import { type AdminSubmission, adminSubmissionSchema, type ContactSubmissionStatus } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { submissionsQueryKey } from './get-submissions.ts';

/** PATCH /api/admin/submissions/{id}: Nouveau, Contacté or Fermé. */
function changeSubmissionStatus({
  id,
  status,
}: {
  id: number;
  status: ContactSubmissionStatus;
}): Promise<AdminSubmission> {
  return apiJson(`/api/admin/submissions/${id}`, adminSubmissionSchema, {
    method: 'PATCH',
    body: { status },
  });
}

export function useChangeSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubmissionStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminSubmission[]>(submissionsQueryKey, (list) =>
        list?.map((submission) => (submission.id === updated.id ? updated : submission)),
      );
    },
  });
}

import { type Company, type CompanyBody, companySchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { companyQueryKey } from '../../../lib/api/company/get-company.ts';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';

/** PUT /api/company: the company as stored. */
function updateCompany(body: CompanyBody): Promise<Company> {
  return apiJson('/api/company', companySchema, { method: 'PUT', body });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey, company);
      // The profile answers the company's name, SIRET, address and APE code too.
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiPaths, type DeactivateCompanyRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/**
 * `user/deactivate/`: the company stops using the platform. The API blocks every login of the company,
 * ends every session (this one too) and clears the cookies, answering 204.
 */
export async function deactivateCompany(body: DeactivateCompanyRequest): Promise<void> {
  await http.post(apiPaths.userDeactivate, body);
}

export function useDeactivateCompany() {
  return useMutation({ mutationFn: deactivateCompany });
}

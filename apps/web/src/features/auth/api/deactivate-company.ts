import { useMutation } from '@tanstack/react-query';
import { apiPaths, type DeactivateCompanyRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/**
 * `user/deactivate/`: the company stops using the platform. The API blocks every login of the company,
 * ends every session (this one too) and clears the cookies, answering 204. The session ends here as the
 * answer arrives (`endsSession`), before anything on screen could ask the API with it.
 */
export async function deactivateCompany(body: DeactivateCompanyRequest): Promise<void> {
  await http.post(apiPaths.userDeactivate, body, { endsSession: true });
}

export function useDeactivateCompany() {
  return useMutation({ mutationFn: deactivateCompany });
}

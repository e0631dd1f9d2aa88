import { useMutation } from '@tanstack/react-query';
import { apiPaths, type CustomerRegistrationRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** On success the API sets the session cookies: the customer is logged in, not yet verified. */
export async function registerCustomer(body: CustomerRegistrationRequest): Promise<void> {
  await http.post(apiPaths.auth.registration, body);
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}

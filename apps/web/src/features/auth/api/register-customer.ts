import { useMutation } from '@tanstack/react-query';
import { apiPaths, type CustomerRegistrationRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** The answer is the same for a new and a taken e-mail and opens no session (ADR 004). */
export async function registerCustomer(body: CustomerRegistrationRequest): Promise<void> {
  await http.post(apiPaths.auth.registration, body);
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}

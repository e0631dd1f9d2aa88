import { useMutation } from '@tanstack/react-query';
import { apiPaths, type EmployeeRegistrationRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** On success the API sets the session cookies: the contractor is logged in, not yet verified. */
export async function registerEmployee(body: EmployeeRegistrationRequest): Promise<void> {
  await http.post(apiPaths.employeeAuth.registration, body);
}

export function useRegisterEmployee() {
  return useMutation({ mutationFn: registerEmployee });
}

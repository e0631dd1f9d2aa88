import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { userProfileQueryOptions } from '../api/get-user-profile';
import { COMPLETE_REGISTRATION_BASE, firstIncompleteStep } from '../components/registration-steps';

/** /customer-complete-registration opens the first step not yet done; the query goes along. */
export async function completeRegistrationIndexLoader(queryClient: QueryClient, request: Request): Promise<never> {
  const profile = await queryClient.ensureQueryData(userProfileQueryOptions());
  const { search } = new URL(request.url);
  throw redirect(`${COMPLETE_REGISTRATION_BASE}/${firstIncompleteStep(profile.registration_steps)}${search}`);
}

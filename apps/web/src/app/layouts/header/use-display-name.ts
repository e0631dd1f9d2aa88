import type { AuthMe } from '@vyplaty/contracts';
import { useUserProfile } from '../../../features/customer-profile/api/get-user-profile';
import { useEmployee } from '../../../features/employee-profile/api/get-employee';
import { joinPersonName } from '../../../lib/format';

/** The customer is shown by organisation name, the contractor by full name (SPEC §2 user menu). */
export function useDisplayName(session: AuthMe): string | null {
  const profile = useUserProfile({ enabled: session.role === 'user' });
  const employee = useEmployee({ enabled: session.role === 'employee' });
  if (session.role === 'user') return profile.data?.organisation_name || null;
  const e = employee.data;
  return e ? joinPersonName(e.last_name, e.first_name, e.patronymic) || e.phone_number : null;
}

import type { AuthMe } from '@vyplaty/contracts';
import { useUserProfile } from '../../../features/customer-profile/api/get-user-profile';
import { useEmployee } from '../../../features/employee-profile/api/get-employee';
import { formatPhone, joinPersonName, shortenName } from '../../../lib/format';

export type DisplayName = { label: string; full: string };

/**
 * How the user menu names the person (SPEC §2): the customer by organisation name, the contractor by
 * surname and initials; a contractor who has not entered a name yet by phone number. null while loading.
 */
export function useDisplayName(session: AuthMe): DisplayName | null {
  const profile = useUserProfile({ enabled: session.role === 'user' });
  const employee = useEmployee({ enabled: session.role === 'employee' });
  if (session.role === 'user') {
    const name = profile.data?.organisation_name;
    return name ? { label: shortenName(name), full: name } : null;
  }
  const e = employee.data;
  if (!e) return null;
  const fullName = joinPersonName(e.last_name, e.first_name, e.patronymic);
  if (fullName) return { label: shortenName(fullName), full: fullName };
  const phone = formatPhone(e.phone_number);
  return { label: phone, full: phone };
}

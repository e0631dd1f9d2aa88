import { data } from 'react-router';
import type { Session } from '../../lib/session';
import { isWithin } from './paths';

/**
 * The company's sections. Their every call answers a contractor 403 (SPEC §6), so a contractor who
 * opens one (say /profile, thinking of their own profile) gets one clear page instead of a panel per
 * failed call. The contractor's own area is the mirror case: employeeOnlyLoader answers others 404.
 */
export const COMPANY_AREA_PATHS: readonly string[] = [
  '/profile',
  '/employees',
  '/payments',
  '/document-management',
  '/tasks',
  '/journal',
  '/customer-complete-registration',
];

export const COMPANY_AREA_MESSAGE = 'Этот раздел — для компаний, а вы вошли как исполнитель';

export function isCompanyAreaClosedTo(path: string, session: Session): boolean {
  return session?.role === 'employee' && COMPANY_AREA_PATHS.some((base) => isWithin(path, base));
}

/** A 403 for the route error element: the page says why and leads back, without «Повторить». */
export function companyAreaForbidden() {
  return data(COMPANY_AREA_MESSAGE, { status: 403, statusText: 'Forbidden' });
}

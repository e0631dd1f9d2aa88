/**
 * The login-register pages are split by role (SPEC §6): «Компания» (a customer) and «Исполнитель» (a contractor).
 * The choice lives in ?role= so a link can open the right tab. Shared by the app's tabs
 * (features/auth/components/role-tabs.tsx) and the public pages' (src/public/components/role-tabs.tsx).
 */
export type AuthRoleTab = 'company' | 'contractor';

export const ROLE_PARAM = 'role';

export const ROLE_TABS: readonly { value: AuthRoleTab; text: string }[] = [
  { value: 'company', text: 'Компания' },
  { value: 'contractor', text: 'Исполнитель' },
];

export const roleTabOf = (search: URLSearchParams): AuthRoleTab =>
  search.get(ROLE_PARAM) === 'contractor' ? 'contractor' : 'company';

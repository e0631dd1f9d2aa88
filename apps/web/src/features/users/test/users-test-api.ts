import { apiPaths, type CompanyUser } from '@vyplaty/contracts';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { type RecordedCall, recordingApi, type StubReply } from '../../../test/http-stub';

export const OWNER: CompanyUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@romashka.ru',
  full_name: 'ООО "Ромашка"',
  role: 'OWNER',
  status: 'ACTIVE',
  is_me: true,
  invited_by_name: null,
  // 21:30 UTC is 00:30 of the next day in Moscow.
  created_at: '2026-03-04T21:30:00.000Z',
  invite_expires_at: null,
};

export const ACCOUNTANT: CompanyUser = {
  ...OWNER,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'buh@romashka.ru',
  full_name: 'Анна Иванова',
  role: 'ACCOUNTANT',
  is_me: false,
  invited_by_name: 'ООО "Ромашка"',
  created_at: '2026-03-05T09:00:00.000Z',
};

export const PENDING_VIEWER: CompanyUser = {
  ...ACCOUNTANT,
  id: '33333333-3333-4333-8333-333333333333',
  email: 'viewer@romashka.ru',
  full_name: 'Пётр Смирнов',
  role: 'VIEWER',
  status: 'PENDING',
  invite_expires_at: '2026-03-12T09:00:00.000Z',
};

const common = (path: string): StubReply | undefined => {
  if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
  if (path === apiPaths.companyUsers.list) {
    const items = [OWNER, ACCOUNTANT, PENDING_VIEWER];
    return { status: 200, data: { items, totalCount: items.length } };
  }
  return undefined;
};

/** The /users page's fake API: the test's route first, then the list of three logins and the layout's profile. */
export const usersTestApi = (route: (call: RecordedCall) => StubReply | undefined = () => undefined) =>
  recordingApi(route, common);

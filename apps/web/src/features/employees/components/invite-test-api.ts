/** A fake API for the invite and import component tests: the layout's calls plus what each test adds. */
import { apiPaths, type Invite, type InvitePerson } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';

export const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const profile = verifiedCustomerProfile;

export const invitePerson = (n: number, fields: Partial<InvitePerson> = {}): InvitePerson => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  phone: `+7999000${String(n).padStart(4, '0')}`,
  inn: null,
  last_name: null,
  first_name: null,
  patronymic: null,
  action: 'INVITE',
  employee_id: null,
  sms_count: 1,
  last_sms_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  link_url: (fields.action ?? 'INVITE') === 'INVITE' ? `http://localhost:3000/invite/token?p=person-${n}` : null,
  ...fields,
});

export const invite = (n: number, fields: Partial<Invite> = {}): Invite => ({
  id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'PUBLISH',
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  comment: null,
  added_at: '2026-11-20T09:00:00.000Z',
  published_at: '2026-11-20T09:00:00.000Z',
  rejected_at: null,
  employees: [invitePerson(n)],
  link_url: `http://localhost:3000/invite/token-${n}`,
  ...fields,
});

export type Call = { method: string; path: string; params: unknown; body: unknown };

/** Routes a request: the layout's calls are answered here, the rest by `route` (404 when it returns undefined). */
export function inviteTestApi(route: (call: Call) => StubReply | undefined) {
  const calls: Call[] = [];
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    if (path === apiPaths.userProfile) return { status: 200, data: profile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
    const call = { method, path, params: req.params, body };
    calls.push(call);
    return route(call) ?? { status: 404, data: { code: 'NOT_FOUND', error_message: 'Не найдено' } };
  };
  return { handler, calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

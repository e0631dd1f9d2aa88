/** The integrations pages' fake API: keys, endpoints and deliveries as the API answers them. */
import {
  type ApiKey,
  type AuthMe,
  apiPaths,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
} from '@vyplaty/contracts';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { type RecordedCall, recordingApi, type StubReply } from '../../../test/http-stub';

export const sessionAs = (member_role: AuthMe['member_role']): AuthMe => ({
  role: 'user',
  entity_id: 'c1',
  is_verified: true,
  member_role,
  full_name: null,
});

export const keyId = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`;
export const endpointId = (n: number) => `${String(n).padStart(8, '0')}-2222-4222-8222-222222222222`;
export const deliveryId = (n: number) => `${String(n).padStart(8, '0')}-3333-4333-8333-333333333333`;

export const apiKey = (n: number, fields: Partial<ApiKey> = {}): ApiKey => ({
  id: keyId(n),
  name: `Ключ ${n}`,
  role: 'ACCOUNTANT',
  status: 'ACTIVE',
  allowed_ips: [],
  secret_prefix: `vpk_AbCd000${n}`,
  expires_on: '2027-11-30',
  created_at: '2026-11-01T09:00:00.000Z',
  created_by_name: 'ООО "Ромашка"',
  rotated_at: null,
  previous_valid_until: null,
  revoked_at: null,
  last_used_at: null,
  last_used_ip: null,
  ...fields,
});

export const endpoint = (n: number, fields: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: endpointId(n),
  url: `https://erp.romashka.ru/hooks/${n}`,
  description: null,
  events: ['payout.status_changed'],
  status: 'ACTIVE',
  paused_reason: null,
  paused_at: null,
  consecutive_failures: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  ...fields,
});

export const delivery = (n: number, fields: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: deliveryId(n),
  event_id: `evt-${n}`,
  event_type: 'payout.status_changed',
  status: 'SUCCEEDED',
  attempts: 1,
  next_attempt_at: null,
  last_status_code: 200,
  last_error: null,
  delivered_at: '2026-11-30T09:00:01.000Z',
  created_at: '2026-11-30T09:00:00.000Z',
  ...fields,
});

export const deliveryDetail = (n: number, fields: Partial<WebhookDeliveryDetail> = {}): WebhookDeliveryDetail => ({
  ...delivery(n),
  endpoint_id: endpointId(1),
  body: JSON.stringify({ id: `evt-${n}`, type: 'payout.status_changed', data: { status: 'DONE' } }),
  attempts_list: [],
  ...fields,
});

export const list = <T>(items: T[]): StubReply => ({ status: 200, data: { items, totalCount: items.length } });

const common = (path: string): StubReply | undefined => {
  if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
  if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
  if (path === apiPaths.apiKeys.list) return list([]);
  if (path === apiPaths.webhooks.list) return list([]);
  return undefined;
};

export const integrationsTestApi = (route: (call: RecordedCall) => StubReply | undefined = () => undefined) =>
  recordingApi(route, common);

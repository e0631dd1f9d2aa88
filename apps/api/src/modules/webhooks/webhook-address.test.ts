/**
 * Where a webhook may go with WEBHOOK_ALLOW_PRIVATE_URLS off (production's rule): https only, and no host in the
 * portal's own networks — refused in Russian when the endpoint is added or changed, and again by the delivery
 * itself (an address that changed after it was added is recorded as a failed attempt, no request made).
 */
import { apiPaths, type ErrorBody, type WebhookDelivery, type WebhookDeliveryDetail } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index.js';
import { loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { isPrivateAddress, PRIVATE_ADDRESS } from './webhook-address.js';
import { pathOf, type Receiver, startReceiver } from './webhooks.test-helpers.js';

let server: TestServer;
let receiver: Receiver;
const p = apiPaths.webhooks;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' });
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

describe('private addresses', () => {
  it('are told apart from public ones, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2a00:1450:4010:c05::71', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('and plain http are refused with a Russian 400 when settings do not allow them; nothing is added', async () => {
    const owner = await loggedInCompany(server);
    const cases: [string, RegExp][] = [
      ['http://hooks.example.ru/in', /https:\/\//],
      ['https://127.0.0.1/hook', /внутреннюю сеть/],
      ['https://localhost:8443/hook', /внутреннюю сеть/],
      ['https://[::1]/hook', /внутреннюю сеть/],
      ['https://10.0.0.5/hook', /внутреннюю сеть/],
    ];
    for (const [url, message] of cases) {
      const res = await owner.client.post<ErrorBody>(p.list, { url, events: ['payout.status_changed'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error_message).toMatch(message);
      expect(res.body.fields?.url).toMatch(message);
    }
    expect((await owner.client.get<{ items: unknown[] }>(p.list)).body.items).toEqual([]);
  });

  it('are refused by the delivery too: the attempt is recorded with the reason, no request made', async () => {
    const owner = await loggedInCompany(server);
    const created = await owner.client.post<{ id: string }>(p.list, {
      url: 'https://93.184.216.34/hook',
      events: ['payout.status_changed'],
    });
    expect(created.status).toBe(201);
    // As if its DNS now answered with a private address: the row is pointed at the local receiver.
    await server.runtime.ctx.db
      .update(webhookEndpoints)
      .set({ url: receiver.url.replace('http:', 'https:') })
      .where(eq(webhookEndpoints.id, created.body.id));
    const ping = (await owner.client.post<WebhookDelivery>(pathOf(p.ping, created.body.id))).body;
    const detail = await waitFor(async () => {
      const d = (await owner.client.get<WebhookDeliveryDetail>(pathOf(p.delivery, ping.id))).body;
      return d.attempts === 1 ? d : undefined;
    }, 'the refused attempt');
    expect(detail.attempts_list[0]).toMatchObject({ status_code: null, error: PRIVATE_ADDRESS });
    expect(detail.status).toBe('PENDING');
    expect(receiver.received).toEqual([]);
  });
});

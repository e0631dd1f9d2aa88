/**
 * Isolation cases of the company's webhooks (issue 30, modules/webhooks): A's owner and B's owner have each added
 * an endpoint over HTTP; A's is paused and holds a waiting ping delivery (no job runs on it, so A's side stays as
 * it is). B's lists show only B's endpoints; B cannot read, change, delete, pause, resume, ping A's endpoint, read
 * its secret or deliveries, read or resend A's delivery (404, as an unknown id); a contractor gets 403.
 */
import { apiPaths, type WebhookDelivery } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { createEndpoint, pathOf } from '../../modules/webhooks/webhooks.test-helpers.js';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import type { World } from './world.js';

export const webhookWorld = { aEndpointId: '', aDeliveryId: '' };

let seq = 0;
const p = apiPaths.webhooks;
/** Nothing listens there: no case's call may deliver anything anyway. */
const NOWHERE = 'http://127.0.0.1:9/hook';

/** A's and B's webhook data, made through the API as the owner does. */
export async function addWebhookData(_server: TestServer, w: Omit<World, 'markers'>): Promise<void> {
  const a = await createEndpoint(w.a, `${NOWHERE}?a`, ['payout.status_changed']);
  webhookWorld.aEndpointId = a.id;
  expect((await w.a.client.post(pathOf(p.pause, a.id))).status).toBe(200);
  const ping = await w.a.client.post<WebhookDelivery>(pathOf(p.ping, a.id));
  expect(ping.status).toBe(200);
  webhookWorld.aDeliveryId = ping.body.id;
  await createEndpoint(w.b, `${NOWHERE}?b`, ['contractor.joined']);
}

const aEndpoint = () => ({ params: { id: webhookWorld.aEndpointId } });
const aDelivery = () => ({ params: { id: webhookWorld.aDeliveryId } });

export const webhookCases: CaseTable = {
  [`GET ${p.list}`]: selfScoped('customer'),
  [`POST ${p.list}`]: selfScoped('customer', () => ({
    body: { url: `${NOWHERE}?b${++seq}`, events: ['task.status_changed'] },
  })),
  [`GET ${p.one}`]: ownerOnly('a', aEndpoint),
  [`PATCH ${p.one}`]: ownerOnly('a', () => ({
    ...aEndpoint(),
    body: { url: `${NOWHERE}?stolen`, events: ['balance.credited'] },
  })),
  [`DELETE ${p.one}`]: ownerOnly('a', aEndpoint),
  [`GET ${p.secret}`]: ownerOnly('a', aEndpoint),
  [`POST ${p.pause}`]: ownerOnly('a', aEndpoint),
  [`POST ${p.resume}`]: ownerOnly('a', aEndpoint),
  [`POST ${p.ping}`]: ownerOnly('a', aEndpoint),
  [`GET ${p.deliveries}`]: ownerOnly('a', aEndpoint),
  [`GET ${p.delivery}`]: ownerOnly('a', aDelivery),
  [`POST ${p.resend}`]: ownerOnly('a', aDelivery),
};

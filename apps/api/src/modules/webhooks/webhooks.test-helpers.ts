/**
 * Webhook tests' tools: a local receiver made with node:http that records every delivery (headers, the body as
 * received) and answers as told — 500 to the first N, or never (a hanging server) — and the company's endpoint
 * made through the API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, type WebhookEndpointCreated, type WebhookEventType } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index.js';
import type { LoggedInCompany } from '../../test-support/companies.js';
import type { TestServer } from '../../test-support/test-server.js';
import { deliverWebhook } from './webhook-deliver.job.js';

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

export type Receiver = {
  url: string;
  received: Received[];
  /** The next `n` requests are answered 500. */
  failNext(n: number): void;
  /** The next `n` requests get no answer at all (until the receiver closes). */
  hangNext(n: number): void;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let failing = 0;
  let hanging = 0;
  const hung: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      if (hanging > 0) {
        hanging--;
        hung.push(res);
        return;
      }
      const fail = failing > 0;
      if (fail) failing--;
      res.writeHead(fail ? 500 : 200, { 'content-type': 'text/plain' }).end(fail ? 'упал' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    failNext: (n) => {
      failing = n;
    },
    hangNext: (n) => {
      hanging = n;
    },
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function createEndpoint(
  owner: Pick<LoggedInCompany, 'client'>,
  url: string,
  events: (WebhookEventType | string)[] = ['payout.status_changed'],
): Promise<WebhookEndpointCreated> {
  const res = await owner.client.post<WebhookEndpointCreated>(apiPaths.webhooks.list, { url, events });
  expect(res.status).toBe(201);
  return res.body;
}

export const pathOf = (path: string, id: string) => path.replace(':id', id);

/** Makes the delivery due now and runs one attempt as the worker would (no waiting out the retry pause). */
export async function attemptNow(server: TestServer, deliveryId: string): Promise<void> {
  const ctx = server.runtime.ctx;
  await ctx.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(ctx.now().getTime() - 1000) })
    .where(eq(webhookDeliveries.id, deliveryId));
  await deliverWebhook(ctx, deliveryId);
}

/**
 * The webhook sandbox (issue 30): a company's endpoint pointed at an inbox gets the portal's signed deliveries,
 * kept as received and shown on a Russian page; `?fail=N` answers 500 to the first N of each event, so retries show.
 */
import { apiPaths, type WebhookDelivery, type WebhookDeliveryDetail } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../modules/webhooks/index.js';
import { createEndpoint, pathOf } from '../../modules/webhooks/webhooks.test-helpers.js';
import { loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

type Message = { method: string; headers: Record<string, string>; body: string; answered: number };
const messagesOf = async (inbox: string) =>
  ((await (await fetch(`${server.baseUrl}/sandbox/webhooks/in/${inbox}/messages`)).json()) as { items: Message[] })
    .items;

describe('the webhook sandbox', () => {
  it('keeps a ping as received, answers 500 while ?fail lasts, and shows it on its page', async () => {
    const owner = await loggedInCompany(server);
    const inbox = `t${Date.now()}`;
    const endpoint = await createEndpoint(owner, `${server.baseUrl}/sandbox/webhooks/in/${inbox}?fail=1`);
    const ping = (await owner.client.post<WebhookDelivery>(pathOf(apiPaths.webhooks.ping, endpoint.id))).body;
    const [first] = await waitFor(async () => {
      const items = await messagesOf(inbox);
      return items.length === 1 ? items : undefined;
    }, 'the first delivery in the inbox');
    expect(first!.answered).toBe(500);
    expect(first!.headers['x-vyplaty-event-id']).toBe(ping.event_id);
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhookSignature(first!.headers['x-vyplaty-signature'], first!.body, endpoint.secret, now, 300)).toBe(
      true,
    );
    // The inbox keeps the request as it arrives; the portal records the attempt once the answer is back, a moment later.
    const attempt = await waitFor(async () => {
      const detail = await owner.client.get<WebhookDeliveryDetail>(pathOf(apiPaths.webhooks.delivery, ping.id));
      return detail.body.attempts_list[0];
    }, 'the first attempt recorded');
    expect(attempt).toMatchObject({ status_code: 500 });

    const page = await fetch(`${server.baseUrl}/sandbox/webhooks?inbox=${inbox}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Песочница вебхуков');
    expect(html).toContain(ping.event_id);
    expect(html).toContain(`/sandbox/webhooks/in/${inbox}`);
  });
});

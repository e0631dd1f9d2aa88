/**
 * The OpenAPI document lists every webhook event with its body (issue 30 «For integrators»): OpenAPI 3.1
 * `webhooks`, each event's envelope with its `data` schema from the contracts, the signature header described.
 */
import { webhookEventTypeSchema } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

type Operation = {
  parameters: { name: string }[];
  requestBody: { content: { 'application/json': { schema: { properties: Record<string, Record<string, unknown>> } } } };
};
type Document = { openapi: string; webhooks: Record<string, { post: Operation }> };

describe('the OpenAPI document', () => {
  it('lists every event type and ping with its envelope, data schema and the signature header', async () => {
    const res = await server.client().get<Document>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.webhooks).sort()).toEqual([...webhookEventTypeSchema.options, 'ping'].sort());
    const payout = res.body.webhooks['payout.status_changed']!.post;
    const envelope = payout.requestBody.content['application/json'].schema.properties;
    expect(envelope.type).toEqual({ type: 'string', const: 'payout.status_changed' });
    expect(Object.keys((envelope.data as { properties: object }).properties)).toEqual([
      'payout_id',
      'payout_kind',
      'status',
      'amount',
      'employee_id',
      'registry_id',
    ]);
    expect(payout.parameters.map((p) => p.name)).toContain('x-vyplaty-signature');
  });
});

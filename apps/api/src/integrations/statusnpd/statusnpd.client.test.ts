/**
 * The public НПД status check against its sandbox over HTTP: answers from the FNS sandbox's taxpayers,
 * the checksum checked before any call, the sandbox's own 422s, the per-IP limit, an unavailable service.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FNS_SANDBOX_TAXPAYERS } from '../fns/fns.sandbox.js';
import { type FnsTestbed, startFnsTestbed } from '../fns/fns.testing.js';
import { createStatusNpdClient, StatusNpdError } from './statusnpd.client.js';
import { STATUSNPD_LIMITED_MESSAGE } from './statusnpd.sandbox.js';

let bed: FnsTestbed;
const { demo, unregistered } = FNS_SANDBOX_TAXPAYERS;
const client = (base = `${bed.baseUrl}/sandbox/statusnpd`) =>
  createStatusNpdClient({ baseUrl: () => base, timeoutMs: 2000, sleep: async () => {} });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof StatusNpdError)) throw new Error(`expected StatusNpdError, got ${String(error)}`);
  return error;
};

beforeAll(async () => {
  bed = await startFnsTestbed();
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.control('/reset');
  await bed.control('', { statusnpd_limit_per_minute: 100 });
});

describe('statusnpd client', () => {
  it('answers from the FNS sandbox’s taxpayers on the date asked', async () => {
    const statusNpd = client();
    expect(await statusNpd.check(demo, '2026-03-05')).toEqual({
      status: true,
      message: '500100732259 является плательщиком налога на профессиональный доход',
    });
    // Registered on 2024-03-01 (Moscow): not yet the day before.
    expect((await statusNpd.check(demo, '2024-02-29')).status).toBe(false);
    expect(await statusNpd.check(unregistered, '2026-03-05')).toEqual({
      status: false,
      message: '500398765463 не является плательщиком налога на профессиональный доход',
    });
    expect((await statusNpd.check(unregistered, '2025-01-10')).status).toBe(true);
  });

  it('a wrong checksum is «Некорректный ИНН» without a call; the sandbox refuses it too', async () => {
    const error = await failure(client().check('123456789012', '2026-03-05'));
    expect(error).toMatchObject({ code: 'validation.failed', message: 'Некорректный ИНН' });
    const response = await bed.app.inject({
      method: 'POST',
      url: '/sandbox/statusnpd/api/v1/tracker/taxpayer_status',
      payload: { inn: '123456789012', requestDate: '2026-03-05' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
  });

  it('over the per-IP limit the answer is 422 limited', async () => {
    await bed.control('', { statusnpd_limit_per_minute: 2 });
    const statusNpd = client();
    await statusNpd.check(demo, '2026-03-05');
    await statusNpd.check(demo, '2026-03-05');
    const error = await failure(statusNpd.check(demo, '2026-03-05'));
    expect(error).toMatchObject({ code: 'taxpayer.status.service.limited.error', message: STATUSNPD_LIMITED_MESSAGE });
  });

  it('a service that does not answer is «unavailable», not «not НПД»', async () => {
    const error = await failure(client('http://127.0.0.1:9/nowhere').check(demo, '2026-03-05'));
    expect(error.code).toBe('taxpayer.status.service.unavailable.error');
  });
});

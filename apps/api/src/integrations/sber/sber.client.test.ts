/**
 * The bank client against its sandbox on a bare Fastify: the token flow, the idempotent request, the
 * status poll, retries with backoff on 5xx, the mapping of failures to BANK_UNAVAILABLE and of the
 * bank's refusals to Russian reasons.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { BANK_UNAVAILABLE_MESSAGE, createSberClient, GENERAL_REJECTION, SberRejectedError } from './sber.client.js';
import { registerSberSandbox, SBER_SANDBOX_CLIENT_ID, SBER_SANDBOX_CLIENT_SECRET } from './sber.sandbox.js';

let app: FastifyInstance;
let baseUrl: string;
const pauses: number[] = [];

const client = (secret = SBER_SANDBOX_CLIENT_SECRET) =>
  createSberClient({
    baseUrl: () => `${baseUrl}/sandbox/sber`,
    clientId: SBER_SANDBOX_CLIENT_ID,
    clientSecret: secret,
    retries: 2,
    backoffMs: 100,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    // The jitter at its top: each pause is the whole exponential step.
    random: () => 1,
  });

const request = (inn = '7707083893', number = '40702810700380000001') => ({
  company: { inn, kpp: '773601001', ogrn: '1027700132195', name: 'ООО "Тест"' },
  settlement_account: { number, bik: '044525225' },
});

async function control(body: Record<string, unknown>) {
  await app.inject({ method: 'POST', url: '/sandbox/sber/control', payload: body });
}

beforeAll(async () => {
  app = Fastify();
  registerSberSandbox(app, { bindDelayMs: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());
beforeEach(async () => {
  pauses.length = 0;
  await control({ bind_delay_ms: 0, deny_inns: [], fail_next: 0, fail_status: 503 });
});

describe('sber client', () => {
  it('binds: token, request, status BOUND; the same key gives the same request', async () => {
    const sber = client();
    const { requestId } = await sber.requestBinding(request(), 'key-1');
    expect((await sber.requestBinding(request(), 'key-1')).requestId).toBe(requestId);
    expect(await sber.getBinding(requestId)).toEqual({ status: 'BOUND', nominalAccountId: expect.any(String) });
  });

  it('reports PROCESSING until the bank has decided', async () => {
    await control({ bind_delay_ms: 60_000 });
    const sber = client();
    const { requestId } = await sber.requestBinding(request(), 'key-2');
    expect(await sber.getBinding(requestId)).toEqual({ status: 'PROCESSING' });
  });

  it('turns the bank’s rejection codes into Russian reasons', async () => {
    await control({ deny_inns: ['7736207543'] });
    const sber = client();
    const denied = await sber.requestBinding(request('7736207543'), 'key-3');
    expect(await sber.getBinding(denied.requestId)).toEqual({
      status: 'REJECTED',
      reason: 'Банк отказал в подключении номинального счёта: компания не прошла проверку банка',
    });
    const noAccount = await sber.requestBinding(request('7707083893', ''), 'key-4');
    expect(await sber.getBinding(noAccount.requestId)).toEqual({
      status: 'REJECTED',
      reason: 'Банк отказал в подключении: не указан расчётный счёт компании',
    });
  });

  it('a request the bank refuses outright (400) is a SberRejectedError', async () => {
    const error = await client()
      .requestBinding(request('12'), 'key-5')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SberRejectedError);
    expect((error as SberRejectedError).reason).toBe('Банк не принял заявку: проверьте реквизиты компании');
    expect(GENERAL_REJECTION).toMatch(/^Банк отказал/);
  });

  it('retries 5xx with doubling pauses, then answers BANK_UNAVAILABLE', async () => {
    await control({ fail_next: 2 });
    const sber = client();
    await sber.requestBinding(request(), 'key-6');
    expect(pauses).toEqual([100, 200]);

    pauses.length = 0;
    await control({ fail_next: 10, fail_status: 502 });
    const error = await sber.getBinding('whatever').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BANK_UNAVAILABLE', message: BANK_UNAVAILABLE_MESSAGE, upstream: 502 });
    expect(pauses).toEqual([100, 200]);
  });

  it('wrong credentials and an unknown request are BANK_UNAVAILABLE without retries', async () => {
    const wrong = await client('wrong')
      .requestBinding(request(), 'key-7')
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 'BANK_UNAVAILABLE', upstream: 'token 401' });
    const unknown = await client()
      .getBinding('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'BANK_UNAVAILABLE', upstream: 404 });
    expect(pauses).toEqual([]);
  });

  it('a network failure is retried and then BANK_UNAVAILABLE', async () => {
    const offline = createSberClient({
      baseUrl: () => 'http://127.0.0.1:1',
      clientId: 'x',
      clientSecret: 'y',
      retries: 1,
      backoffMs: 1,
      sleep: async () => {},
    });
    await expect(offline.getBinding('x')).rejects.toMatchObject({ code: 'BANK_UNAVAILABLE', upstream: 'network' });
  });
});

/**
 * The Госключ client against its sandbox on a bare Fastify over HTTP: token, send (idempotent, also
 * after a lost answer), status through PENDING → SIGNED / REJECTED / EXPIRED / ERROR, the detached
 * signature verified with the crypto core, retries on 5xx and the Russian refusals.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { verifyDetachedCades } from '../../lib/signature-crypto/index.js';
import { CA, freshCrl } from '../../lib/signature-crypto/test-pki.js';
import { createGoskeyClient } from './goskey.client.js';
import { GOSKEY_SANDBOX_API_KEY, registerGoskeySandbox } from './goskey.sandbox.js';
import {
  GOSKEY_UNAVAILABLE_MESSAGE,
  GoskeyRefusedError,
  type GoskeySendRequest,
  GoskeySendUnknownError,
} from './goskey.types.js';

let app: FastifyInstance;
let baseUrl: string;
const pauses: number[] = [];

const client = (apiKey = GOSKEY_SANDBOX_API_KEY) =>
  createGoskeyClient({
    baseUrl: () => `${baseUrl}/sandbox/goskey`,
    apiKey,
    retries: 2,
    backoffMs: 100,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    random: () => 1,
  });

const SNILS = '11223344595';
const content = new TextEncoder().encode('Акт № 1 — байты, которые подписывают');
const request = (over: Partial<GoskeySendRequest> = {}): GoskeySendRequest => ({
  signer: { snils: SNILS, lastName: 'Сидоров', firstName: 'Иван', middleName: 'Петрович', inn: '500100732259' },
  signatureType: 'UKEP',
  ttlSeconds: 3600,
  title: 'Акт № 1',
  document: { name: 'Акт № 1.pdf', mimeType: 'application/pdf', content },
  ...over,
});

const control = (url: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/sandbox/goskey/control${url}`, payload });

beforeAll(async () => {
  app = Fastify();
  registerGoskeySandbox(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());
beforeEach(async () => {
  pauses.length = 0;
  await control('/faults', { send_fail_next: 0, lost_answer_next: 0, unknown_snils: [] });
});

describe('Госключ client against the sandbox', () => {
  it('sends, stays PENDING, the person signs: SIGNED and a CAdES-BES over the exact bytes by their certificate', async () => {
    const goskey = client();
    const sent = await goskey.send(request(), 'key-signed');
    expect(sent.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await goskey.status(sent.requestId)).toMatchObject({ status: 'PENDING' });
    expect((await control(`/requests/${sent.requestId}/sign`)).statusCode).toBe(200);
    expect(await goskey.status(sent.requestId)).toMatchObject({ status: 'SIGNED' });
    const cms = await goskey.fetchSignature(sent.requestId);
    const result = verifyDetachedCades({
      signature: cms,
      content,
      at: new Date(),
      trustedRoots: [CA],
      crls: [freshCrl()],
    });
    expect(result.firstFailure).toBeNull();
    expect(result.signer).toMatchObject({ snils: SNILS, inn: '500100732259' });
    expect(result.signer?.fio ?? result.signer?.commonName).toContain('Сидоров Иван Петрович');
  });

  it('the same idempotency key answers the same request; a lost answer is found again by the retry', async () => {
    const goskey = client();
    const first = await goskey.send(request(), 'key-same');
    expect((await goskey.send(request(), 'key-same')).requestId).toBe(first.requestId);
    await control('/faults', { lost_answer_next: 1 });
    const lost = await goskey.send(request(), 'key-lost');
    expect(pauses).toEqual([100]);
    const listed = await app.inject({ url: `/sandbox/goskey/control/requests?snils=${SNILS}` });
    expect(listed.json().items.filter((r: { idempotency_key: string }) => r.idempotency_key === 'key-lost')).toEqual([
      expect.objectContaining({ request_id: lost.requestId }),
    ]);
  });

  it('answers lost on every attempt: the send is unknown (not «unavailable»), and the same key later finds the one request', async () => {
    await control('/faults', { lost_answer_next: 3 });
    const unknown = await client()
      .send(request(), 'key-lost-always')
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(GoskeySendUnknownError);
    const again = await client().send(request(), 'key-lost-always');
    const listed = await app.inject({ url: `/sandbox/goskey/control/requests?snils=${SNILS}` });
    expect(
      listed.json().items.filter((r: { idempotency_key: string }) => r.idempotency_key === 'key-lost-always'),
    ).toEqual([expect.objectContaining({ request_id: again.requestId })]);
  });

  it('rejected, expired and failed requests come back with Russian reasons', async () => {
    const goskey = client();
    const rejected = await goskey.send(request(), 'key-reject');
    await control(`/requests/${rejected.requestId}/reject`);
    expect(await goskey.status(rejected.requestId)).toEqual({ status: 'REJECTED', reason: 'Отклонено в Госключе' });
    const expired = await goskey.send(request(), 'key-expire');
    await control(`/requests/${expired.requestId}/expire`);
    expect(await goskey.status(expired.requestId)).toEqual({ status: 'EXPIRED' });
    const failed = await goskey.send(request(), 'key-fail');
    await control(`/requests/${failed.requestId}/fail`);
    expect(await goskey.status(failed.requestId)).toEqual({
      status: 'ERROR',
      reason: 'Госключ не смог подписать документ',
    });
  });

  it('retries a 503 and succeeds; spent retries become GOSKEY_UNAVAILABLE', async () => {
    await control('/faults', { send_fail_next: 2 });
    const sent = await client().send(request(), 'key-retry');
    expect(sent.requestId).toBeTruthy();
    expect(pauses).toEqual([100, 200]);
    await control('/faults', { send_fail_next: 5 });
    const error = await client()
      .send(request(), 'key-down')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'GOSKEY_UNAVAILABLE', message: GOSKEY_UNAVAILABLE_MESSAGE });
  });

  it('an unknown СНИЛС and a bad package are refused with Russian reasons; a wrong key is unavailable', async () => {
    await control('/faults', { unknown_snils: [SNILS] });
    const unknown = await client()
      .send(request(), 'key-unknown')
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(GoskeyRefusedError);
    expect((unknown as GoskeyRefusedError).reason).toMatch(/не нашёл пользователя с этим СНИЛС/);
    const bad = await client()
      .send(request({ ttlSeconds: 1 }), 'key-bad')
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 'INVALID_REQUEST', reason: 'Госключ не принял запрос на подписание' });
    const wrongKey = await client('wrong')
      .send(request(), 'key-wrong')
      .catch((e: unknown) => e);
    expect(wrongKey).toMatchObject({ code: 'GOSKEY_UNAVAILABLE' });
  });

  it('the sandbox page lists a pending request with «Подписать» / «Отклонить»; the form signs it', async () => {
    const sent = await client().send(request({ title: 'Договор № 7' }), 'key-page');
    const page = await app.inject({ url: '/sandbox/goskey' });
    expect(page.body).toContain('Договор № 7');
    expect(page.body).toContain(`/sandbox/goskey/ui/requests/${sent.requestId}/sign`);
    expect(page.body).not.toContain(SNILS);
    const signed = await app.inject({
      method: 'POST',
      url: `/sandbox/goskey/ui/requests/${sent.requestId}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(signed.statusCode).toBe(303);
    expect(await client().status(sent.requestId)).toMatchObject({ status: 'SIGNED' });
  });
});

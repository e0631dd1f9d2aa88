/**
 * The FNS client against its sandbox over HTTP: the async send/receive pattern (PROCESSING, then the
 * answer), a restart that resumes by MessageId without sending twice, an unknown MessageId, token
 * renewal, transport retries with jitter and FNS_UNAVAILABLE, the poll budget, platform errors.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import {
  FNS_UNAVAILABLE_MESSAGE,
  FnsMessageNotFoundError,
  FnsPlatformError,
  FnsStillProcessingError,
} from './fns.errors.js';
import { FNS_SANDBOX_TAXPAYERS } from './fns.sandbox.js';
import { type FnsTestbed, startFnsTestbed } from './fns.testing.js';

let bed: FnsTestbed;
const demo = FNS_SANDBOX_TAXPAYERS.demo;
type LoggedMessage = { message_id: string; method: string; inn: string | null };
const messages = async () => (await bed.get<{ items: LoggedMessage[] }>('/sandbox/fns/control/messages')).items;

beforeAll(async () => {
  bed = await startFnsTestbed();
});
afterAll(() => bed.close());
// Every payload each test exchanged follows the XSD 0.28 (fns.schema-check.ts).
afterEach(() => bed.checkSchema());
beforeEach(async () => {
  bed.pauses.length = 0;
  await bed.control('/reset');
});

describe('fns client: the async pattern', () => {
  it('receive answers PROCESSING until the message is ready, then COMPLETED with the parsed answer', async () => {
    await bed.control('', { message_delay_ms: 150 });
    const fns = bed.client();
    const messageId = await fns.send('GetTaxpayerStatus', { inn: demo });
    expect(await fns.receive('GetTaxpayerStatus', messageId)).toEqual({ status: 'PROCESSING' });
    await new Promise((r) => setTimeout(r, 170));
    expect(await fns.receive('GetTaxpayerStatus', messageId)).toEqual({
      status: 'COMPLETED',
      response: expect.objectContaining({
        firstName: 'Пётр',
        secondName: 'Петров',
        patronymic: 'Петрович',
        registrationTime: '2024-02-29T21:00:00.000Z',
        unregistrationTime: null,
        phone: '79990000001',
        region: '46000000',
      }),
    });
  });

  it('after a restart a new client receives the answer by MessageId; the request was sent once', async () => {
    await bed.control('', { message_delay_ms: 50 });
    const messageId = await bed.client().send('GetTaxpayerRestrictions', { inn: demo });
    await new Promise((r) => setTimeout(r, 60));
    const restarted = bed.client();
    expect(await restarted.receive('GetTaxpayerRestrictions', messageId)).toEqual({
      status: 'COMPLETED',
      response: { requestResult: 'ALLOW', rejectionCode: null },
    });
    const sent = (await messages()).filter((m) => m.method === 'GetTaxpayerRestrictionsRequest');
    expect(sent).toEqual([expect.objectContaining({ message_id: messageId, inn: demo })]);
  });

  it('an unknown MessageId is FnsMessageNotFoundError (soap:Fault)', async () => {
    const error = await bed
      .client()
      .receive('GetTaxpayerStatus', '00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FnsMessageNotFoundError);
    expect((error as FnsMessageNotFoundError).messageId).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('call gives up after its budget when the answer never comes: FnsStillProcessingError with the MessageId', async () => {
    await bed.control('', { lose_next: 1 });
    const error = await bed
      .client()
      .call('GetRegionsList', {}, { budgetMs: 10_000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FnsStillProcessingError);
    const [lost] = await messages();
    expect((error as FnsStillProcessingError).messageId).toBe(lost?.message_id);
    // Pauses grow from about 1 s (with jitter: half to full step) and stay within the budget.
    expect(bed.pauses[0]).toBeGreaterThanOrEqual(500);
    expect(bed.pauses[0]).toBeLessThanOrEqual(1000);
    expect(bed.pauses.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    expect(bed.pauses.length).toBeGreaterThan(2);
  });
});

describe('fns client: transport', () => {
  it('renews an expired temporary token without the caller noticing', async () => {
    const fns = bed.client();
    expect((await fns.call('GetRegionsList', {})).regions.length).toBeGreaterThan(0);
    await bed.control('', { expire_tokens: true });
    expect((await fns.call('GetCancelIncomeReasonsList', {})).codes).toHaveLength(2);
  });

  it('asks for a new token when the cached one nears its expiry', async () => {
    await bed.control('', { token_ttl_ms: 60_000 });
    const fns = bed.client();
    await fns.call('GetRegionsList', {});
    await bed.control('', { expire_tokens: true, token_ttl_ms: 3_600_000 });
    // The 1-minute token is within the 5-minute margin: renewed before use, not rejected.
    expect((await fns.call('GetRegionsList', {})).regions.length).toBeGreaterThan(0);
  });

  it('retries HTTP 503 with growing, jittered pauses and then succeeds', async () => {
    await bed.control('', { http_fail_next: 2 });
    const answer = await bed.client().call('GetCancelIncomeReasonsList', {});
    expect(answer.codes.map((c) => c.code)).toEqual(['REFUND', 'REGISTRATION_MISTAKE']);
    const [first, second] = bed.pauses;
    expect(first).toBeGreaterThanOrEqual(50);
    expect(first).toBeLessThanOrEqual(100);
    expect(second).toBeGreaterThanOrEqual(100);
    expect(second).toBeLessThanOrEqual(200);
  });

  it('after the retries FNS is unavailable: AppError FNS_UNAVAILABLE with a Russian message', async () => {
    await bed.control('', { http_fail_next: 10 });
    const error = await bed
      .client()
      .send('GetRegionsList', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'FNS_UNAVAILABLE', status: 503, message: FNS_UNAVAILABLE_MESSAGE });
    expect(bed.pauses).toHaveLength(2);
  });

  it('a wrong master token is FNS_UNAVAILABLE, not retried', async () => {
    const error = await bed
      .client({ masterToken: 'wrong' })
      .send('GetRegionsList', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FNS_UNAVAILABLE' });
    expect(bed.pauses).toHaveLength(0);
  });
});

describe('fns client: platform errors', () => {
  it('PARTNER_DENY and INTERNAL_ERROR come as FnsPlatformError with the Russian text; only the latter is retryable', async () => {
    const fns = bed.client();
    await bed.control('', { partner_deny: true });
    const deny = await fns.call('GetTaxpayerStatus', { inn: demo }).catch((e: unknown) => e);
    expect(deny).toBeInstanceOf(FnsPlatformError);
    expect(deny).toMatchObject({
      code: 'PARTNER_DENY',
      russian: 'Партнеру отказано в осуществлении операции(й)',
      retryable: false,
    });
    await bed.control('', { partner_deny: false, internal_error_next: 1 });
    const internal = await fns.call('GetTaxpayerStatus', { inn: demo }).catch((e: unknown) => e);
    expect(internal).toMatchObject({ code: 'INTERNAL_ERROR', russian: 'Внутренняя ошибка ПП НПД', retryable: true });
    // The switch was for the next one only.
    expect((await fns.call('GetTaxpayerStatus', { inn: demo })).firstName).toBe('Пётр');
  });

  it('a malformed request is REQUEST_VALIDATION_ERROR', async () => {
    const error = await bed
      .client()
      .call('GetTaxpayerStatus', { inn: '123456789012' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'REQUEST_VALIDATION_ERROR', russian: 'Ошибка парсинга запроса' });
  });
});

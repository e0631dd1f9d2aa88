/**
 * GetMessagesRequest (DOMAIN.md §9.2) through the real client against the sandbox over HTTP: many
 * receipts' answers polled in batches of the client's setting, each read as GetMessage reads it
 * (PROCESSING, COMPLETED, an SmzPlatformError, FAILED); FNS's three refusals of a whole call with their
 * Russian texts — too many ids (the client's setting above the sandbox's), repeated ids (sent raw: the
 * client de-duplicates), too many calls (the client pauses and succeeds, or gives up typed); and every
 * payload inside the batch answers checked against the XSD 0.28.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FNS_GET_MESSAGES_REFUSALS,
  FnsGetMessagesRefusedError,
  FnsMessageNotFoundError,
  FnsPlatformError,
} from './fns.errors.js';
import { fnsMessageState } from './fns.get-messages.js';
import { FNS_SANDBOX_MASTER_TOKEN, FNS_SANDBOX_TAXPAYERS, FNS_SANDBOX_USER_TOKEN } from './fns.sandbox.js';
import { fnsSchemaErrors, payloadsOf } from './fns.schema-check.js';
import { type FnsTestbed, startFnsTestbed } from './fns.testing.js';
import type { FnsClient, FnsRequestOf } from './fns.types.js';
import { ASYNC_NS, asNode, buildEnvelope, list, PAYLOAD_NS, parseEnvelope, text } from './soap.js';

let bed: FnsTestbed;
const { demo } = FNS_SANDBOX_TAXPAYERS;
const unknownId = '00000000-0000-4000-8000-000000000000';
type Exchange = { seq: number; status: number; request: string; response: string };

const exchanges = async () => (await bed.get<{ items: Exchange[] }>('/sandbox/fns/control/exchanges')).items;
/** The GetMessages exchanges since `seq`. */
const batchCalls = async (after: number) =>
  (await exchanges()).filter((e) => e.seq > after && e.request.includes('GetMessagesRequest'));
const lastSeq = async () => (await exchanges()).at(-1)?.seq ?? 0;
const idsOf = (requestXml: string) =>
  list(asNode(parseEnvelope(requestXml)?.body.GetMessagesRequest)?.Expressions).map((e) => text(asNode(e)?.MessageId));
const faultOf = (responseXml: string) => parseEnvelope(responseXml)?.fault;

const income = (operationUniqueId: string): FnsRequestOf<'PostIncomeRequestV2'> => ({
  inn: demo,
  requestTime: '2026-03-05T09:00:00.000Z',
  operationTime: '2026-03-05T09:00:00.000Z',
  incomeType: 'FROM_LEGAL_ENTITY',
  customerInn: '7707083893',
  customerOrganization: 'ООО "Ромашка"',
  services: [{ name: 'Разработка сайта', amountKopecks: 150_000n, quantity: 1 }],
  totalAmountKopecks: 150_000n,
  operationUniqueId,
});

/** `count` receipts sent; the message ids in order. */
async function sendReceipts(fns: FnsClient, count: number, prefix = 'payout') {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) ids.push(await fns.send('PostIncomeRequestV2', income(`${prefix}-${i}`)));
  return ids;
}

const settle = () => new Promise((r) => setTimeout(r, 30));

/** A GetMessagesRequest written by hand, with the temporary token of a raw AuthRequest. */
async function rawGetMessages(ids: string[]) {
  const auth = await fetch(`${bed.baseUrl}/sandbox/fns/open-api/AuthService/0.1`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: buildEnvelope({
      AuthRequest: {
        '@_xmlns': 'urn://x-artefacts-gnivc-ru/ais3/kkt/AuthService/types/1.0',
        AuthAppInfo: { MasterToken: FNS_SANDBOX_MASTER_TOKEN },
      },
    }),
  });
  const token = text(asNode(asNode(parseEnvelope(await auth.text())?.body.AuthResponse)?.Result)?.Token) ?? '';
  const response = await fetch(`${bed.baseUrl}/sandbox/fns/ais3/smz/SmzIntegrationService`, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: 'urn:GetMessagesRequest',
      'FNS-OpenApi-Token': token,
      'FNS-OpenApi-UserToken': FNS_SANDBOX_USER_TOKEN,
    },
    body: buildEnvelope({
      GetMessagesRequest: {
        '@_xmlns': ASYNC_NS,
        Expressions: ids.map((MessageId) => ({ MessageId, UserToken: FNS_SANDBOX_USER_TOKEN })),
      },
    }),
  });
  return { status: response.status, envelope: parseEnvelope(await response.text()) };
}

beforeAll(async () => {
  bed = await startFnsTestbed();
});
afterAll(() => bed.close());
// Every payload each test exchanged follows the XSD 0.28, those inside GetMessagesResponse included.
afterEach(() => bed.checkSchema());
beforeEach(async () => {
  await bed.control('/reset');
  await bed.bindDemo();
  bed.pauses.length = 0;
});

describe('fns GetMessages: batches', () => {
  it('polls many ids in batches of the setting, in order, once each, PROCESSING/COMPLETED/error/FAILED mixed', async () => {
    const sender = bed.client();
    const ready = await sendReceipts(sender, 5);
    await bed.control('', { lose_next: 1 });
    const [lost] = await sendReceipts(sender, 1, 'lost');
    // The same OperationUniqueId again: FNS answers DUPLICATE (COMPLETED with an SmzPlatformError).
    const [duplicate] = await sendReceipts(sender, 1);
    await settle();
    const asked = [...ready, lost!, duplicate!, unknownId, ready[0]!, lost!];
    const before = await lastSeq();

    const polled = await bed.client({ getMessagesBatchSize: 3 }).getMessages('PostIncomeRequestV2', asked);

    // Repeats dropped, first-seen order kept: 8 ids in calls of 3, 3 and 2, no id twice.
    expect(polled.map((p) => p.messageId)).toEqual([...ready, lost, duplicate, unknownId]);
    const calls = await batchCalls(before);
    expect(calls.map((c) => idsOf(c.request))).toEqual([
      ready.slice(0, 3),
      [...ready.slice(3), lost],
      [duplicate, unknownId],
    ]);
    expect(calls.every((c) => c.status === 200)).toBe(true);

    for (const item of polled.slice(0, 5)) {
      expect(item).toMatchObject({
        ok: true,
        state: { status: 'COMPLETED', response: { receiptId: expect.any(String), link: expect.any(String) } },
      });
    }
    expect(polled[5]).toEqual({ messageId: lost, ok: true, state: { status: 'PROCESSING' } });
    const [, , , , , , dup, failed] = polled;
    expect(dup?.ok === false && dup.error).toBeInstanceOf(FnsPlatformError);
    expect(dup).toMatchObject({ error: { code: 'DUPLICATE', russian: 'Такой доход уже был зарегистрирован' } });
    expect(failed?.ok === false && failed.error).toBeInstanceOf(FnsMessageNotFoundError);
    expect(failed).toMatchObject({ error: { messageId: unknownId } });
    // The FAILED answer as the sandbox wrote it.
    const answers = list(asNode(parseEnvelope(calls[2]!.response)?.body.GetMessagesResponse)?.Messages);
    expect(answers.map((a) => text(asNode(a)?.ProcessingStatus))).toEqual(['COMPLETED', 'FAILED']);
  });

  it('each polled message is what receive gives for that id: fnsMessageState returns or throws the same', async () => {
    const fns = bed.client();
    const ids = await sendReceipts(fns, 2);
    await bed.control('', { internal_error_next: 1 });
    ids.push(...(await sendReceipts(fns, 1, 'internal')));
    await bed.control('', { lose_next: 1 });
    ids.push(...(await sendReceipts(fns, 1, 'lost')), unknownId);
    await settle();
    const polled = await fns.getMessages('PostIncomeRequestV2', ids);
    const outcome = async (read: () => unknown) => {
      try {
        return { value: await read() };
      } catch (error) {
        return { error: [(error as Error).name, (error as { code?: string }).code] };
      }
    };
    for (const [i, id] of ids.entries()) {
      const batch = await outcome(() => fnsMessageState(polled[i]!));
      expect(batch).toEqual(await outcome(() => fns.receive('PostIncomeRequestV2', id)));
    }
    expect(polled[2]).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', retryable: true } });
  });

  it('writes the request FNS expects: Expressions of MessageId then UserToken, in the async namespace', async () => {
    const [id] = await sendReceipts(bed.client(), 1);
    const before = await lastSeq();
    await bed.client().getMessages('PostIncomeRequestV2', [id!]);
    const [call] = await batchCalls(before);
    expect(call?.request).toContain(
      `<GetMessagesRequest xmlns="${ASYNC_NS}"><Expressions><MessageId>${id}</MessageId>` +
        `<UserToken>${FNS_SANDBOX_USER_TOKEN}</UserToken></Expressions></GetMessagesRequest>`,
    );
  });

  it('no ids: no call', async () => {
    const before = await lastSeq();
    expect(await bed.client().getMessages('PostIncomeRequestV2', [])).toEqual([]);
    expect(await batchCalls(before)).toEqual([]);
  });
});

describe('fns GetMessages: FNS refuses the whole call', () => {
  it('too many ids: the client set above the sandbox refuses at once, typed, with FNS text', async () => {
    await bed.control('', { get_messages_max_ids: 3 });
    const ids = await sendReceipts(bed.client(), 5);
    await settle();
    const before = await lastSeq();
    const error = await bed
      .client({ getMessagesBatchSize: 5 })
      .getMessages('PostIncomeRequestV2', ids)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FnsGetMessagesRefusedError);
    expect(error).toMatchObject({
      reason: 'TOO_MANY_IDS',
      fault: 'В запросе было передано недопустимое количество messageId',
      russian: 'В запросе было передано недопустимое количество messageId',
    });
    expect(bed.pauses).toEqual([]);
    const [call] = await batchCalls(before);
    expect(call?.status).toBe(500);
    expect(faultOf(call!.response)).toEqual({ code: 'soap:Client', message: FNS_GET_MESSAGES_REFUSALS.TOO_MANY_IDS });

    // At the sandbox's size the same ids are answered, in two calls.
    const polled = await bed.client({ getMessagesBatchSize: 3 }).getMessages('PostIncomeRequestV2', ids);
    expect(polled.every((p) => p.ok && p.state.status === 'COMPLETED')).toBe(true);
  });

  it('repeated ids (sent raw: the client never repeats) and no ids are refused with FNS texts', async () => {
    const [id, other] = await sendReceipts(bed.client(), 2);
    const repeated = await rawGetMessages([id!, other!, id!]);
    expect(repeated.status).toBe(500);
    expect(repeated.envelope?.fault).toEqual({
      code: 'soap:Client',
      message: 'В запросе переданы повторяющиеся значения messageId',
    });
    const none = await rawGetMessages([]);
    expect(none.envelope?.fault?.message).toBe(FNS_GET_MESSAGES_REFUSALS.TOO_MANY_IDS);
    const fine = await rawGetMessages([id!, other!]);
    expect(fine.status).toBe(200);
    expect(list(asNode(fine.envelope?.body.GetMessagesResponse)?.Messages)).toHaveLength(2);
  });

  it('too many calls: the client pauses, tries again and gets every answer', async () => {
    await bed.control('', { get_messages_max_calls: 2, get_messages_period_ms: 250 });
    const ids = await sendReceipts(bed.client(), 8);
    await settle();
    const before = await lastSeq();
    const fns = bed.client({ getMessagesBatchSize: 2, getMessagesBackoffMs: 100, realPauses: true });
    const polled = await fns.getMessages('PostIncomeRequestV2', ids);

    expect(polled.map((p) => p.messageId)).toEqual(ids);
    expect(polled.every((p) => p.ok && p.state.status === 'COMPLETED')).toBe(true);
    const calls = await batchCalls(before);
    const refused = calls.filter((c) => c.status === 500);
    expect(refused.length).toBeGreaterThan(0);
    for (const call of refused) {
      expect(faultOf(call.response)?.message).toBe('Превышено количество запросов метода GetMessages');
    }
    expect(calls.filter((c) => c.status === 200)).toHaveLength(4);
    expect(bed.pauses).toHaveLength(refused.length);
    // The first pause of each wait is about the backoff (half to all of it, with jitter).
    expect(bed.pauses[0]).toBeGreaterThanOrEqual(50);
    expect(bed.pauses[0]).toBeLessThanOrEqual(100);
  });

  it('too many calls that last beyond the retries: FnsGetMessagesRefusedError TOO_MANY_CALLS after growing pauses', async () => {
    await bed.control('', { get_messages_max_calls: 1, get_messages_period_ms: 60_000 });
    const ids = await sendReceipts(bed.client(), 2);
    await settle();
    const error = await bed
      .client({ getMessagesBatchSize: 1, getMessagesRetries: 3, getMessagesBackoffMs: 1000 })
      .getMessages('PostIncomeRequestV2', ids)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FnsGetMessagesRefusedError);
    expect(error).toMatchObject({ reason: 'TOO_MANY_CALLS', russian: FNS_GET_MESSAGES_REFUSALS.TOO_MANY_CALLS });
    expect(bed.pauses).toHaveLength(3);
    const [first, second, third] = bed.pauses as [number, number, number];
    expect(first).toBeGreaterThanOrEqual(500);
    expect(first).toBeLessThanOrEqual(1000);
    expect(second).toBeGreaterThanOrEqual(1000);
    expect(third).toBeGreaterThanOrEqual(2000);
  });

  it('the limits are sandbox settings: defaults, set by control, back to the defaults on reset', async () => {
    const defaults = { maxIds: 100, maxCalls: 20, periodMs: 1000 };
    expect(await bed.control('')).toMatchObject({ getMessages: defaults });
    expect(await bed.control('', { get_messages_max_ids: 7 })).toMatchObject({
      getMessages: { ...defaults, maxIds: 7 },
    });
    await bed.control('/reset');
    expect(await bed.control('')).toMatchObject({ getMessages: defaults });
  });
});

describe('fns GetMessages: schema 0.28', () => {
  it('every payload inside GetMessagesResponse is found and validated', async () => {
    await bed.checkSchema();
    const fns = bed.client();
    const ids = await sendReceipts(fns, 2);
    ids.push(...(await sendReceipts(fns, 1)));
    await settle();
    await fns.getMessages('PostIncomeRequestV2', ids);
    const answered = (await bed.checkSchema()).filter((p) => p.direction === 'answered').map((p) => p.element);
    // GetMessage (bindDemo aside) was not used: these come from the batch answer.
    expect(answered.filter((e) => e === 'PostIncomeResponseV2')).toHaveLength(2);
    expect(answered).toContain('SmzPlatformError');
  });

  it('a broken payload inside GetMessagesResponse is caught', async () => {
    const envelope =
      '<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>' +
      `<GetMessagesResponse xmlns="${ASYNC_NS}">` +
      `<Messages><MessageId>1</MessageId><ProcessingStatus>COMPLETED</ProcessingStatus><Message>` +
      `<PostIncomeResponseV2 xmlns="${PAYLOAD_NS}"><ReceiptId>r1</ReceiptId><Link>l</Link></PostIncomeResponseV2></Message></Messages>` +
      `<Messages><MessageId>2</MessageId><ProcessingStatus>COMPLETED</ProcessingStatus><Message>` +
      `<PostIncomeResponseV2 xmlns="${PAYLOAD_NS}"><Link>l</Link></PostIncomeResponseV2></Message></Messages>` +
      '</GetMessagesResponse></S:Body></S:Envelope>';
    const payloads = payloadsOf(envelope, 'answered');
    expect(payloads.map((p) => p.element)).toEqual(['PostIncomeResponseV2', 'PostIncomeResponseV2']);
    const errors = await fnsSchemaErrors(payloads);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ReceiptId');
  });
});

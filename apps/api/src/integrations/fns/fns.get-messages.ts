/**
 * GetMessagesRequest, the client side (DOMAIN.md §9.2): the answers of many MessageIds in few calls.
 *
 *   GetMessagesRequest{Expressions[]{MessageId, UserToken}}
 *   → GetMessagesResponse{Messages[]{MessageId, ProcessingStatus PROCESSING|COMPLETED|FAILED, Message?}}
 *
 * FNS refuses a whole call for too many ids, a repeated id or too many calls, with Russian texts and no
 * published numbers. So the ids are de-duplicated here, cut into batches of the configured size (a
 * setting: it must not exceed FNS's limit), sent one call after another, and «too many calls» is waited
 * out with growing, jittered pauses; the other refusals are configuration or bugs and are thrown at once.
 * Each id's answer is read exactly as GetMessage's (fns.message.ts).
 */
import { jittered } from '../retry.js';
import {
  FnsGetMessagesRefusedError,
  type FnsReceiveError,
  fnsUnavailable,
  getMessagesRefusalOf,
  isFnsReceiveError,
} from './fns.errors.js';
import { readMessage } from './fns.message.js';
import type { FnsClient, FnsMessageState, FnsMethod, FnsPolledMessage } from './fns.types.js';
import { ASYNC_NS, asNode, list, type ParsedEnvelope, text, type XmlNode } from './soap.js';

export type GetMessagesOptions = {
  /** One authorised exchange with the service, transport retries included (fns.client.ts). */
  exchange: (body: XmlNode) => Promise<ParsedEnvelope>;
  /** The partner's user token, repeated in every Expressions as FNS asks. */
  userToken: string;
  /** MessageIds per call: FNS_GET_MESSAGES_BATCH_SIZE. */
  batchSize: number;
  /** Further attempts of a call refused for «too many calls». */
  retries: number;
  /** The first pause after «too many calls»; doubles each time (at most MAX_PAUSE_MS), with jitter. */
  backoffMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
};

const MAX_PAUSE_MS = 30_000;

/** A batch's answer per id; an id FNS left out is FNS_UNAVAILABLE for that id (poll it again later). */
function readBatch<M extends FnsMethod>(method: M, ids: string[], body: XmlNode): FnsPolledMessage<M>[] {
  const response = asNode(body.GetMessagesResponse);
  if (!response) throw fnsUnavailable('GetMessagesResponse missing');
  const answers = new Map<string, XmlNode>();
  for (const item of list(response.Messages)) {
    const node = asNode(item);
    const messageId = text(node?.MessageId);
    if (node && messageId) answers.set(messageId, node);
  }
  return ids.map((messageId): FnsPolledMessage<M> => {
    const answer = answers.get(messageId);
    if (!answer) return { messageId, ok: false, error: fnsUnavailable(`GetMessagesResponse without ${messageId}`) };
    try {
      return { messageId, ok: true, state: readMessage(method, messageId, answer, 'GetMessagesResponse') };
    } catch (error) {
      if (isFnsReceiveError(error)) return { messageId, ok: false, error };
      throw error;
    }
  });
}

export function createGetMessages(options: GetMessagesOptions): FnsClient['getMessages'] {
  async function pollBatch<M extends FnsMethod>(method: M, ids: string[]): Promise<FnsPolledMessage<M>[]> {
    const body = {
      GetMessagesRequest: {
        '@_xmlns': ASYNC_NS,
        Expressions: ids.map((MessageId) => ({ MessageId, UserToken: options.userToken })),
      },
    };
    for (let attempt = 0; ; attempt++) {
      const envelope = await options.exchange(body);
      if (!envelope.fault) return readBatch(method, ids, envelope.body);
      const { code, message } = envelope.fault;
      const refusal = getMessagesRefusalOf(message);
      if (!refusal) throw fnsUnavailable(`fault ${code}: ${message}`);
      if (refusal !== 'TOO_MANY_CALLS' || attempt >= options.retries) {
        throw new FnsGetMessagesRefusedError(refusal, message);
      }
      await options.sleep(jittered(Math.min(options.backoffMs * 2 ** attempt, MAX_PAUSE_MS), options.random));
    }
  }

  return async function getMessages<M extends FnsMethod>(method: M, messageIds: readonly string[]) {
    // FNS refuses a call with a repeated id; a caller's repeat gets one answer.
    const ids = [...new Set(messageIds)];
    const polled: FnsPolledMessage<M>[] = [];
    // One call after another: in parallel they would only meet «too many calls» sooner.
    for (let start = 0; start < ids.length; start += options.batchSize) {
      polled.push(...(await pollBatch(method, ids.slice(start, start + options.batchSize))));
    }
    return polled;
  };
}

/** A polled message as `receive` gives it: its state, or its error thrown — for callers written for one id. */
export function fnsMessageState<M extends FnsMethod>(polled: FnsPolledMessage<M>): FnsMessageState<M> {
  if (polled.ok) return polled.state;
  throw polled.error satisfies FnsReceiveError;
}

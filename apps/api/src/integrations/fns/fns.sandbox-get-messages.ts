/**
 * GetMessagesRequest in the FNS sandbox (DOMAIN.md §9.2): the state of many messages in one call.
 *
 *   GetMessagesRequest{Expressions[]{MessageId, UserToken}}
 *   → GetMessagesResponse{Messages[]{MessageId, ProcessingStatus, Message?}} in the order asked
 *
 * Each known message is answered as GetMessage answers it (fns.sandbox-answers.ts). A MessageId the
 * sandbox does not keep, or asked with another partner's UserToken, is FAILED without a Message: one
 * bad id cannot fault the whole call as it does GetMessage (our reading; to confirm with FNS).
 *
 * The whole call is refused with a soap:Client fault carrying FNS's Russian text, as the sandbox's other
 * faults: no id or more than `maxIds` ids; a MessageId twice; more than `maxCalls` answered calls within
 * `periodMs` (a refused call does not count). The limits are settings (GetMessagesLimits).
 */
import { FNS_GET_MESSAGES_REFUSALS } from './fns.errors.js';
import { messageAnswer } from './fns.sandbox-answers.js';
import { FNS_SANDBOX_USER_TOKEN, type FnsSandboxState } from './fns.sandbox-state.js';
import { ASYNC_NS, asNode, buildEnvelope, buildFault, list, text, type XmlNode } from './soap.js';

export type SandboxSoapAnswer = { status: number; body: string };

const refused = (russian: string): SandboxSoapAnswer => ({ status: 500, body: buildFault('soap:Client', russian) });

/** Counts the call when it may be answered; false when `maxCalls` were answered within `periodMs`. */
function admitCall(state: FnsSandboxState, now: number): boolean {
  const { maxCalls, periodMs } = state.switches.getMessages;
  state.getMessagesCalls = state.getMessagesCalls.filter((at) => at > now - periodMs);
  if (state.getMessagesCalls.length >= maxCalls) return false;
  state.getMessagesCalls.push(now);
  return true;
}

export function answerGetMessages(state: FnsSandboxState, request: XmlNode): SandboxSoapAnswer {
  const expressions = list(request.Expressions).map((item) => {
    const node = asNode(item);
    return { messageId: text(node?.MessageId) ?? '', userToken: text(node?.UserToken) ?? '' };
  });
  const ids = expressions.map((e) => e.messageId);
  if (ids.length === 0 || ids.length > state.switches.getMessages.maxIds) {
    return refused(FNS_GET_MESSAGES_REFUSALS.TOO_MANY_IDS);
  }
  if (new Set(ids).size !== ids.length) return refused(FNS_GET_MESSAGES_REFUSALS.REPEATED_IDS);
  const now = Date.now();
  if (!admitCall(state, now)) return refused(FNS_GET_MESSAGES_REFUSALS.TOO_MANY_CALLS);
  const messages = expressions.map(({ messageId, userToken }) => {
    const stored = state.messages.get(messageId);
    if (!stored || userToken !== FNS_SANDBOX_USER_TOKEN) return { MessageId: messageId, ProcessingStatus: 'FAILED' };
    return { MessageId: messageId, ...messageAnswer(stored, now) };
  });
  return {
    status: 200,
    body: buildEnvelope({ GetMessagesResponse: { '@_xmlns': ASYNC_NS, Messages: messages } }),
  };
}

/**
 * How the FNS sandbox tells a stored message's state, the same in GetMessageResponse and in each
 * `Messages` of GetMessagesResponse: PROCESSING (no Message) until its delay has passed — for ever when
 * lost — then COMPLETED with the `<XxxResponse>` or the SmzPlatformError decided when it was sent.
 */
import type { SandboxMessage } from './fns.sandbox-state.js';
import { PAYLOAD_NS } from './soap.js';

export function messageAnswer(stored: SandboxMessage, now = Date.now()): Record<string, unknown> {
  if (stored.lost || now < stored.readyAt) return { ProcessingStatus: 'PROCESSING' };
  const { outcome } = stored;
  const message =
    outcome.kind === 'response'
      ? { [outcome.element]: { '@_xmlns': PAYLOAD_NS, ...outcome.body } }
      : {
          SmzPlatformError: {
            '@_xmlns': PAYLOAD_NS,
            Code: outcome.code,
            Message: outcome.message,
            Args: Object.entries(outcome.args).map(([Key, Value]) => ({ Key, Value })),
          },
        };
  return { ProcessingStatus: 'COMPLETED', Message: message };
}

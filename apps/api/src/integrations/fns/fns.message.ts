/**
 * One FNS answer read the same way wherever it arrives — alone in GetMessageResponse or as one of the
 * `Messages` of GetMessagesResponse (DOMAIN.md §3.1, §9.2): PROCESSING → later; COMPLETED → the
 * `<XxxResponse>` decoded, or its SmzPlatformError thrown as FnsPlatformError; FAILED → the
 * SmzPlatformError it carries, else FnsMessageNotFoundError (send the request again).
 */
import { decodeResponse, FNS_XML_NAMES, FnsMalformedError } from './fns.codec.js';
import { FnsMessageNotFoundError, FnsPlatformError, fnsUnavailable } from './fns.errors.js';
import type { FnsMessageState, FnsMethod } from './fns.types.js';
import { asNode, list, text, type XmlNode } from './soap.js';

function platformErrorOf(message: XmlNode | null): FnsPlatformError | null {
  const platformError = asNode(message?.SmzPlatformError);
  if (!platformError) return null;
  const args: Record<string, string> = {};
  for (const arg of list(platformError.Args)) {
    const node = asNode(arg);
    const key = text(node?.Key);
    if (key) args[key] = text(node?.Value) ?? '';
  }
  return new FnsPlatformError(text(platformError.Code) ?? 'UNKNOWN', text(platformError.Message) ?? '', args);
}

/**
 * `answer` is the element holding ProcessingStatus and Message (GetMessageResponse, or one `Messages`).
 * Throws what `FnsClient.receive` throws: FnsPlatformError, FnsMessageNotFoundError, FNS_UNAVAILABLE.
 */
export function readMessage<M extends FnsMethod>(
  method: M,
  messageId: string,
  answer: XmlNode | null,
  where: string,
): FnsMessageState<M> {
  const status = text(answer?.ProcessingStatus);
  if (status === 'PROCESSING') return { status: 'PROCESSING' };
  const message = asNode(answer?.Message);
  if (status === 'FAILED') {
    throw platformErrorOf(message) ?? new FnsMessageNotFoundError(messageId, 'ProcessingStatus FAILED');
  }
  if (status !== 'COMPLETED' || !message) throw fnsUnavailable(`${where} malformed: ${status}`);
  const platformError = platformErrorOf(message);
  if (platformError) throw platformError;
  const responseName = FNS_XML_NAMES[method].response;
  const payload = asNode(message[responseName]);
  if (!payload) throw fnsUnavailable(`${responseName} missing`);
  try {
    return { status: 'COMPLETED', response: decodeResponse(method, payload) };
  } catch (error) {
    if (error instanceof FnsMalformedError) throw fnsUnavailable(error.message);
    throw error;
  }
}

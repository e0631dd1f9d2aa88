/**
 * The bank's answer of 1C:DirectBank (`ResultBank`, namespace http://directbank.1c.ru/XMLSchema,
 * github.com/1C-Company/DirectBank doc/xsd-scheme/1C-Bank_ResultBank.xsd): written by the sandbox,
 * read by the client: `Success/LogonResponse` (SID, optionally `ExtraAuth/OTP` with phoneMask and
 * code), `Success/SendPacketResponse/ID` (the bank's id of a container sent), `Success/
 * GetPacketListResponse` (PacketID…, TimeStampLastPacket), `Success/GetPacketResponse` (a Packet: read by
 * direct-bank.documents.ts) and `Error` (Code, Description, MoreInfo).
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export const DIRECT_BANK_NS = 'http://directbank.1c.ru/XMLSchema';
/** The API version we speak (headers APIVersion / AvailableAPIVersion, ResultBank@formatVersion). */
export const DIRECT_BANK_API_VERSION = '2.2.2';

export type ResultBank =
  | { kind: 'logon'; sid: string; otp: { phoneMask: string | null; code: string | null } | null }
  | { kind: 'sent'; id: string }
  | { kind: 'packetList'; ids: string[]; timestamp: string | null }
  | { kind: 'packet' }
  | { kind: 'error'; code: string; description: string; moreInfo: string | null };

/**
 * How every DirectBank message is read and written (this file's ResultBank answers, and the packets,
 * documents and notices of direct-bank.documents.ts): attributes as `@_name`, namespaces dropped,
 * values kept as text; `arrays` are the elements that may repeat.
 */
export const directBankParser = (arrays: readonly string[]) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => arrays.includes(name),
  });
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });
/** A DirectBank message as text, with its XML declaration. */
export const directBankXml = (root: Record<string, unknown>) =>
  `<?xml version="1.0" encoding="UTF-8"?>${builder.build(root)}`;

export const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
export const node = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const parser = directBankParser(['PacketID']);

/** The bank's answer, or undefined when the body is not a ResultBank we understand. */
export function parseResultBank(xml: string): ResultBank | undefined {
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const result = node(parsed.ResultBank);
  if (!result) return undefined;
  const error = node(result.Error);
  if (error) {
    const code = text(error.Code);
    return code
      ? { kind: 'error', code, description: text(error.Description) ?? '', moreInfo: text(error.MoreInfo) }
      : undefined;
  }
  const success = node(result.Success);
  const sent = text(node(success?.SendPacketResponse)?.ID);
  if (sent) return { kind: 'sent', id: sent };
  const list = success && 'GetPacketListResponse' in success ? (node(success.GetPacketListResponse) ?? {}) : undefined;
  if (list) {
    const ids = ((list.PacketID as unknown[]) ?? []).map(text).filter((id): id is string => !!id);
    return { kind: 'packetList', ids, timestamp: text(list['@_TimeStampLastPacket']) };
  }
  if (node(success?.GetPacketResponse)) return { kind: 'packet' };
  const logon = node(success?.LogonResponse);
  const sid = text(logon?.SID);
  if (!logon || !sid) return undefined;
  const otp = node(logon.ExtraAuth) ? (node(node(logon.ExtraAuth)?.OTP) ?? {}) : undefined;
  return {
    kind: 'logon',
    sid,
    otp: otp ? { phoneMask: text(otp['@_phoneMask']), code: text(otp['@_code']) } : null,
  };
}

export const resultBank = (content: Record<string, unknown>) =>
  directBankXml({
    ResultBank: { '@_xmlns': DIRECT_BANK_NS, '@_formatVersion': DIRECT_BANK_API_VERSION, ...content },
  });

export function buildLogonResponse(sid: string, otp?: { phoneMask: string; code?: string }): string {
  return resultBank({
    Success: {
      LogonResponse: {
        SID: sid,
        ...(otp
          ? { ExtraAuth: { OTP: { '@_phoneMask': otp.phoneMask, ...(otp.code ? { '@_code': otp.code } : {}) } } }
          : {}),
      },
    },
  });
}

export function buildErrorResponse(code: string, description: string, moreInfo?: string): string {
  return resultBank({ Error: { Code: code, Description: description, ...(moreInfo ? { MoreInfo: moreInfo } : {}) } });
}

export const buildSendPacketResponse = (id: string) => resultBank({ Success: { SendPacketResponse: { ID: id } } });

export const buildPacketListResponse = (ids: string[], timestamp: string | null) =>
  resultBank({
    Success: {
      GetPacketListResponse: { ...(timestamp ? { '@_TimeStampLastPacket': timestamp } : {}), PacketID: ids },
    },
  });

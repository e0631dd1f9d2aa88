/**
 * The SOAP 1.1 layer of the FNS partner API (DOMAIN.md §3.1), shared by the client and its sandbox:
 * envelopes built and read with fast-xml-parser (values are escaped by the builder, never concatenated),
 * xs:dateTime with an offset, and kopecks ⇄ decimal-rouble strings with integer maths only.
 */
import { decimalToKopecks as jsonDecimalToKopecks, kopecksToRubles } from '@vyplaty/contracts';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
/** SendMessage / GetMessage wrapper. */
export const ASYNC_NS = 'urn://x-artefacts-gnivc-ru/inplat/servin/OpenApiAsyncMessageConsumerService/types/1.0';
/** The methods' own requests and responses. */
export const PAYLOAD_NS = 'urn://x-artefacts-gnivc-ru/ais3/SMZ/SmzPartnersIntegrationService/types/1.0';
export const AUTH_NS = 'urn://x-artefacts-gnivc-ru/ais3/kkt/AuthService/types/1.0';

/** A parsed XML element: text values stay strings (ИНН with leading zeros, amounts), lists are arrays. */
export type XmlNode = { [key: string]: unknown };

/** Elements that repeat in the XSD: always arrays, also with one or no occurrence. */
const REPEATED = new Set([
  'Permissions',
  'GrantedPermissionsList',
  'Services',
  'Receipts',
  'Taxpayers',
  'Codes',
  'Activities',
  'Regions',
  'Args',
  // GetMessagesRequest / GetMessagesResponse (the async wrapper).
  'Expressions',
  'Messages',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false });

/** Drops undefined and null members, so optional fields are left out rather than sent empty. */
export function compact(node: Record<string, unknown>): XmlNode {
  const out: XmlNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null) continue;
    out[key] = value;
  }
  return out;
}

/** `<soap:Envelope><soap:Body>{body}</soap:Body></soap:Envelope>`; `body` is `{ Element: { '@_xmlns': ns, … } }`. */
export function buildEnvelope(body: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    'soap:Envelope': { '@_xmlns:soap': SOAP_ENVELOPE_NS, 'soap:Body': body },
  })}`;
}

export function buildFault(faultcode: 'soap:Client' | 'soap:Server', faultstring: string): string {
  return buildEnvelope({ 'soap:Fault': { faultcode, faultstring } });
}

export type SoapFault = { code: string; message: string };
export type ParsedEnvelope = { body: XmlNode; fault: SoapFault | null };

/** The Body of an envelope (namespace prefixes removed), or null when the text is not a SOAP envelope. */
export function parseEnvelope(xml: string): ParsedEnvelope | null {
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch {
    return null;
  }
  const envelope = asNode(document.Envelope);
  const body = envelope ? asNode(envelope.Body) : null;
  if (!body) return null;
  const fault = asNode(body.Fault);
  return {
    body,
    fault: fault ? { code: text(fault.faultcode) ?? '', message: text(fault.faultstring) ?? '' } : null,
  };
}

export function asNode(value: unknown): XmlNode | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as XmlNode;
  // An empty element (<Message/>) parses as ''.
  if (value === '') return {};
  return null;
}

/** The text of a leaf element, or null when it is absent or not a leaf. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A repeated element as a list (absent → []). */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => v !== '');
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

/** Moscow time: the zone FNS itself writes. */
const OFFSET_MINUTES = 180;

/** ISO 8601 instant → xs:dateTime with an offset: "2026-03-05T12:00:00.000+03:00". */
export function toXsDateTime(iso: string | Date): string {
  const ms = (typeof iso === 'string' ? new Date(iso) : iso).getTime();
  if (Number.isNaN(ms)) throw new TypeError(`Not a date: ${String(iso)}`);
  const local = new Date(ms + OFFSET_MINUTES * 60_000).toISOString().slice(0, 23);
  return `${local}+03:00`;
}

/** xs:dateTime (any offset, or none = UTC) → ISO 8601 in UTC; null when it is not a date-time. */
export function fromXsDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) return null;
  const ms = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The Moscow calendar month of an instant: "202603" (FNS's TaxPeriodId). */
export function taxPeriodOf(iso: string): string {
  return toXsDateTime(iso).slice(0, 7).replace('-', '');
}

/** 150000n → "1500.00" (xs:decimal of the money module's JSON form). */
export const kopecksToDecimal = (kopecks: bigint): string => kopecksToRubles(kopecks);

/** "1500.00", "1500", "1500.5", "1500.500" → kopecks; null when it is not an amount or has non-zero sub-kopecks. */
export function decimalToKopecks(value: string): bigint | null {
  // FNS may write zeros past the kopecks ("10.500"); they change nothing, any other digit there does.
  const match = /^(-?\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(value.trim());
  if (!match) return null;
  return jsonDecimalToKopecks(match[2] === undefined ? match[1]! : `${match[1]}.${match[2]}`);
}

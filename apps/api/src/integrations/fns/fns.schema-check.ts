/**
 * For the tests: FNS payloads checked against the official types schema, version 0.28
 * (xsd/smz-types-0.28.xsd), by libxml2's own validator (xmllint-wasm: WebAssembly inside the npm
 * package, nothing downloaded at install). A payload is the element inside SendMessageRequest/Message
 * (what the client sends) or inside GetMessageResponse/Message and each GetMessagesResponse/Messages/Message
 * (the `<XxxResponse>` or the SmzPlatformError the sandbox answers). The async wrapper (Send/GetMessage,
 * GetMessages), the auth service and soap:Fault are not in this schema and are not checked here.
 *
 * One exception, by decision (docs/decisions/fns.md, «Fidelity to the schema»): a list the schema
 * declares 1..n that the service answers empty (EMPTY_LISTS) may be absent — nothing else.
 */
import { readFileSync } from 'node:fs';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { PAYLOAD_NS } from './soap.js';

export const FNS_SCHEMA_VERSION = '0.28';
const SCHEMA_FILE = `smz-types-${FNS_SCHEMA_VERSION}.xsd`;

/**
 * Response element → its list declared 1..n (minOccurs 1) that FNS answers with no item when there is
 * nothing to list: no taxpayer unbound in the period, no permission left to the partner.
 */
export const EMPTY_LISTS: Readonly<Record<string, string>> = {
  GetNewlyUnboundTaxpayersResponse: 'Taxpayers',
  GetGrantedPermissionsResponse: 'GrantedPermissionsList',
};

export type FnsPayload = {
  /** `sent`: by the client inside SendMessageRequest; `answered`: by the service inside Get(Messages)Response. */
  direction: 'sent' | 'answered';
  /** The element's local name: PostIncomeRequestV2, GetIncomeResponseV2, SmzPlatformError… */
  element: string;
  /** The element alone, with the namespace declarations it inherited from the envelope. */
  xml: string;
};

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});
const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@_' });

const tagOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@' && key !== '#text');
const localName = (tag: string) => tag.slice(tag.indexOf(':') + 1);
const childrenOf = (node: OrderedNode) => (node[tagOf(node) ?? ''] as OrderedNode[] | undefined) ?? [];
const elementsOf = (nodes: OrderedNode[]) => nodes.filter((n) => tagOf(n) !== undefined);
const namespaceDeclarations = (node: OrderedNode) =>
  Object.fromEntries(Object.entries(node[':@'] ?? {}).filter(([name]) => /^@_xmlns(:|$)/.test(name)));

/** Where payloads travel: Body/SendMessageRequest/Message, …/GetMessageResponse/Message, …/GetMessagesResponse/Messages/Message. */
const PATHS: Record<FnsPayload['direction'], string[][]> = {
  sent: [['SendMessageRequest', 'Message']],
  answered: [
    ['GetMessageResponse', 'Message'],
    ['GetMessagesResponse', 'Messages', 'Message'],
  ],
};

type Scope = { nodes: OrderedNode[]; inherited: Record<string, string> };

/** Every element named `name` among the scopes' nodes, each with the namespace declarations it inherits. */
const step = (scopes: Scope[], name: string): Scope[] =>
  scopes.flatMap(({ nodes, inherited }) =>
    elementsOf(nodes)
      .filter((n) => localName(tagOf(n)!) === name)
      .map((n) => ({ nodes: childrenOf(n), inherited: { ...inherited, ...namespaceDeclarations(n) } })),
  );

/** The payload elements of a SOAP envelope, in order: none for GetMessage, PROCESSING, a fault…; many for GetMessages. */
export function payloadsOf(envelopeXml: string, direction: FnsPayload['direction']): FnsPayload[] {
  let document: OrderedNode[];
  try {
    document = parser.parse(envelopeXml) as OrderedNode[];
  } catch {
    return [];
  }
  const body = step(step([{ nodes: document, inherited: {} }], 'Envelope'), 'Body');
  return PATHS[direction].flatMap((path) =>
    path.reduce(step, body).flatMap(({ nodes, inherited }) => {
      const [payload] = elementsOf(nodes);
      if (!payload) return [];
      const tag = tagOf(payload)!;
      const standalone = { [tag]: payload[tag], ':@': { ...inherited, ...payload[':@'] } };
      return [{ direction, element: localName(tag), xml: builder.build([standalone]) as string }];
    }),
  );
}

/** The (first) payload element of a SOAP envelope, or null when it carries none. */
export const payloadOf = (envelopeXml: string, direction: FnsPayload['direction']): FnsPayload | null =>
  payloadsOf(envelopeXml, direction)[0] ?? null;

/** The payloads of the sandbox's recorded exchanges (fns.sandbox-exchanges.ts), in order. */
export function payloadsOfExchanges(exchanges: { request: string; response: string }[]): FnsPayload[] {
  return exchanges.flatMap((e) => [...payloadsOf(e.request, 'sent'), ...payloadsOf(e.response, 'answered')]);
}

let schemaText: string | undefined;
const schema = () => {
  schemaText ??= readFileSync(new URL(`./xsd/${SCHEMA_FILE}`, import.meta.url), 'utf8');
  return { fileName: SCHEMA_FILE, contents: schemaText };
};

/** The excepted empty list: the element misses exactly that list and libxml2 says it expected only it. */
function isExceptedEmptyList(payload: FnsPayload, message: string) {
  const list = EMPTY_LISTS[payload.element];
  if (!list || new RegExp(`<${list}[\\s>/]`).test(payload.xml)) return false;
  return message.endsWith(`Expected is ( {${PAYLOAD_NS}}${list} ).`);
}

const BATCH = 200;

/** Every schema violation of `payloads`, each as "sent PostIncomeRequestV2: <libxml2's message>". */
export async function fnsSchemaErrors(payloads: FnsPayload[]): Promise<string[]> {
  const errors: string[] = [];
  for (let start = 0; start < payloads.length; start += BATCH) {
    const batch = payloads.slice(start, start + BATCH);
    const result = await validateXML({
      xml: batch.map((p, i) => ({ fileName: `payload${i}.xml`, contents: p.xml })),
      schema: [schema()],
      maxMemoryPages: 128 * memoryPages.MiB,
    });
    for (const error of result.errors) {
      // xmllint's closing line per file repeats what the errors before it said.
      if (/ fails to validate$/.test(error.rawMessage)) continue;
      const index = Number(/^payload(\d+)\.xml$/.exec(error.loc?.fileName ?? '')?.[1] ?? Number.NaN);
      const payload = batch[index];
      if (!payload) {
        errors.push(error.rawMessage);
        continue;
      }
      if (isExceptedEmptyList(payload, error.message)) continue;
      errors.push(`${payload.direction} ${payload.element}: ${error.message}\n    ${payload.xml}`);
    }
  }
  return errors;
}

/** Throws, listing each violation with its payload, unless all of `payloads` follow the schema. */
export async function expectFnsSchemaValid(payloads: FnsPayload[]): Promise<void> {
  const errors = await fnsSchemaErrors(payloads);
  if (errors.length) {
    throw new Error(`FNS payloads break the ${SCHEMA_FILE} schema:\n  ${errors.join('\n  ')}`);
  }
}

/**
 * The FNS sandbox at `baseUrl` watched: `check()` validates every payload exchanged since the previous
 * check (or since the watch began) and returns them; use it in `afterEach`.
 */
export function watchFnsTraffic(baseUrl: string) {
  let after = 0;
  return {
    async check(): Promise<FnsPayload[]> {
      const response = await fetch(`${baseUrl}/sandbox/fns/control/exchanges?after=${after}`);
      const { items } = (await response.json()) as { items: { seq: number; request: string; response: string }[] };
      const first = items[0]?.seq;
      if (first !== undefined && first > after + 1) {
        throw new Error(`FNS exchanges ${after + 1}..${first - 1} dropped from the sandbox's log: check more often`);
      }
      after = items.at(-1)?.seq ?? after;
      const payloads = payloadsOfExchanges(items);
      await expectFnsSchemaValid(payloads);
      return payloads;
    },
  };
}

/**
 * The three kinds of isolation case and the runner that plays them. A case is keyed by the route as
 * registered (`METHOD /v1/path/:param`); the runner fills the `:params` from the case, so a case always
 * hits the route it is listed under.
 *
 * - ownerOnly: the route takes an id (in the path, query or body) of A's or X's. B and Y call it with that
 *   id: the same role must get 404 (unless the case allows another refusal), the other role 403; the answer
 *   holds nothing of A's side, and A's side is unchanged in the database.
 * - selfScoped: the route takes no foreign id (lists, counts, the caller's own profile). B and Y call it:
 *   the allowed role gets its own answer, the other role 403; nothing of A's side in either answer and
 *   A's side unchanged.
 * - notTenantData: the route answers the same to everyone (a catalogue, a template), with the reason.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { authHeadersOf, type TestClient } from '../http-client.js';
import { type Party, type Role, sendForm, type World } from './world.js';

export type Call = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Extra request headers (an Idempotency-Key of a money-moving POST). */
  headers?: Record<string, string>;
  form?: { fields?: Record<string, string>; file: { name: string; bytes: Buffer | string } };
};

type Build<T> = (w: World, caller: Party) => T | Promise<T>;

export type Check =
  | {
      kind: 'ownerOnly';
      /** Whose data the calls point at: A (a company's) or X (a contractor's). */
      target: 'a' | 'x';
      build: Build<Call | Call[]>;
      /** Statuses the same-role caller may get (default 404); the database check still applies. */
      allow: number[];
      /** Both roles may use the route (sessions, agreements, notifications): both must get `allow`. */
      anyRole: boolean;
      /** Attack as new parties of B's side (e.g. without a ПЭП, which B and Y already hold). */
      fresh: boolean;
      /**
       * The answer repeats ids the caller sent (a checklist row names the contractor it was asked about):
       * those are not a leak; anything else of A's side still is.
       */
      echoes: boolean;
    }
  | { kind: 'selfScoped'; role: Role | 'any'; build: Build<Call>; allow: number[] | null; fresh: boolean }
  | { kind: 'notTenantData'; why: string };

export type CaseTable = Record<string, Check | Check[]>;

export const ownerOnly = (
  target: 'a' | 'x',
  build: Build<Call | Call[]>,
  options: { allow?: number[]; anyRole?: boolean; fresh?: boolean; echoes?: boolean } = {},
): Check => ({
  kind: 'ownerOnly',
  target,
  build,
  allow: options.allow ?? [404],
  anyRole: options.anyRole ?? false,
  fresh: options.fresh ?? false,
  echoes: options.echoes ?? false,
});

export const selfScoped = (
  role: Role | 'any',
  build: Build<Call> = () => ({}),
  options: { allow?: number[]; fresh?: boolean } = {},
): Check => ({ kind: 'selfScoped', role, build, allow: options.allow ?? null, fresh: options.fresh ?? false });

export const notTenantData = (why: string): Check => ({ kind: 'notTenantData', why });

type Answer = { status: number; text: string };

/** Every string and number in a JSON answer, unescaped, so quoted names are found as they are. */
function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Object.values(value).map(jsonText).join('\n');
  return String(value);
}

async function readAnswer(res: Response): Promise<Answer> {
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  if (type.includes('json')) return { status: res.status, text: jsonText(JSON.parse(bytes.toString('utf8'))) };
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: string[] = [];
    for (const sheet of book.worksheets) sheet.eachRow((row) => cells.push(JSON.stringify(row.values)));
    return { status: res.status, text: cells.join('\n') };
  }
  return { status: res.status, text: bytes.toString(type.includes('pdf') ? 'latin1' : 'utf8') };
}

export async function send(client: TestClient, route: string, call: Call): Promise<Answer> {
  const [method, template] = route.split(' ') as [string, string];
  let path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${route}: the case gives no :${name}`);
    return encodeURIComponent(value);
  });
  if (call.query) path += `?${new URLSearchParams(call.query)}`;
  if (call.form) return readAnswer(await sendForm(client, method, path, call.form));
  const headers: Record<string, string> = { ...call.headers, ...authHeadersOf(client, method !== 'GET') };
  let body: string | undefined;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return readAnswer(await fetch(client.baseUrl + path, { method, headers, body }));
}

const who = (w: World, p: Party) =>
  p === w.b
    ? 'B (another company)'
    : p === w.y
      ? 'Y (another contractor)'
      : p === w.bKey
        ? "B's API key"
        : `a fresh ${p.role}`;

function expectAnswer(
  w: World,
  route: string,
  caller: Party,
  answer: Answer,
  allowed: number[] | 'success',
  echoed: Call | null = null,
) {
  const said = `${who(w, caller)} → ${route}: ${answer.status} ${answer.text.slice(0, 300)}`;
  if (allowed === 'success') expect(answer.status, said).toBeLessThan(300);
  else expect(allowed, said).toContain(answer.status);
  const sent = echoed ? JSON.stringify(echoed) : '';
  const leaked = w.markers.filter((m) => answer.text.includes(m) && !sent.includes(m));
  expect(leaked, `${said}\nholds A's side: ${leaked.join(', ')}`).toEqual([]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The call with every id of A's side replaced (in `parts` of it only). */
function swapIds(w: World, call: Call, by: string, parts: (keyof Call)[]): Call | null {
  const ids = new Set(w.markers.filter((m) => UUID.test(m)));
  let swapped = false;
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string' && ids.has(value)) {
      swapped = true;
      return by;
    }
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    }
    return value;
  };
  const result: Call = { ...call };
  for (const part of parts) if (call[part] !== undefined) Object.assign(result, { [part]: swap(call[part]) });
  // Another request is another Idempotency-Key: reusing the first one would be answered 422 for that alone.
  if (call.headers?.['idempotency-key']) result.headers = { ...call.headers, 'idempotency-key': randomUUID() };
  return swapped ? result : null;
}

/**
 * Nothing tells B that A's row exists: A's id answers exactly like an unknown id, and (where the id is in
 * the path or the query, not checked as a uuid by the schema) like a malformed one.
 */
async function expectSameAsUnknown(w: World, route: string, caller: Party, call: Call, answer: Answer) {
  const variants = [
    swapIds(w, call, UNKNOWN_ID, ['params', 'query', 'body', 'form']),
    swapIds(w, call, 'not-a-uuid', ['params', 'query']),
  ];
  for (const variant of variants) {
    if (!variant) continue;
    const other = await send(caller.client, route, variant);
    expect(
      { status: other.status, text: other.text },
      `${who(w, caller)} → ${route}: A's id and ${JSON.stringify(variant.params ?? variant.query ?? variant.body)} answer differently`,
    ).toEqual({ status: answer.status, text: answer.text });
  }
}

const freshPair = async (w: World) => [await w.fresh('customer'), await w.fresh('employee')];

/**
 * B's API key plays the company's side of the case again (issue 30): the same answers as B's session may get, or
 * 403 where a key's role or a key as such is refused; nothing of A's side either way (the caller checks the database).
 */
async function runWithKey(w: World, route: string, check: Check): Promise<void> {
  const key = w.bKey;
  if (!key) return;
  const keyRefused = [403];
  if (check.kind === 'notTenantData') {
    const answer = await send(key.client, route, route.startsWith('GET ') ? {} : { body: {} });
    expectAnswer(w, route, key, answer, answer.status === 403 ? keyRefused : 'success');
    return;
  }
  if (check.kind === 'ownerOnly') {
    if (check.target !== 'a' && !check.anyRole) return;
    const built = await check.build(w, w.b);
    for (const call of Array.isArray(built) ? built : [built]) {
      const swapped = call.headers?.['idempotency-key']
        ? { ...call, headers: { ...call.headers, 'idempotency-key': randomUUID() } }
        : call;
      const answer = await send(key.client, route, swapped);
      expectAnswer(w, route, key, answer, [...check.allow, ...keyRefused], check.echoes ? call : null);
    }
    return;
  }
  if (check.role === 'employee' || check.fresh) return;
  const answer = await send(key.client, route, await check.build(w, w.b));
  expectAnswer(w, route, key, answer, answer.status === 403 ? keyRefused : (check.allow ?? 'success'));
}

export async function runCheck(w: World, route: string, check: Check): Promise<void> {
  await runWithKey(w, route, check);
  if (check.kind === 'notTenantData') {
    // Still behind the session, and still answers both roles without anything of A's.
    const call = route.startsWith('GET ') ? {} : { body: {} };
    for (const caller of [w.b, w.y]) expectAnswer(w, route, caller, await send(caller.client, route, call), 'success');
    return;
  }
  if (check.kind === 'ownerOnly') {
    const ownerRole: Role = check.target === 'a' ? 'customer' : 'employee';
    for (const caller of check.fresh ? await freshPair(w) : [w.b, w.y]) {
      const built = await check.build(w, caller);
      const allowed = check.anyRole || caller.role === ownerRole ? check.allow : [403];
      for (const call of Array.isArray(built) ? built : [built]) {
        const answer = await send(caller.client, route, call);
        expectAnswer(w, route, caller, answer, allowed, check.echoes ? call : null);
        if (answer.status === 404) await expectSameAsUnknown(w, route, caller, call, answer);
      }
    }
    return;
  }
  const callers = check.fresh ? await freshPair(w) : [w.b, w.y];
  for (const caller of callers) {
    const answer = await send(caller.client, route, await check.build(w, caller));
    const mine = check.role === 'any' || check.role === caller.role;
    expectAnswer(w, route, caller, answer, mine ? (check.allow ?? 'success') : [403]);
  }
}

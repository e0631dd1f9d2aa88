/**
 * Malformed input for the route-wide fuzz test (modules/route-fuzz-N.test.ts (route-fuzz.test-helpers.ts)): for one registered route,
 * the requests that a careless or hostile client could send — wrong types, NUL bytes, lone surrogates,
 * 1 MB strings, huge and negative numbers, arrays for objects, broken JSON, a cut-off multipart body —
 * built from the route's own schemas so every field gets each kind; and a body nested thousands deep. And a fingerprint of the database,
 * to prove a refused request changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { RegisteredRoute } from '../app.js';
import type { Db } from '../db/client.js';
import { rowsOf } from './sql.js';

export type FuzzRequest = {
  what: string;
  method: string;
  path: string;
  rawBody?: string;
  headers?: Record<string, string>;
};

const MB = 1024 * 1024;
/** The values every field gets in turn (one request per kind, all fields at once). */
const BAD_VALUES: [string, () => unknown][] = [
  ['NUL', () => 'a\u0000b'],
  ['lone surrogate', () => 'a\ud800b'],
  ['huge number', () => 1e308],
  ['negative', () => -1],
  ['negative huge', () => -(2 ** 70)],
  ['array for a value', () => [{}, 'x']],
  ['object for a value', () => ({ nested: { deeper: 'x' } })],
  ['boolean', () => true],
  ['long string', () => 'я'.repeat(4096)],
];
/** What a path parameter or query value becomes (URLs are kept under Node's 16 KiB header limit). */
const BAD_URL_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['broken UTF-8', '%ED%A0%80'],
  ['negative', '-1'],
  ['huge number', '1e308'],
  ['long', 'x'.repeat(8000)],
  ['not an id', 'не-id'],
];

/** The keys of a zod object schema, through optional/pipe/effects wrappers; none when unknown. */
export function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return [];
  const shape = (schema as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  for (const inner of [def.innerType, def.in, def.schema, def.left, def.right]) {
    const fields = fieldsOf(inner, depth + 1);
    if (fields.length > 0) return [...new Set([...fields, ...fieldsOf(def.right, depth + 1)])];
  }
  return [];
}

const GENERIC_FIELDS = ['id', 'email', 'login', 'password', 'phone', 'name', 'search', 'page', 'inn'];

function withPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

/** A plausible path for the route: params filled with a well-formed id that matches nothing. */
const plainPath = (url: string) => withPath(url, '00000000-0000-4000-8000-000000000000');

export function fuzzRequests(route: RegisteredRoute): FuzzRequest[] {
  const { method, url } = route;
  const requests: FuzzRequest[] = [];
  const base = plainPath(url);
  if (url.includes(':') || url.endsWith('*')) {
    for (const [what, value] of BAD_URL_VALUES)
      requests.push({ what: `path ${what}`, method, path: withPath(url, value) });
  }
  const queryFields = fieldsOf(route.schema.querystring);
  for (const [what, value] of BAD_URL_VALUES) {
    const keys = queryFields.length > 0 ? queryFields : ['page', 'search'];
    requests.push({ what: `query ${what}`, method, path: `${base}?${keys.map((k) => `${k}=${value}`).join('&')}` });
  }
  if (method === 'GET' || method === 'DELETE') return requests;

  const json = (what: string, body: string): FuzzRequest => ({
    what,
    method,
    path: base,
    rawBody: body,
    headers: { 'content-type': 'application/json' },
  });
  requests.push(json('broken JSON', '{"a": '), json('array for the body', '[1,2]'), json('string body', '"\\u0000"'));
  requests.push(json('null body', 'null'), json('empty object', '{}'));
  const fields = fieldsOf(route.schema.body);
  const keys = fields.length > 0 ? fields : GENERIC_FIELDS;
  for (const [what, value] of BAD_VALUES) {
    requests.push(json(`every field ${what}`, JSON.stringify(Object.fromEntries(keys.map((k) => [k, value()])))));
  }
  requests.push(json('1 MB string', JSON.stringify({ [keys[0]!]: 'x'.repeat(MB) })));
  // A NUL inside a key, and a surrogate written as a JSON escape (JSON.stringify would pair it).
  requests.push(
    json('NUL in a key', `{"${keys[0]}\\u0000": "x"}`),
    json('escaped surrogate', `{"${keys[0]}": "\\udc00"}`),
  );
  const boundary = 'fuzz-boundary';
  requests.push({
    what: 'cut-off multipart',
    method,
    path: base,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    rawBody: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.xlsx"\r\n\r\nPK\u0003`,
  });
  return requests;
}

/** How deep the deep body nests: the depth a sweep found answering 500 on every write route (issue 23). */
const DEEP_BODY_LEVELS = 4_000;

/**
 * One body nested far past the text guard's limit, for a route that takes a body (a write: DELETE too,
 * Fastify parses its body as well), or undefined. Written as text: JSON.stringify would itself recurse.
 */
export function deepBodyRequest(route: RegisteredRoute): FuzzRequest | undefined {
  if (route.method === 'GET') return undefined;
  const [key] = fieldsOf(route.schema.body);
  const nested = `${'{"a":'.repeat(DEEP_BODY_LEVELS)}"x"${'}'.repeat(DEEP_BODY_LEVELS)}`;
  return {
    what: `a body nested ${DEEP_BODY_LEVELS} levels deep`,
    method: route.method,
    path: plainPath(route.url),
    rawBody: `{${JSON.stringify(key ?? 'a')}:${nested}}`,
    headers: { 'content-type': 'application/json' },
  };
}

/**
 * Tables that change by themselves while requests are refused: counters of attempts, sessions' last
 * use, what the FNS jobs fetch and poll in the background (dictionaries, pending requests, the watermarks
 * of the scheduled watch — fns.watch runs at every quarter hour of the clock, so a run of the fuzz that
 * spans one saw it move), the trust store the certificates job refreshes at :23 of every sixth hour (a CI
 * run's fuzz at 06:23 saw it), and the job queue itself (background jobs complete, cron runs are
 * scheduled; it lived in pg-boss's own schema before and was not compared either).
 */
const SELF_CHANGING = new Set([
  'rate_limits',
  'sessions',
  'fns_dictionaries',
  'fns_requests',
  'fns_watch_state',
  'certificate_authorities',
  'certificate_crls',
  'jobs',
]);

/** One hash per table of the public schema: equal fingerprints, unchanged data. */
export async function fingerprintOf(db: Db): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // Every table's hash in one statement (one round trip, not one per table: the fuzz test takes ~400 fingerprints).
  const hashes = sql.join(
    tables
      .filter(({ table_name }) => !SELF_CHANGING.has(table_name))
      .map(
        ({ table_name }) =>
          sql`select ${table_name}::text as table_name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table_name)} t`,
      ),
    sql` union all `,
  );
  const rows = await rowsOf<{ table_name: string; h: string }>(db, hashes);
  return Object.fromEntries(rows.map((row) => [row.table_name, row.h]));
}

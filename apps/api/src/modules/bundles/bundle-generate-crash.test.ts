/**
 * A worker that dies in the middle of a bundle's generation (issue 27: «a worker killed during generation: the
 * bundle finishes, no document is made twice»). The queue's workers are stopped, the generation runs in the test's
 * hands with a storage that fails on the Nth PDF — the worker's death at that point: its open chunk rolls back,
 * the chunks before it stay. A second run (the job's retry, another worker) goes on from the first row still VALID
 * and ends COMPLETED_SUCCESS with one document per row. Both engines (the crash is a thrown error, not a kill -9;
 * mass-payouts-import-kill.test.ts shows the queue re-claims a dead process's job on PostgreSQL).
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBundleRows, documents } from '../../db/schema/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { runGeneration } from './bundle-generate.jobs.js';
import {
  at,
  type BundleCompany,
  b,
  bundleCompany,
  bundleFile,
  CONTRACT_COLUMNS,
  CONTRACT_TEMPLATE_ID,
  checked,
  getBundle,
  newBundle,
  upload,
} from './bundles.test-helpers.js';

const ROWS = 45;
let server: TestServer;
let company: BundleCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await bundleCompany(server, ['Петров']);
}, 60_000);
afterAll(() => server.close());

/** The runtime's storage whose `put` throws from the `failAt`-th call on: the worker dies there. */
function dyingStorage(storage: FileStorage, failAt: number): FileStorage {
  let calls = 0;
  return new Proxy(storage, {
    get(target, key, receiver) {
      if (key !== 'put') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<FileStorage['put']>) => {
        calls += 1;
        if (calls >= failAt) throw new Error('worker killed');
        return target.put(...args);
      };
    },
  });
}

describe('a bundle generation killed mid-way', () => {
  it('finishes on the next run with one document per row', async () => {
    const bundle = await newBundle(company.client, { name: 'Большой', template_id: CONTRACT_TEMPLATE_ID });
    const row = {
      'ИНН исполнителя': company.contractors[0]!.inn,
      'Услуги (предмет договора)': 'Уборка',
      'Цена услуг': '1000,00',
      'Начало оказания услуг': '01.12.2026',
      'Окончание оказания услуг': '31.12.2026',
    };
    const file = await bundleFile(
      CONTRACT_COLUMNS,
      Array.from({ length: ROWS }, () => row),
    );
    expect((await upload(company.client, at(b.importFile, bundle.id), { name: 'п.xlsx', bytes: file })).status).toBe(
      202,
    );
    expect(await checked(company.client, bundle.id)).toMatchObject({ import: { valid: ROWS } });

    // From here only the test runs the generation: the queue's job would race the simulated crash.
    await server.runtime.ctx.jobs.stop();
    expect((await company.client.post(at(b.generateDocuments, bundle.id))).status).toBe(202);
    const ctx = server.runtime.ctx;
    // The 30th PDF fails: the first chunk (20 rows) is committed, the second dies half-way.
    await expect(runGeneration({ ...ctx, storage: dyingStorage(ctx.storage, 30) }, bundle.id, null)).rejects.toThrow(
      'worker killed',
    );
    const midway = await getBundle(company.client, bundle.id);
    expect(midway).toMatchObject({ status: 'PROCESSING', generation: { total: ROWS, done: 20, failed: 0 } });
    const madeMidway = await ctx.db.select({ n: count() }).from(documents).where(eq(documents.bundleId, bundle.id));
    expect(madeMidway[0]!.n).toBe(20);

    await runGeneration(ctx, bundle.id, null);
    // A third run (a duplicate delivery of the job) finds nothing to do.
    await runGeneration(ctx, bundle.id, null);
    const done = await getBundle(company.client, bundle.id);
    expect(done).toMatchObject({
      status: 'COMPLETED_SUCCESS',
      generation: { total: ROWS, done: ROWS, failed: 0 },
      documents: { total: ROWS },
    });
    const made = await ctx.db.select({ n: count() }).from(documents).where(eq(documents.bundleId, bundle.id));
    expect(made[0]!.n).toBe(ROWS);
    const linked = await ctx.db
      .select({ documentId: documentBundleRows.documentId })
      .from(documentBundleRows)
      .where(and(eq(documentBundleRows.bundleId, bundle.id), isNotNull(documentBundleRows.documentId)));
    expect(new Set(linked.map((r) => r.documentId)).size).toBe(ROWS);
  });
});

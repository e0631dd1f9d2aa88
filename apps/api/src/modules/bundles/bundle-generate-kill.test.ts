/**
 * The portal killed with `kill -9` while it generates a bundle's documents (issue 27: «a worker killed during
 * generation: the bundle finishes, no document is made twice»). A portal process as `npm start` runs it on
 * PostgreSQL — the API and the job workers in one process — checks a file of ROWS rows and starts the generation;
 * it is killed once documents have been made and before the last. The job's lease runs out, a fresh process claims
 * it again and goes on from the first row still VALID: the bundle ends COMPLETED_SUCCESS with exactly one document
 * per row (the row's document_id is unique, and every document of the bundle is some row's).
 *
 * PostgreSQL only: the processes share the test's database (on PGlite the database lives inside the killed
 * process); bundle-generate-crash.test.ts runs the same resume on both engines with a thrown error instead.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBundleRows, documentBundles, documents } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loginOn, type PortalProcess, startApiProcess } from '../../test-support/portal-processes.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import {
  at,
  type BundleCompany,
  b,
  bundleCompany,
  bundleFile,
  CONTRACT_COLUMNS,
  CONTRACT_TEMPLATE_ID,
  checked,
  newBundle,
  upload,
} from './bundles.test-helpers.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Enough rows that the generation takes seconds, so the kill lands mid-way. */
const ROWS = 300;
const PORTAL_ENV = {
  JOB_WORKERS: 'true',
  JOB_POLL_SECONDS: '0.2',
  JOB_RETRY_DELAY_SECONDS: '0.2',
  JOB_LEASE_SECONDS: '3',
};

let server: TestServer;
let company: BundleCompany;
const portals: PortalProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  server = await startTestServer({ JOB_POLL_SECONDS: '0.2' });
  company = await bundleCompany(server, ['Петров', 'Сидоров', 'Орлов']);
  // From here only the portal processes run jobs.
  await server.runtime.ctx.jobs.stop();
}, 120_000);
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await server?.close();
});

const db = () => server.runtime.ctx.db;
const bundleRow = async (id: string) =>
  (await db().select().from(documentBundles).where(eq(documentBundles.id, id)))[0]!;
const documentsOf = async (id: string) =>
  (
    await db()
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.bundleId, id), isNull(documents.deletedAt)))
  )[0]!.n;

async function freshPortal() {
  const portal = await startApiProcess(server, PORTAL_ENV);
  portals.push(portal);
  return { portal, client: await loginOn(portal.url!, company.email, DEMO_PASSWORD) };
}

describe.skipIf(!onPostgres)('the portal killed mid-generation (PostgreSQL: the portal is its own process)', () => {
  it('kill -9 with some documents made: the next process finishes, one document per row', {
    timeout: 300_000,
  }, async () => {
    let { portal, client } = await freshPortal();
    const bundle = await newBundle(client, { name: 'Договоры на декабрь', template_id: CONTRACT_TEMPLATE_ID });
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      'ИНН исполнителя': company.contractors[i % company.contractors.length]!.inn,
      'Услуги (предмет договора)': 'Уборка помещений',
      'Цена услуг': `${1000 + i},00`,
      'Начало оказания услуг': '01.12.2026',
      'Окончание оказания услуг': '31.12.2026',
    }));
    const file = await bundleFile(CONTRACT_COLUMNS, rows);
    const up = await upload(client, at(b.importFile, bundle.id), { name: 'договоры.xlsx', bytes: file });
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    expect(await checked(client, bundle.id)).toMatchObject({ import: { valid: ROWS, invalid: 0 } });
    expect((await client.post(at(b.generateDocuments, bundle.id))).status).toBe(202);

    await waitFor(
      async () => {
        const made = await documentsOf(bundle.id);
        if (made >= ROWS) throw new Error('the generation finished before the kill');
        return made > 0 ? made : undefined;
      },
      'some documents made',
      120_000,
    );
    await portal.killHard();
    const made = await documentsOf(bundle.id);
    console.info(`killed with ${made} of ${ROWS} documents made`);
    expect(made).toBeLessThan(ROWS);
    expect((await bundleRow(bundle.id)).status).toBe('PROCESSING');

    ({ portal, client } = await freshPortal());
    const done = await waitFor(
      async () => {
        const row = await bundleRow(bundle.id);
        return row.status === 'COMPLETED_SUCCESS' || row.status === 'COMPLETED_ERRORS' ? row : undefined;
      },
      'the generation to finish after the kill',
      180_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${portal.output().slice(-2000)}`);
    });
    expect(done).toMatchObject({ status: 'COMPLETED_SUCCESS', generateTotal: ROWS, generateDone: ROWS });
    expect(await documentsOf(bundle.id)).toBe(ROWS);
    const withDocument = await db()
      .select({ n: count() })
      .from(documentBundleRows)
      .where(and(eq(documentBundleRows.bundleId, bundle.id), isNotNull(documentBundleRows.documentId)));
    expect(withDocument[0]!.n).toBe(ROWS);
  });
});

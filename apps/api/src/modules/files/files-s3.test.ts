/**
 * Files shared by several machines (docs/scale-out.md): two API servers on one database and one S3 bucket (a real
 * S3 protocol server, s3rver), each with a FILES_DIR of its own that neither uses. A file uploaded through one API
 * is downloaded byte for byte through the other. When the object store stops answering, an upload answers the
 * Russian 503 and leaves nothing behind (no stored_files row, no task file), a download answers the same 503, and
 * the cause is in the log.
 */
import { apiPaths, CSRF_COOKIE, CSRF_HEADER, type ErrorBody, type TaskFile } from '@vyplaty/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, taskFiles } from '../../db/schema/index.js';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../lib/storage-s3.js';
import { TestClient } from '../../test-support/http-client.js';
import { type S3TestServer, startS3Server } from '../../test-support/s3-server.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { at, draftTask, type TaskCompany, taskCompany } from '../tasks/tasks.test-helpers.js';

let s3: S3TestServer;
let first: TestServer;
let second: TestServer;
const firstLog: Record<string, unknown>[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  first = await startTestServer(
    { ...s3.env, LOG_LEVEL: 'error' },
    { logDestination: { write: (line: string) => void firstLog.push(JSON.parse(line)) } },
  );
  // The second API runs no jobs, as an API process of the scale-out shape.
  second = await startTestServer({ ...s3.env, JOB_WORKERS: 'false' }, { sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

const f = apiPaths.taskFiles;
const pdf = (tag: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n${tag}\n`), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

/** The same logged-in person on another API: sessions live in the database, both share APP_SECRET. */
function sameSessionOn(server: TestServer, client: TestClient) {
  const other = new TestClient(server.baseUrl);
  for (const [name, cookie] of client.cookies) other.cookies.set(name, cookie);
  return other;
}

async function upload(client: TestClient, taskId: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + at(f.upload, taskId), { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as TaskFile & ErrorBody };
}

async function download(client: TestClient, taskId: string, fileId: string) {
  const url = client.baseUrl + at(f.one, taskId).replace(':fileId', fileId);
  const res = await fetch(url, { headers: { cookie: client.allCookies() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, body: res.ok ? undefined : (JSON.parse(bytes.toString()) as ErrorBody) };
}

const storedFileCount = async () => (await first.runtime.ctx.db.select({ n: count() }).from(storedFiles))[0]!.n;

describe('two APIs on one database and one bucket', () => {
  let company: TaskCompany;
  let taskId: string;
  let uploaded: TaskFile;
  const bytes = pdf('общий файл');

  it('a file uploaded through one API is downloaded byte for byte through the other', async () => {
    company = await taskCompany(first, []);
    taskId = (await draftTask(company)).id;
    const added = await upload(company.client, taskId, 'Техзадание.pdf', bytes);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    uploaded = added.body;

    const got = await download(sameSessionOn(second, company.client), taskId, uploaded.id);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    // The bytes are in the bucket under the row's key, not in either server's directory.
    const [row] = await first.runtime.ctx.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .innerJoin(taskFiles, eq(taskFiles.fileId, storedFiles.id))
      .where(eq(taskFiles.taskId, taskId));
    expect((await second.runtime.ctx.storage.get(row!.key)).equals(bytes)).toBe(true);
  });

  it('the store stopped: an upload answers the Russian 503 and stores nothing; a download answers the same', async () => {
    const filesBefore = await storedFileCount();
    await s3.close();

    const refused = await upload(company.client, taskId, 'Второй.pdf', pdf('второй'));
    expect(refused).toEqual({
      status: 503,
      body: { code: 'STORAGE_UNAVAILABLE', error_message: STORAGE_UNAVAILABLE_MESSAGE },
    });
    expect(await storedFileCount()).toBe(filesBefore);
    const rows = await first.runtime.ctx.db.select().from(taskFiles).where(eq(taskFiles.taskId, taskId));
    expect(rows.map((r) => r.fileId)).toHaveLength(1);
    // The cause is in the log of the API that failed; the person reads only the Russian message.
    expect(firstLog).toContainEqual(
      expect.objectContaining({ msg: 'object store unavailable', operation: 'put', code: 'ECONNREFUSED' }),
    );

    const got = await download(sameSessionOn(second, company.client), taskId, uploaded.id);
    expect(got).toMatchObject({
      status: 503,
      body: { code: 'STORAGE_UNAVAILABLE', error_message: STORAGE_UNAVAILABLE_MESSAGE },
    });
  });
});

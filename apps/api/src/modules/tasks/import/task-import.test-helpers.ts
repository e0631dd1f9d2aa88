/** Set-ups of the tasks-from-Excel tests: workbooks, the multipart upload, downloads and the wait for the check. */
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  type ErrorBody,
  pathWithId,
  TASK_IMPORT_COLUMNS,
  type TaskImport,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import type { TestClient } from '../../../test-support/http-client.js';
import { waitFor } from '../../../test-support/test-server.js';

export type Cells = Record<string, string | number | Date | { formula: string } | null>;

export async function workbook(
  rows: Cells[],
  header: readonly string[] = TASK_IMPORT_COLUMNS,
  sheetName = 'Задания',
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((h) => row[h] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function upload(client: TestClient, path: string, file: { name: string; bytes: Buffer | string }) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const headers = { cookie: client.allCookies(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE) ?? '' };
  const res = await fetch(client.baseUrl + path, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as TaskImport & ErrorBody };
}

export async function download(client: TestClient, path: string) {
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.allCookies() } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every sheet's rows as text. */
export async function sheetsOf(bytes: Buffer): Promise<Map<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** The import once its check has ended (ACTIVATED or ERROR). */
export const checked = (client: TestClient, id: string, timeoutMs?: number) =>
  waitFor(
    async () => {
      const res = await client.get<TaskImport>(pathWithId(apiPaths.taskImport.one, id));
      return res.body.status === 'ACTIVATED' || res.body.status === 'ERROR' ? res.body : undefined;
    },
    'the import checked',
    timeoutMs,
  );

/** The import once its create job has ended (applied_at set). */
export const createdFrom = (client: TestClient, id: string, timeoutMs?: number) =>
  waitFor(
    async () => {
      const res = await client.get<TaskImport>(pathWithId(apiPaths.taskImport.one, id));
      return res.body.applied_at ? res.body : undefined;
    },
    'the tasks created',
    timeoutMs,
  );

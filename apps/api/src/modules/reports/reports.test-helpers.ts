/** Set-ups of the reports' tests: order a report, wait for its end, download its files, read a workbook back. */
import { apiPaths, pathWithId, type Report } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { moscowDate } from '../../lib/moscow-time.js';
import type { TestClient } from '../../test-support/http-client.js';
import { waitFor } from '../../test-support/test-server.js';
import { download } from '../balance/balance.test-helpers.js';

export const today = () => moscowDate(new Date());

export async function orderReport(client: TestClient, kind: Report['kind'], from = today(), to = today()) {
  const res = await client.post<Report>(apiPaths.reports.order, { kind, period_from: from, period_to: to });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const waitForReport = (client: TestClient, id: string) =>
  waitFor(
    async () => {
      const res = await client.get<Report>(pathWithId(apiPaths.reports.one, id));
      return res.body.status === 'SUCCESS' || res.body.status === 'ERROR' ? res.body : undefined;
    },
    'the report built',
    60_000,
  );

export async function downloadReport(
  client: TestClient,
  id: string,
  file: 'REPORT' | 'EXTRA' | 'SIGNATURE' = 'REPORT',
) {
  return download(client, `${apiPaths.reports.download}?report_id=${id}&file=${file}`);
}

/** The rows of a workbook's sheet as arrays of plain values (index 0 = column A). */
export async function sheetRows(bytes: Buffer, sheet: number | string = 1): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = typeof sheet === 'number' ? workbook.worksheets[sheet - 1] : workbook.getWorksheet(sheet);
  const rows: unknown[][] = [];
  ws?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The row whose first cell is `first` (a title, a total, a payout number). */
export const rowStarting = (rows: unknown[][], first: unknown) => rows.find((r) => r[0] === first);

/**
 * The archive reports' tests (issue 28): a report ordered over HTTP and waited for, its file downloaded, unzipped,
 * and the register read cell by cell.
 */
import { apiPaths, pathWithId, type Report, type ReportKind } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect } from 'vitest';
import { moscowDate } from '../../../lib/moscow-time.js';
import type { TestClient } from '../../../test-support/http-client.js';
import { waitFor } from '../../../test-support/test-server.js';

export const today = () => moscowDate(new Date());

/** POST report, then GET report/{id} until it is built (SUCCESS or ERROR). */
export async function orderedReport(client: TestClient, kind: ReportKind, from: string, to: string): Promise<Report> {
  const ordered = await client.post<Report>(apiPaths.reports.order, { kind, period_from: from, period_to: to });
  expect(ordered.status, JSON.stringify(ordered.body)).toBeLessThan(300);
  return waitFor(
    async () => {
      const res = await client.get<Report>(pathWithId(apiPaths.reports.one, ordered.body.id));
      return res.body.status === 'SUCCESS' || res.body.status === 'ERROR' ? res.body : undefined;
    },
    `the ${kind} report built`,
    60_000,
  );
}

/** GET report/download?report_id=&file=REPORT, unzipped. */
export async function downloadedZip(client: TestClient, reportId: string) {
  const path = `${apiPaths.reports.download}?report_id=${reportId}&file=REPORT`;
  const res = await fetch(client.baseUrl + path, { headers: { cookie: client.allCookies() } });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { disposition: res.headers.get('content-disposition') ?? '', zip: await JSZip.loadAsync(bytes) };
}

/** The first sheet's rows as text, cell by cell (an empty cell is ''). */
export async function sheetRows(bytes: Buffer): Promise<{ name: string; rows: string[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i += 1) {
      const v = row.getCell(i).value;
      cells.push(v === null || v === undefined ? '' : String(v));
    }
    rows.push(cells);
  });
  return { name: sheet.name, rows };
}

/**
 * The result report of a paid registry (.xlsx, streamed row by row as read from the database): each row
 * of the file with what became of it — its payout's number and status, when it was paid, the НПД receipt's
 * link, or why it was not paid. Cells are escaped as the error report's (`= + - @` never start a formula).
 */
import type { Writable } from 'node:stream';
import { formatKopecks } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { escapeCell } from './registry-xlsx.js';

export type ResultReportRow = {
  rowNumber: number;
  fullName: string;
  inn: string;
  amountKopecks: bigint | null;
  ndflKopecks: bigint;
  netKopecks: bigint | null;
  payoutNumber: number | null;
  status: string;
  paidAt: string;
  receiptLink: string;
  reason: string;
};

const COLUMNS: { title: string; width: number; of: (row: ResultReportRow) => string | number }[] = [
  { title: 'Строка', width: 8, of: (r) => r.rowNumber },
  { title: 'ФИО', width: 32, of: (r) => r.fullName },
  { title: 'ИНН', width: 14, of: (r) => r.inn },
  { title: 'Сумма', width: 16, of: (r) => (r.amountKopecks === null ? '' : formatKopecks(r.amountKopecks)) },
  { title: 'НДФЛ', width: 14, of: (r) => (r.ndflKopecks > 0n ? formatKopecks(r.ndflKopecks) : '') },
  { title: 'К выплате', width: 16, of: (r) => (r.netKopecks === null ? '' : formatKopecks(r.netKopecks)) },
  { title: 'Выплата №', width: 11, of: (r) => r.payoutNumber ?? '' },
  { title: 'Статус', width: 20, of: (r) => r.status },
  { title: 'Дата выплаты', width: 18, of: (r) => r.paidAt },
  { title: 'Чек', width: 40, of: (r) => r.receiptLink },
  { title: 'Причина', width: 60, of: (r) => r.reason },
];

export async function writeRegistryResultReport(rows: AsyncIterable<ResultReportRow>, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Результат', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  const header = sheet.addRow(COLUMNS.map((c) => c.title));
  header.font = { bold: true };
  header.commit();
  for await (const row of rows) {
    sheet
      .addRow(
        COLUMNS.map((c) => {
          const value = c.of(row);
          return typeof value === 'string' ? escapeCell(value) : value;
        }),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * RECEIPTS_ARCHIVE «Архив чеков» (issue 28; docs/decisions/reports-archives-and-page.md): every receipt FNS gave a
 * number for the company's НПД payouts whose income time is in the period (Moscow days), cancelled ones too —
 * «чеки/Чек <номер> <ФИО>.pdf» each (receipt-pdf.ts) and «Список чеков <период>.xlsx» at the end: number, date,
 * contractor, ИНН, sum, service, status, and for a cancelled one «Аннулирован», the date and the reason. Streamed:
 * a receipt at a time into the zip, the zip into the storage; progress after every receipt.
 */
import { moscowDateTime } from '../../../lib/moscow-time.js';
import { companyPeriodReceipts, countCompanyPeriodReceipts, type PeriodReceipt } from '../../fns/index.js';
import type { ReportBuilder } from '../report-builder.js';
import { periodText, rubles } from '../report-output.js';
import { safeName, sheetXlsx, storeZip } from './archive-files.js';
import { receiptPdf, receiptStatusText } from './receipt-pdf.js';
import type { ZipEntry } from './zip-stream.js';

export const RECEIPT_LIST_COLUMNS = [
  { header: '№ чека', width: 16 },
  { header: 'Дата', width: 18 },
  { header: 'Исполнитель', width: 36 },
  { header: 'ИНН', width: 14 },
  { header: 'Сумма, ₽', width: 14, numFmt: '#,##0.00' },
  { header: 'Услуга', width: 40 },
  { header: 'Статус', width: 16 },
  { header: 'Дата аннулирования', width: 18 },
  { header: 'Причина аннулирования', width: 28 },
  { header: 'Файл', width: 40 },
] as const;

function listRow(r: PeriodReceipt, file: string) {
  return [
    r.number,
    moscowDateTime(r.operationTime),
    r.contractorFio,
    r.contractorInn,
    rubles(r.totalKopecks),
    r.services.map((s) => s.name).join('; '),
    receiptStatusText(r),
    r.canceledAt ? moscowDateTime(r.canceledAt) : '',
    r.status === 'REGISTERED' ? '' : (r.cancelReason ?? ''),
    file,
  ];
}

export const buildReceiptsArchive: ReportBuilder = async (ctx, report, progress) => {
  const { customerId, periodFrom, periodTo } = report;
  const total = await countCompanyPeriodReceipts(ctx, customerId, periodFrom, periodTo);
  await progress(0, total);
  const period = periodText(report);
  async function* entries(): AsyncGenerator<ZipEntry> {
    const rows: (string | number | null)[][] = [];
    for await (const receipt of companyPeriodReceipts(ctx, customerId, periodFrom, periodTo)) {
      const name = `чеки/${safeName(`Чек ${receipt.number} ${receipt.contractorFio}`)}.pdf`;
      yield { name, bytes: await receiptPdf(receipt, ctx.now()), date: receipt.operationTime };
      rows.push(listRow(receipt, name));
      await progress(rows.length, Math.max(total, rows.length));
    }
    const list = await sheetXlsx(`Список чеков за ${period}`, 'Чеки', RECEIPT_LIST_COLUMNS, rows);
    yield { name: `Список чеков ${period}.xlsx`, bytes: list, date: ctx.now() };
  }
  return { file: await storeZip(ctx, report, `Архив чеков ${period}.zip`, entries()) };
};

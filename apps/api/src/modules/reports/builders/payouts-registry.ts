/**
 * «Реестр выплат за период» (docs/decisions/reports.md): every live payout the company made in the period — a
 * payout belongs to the Moscow day it was created on, whatever its status — one row each, oldest first, read from
 * the database 1,000 at a time and written by exceljs's streaming writer straight into the storage. Each row names
 * the contractor, the money (gross, НДФЛ, net, the platform's fee), the status, the bank's reference, the receipt,
 * the act and the task; the totals close the sheet.
 */
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@vyplaty/contracts';
import type ExcelJS from 'exceljs';
import type { AppContext } from '../../../context.js';
import { moscowDateTime } from '../../../lib/moscow-time.js';
import { findCustomer } from '../../parties/index.js';
import { countPayoutsOfPeriod, type PayoutForReport, payoutsForReport } from '../../payouts/index.js';
import type { BuiltReport, ReportBuilder, ReportToBuild } from '../report-builder.js';
import {
  addHeading,
  addTitles,
  MONEY_FORMAT,
  periodBounds,
  periodText,
  rubles,
  safeText,
  storeReportFile,
  XLSX_MIME_TYPE,
  xlsxInto,
} from '../report-output.js';

export const PAYOUTS_REGISTRY_COLUMNS = [
  '№ выплаты',
  'Создана (МСК)',
  'Выплачена (МСК)',
  'ФИО исполнителя',
  'ИНН',
  'Вид',
  'Сумма, ₽',
  'НДФЛ, ₽',
  'К выплате, ₽',
  'Комиссия платформы, ₽',
  'Статус',
  'Банковская ссылка',
  'Чек №',
  'Дата чека',
  'Ссылка на чек',
  'Статус чека',
  'Акт №',
  'Дата акта',
  'Задание',
  'Услуга',
] as const;

const MONEY_COLUMNS = [7, 8, 9, 10];

const RECEIPT_STATUS: Record<string, string> = {
  PENDING: 'Ожидает регистрации',
  REGISTERED: 'Зарегистрирован',
  CANCEL_PENDING: 'Аннулируется',
  CANCELED: 'Аннулирован',
  ERROR: 'Ошибка регистрации',
};

/**
 * The platform's fee of a payout. The platform charges none today (DOMAIN §8 «fee model» is open): the ledger has
 * no fee operation and the payout no fee column, so the column reads 0,00 for every payout.
 */
const feeOf = (_payout: PayoutForReport) => 0n;

const absoluteLink = (ctx: AppContext, link: string | null) =>
  link ? (link.startsWith('/') ? `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${link}` : link) : '';

function cellsOf(ctx: AppContext, p: PayoutForReport) {
  return [
    p.number,
    p.createdAt,
    p.paidAt ?? '',
    safeText(p.fio),
    p.inn ?? '',
    p.kind === 'NPD' ? 'НПД' : 'ГПХ',
    rubles(p.amountKopecks),
    rubles(p.ndflKopecks),
    rubles(p.netKopecks),
    rubles(feeOf(p)),
    PAYOUT_STATUS_LABELS[p.status as PayoutStatus] ?? p.status,
    safeText(p.bankReference),
    safeText(p.receiptId),
    p.receiptAt ?? '',
    safeText(absoluteLink(ctx, p.receiptLink)),
    p.receiptStatus ? (RECEIPT_STATUS[p.receiptStatus] ?? p.receiptStatus) : '',
    p.actNumber ?? '',
    p.actDate ?? '',
    safeText(p.taskNumber ? `№ ${p.taskNumber} ${p.taskName ?? ''}`.trim() : ''),
    safeText(p.serviceName),
  ];
}

type Totals = { count: number; gross: bigint; ndfl: bigint; net: bigint; fee: bigint };
const zero = (): Totals => ({ count: 0, gross: 0n, ndfl: 0n, net: 0n, fee: 0n });
const add = (t: Totals, p: PayoutForReport) => {
  t.count += 1;
  t.gross += p.amountKopecks;
  t.ndfl += p.ndflKopecks;
  t.net += p.netKopecks;
  t.fee += feeOf(p);
};

export const buildPayoutsRegistry: ReportBuilder = async (ctx, report, progress): Promise<BuiltReport> => {
  const customer = await findCustomer(ctx, report.customerId);
  const period = { customerId: report.customerId, ...periodBounds(report) };
  const total = await countPayoutsOfPeriod(ctx, period);
  await progress(0, total);
  const file = await storeReportFile(
    ctx,
    report,
    { name: `Реестр выплат ${periodText(report)}.xlsx`, mimeType: XLSX_MIME_TYPE },
    xlsxInto(async (workbook) => {
      const sheet = workbook.addWorksheet('Реестр выплат');
      sheet.columns = PAYOUTS_REGISTRY_COLUMNS.map((_, i) => ({
        width: [4, 5, 6, 8, 9, 10].includes(i) ? 16 : i === 3 || i === 14 || i === 18 ? 40 : 18,
        ...(MONEY_COLUMNS.includes(i + 1) ? { style: { numFmt: MONEY_FORMAT } } : {}),
      }));
      addHeading(sheet, `Реестр выплат за период ${periodText(report)}`, headingOf(customer, report, ctx.now()));
      addTitles(sheet, [...PAYOUTS_REGISTRY_COLUMNS]);
      const all = zero();
      const paid = zero();
      for await (const page of payoutsForReport(ctx, period)) {
        for (const payout of page) {
          sheet.addRow(cellsOf(ctx, payout)).commit();
          add(all, payout);
          if (payout.status === 'DONE') add(paid, payout);
        }
        await progress(all.count, Math.max(total, all.count));
      }
      addTotals(sheet, 'Итого выплат в реестре', all);
      addTotals(sheet, 'в том числе выплачено', paid);
      sheet.commit();
    }),
  );
  return { file };
};

function headingOf(
  customer: { organisationName: string; inn: string } | undefined,
  report: ReportToBuild,
  now: Date,
): [string, string][] {
  return [
    ['Компания', customer?.organisationName ?? ''],
    ['ИНН', customer?.inn ?? ''],
    ['Период (МСК, по дате создания выплаты)', periodText(report)],
    ['Сформирован', moscowDateTime(now)],
  ];
}

function addTotals(sheet: ExcelJS.Worksheet, title: string, t: Totals) {
  const row = sheet.addRow([
    title,
    `${t.count} шт.`,
    '',
    '',
    '',
    '',
    rubles(t.gross),
    rubles(t.ndfl),
    rubles(t.net),
    rubles(t.fee),
  ]);
  row.font = { bold: true };
  row.commit();
}

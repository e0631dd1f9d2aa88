/**
 * «НДФЛ по договорам ГПХ» (docs/decisions/reports.md): the company's ГПХ payouts (kind INDIVIDUAL) the bank paid
 * (DONE) in the period — a payout belongs to the Moscow day it was paid on, the day the income is received
 * (НК РФ ст. 223 п. 1 пп. 1) and НДФЛ withheld (ст. 226 п. 4). Sheet one sums them per person and month (income,
 * НДФЛ withheld, the company's contributions, net paid, how many); sheet two lists each payout with the dates
 * 6-НДФЛ asks for: income received, НДФЛ withheld, and the transfer deadline (ст. 226 п. 6).
 */
import type ExcelJS from 'exceljs';
import { moscowDateTime } from '../../../lib/moscow-time.js';
import { findCustomer } from '../../parties/index.js';
import { type NdflMonth, ndflByMonth, ndflPayouts } from '../../payouts/index.js';
import type { BuiltReport, ReportBuilder } from '../report-builder.js';
import {
  addHeading,
  addTitles,
  MONEY_FORMAT,
  periodBounds,
  periodText,
  rubles,
  ruDate,
  safeText,
  storeReportFile,
  XLSX_MIME_TYPE,
  xlsxInto,
} from '../report-output.js';

export const NDFL_MONTH_COLUMNS = [
  'ФИО',
  'ИНН',
  'Месяц',
  'Выплат',
  'Начислено (доход), ₽',
  'НДФЛ удержан, ₽',
  'Взносы компании, ₽',
  'Выплачено на руки, ₽',
] as const;

export const NDFL_PAYOUT_COLUMNS = [
  '№ выплаты',
  'ФИО',
  'ИНН',
  'Дата получения дохода',
  'Дата удержания НДФЛ',
  'Срок перечисления НДФЛ',
  'Доход, ₽',
  'Ставка НДФЛ, %',
  'НДФЛ удержан, ₽',
  'Выплачено на руки, ₽',
  'Взносы компании, ₽',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The last day to transfer НДФЛ withheld on `isoDay` (НК РФ ст. 226 п. 6 since 2023): withheld from the 1st to the
 * 22nd — the 28th of that month; from the 23rd to the month's end — the 28th of the next; from 23 to 31 December —
 * 31 December (the year's last working day in law; moved to a working day by the calendar, which is not applied here).
 */
export function ndflTransferDeadline(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  if (day <= 22) return `28.${pad(month)}.${year}`;
  if (month === 12) return `31.12.${year}`;
  return `28.${pad(month + 1)}.${year}`;
}

const monthText = (yyyyMm: string) => `${yyyyMm.slice(5, 7)}.${yyyyMm.slice(0, 4)}`;

function moneyColumns(sheet: ExcelJS.Worksheet, count: number, money: number[]) {
  sheet.columns = Array.from({ length: count }, (_, i) => ({
    width: i === 0 || i === 1 ? 34 : 18,
    ...(money.includes(i + 1) ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
}

function writeMonths(sheet: ExcelJS.Worksheet, months: NdflMonth[]) {
  addTitles(sheet, [...NDFL_MONTH_COLUMNS]);
  const sum = { count: 0, gross: 0n, ndfl: 0n, contributions: 0n, net: 0n };
  for (const m of months) {
    sheet
      .addRow([
        safeText(m.fio),
        m.inn ?? '',
        monthText(m.month),
        m.count,
        rubles(m.amountKopecks),
        rubles(m.ndflKopecks),
        rubles(m.contributionsKopecks),
        rubles(m.netKopecks),
      ])
      .commit();
    sum.count += m.count;
    sum.gross += m.amountKopecks;
    sum.ndfl += m.ndflKopecks;
    sum.contributions += m.contributionsKopecks;
    sum.net += m.netKopecks;
  }
  const totals = sheet.addRow([
    'Итого',
    '',
    '',
    sum.count,
    rubles(sum.gross),
    rubles(sum.ndfl),
    rubles(sum.contributions),
    rubles(sum.net),
  ]);
  totals.font = { bold: true };
  totals.commit();
  return sum.count;
}

export const buildNdflGph: ReportBuilder = async (ctx, report, progress): Promise<BuiltReport> => {
  const customer = await findCustomer(ctx, report.customerId);
  const period = { customerId: report.customerId, ...periodBounds(report) };
  const heading: [string, string][] = [
    ['Компания (налоговый агент)', customer?.organisationName ?? ''],
    ['ИНН', customer?.inn ?? ''],
    ['Период (МСК, по дате выплаты)', periodText(report)],
    ['Сформирован', moscowDateTime(ctx.now())],
  ];
  const file = await storeReportFile(
    ctx,
    report,
    { name: `НДФЛ по договорам ГПХ ${periodText(report)}.xlsx`, mimeType: XLSX_MIME_TYPE },
    xlsxInto(async (workbook) => {
      // The sums first (one row per person and month), committed whole before the second sheet is written.
      const months = workbook.addWorksheet('Свод по лицам и месяцам');
      moneyColumns(months, NDFL_MONTH_COLUMNS.length, [5, 6, 7, 8]);
      addHeading(months, `НДФЛ по договорам ГПХ за период ${periodText(report)}`, heading);
      const total = writeMonths(months, await ndflByMonth(ctx, period));
      months.commit();
      await progress(0, total);

      const payouts = workbook.addWorksheet('Выплаты для 6-НДФЛ');
      moneyColumns(payouts, NDFL_PAYOUT_COLUMNS.length, [7, 9, 10, 11]);
      addTitles(payouts, [...NDFL_PAYOUT_COLUMNS]);
      let done = 0;
      for await (const page of ndflPayouts(ctx, period)) {
        for (const p of page) {
          payouts
            .addRow([
              p.number,
              safeText(p.fio),
              p.inn ?? '',
              ruDate(p.paidDay),
              ruDate(p.paidDay),
              ndflTransferDeadline(p.paidDay),
              rubles(p.amountKopecks),
              p.ndflRate ?? '',
              rubles(p.ndflKopecks),
              rubles(p.netKopecks),
              rubles(p.contributionsKopecks),
            ])
            .commit();
        }
        done += page.length;
        await progress(done, Math.max(total, done));
      }
      payouts.commit();
    }),
  );
  return { file };
};

/**
 * «Акт сверки» with the platform (docs/decisions/reports.md): the PDF the company may sign with КЭП, and the same
 * figures in an .xlsx beside it. Built from reconciliation-model.ts; small (a line per day and kind of movement).
 */
import { formatKopecks } from '@vyplaty/contracts';
import type ExcelJS from 'exceljs';
import { moscowDateTime } from '../../../lib/moscow-time.js';
import { PDF_MIME_TYPE, renderPdf } from '../../../lib/pdf.js';
import type { BuiltReport, ReportBuilder } from '../report-builder.js';
import {
  addTitles,
  MONEY_FORMAT,
  periodText,
  rubles,
  ruDate,
  storeReportFile,
  XLSX_MIME_TYPE,
  xlsxInto,
} from '../report-output.js';
import { type Reconciliation, reconciliationOf } from './reconciliation-model.js';

export const PLATFORM_NAME = 'Оператор платформы «Выплаты»';

/** The summary lines, both files alike: [label, kopecks]. */
export function summaryOf(r: Reconciliation): [string, bigint][] {
  return [
    [`Сальдо на начало периода (${ruDate(r.periodFrom)}) в пользу компании`, r.opening.saldoKopecks],
    ['Пополнения баланса', r.topUpsKopecks],
    ['Выплаты исполнителям', r.payoutsKopecks],
    ['Комиссия платформы', r.feesKopecks],
    ['Возвраты остатка на счёт компании', r.moneybacksKopecks],
    ...(r.otherDebitsKopecks > 0n ? [['Прочие списания', r.otherDebitsKopecks] as [string, bigint]] : []),
    [`Сальдо на конец периода (${ruDate(r.periodTo)}) в пользу компании`, r.closing.saldoKopecks],
  ];
}

/** What the closing сальдо is made of: the balance screen's figures at the period's end. */
export function closingPartsOf(r: Reconciliation): [string, bigint][] {
  return [
    ['в том числе доступно', r.closing.postedKopecks - r.closing.heldKopecks],
    ['в резерве выплат', r.closing.heldKopecks],
    ['заблокировано', r.closing.blockedKopecks],
    ['задолженность по кредитной линии (вычтена)', r.closing.debtKopecks],
  ];
}

const money = (kopecks: bigint) => ({ text: formatKopecks(kopecks), alignment: 'right' });

function reconciliationPdf(r: Reconciliation): Promise<Buffer> {
  const line = ([label, kopecks]: [string, bigint], bold = false) => [
    { text: label, bold },
    { ...money(kopecks), bold },
  ];
  const summary = summaryOf(r);
  return renderPdf(
    {
      content: [
        { text: 'Акт сверки взаимных расчётов', style: 'title' },
        { text: `за период ${periodText(r)} (дни по московскому времени)` },
        {
          text: `между ${r.company.name} (ИНН ${r.company.inn}) и ${PLATFORM_NAME} по договору номинального счёта № ${r.company.contractNumber}`,
          margin: [0, 4, 0, 8],
        },
        {
          table: {
            headerRows: 1,
            widths: [70, '*', 90, 90],
            body: [
              ['Дата', 'Операции', 'Поступило', 'Списано'].map((text) => ({ text, bold: true })),
              [{ text: '', colSpan: 2 }, '', { text: 'Сальдо на начало', bold: true }, money(r.opening.saldoKopecks)],
              ...r.lines.map((l) => [
                ruDate(l.day),
                l.text,
                l.inKopecks ? money(l.inKopecks) : '',
                l.outKopecks ? money(l.outKopecks) : '',
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 9,
          margin: [0, 0, 0, 8],
        },
        {
          table: { widths: ['*', 120], body: summary.map((s, i) => line(s, i === 0 || i === summary.length - 1)) },
          layout: 'noBorders',
        },
        {
          table: { widths: ['*', 120], body: closingPartsOf(r).map((s) => line(s)) },
          layout: 'noBorders',
          fontSize: 8,
        },
        {
          text: `По данным платформы на ${ruDate(r.periodTo)} задолженность платформы перед компанией составляет ${formatKopecks(r.closing.saldoKopecks)}.`,
          margin: [0, 10, 0, 16],
        },
        {
          columns: [
            { text: `От компании:\n${r.company.name}\n\n____________________` },
            { text: `От платформы:\n${PLATFORM_NAME}\n\n____________________` },
          ],
        },
        { text: `Сформирован ${moscowDateTime(r.createdAt)}`, fontSize: 8, margin: [0, 16, 0, 0] },
      ],
    },
    { title: `Акт сверки ${periodText(r)}`, createdAt: r.createdAt },
  );
}

function writeSheet(sheet: ExcelJS.Worksheet, r: Reconciliation) {
  sheet.columns = [
    { width: 14 },
    { width: 60 },
    { width: 18, style: { numFmt: MONEY_FORMAT } },
    { width: 18, style: { numFmt: MONEY_FORMAT } },
  ];
  const title = sheet.addRow([`Акт сверки за период ${periodText(r)}`]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const l of [
    ['Компания', r.company.name],
    ['ИНН', r.company.inn],
    ['Договор номинального счёта', r.company.contractNumber],
    ['Сформирован', moscowDateTime(r.createdAt)],
  ])
    sheet.addRow(l).commit();
  sheet.addRow([]).commit();
  addTitles(sheet, ['Дата', 'Операции', 'Поступило', 'Списано']);
  for (const l of r.lines) {
    sheet
      .addRow([
        ruDate(l.day),
        l.text,
        l.inKopecks ? rubles(l.inKopecks) : null,
        l.outKopecks ? rubles(l.outKopecks) : null,
      ])
      .commit();
  }
  sheet.addRow([]).commit();
  for (const [label, kopecks] of [...summaryOf(r), ...closingPartsOf(r)]) {
    sheet.addRow(['', label, rubles(kopecks)]).commit();
  }
  sheet.commit();
}

export const buildReconciliation: ReportBuilder = async (ctx, report, progress): Promise<BuiltReport> => {
  await progress(0, 2);
  const r = await reconciliationOf(ctx, report);
  const bytes = await reconciliationPdf(r);
  const file = await storeReportFile(
    ctx,
    report,
    { name: `Акт сверки ${periodText(r)}.pdf`, mimeType: PDF_MIME_TYPE },
    async (out) => {
      out.end(bytes);
    },
  );
  await progress(1, 2);
  const extra = await storeReportFile(
    ctx,
    report,
    { name: `Акт сверки ${periodText(r)}.xlsx`, mimeType: XLSX_MIME_TYPE },
    xlsxInto(async (workbook) => writeSheet(workbook.addWorksheet('Акт сверки'), r)),
  );
  await progress(2, 2);
  return { file, extra };
};

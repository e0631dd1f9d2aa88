/**
 * The statement as an .xlsx workbook (exceljs): the company and period on top, the opening balance,
 * one row per operation (amount signed by what it does to the posted balance; a reserve shows in its own
 * column), the totals and the closing balance. Descriptions are escaped against formula injection.
 */
import { BALANCE_OPERATION_LABELS, kopecksToRubles } from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { moscowDateTime } from '../../lib/moscow-time.js';
import { POSTED_EFFECT, type Statement } from './statement-model.js';

export const STATEMENT_XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
/** Kopecks as an Excel number of roubles with two decimals (exact below 2^53 kopecks). */
const rubles = (kopecks: bigint) => Number(kopecksToRubles(kopecks));
const MONEY_FORMAT = '#,##0.00';

export async function statementWorkbook(statement: Statement): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Выплаты';
  const sheet = workbook.addWorksheet('Выписка');
  sheet.columns = [
    { key: 'at', width: 18 },
    { key: 'type', width: 20 },
    { key: 'description', width: 60 },
    { key: 'in', width: 16, style: { numFmt: MONEY_FORMAT } },
    { key: 'out', width: 16, style: { numFmt: MONEY_FORMAT } },
    { key: 'reserve', width: 16, style: { numFmt: MONEY_FORMAT } },
  ];
  const header = [
    ['Выписка по балансу', ''],
    ['Компания', safeText(statement.company.name)],
    ['ИНН', statement.company.inn],
    ['Договор номинального счёта', statement.company.contractNumber],
    ['Период', `${statement.dateFrom} — ${statement.dateTo} (МСК)`],
    ['Сформирована', moscowDateTime(statement.createdAt)],
  ];
  for (const line of header) sheet.addRow(line);
  sheet.getRow(1).font = { bold: true, size: 14 };
  sheet.addRow([]);
  const opening = sheet.addRow(['Остаток на начало периода', '', '', rubles(statement.openingKopecks)]);
  opening.font = { bold: true };
  const titles = sheet.addRow(['Дата и время (МСК)', 'Операция', 'Описание', 'Поступление', 'Списание', 'Резерв']);
  titles.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: titles.number }];
  for (const operation of statement.operations) {
    const effect = POSTED_EFFECT[operation.type];
    const amount = rubles(operation.amountKopecks);
    sheet.addRow({
      at: moscowDateTime(operation.createdAt),
      type: BALANCE_OPERATION_LABELS[operation.type],
      description: safeText(operation.description),
      in: effect === 1 ? amount : null,
      out: effect === -1 ? amount : null,
      reserve: effect === 0 ? (operation.type === 'HOLD' ? amount : -amount) : null,
    });
  }
  const totals = sheet.addRow(['Итого', '', '', rubles(statement.inKopecks), rubles(statement.outKopecks)]);
  totals.font = { bold: true };
  const closing = sheet.addRow(['Остаток на конец периода', '', '', rubles(statement.closingKopecks)]);
  closing.font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

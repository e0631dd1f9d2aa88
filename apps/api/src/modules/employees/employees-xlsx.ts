/**
 * The contractors export as an .xlsx workbook (exceljs): one sheet, a Russian header row, one row per
 * contractor in the list's order. Text a person typed is escaped against formula injection
 * (DOMAIN.md §5): a cell starting with = + - @ (or a tab / carriage return) gets a leading apostrophe.
 */
import {
  EMPLOYEE_CONNECTION_LABELS,
  EMPLOYEE_KIND_LABELS,
  type EmployeeListItem,
  FNS_BINDING_LABELS,
  NPD_STATUS_LABELS,
  TAX_REGIME_LABELS,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { formerEmploymentText } from '../former-employment/index.js';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Phones are stored normalised (+7 and ten digits) by the API and cannot carry a formula. */
const NORMALISED_PHONE = /^\+7\d{10}$/;

export function safeCell(value: string | null | undefined): string {
  if (!value) return '';
  if (NORMALISED_PHONE.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The calendar day in Moscow, as a date Excel shows without shifting it to another time zone. */
// One formatter for the whole file: toLocaleDateString builds a new one per call (half the export's time).
const moscowDate = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' });

function moscowDay(iso: string): Date {
  const [day, month, year] = moscowDate.format(new Date(iso)).split('.').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

const yesNo = (value: boolean) => (value ? 'Да' : 'Нет');

const COLUMNS = [
  { header: 'ФИО', key: 'fio', width: 36 },
  { header: 'Телефон', key: 'phone', width: 16 },
  { header: 'ИНН', key: 'inn', width: 14 },
  { header: 'Тип исполнителя', key: 'kind', width: 30 },
  { header: 'Налоговый режим', key: 'tax_regime', width: 26 },
  { header: 'Статус НПД', key: 'npd_status', width: 16 },
  { header: 'ФНС', key: 'fns_binding', width: 22 },
  { header: 'Доход за год', key: 'yearly_income', width: 16 },
  { header: 'Регистрация завершена', key: 'is_verified', width: 12 },
  { header: 'Реквизиты для выплат', key: 'has_requisites', width: 12 },
  { header: 'Состояние', key: 'connection', width: 26 },
  { header: 'Добавлен', key: 'added_at', width: 12 },
  { header: 'Трудовой договор', key: 'former_employment', width: 40 },
] as const;

export async function employeesWorkbook(items: EmployeeListItem[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Выплаты';
  const sheet = workbook.addWorksheet('Исполнители', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    sheet.addRow({
      fio: safeCell([item.last_name, item.first_name, item.patronymic].filter(Boolean).join(' ')),
      phone: safeCell(item.phone),
      inn: safeCell(item.inn),
      kind: item.kind ? EMPLOYEE_KIND_LABELS[item.kind] : '',
      tax_regime: TAX_REGIME_LABELS[item.tax_regime],
      npd_status: NPD_STATUS_LABELS[item.npd_status],
      fns_binding: item.fns_binding ? FNS_BINDING_LABELS[item.fns_binding] : 'Не подключён',
      // A number in rubles, so the column sums in Excel; empty while FNS was never asked.
      yearly_income: item.yearly_income === null ? '' : Number(item.yearly_income),
      is_verified: yesNo(item.is_verified),
      has_requisites: yesNo(item.has_requisites),
      connection: EMPLOYEE_CONNECTION_LABELS[item.connection],
      added_at: moscowDay(item.added_at),
      // The statement that counts for НПД payouts (the stricter of the contractor's and the company's).
      former_employment: formerEmploymentText(item.former_employment),
    });
  }
  sheet.getColumn('added_at').numFmt = 'dd.mm.yyyy';
  sheet.getColumn('yearly_income').numFmt = '# ##0.00';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** «Исполнители 23.11.2026.xlsx» (the day in Moscow). */
export const exportFileName = (now: Date) =>
  `Исполнители ${now.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}.xlsx`;

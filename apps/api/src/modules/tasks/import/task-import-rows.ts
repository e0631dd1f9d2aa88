/**
 * The checks of a row, with no database: a tasks row is turned into the task's input and checked by the
 * contract's own `taskInputSchema` (the same words as the form and POST task), plus what only a file can
 * get wrong (a formula, a service name not in the catalogue, a date or a pricing word); a contractors row
 * is matched against the company's contractors by ИНН or phone.
 */
import {
  innValid,
  normalizeRuMobile,
  TASK_IMPORT_PRICING_WORDS,
  type TaskImportColumn,
  taskInputSchema,
} from '@vyplaty/contracts';
import type { StoredTaskImportRow } from '../../../db/schema/index.js';
import { taskTotalKopecks } from '../task-view.js';
import type { ReadRow } from './task-import-xlsx.js';

const norm = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase().replace(/ё/g, 'е');

/** ДД.ММ.ГГГГ (as typed or as a date cell reads) or ГГГГ-ММ-ДД → ГГГГ-ММ-ДД; else null. */
export function isoDateOf(text: string): string | null {
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = ru ? `${ru[3]}-${ru[2]!.padStart(2, '0')}-${ru[1]!.padStart(2, '0')}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** ЧЧ:ММ, or a time cell (a fraction of a day) → ЧЧ:ММ; else null. */
export function timeOf(text: string): string | null {
  const fraction = Number(text.replace(',', '.'));
  if (/^0?[.,]\d+$/.test(text) && fraction >= 0 && fraction < 1) {
    const minutes = Math.round(fraction * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** A money cell as the contract reads it: spaces out, a comma decimal. */
const amountOf = (text: string) => text.replace(/[\s\u00a0₽]|руб\.?/g, '').replace(',', '.');

export type ServiceByName = Map<string, { id: string; name: string }>;
export const servicesByName = (services: { id: string; name: string }[]): ServiceByName =>
  new Map(services.map((s) => [norm(s.name), s]));

/** One tasks row checked: its reasons (none when it may become a DRAFT) and the task's input. */
export function checkTaskRow(read: ReadRow, services: ServiceByName): StoredTaskImportRow {
  const cell = (column: TaskImportColumn) => read.cells[column] ?? '';
  const errors: string[] = [];
  for (const column of read.formulas) errors.push(`${column}: формула не принимается — впишите значение`);
  const pricingWord = norm(cell('Оплата'));
  const pricing = Object.entries(TASK_IMPORT_PRICING_WORDS).find(([, word]) => norm(word) === pricingWord)?.[0];
  if (!pricing) {
    errors.push(
      `Оплата: «${TASK_IMPORT_PRICING_WORDS.FIXED}» или «${TASK_IMPORT_PRICING_WORDS.PER_UNIT}»${cell('Оплата') ? '' : ' — не указана'}`,
    );
  }
  const serviceName = cell('Услуга');
  const service = serviceName ? services.get(norm(serviceName)) : undefined;
  if (!serviceName) errors.push('Укажите услугу из справочника компании');
  else if (!service) errors.push(`Услуги «${serviceName}» нет в справочнике компании`);
  const dates = (['Начало периода', 'Конец периода'] as const).map((column) => {
    const text = cell(column);
    const iso = isoDateOf(text);
    if (!text) errors.push(`${column}: укажите дату ДД.ММ.ГГГГ`);
    else if (!iso) errors.push(`${column}: дата в формате ДД.ММ.ГГГГ`);
    return iso;
  });
  let startTime: string | null = null;
  if (cell('Время начала')) {
    const time = timeOf(cell('Время начала'));
    if (!time) errors.push('Время начала: ЧЧ:ММ, например 09:30');
    else if (dates[0]) startTime = `${dates[0]}T${time}:00+03:00`;
  }
  const input = {
    name: cell('Название'),
    description: cell('Описание'),
    service_id: service?.id ?? '00000000-0000-4000-8000-000000000000',
    pricing: pricing ?? 'FIXED',
    amount: amountOf(cell('Сумма или цена')),
    quantity: cell('Количество') || null,
    unit: cell('Единица') || null,
    period_start: dates[0] ?? '2000-01-01',
    period_end: dates[1] ?? dates[0] ?? '2000-01-01',
    start_time: startTime,
    place: cell('Место'),
  };
  const parsed = taskInputSchema.safeParse({
    ...input,
    quantity: input.quantity ?? undefined,
    unit: input.unit ?? undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // The placeholders above stand for cells already reported.
      if (field === 'service_id' || (field === 'pricing' && !pricing)) continue;
      if ((field === 'period_start' || field === 'period_end') && (!dates[0] || !dates[1])) continue;
      errors.push(`${COLUMN_OF[field] ?? field}: ${issue.message}`.replace(/^: /, ''));
    }
  } else if (taskTotalKopecks(parsed.data.amount, parsed.data.quantity?.replace(',', '.') ?? null) <= 0n) {
    errors.push('Сумма к выплате меньше копейки: увеличьте цену или количество');
  }
  return {
    row: read.row,
    cells: read.cells,
    errors: unique(errors),
    title: cell('Название') || `Строка ${read.row}`,
    input,
  };
}

const COLUMN_OF: Record<string, TaskImportColumn> = {
  name: 'Название',
  description: 'Описание',
  pricing: 'Оплата',
  amount: 'Сумма или цена',
  quantity: 'Количество',
  unit: 'Единица',
  period_start: 'Начало периода',
  period_end: 'Конец периода',
  start_time: 'Время начала',
  place: 'Место',
};

const unique = (list: string[]) => [...new Set(list)];

/** The company's contractors by ИНН and by phone. */
export type CompanyContractors = { byInn: Map<string, string>; byPhone: Map<string, string> };

/** One contractors row: the company's contractor it names, a phone to invite, or its reason. */
export function checkContractorRow(read: ReadRow, contractors: CompanyContractors): StoredTaskImportRow {
  const fio = read.cells.ФИО ?? '';
  const innText = (read.cells.ИНН ?? '').replace(/\s/g, '');
  const phoneText = read.cells.Телефон ?? '';
  const title = fio || innText || phoneText || `Строка ${read.row}`;
  const base = { row: read.row, cells: read.cells, title };
  const errors: string[] = [];
  for (const column of read.formulas) errors.push(`${column}: формула не принимается — впишите значение`);
  const phone = phoneText ? normalizeRuMobile(phoneText) : null;
  if (innText && !(/^\d{12}$/.test(innText) && innValid(innText)))
    errors.push('ИНН: 12 цифр с верным контрольным числом');
  if (phoneText && !phone) errors.push('Телефон: мобильный номер +7XXXXXXXXXX');
  if (!innText && !phoneText) errors.push('Укажите ИНН или телефон исполнителя');
  if (errors.length > 0) return { ...base, errors };
  const employeeId = (innText && contractors.byInn.get(innText)) || (phone && contractors.byPhone.get(phone));
  if (employeeId) return { ...base, errors, employeeId };
  if (phone) return { ...base, errors, phone };
  return {
    ...base,
    errors: ['Исполнителя с таким ИНН нет среди исполнителей компании: укажите телефон, чтобы пригласить его'],
  };
}

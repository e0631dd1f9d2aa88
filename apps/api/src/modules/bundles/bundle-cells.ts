/**
 * One row of a bundle's file checked (pure): the contractor found among the company's by ИНН or phone, and every
 * field's cell read by its template type (SPEC §3 value types) — money as text to kopecks (two decimals at most),
 * dates ДД.ММ.ГГГГ or ГГГГ-ММ-ДД, whole numbers, да/нет, lists split by «;». Each reason is Russian and names its
 * column. Another company's contractor and an unknown one get the same reason: nothing tells one company who
 * works for another.
 */
import {
  BUNDLE_INN_COLUMN,
  BUNDLE_PHONE_COLUMN,
  type BundleFieldColumn,
  type FieldValue,
  kopecksToRubles,
  normalizeRuMobile,
  rublesToKopecks,
} from '@vyplaty/contracts';

export type ContractorLookup = { byInn: Map<string, string>; byPhone: Map<string, string> };
export type FileRow = { row: number; cells: Record<string, string>; formulas: Set<string> };
export type CheckedRow = {
  employeeId: string | null;
  fieldValues: Record<string, FieldValue>;
  errors: string[];
};

const MAX_TEXT = 4000;
const MAX_LIST_LINES = 100;
const col = (title: string) => `«${title}»`;

function isRealDate(y: number, m: number, d: number) {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ДД.ММ.ГГГГ or ГГГГ-ММ-ДД → ГГГГ-ММ-ДД, or null. */
export function parseDate(text: string): string | null {
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = ru ? [+ru[3]!, +ru[2]!, +ru[1]!] : iso ? [+iso[1]!, +iso[2]!, +iso[3]!] : [0, 0, 0];
  if (!y || !isRealDate(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const YES = new Set(['да', 'true', 'истина', '1', 'yes']);
const NO = new Set(['нет', 'false', 'ложь', '0', 'no']);

/** A cell by its field's type: the value, or the reason naming the column. */
export function readCell(column: BundleFieldColumn, text: string): { value: FieldValue } | { error: string } {
  const { field, title } = column;
  switch (field.type) {
    case 'INTEGER': {
      const n = /^-?\d{1,15}$/.test(text.replace(/[\s\u00a0]/g, '')) ? Number(text.replace(/[\s\u00a0]/g, '')) : NaN;
      return Number.isSafeInteger(n) ? { value: n } : { error: `${col(title)}: нужно целое число, например 5` };
    }
    case 'FLOAT': {
      const n = /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : NaN;
      return Number.isFinite(n) ? { value: n } : { error: `${col(title)}: нужно число, например 1,5` };
    }
    case 'BOOLEAN': {
      const word = text.toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { error: `${col(title)}: нужно «да» или «нет»` };
    }
    case 'ARRAY': {
      const lines = text
        .split(';')
        .map((l) => l.trim())
        .filter(Boolean);
      if (lines.length > MAX_LIST_LINES) return { error: `${col(title)}: не больше ${MAX_LIST_LINES} строк через «;»` };
      if (lines.some((l) => l.length > 1000))
        return { error: `${col(title)}: строка списка — не длиннее 1000 символов` };
      return { value: lines };
    }
    default: {
      if (field.format === 'money') {
        const kopecks = rublesToKopecks(text);
        if (kopecks === null) {
          return { error: `${col(title)}: сумма в рублях, не больше двух знаков после запятой, например 1500,00` };
        }
        if (kopecks <= 0n) return { error: `${col(title)}: сумма должна быть больше нуля` };
        return { value: kopecksToRubles(kopecks) };
      }
      if (field.format === 'date') {
        const date = parseDate(text);
        return date ? { value: date } : { error: `${col(title)}: дата в формате ДД.ММ.ГГГГ или ГГГГ-ММ-ДД` };
      }
      if (text.length > MAX_TEXT) return { error: `${col(title)}: не длиннее ${MAX_TEXT} символов` };
      return { value: text };
    }
  }
}

/** The contractor of the row: by ИНН, else by phone; both given must name the same person. */
function contractorOf(row: FileRow, lookup: ContractorLookup): { id: string } | { error: string } {
  const inn = (row.cells[BUNDLE_INN_COLUMN] ?? '').replace(/\s/g, '');
  const phoneText = row.cells[BUNDLE_PHONE_COLUMN] ?? '';
  if (!inn && !phoneText) {
    return { error: `Укажите ${col(BUNDLE_INN_COLUMN)} или ${col(BUNDLE_PHONE_COLUMN)}` };
  }
  if (inn && !/^\d{12}$/.test(inn)) return { error: `${col(BUNDLE_INN_COLUMN)}: 12 цифр` };
  const phone = phoneText ? normalizeRuMobile(phoneText) : null;
  if (phoneText && !phone) return { error: `${col(BUNDLE_PHONE_COLUMN)}: мобильный номер, например +79991234567` };
  const byInn = inn ? lookup.byInn.get(inn) : undefined;
  const byPhone = phone ? lookup.byPhone.get(phone) : undefined;
  if (inn && !byInn)
    return { error: `${col(BUNDLE_INN_COLUMN)}: исполнитель с ИНН ${inn} не найден среди исполнителей компании` };
  if (phone && !byPhone && !byInn) {
    return {
      error: `${col(BUNDLE_PHONE_COLUMN)}: исполнитель с телефоном ${phone} не найден среди исполнителей компании`,
    };
  }
  if (byInn && byPhone && byInn !== byPhone) {
    return { error: `${col(BUNDLE_INN_COLUMN)} и ${col(BUNDLE_PHONE_COLUMN)} указывают на разных исполнителей` };
  }
  return { id: (byInn ?? byPhone)! };
}

/** The row checked: its contractor, its fields' values, every reason. */
export function checkBundleRow(row: FileRow, columns: BundleFieldColumn[], lookup: ContractorLookup): CheckedRow {
  const errors: string[] = [];
  const contractor = contractorOf(row, lookup);
  if ('error' in contractor) errors.push(contractor.error);
  const fieldValues: Record<string, FieldValue> = {};
  for (const column of columns) {
    const text = row.cells[column.title] ?? '';
    if (row.formulas.has(column.title)) {
      errors.push(`${col(column.title)}: формулы не принимаются — впишите значение`);
      continue;
    }
    if (text === '') {
      if (column.required) errors.push(`${col(column.title)}: заполните`);
      continue;
    }
    const read = readCell(column, text);
    if ('error' in read) errors.push(read.error);
    else fieldValues[column.key] = read.value;
  }
  return { employeeId: 'id' in contractor ? contractor.id : null, fieldValues, errors };
}

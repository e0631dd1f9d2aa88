/**
 * Checking the rows of an import: each row becomes the request of a one-person invite, checked by the
 * same contract schema as the invite form, plus duplicates inside the file and people already
 * working for the company. Pure: the caller supplies the company's defaults and its contractors.
 */
import {
  type EmployeeImportRowError,
  type EmployeeKind,
  type InviteRequestParsed,
  inviteRequestSchema,
  normalizeRuMobile,
  TAX_REGIME_LABELS,
  type TaxRegime,
  taxRegimeSchema,
} from '@vyplaty/contracts';
import type { ImportRow } from './employee-import-xlsx.js';

export type ImportDefaults = { kind: EmployeeKind | null; taxRegime: TaxRegime | null; comment: string | null };
export type ActiveContacts = { phones: Set<string>; inns: Set<string> };
export type AcceptedRow = { row: number; invite: InviteRequestParsed };

const squash = (value: string) =>
  value
    .toLowerCase()
    .replace(/[«»"'()]/g, '')
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();

const KIND_WORDS: Record<string, EmployeeKind> = {
  фл: 'INDIVIDUAL_PERSON',
  'физическое лицо': 'INDIVIDUAL_PERSON',
  физлицо: 'INDIVIDUAL_PERSON',
  ип: 'INDIVIDUAL_ENTREPRENEUR',
  'индивидуальный предприниматель': 'INDIVIDUAL_ENTREPRENEUR',
};

/** Labels of the template's list, the codes, and the short names people type. */
const REGIME_WORDS: Record<string, TaxRegime> = {
  ...Object.fromEntries(Object.entries(TAX_REGIME_LABELS).map(([code, label]) => [squash(label), code as TaxRegime])),
  ...Object.fromEntries(taxRegimeSchema.options.map((code) => [squash(code), code])),
  нпд: 'NPD',
  самозанятый: 'NPD',
  осно: 'OSNO',
  'усн доходы': 'USN_INCOME',
  'усн доходы минус расходы': 'USN_INCOME_EXPENSES',
  'усн доходы-расходы': 'USN_INCOME_EXPENSES',
  псн: 'PSN',
  патент: 'PSN',
  ндфл: 'OTHER',
};

/** A 12-digit ИНН starting with 0 loses the zero when Excel stores it as a number. */
const innCell = (value: string) => (/^\d{11}$/.test(value) ? `0${value}` : value);

function firstIssue(error: { issues: { message: string }[] }) {
  return error.issues[0]?.message ?? 'Некорректная строка';
}

export function checkImportRows(
  rows: ImportRow[],
  defaults: ImportDefaults,
  active: ActiveContacts,
): { accepted: AcceptedRow[]; errors: EmployeeImportRowError[] } {
  const accepted: AcceptedRow[] = [];
  const errors: EmployeeImportRowError[] = [];
  const phonesSeen = new Map<string, number>();
  const innsSeen = new Map<string, number>();
  const reject = (row: number, error: string) => errors.push({ row, ok: false, error });

  for (const { row, cells } of rows) {
    const kindText = squash(cells['Тип исполнителя']);
    const kind = kindText ? KIND_WORDS[kindText] : defaults.kind;
    if (!kind) {
      reject(row, kindText ? 'Тип исполнителя: укажите ФЛ или ИП' : 'Укажите тип исполнителя: ФЛ или ИП');
      continue;
    }
    const regimeText = squash(cells['Налоговый режим']);
    const taxRegime = regimeText ? REGIME_WORDS[regimeText] : defaults.taxRegime;
    if (!taxRegime) {
      reject(row, regimeText ? 'Неизвестный налоговый режим: выберите из списка шаблона' : 'Укажите налоговый режим');
      continue;
    }
    const parsed = inviteRequestSchema.safeParse({
      kind,
      tax_regime: taxRegime,
      comment: cells.Комментарий || defaults.comment,
      publish: true,
      employees: [
        {
          phone: cells.Телефон,
          inn: innCell(cells.ИНН.replace(/\s/g, '')),
          last_name: cells.Фамилия,
          first_name: cells.Имя,
          patronymic: cells.Отчество,
        },
      ],
    });
    if (!parsed.success) {
      reject(row, firstIssue(parsed.error));
      continue;
    }
    const person = parsed.data.employees[0]!;
    if (person.phone && active.phones.has(person.phone)) {
      reject(row, `Исполнитель с телефоном ${person.phone} уже работает с вашей компанией`);
      continue;
    }
    if (person.inn && active.inns.has(person.inn)) {
      reject(row, `Исполнитель с ИНН ${person.inn} уже работает с вашей компанией`);
      continue;
    }
    const samePhone = person.phone ? phonesSeen.get(person.phone) : undefined;
    if (samePhone) {
      reject(row, `Телефон ${person.phone} уже есть в строке ${samePhone}`);
      continue;
    }
    const sameInn = person.inn ? innsSeen.get(person.inn) : undefined;
    if (sameInn) {
      reject(row, `ИНН ${person.inn} уже есть в строке ${sameInn}`);
      continue;
    }
    if (person.phone) phonesSeen.set(person.phone, row);
    if (person.inn) innsSeen.set(person.inn, row);
    accepted.push({ row, invite: parsed.data });
  }
  return { accepted, errors };
}

/** The phones and ИНН of the file's rows (canonical forms), to look up who already works for the company. */
export function contactsOf(rows: ImportRow[]) {
  const phones = rows.flatMap((r) => {
    const phone = normalizeRuMobile(r.cells.Телефон);
    return phone ? [phone] : [];
  });
  const inns = rows.map((r) => innCell(r.cells.ИНН.replace(/\s/g, ''))).filter((inn) => /^\d{12}$/.test(inn));
  return { phones: [...new Set(phones)], inns: [...new Set(inns)] };
}

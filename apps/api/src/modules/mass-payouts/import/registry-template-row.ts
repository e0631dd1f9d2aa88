/**
 * One row of the portal's Excel template (DOMAIN.md §5) checked on its own: every column's check,
 * all the row's reasons at once (a person fixes the row in one go), `Внешний ID` unique in the file.
 */
import { COLUMN, CONTRACTOR_TYPE_WORDS, type ColumnKey, METHOD_WORDS } from './registry-columns.js';
import {
  type Checked,
  checkAccount,
  checkAmount,
  checkBik,
  checkCard,
  checkDate,
  checkName,
  checkPassport,
  checkPersonInn,
  checkPhone,
  checkSnils,
  formulaError,
  splitTags,
} from './registry-row-checks.js';
import type { RegistryPayoutKind, RegistryPayoutMethod, RegistryRowFields } from './registry-rows.js';

export type TemplateValues = Partial<Record<ColumnKey, string>>;

const squash = (value: string) => value.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

const CONTRACTOR_TYPES: Record<string, RegistryPayoutKind> = {
  нпд: 'NPD',
  самозанятый: 'NPD',
  самозанятая: 'NPD',
  фл: 'INDIVIDUAL',
  физлицо: 'INDIVIDUAL',
  'физическое лицо': 'INDIVIDUAL',
  гпх: 'INDIVIDUAL',
};

const METHODS: Record<string, RegistryPayoutMethod> = {
  карта: 'CARD',
  'на карту': 'CARD',
  'банковская карта': 'CARD',
  счет: 'ACCOUNT',
  'на счет': 'ACCOUNT',
  'банковский счет': 'ACCOUNT',
  'расчетный счет': 'ACCOUNT',
  сбп: 'SBP',
};

const KIND_MISMATCH: Record<RegistryPayoutKind, string> = {
  NPD: `${COLUMN.contractorType}: в реестре выплат самозанятым только «${CONTRACTOR_TYPE_WORDS.NPD}» — физическим лицам платите отдельным реестром`,
  INDIVIDUAL: `${COLUMN.contractorType}: в реестре выплат физическим лицам только «${CONTRACTOR_TYPE_WORDS.INDIVIDUAL}» — самозанятым платите отдельным реестром`,
};

const MAX_TEXT = 255;

/** The row's values by template column; `formulas` names the columns whose cell held a formula. */
export function checkTemplateRow(
  values: TemplateValues,
  formulas: ReadonlySet<ColumnKey>,
  kind: RegistryPayoutKind,
  rowNumber: number,
  externalIdsSeen: Map<string, number>,
): { fields: RegistryRowFields | null; errors: string[] } {
  const errors: string[] = [];
  const text = (key: ColumnKey) => values[key] ?? '';
  /** A column's check, unless its cell is a formula (then that is the column's one reason). */
  function take<T>(key: ColumnKey, check: (column: string, value: string) => Checked<T>): T | undefined {
    if (formulas.has(key)) {
      errors.push(formulaError(COLUMN[key], text(key)));
      return undefined;
    }
    const result = check(COLUMN[key], text(key));
    if (result.ok) return result.value;
    errors.push(result.error);
    return undefined;
  }
  const freeText =
    (required: boolean) =>
    (column: string, value: string): Checked<string | null> => {
      if (!value) return required ? { ok: false, error: `${column}: не заполнено` } : { ok: true, value: null };
      if (value.length > MAX_TEXT) return { ok: false, error: `${column}: не длиннее ${MAX_TEXT} символов` };
      return { ok: true, value };
    };

  const lastName = take('lastName', (c, v) => checkName(c, v, true));
  const firstName = take('firstName', (c, v) => checkName(c, v, true));
  const middleName = take('middleName', (c, v) => checkName(c, v, false));
  const inn = take('inn', checkPersonInn);
  const contractorType = take('contractorType', (column, value): Checked<RegistryPayoutKind> => {
    const words = `«${CONTRACTOR_TYPE_WORDS.NPD}» или «${CONTRACTOR_TYPE_WORDS.INDIVIDUAL}»`;
    if (!value) return { ok: false, error: `${column}: не заполнено, укажите ${words}` };
    const type = CONTRACTOR_TYPES[squash(value)];
    if (!type) return { ok: false, error: `${column}: укажите ${words}` };
    return type === kind ? { ok: true, value: type } : { ok: false, error: KIND_MISMATCH[kind] };
  });
  const phone = take('phone', checkPhone);
  const amountKopecks = take('amount', checkAmount);
  const serviceName = take('serviceName', freeText(kind === 'NPD'));
  const periodFrom = take('periodFrom', checkDate);
  const periodTo = take('periodTo', checkDate);
  if (periodFrom && periodTo && periodTo < periodFrom)
    errors.push(`${COLUMN.periodTo}: раньше, чем «${COLUMN.periodFrom}»`);
  const contractNumber = take('contractNumber', freeText(false));
  const actDate = take('actDate', checkDate);
  const method = take('method', (column, value): Checked<RegistryPayoutMethod> => {
    const words = Object.values(METHOD_WORDS)
      .map((w) => `«${w}»`)
      .join(', ');
    if (!value) return { ok: false, error: `${column}: не заполнено, укажите ${words}` };
    const found = METHODS[squash(value)];
    return found ? { ok: true, value: found } : { ok: false, error: `${column}: укажите ${words}` };
  });

  // Only the chosen method's requisites are read; the others may stay in the file.
  let cardNumber: string | null = null;
  let accountNumber: string | null = null;
  let bik: string | null = null;
  if (method === 'CARD') cardNumber = take('cardNumber', checkCard) ?? null;
  if (method === 'ACCOUNT') {
    bik = take('bik', checkBik) ?? null;
    accountNumber = take('accountNumber', (c, v) => checkAccount(c, v, bik)) ?? null;
  }
  if (method === 'SBP' && !text('phone') && !formulas.has('phone')) {
    errors.push(`${COLUMN.phone}: нужен для выплаты через СБП`);
  }
  const passport = take('passport', checkPassport);
  const snils = take('snils', checkSnils);
  const externalId = take('externalId', freeText(false));
  if (externalId) {
    const first = externalIdsSeen.get(externalId);
    if (first !== undefined) errors.push(`${COLUMN.externalId}: «${externalId}» уже есть в строке ${first}`);
    else externalIdsSeen.set(externalId, rowNumber);
  }
  const tags = splitTags(take('tags', freeText(false)) ?? '');

  if (errors.length > 0) return { fields: null, errors };
  return {
    fields: {
      lastName: lastName!,
      firstName: firstName!,
      middleName: middleName ?? null,
      inn: inn!,
      contractorType: contractorType!,
      phone: phone ?? null,
      amountKopecks: amountKopecks!,
      serviceName: serviceName ?? null,
      periodFrom: periodFrom ?? null,
      periodTo: periodTo ?? null,
      contractNumber: contractNumber ?? null,
      actDate: actDate ?? null,
      method: method!,
      cardNumber,
      accountNumber,
      bik,
      passport: passport ?? null,
      snils: snils ?? null,
      externalId: externalId ?? null,
      tags,
    },
    errors,
  };
}

/**
 * The portal's registry template (DOMAIN.md §5 «Portal template»): the column titles of sheet
 * `Выплаты` per kind of registry, which of them a file must have, and the words of its lists. The
 * template, the reader and the error report take the titles from here only.
 */
import type { RegistryPayoutKind, RegistryPayoutMethod } from './registry-rows.js';

export const REGISTRY_SHEET = 'Выплаты';
export const REFERENCE_SHEET = 'Справочник';
export const ERROR_COLUMN = 'Ошибка';

export const COLUMN = {
  number: '№',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  inn: 'ИНН',
  contractorType: 'Тип исполнителя',
  phone: 'Телефон',
  amount: 'Сумма, руб.',
  serviceName: 'Наименование услуги (текст чека)',
  periodFrom: 'Период с',
  periodTo: 'Период по',
  contractNumber: 'Номер договора',
  actDate: 'Дата акта',
  method: 'Способ выплаты',
  cardNumber: 'Номер карты',
  accountNumber: 'Номер счёта',
  bik: 'БИК',
  passport: 'Паспорт: серия и номер',
  snils: 'СНИЛС',
  externalId: 'Внешний ID',
  tags: 'Теги',
} as const;
export type ColumnKey = keyof typeof COLUMN;

const COMMON_HEAD: ColumnKey[] = ['number', 'lastName', 'firstName', 'middleName', 'inn', 'contractorType', 'phone'];
const COMMON_TAIL: ColumnKey[] = ['method', 'cardNumber', 'accountNumber', 'bik'];
const DOCUMENTS: ColumnKey[] = ['periodFrom', 'periodTo', 'contractNumber', 'actDate'];

/** The template's columns in order: НПД carries the receipt's service name, individuals their passport and СНИЛС. */
export const TEMPLATE_COLUMNS: Record<RegistryPayoutKind, ColumnKey[]> = {
  NPD: [...COMMON_HEAD, 'amount', 'serviceName', ...DOCUMENTS, ...COMMON_TAIL, 'externalId', 'tags'],
  INDIVIDUAL: [...COMMON_HEAD, 'amount', ...DOCUMENTS, ...COMMON_TAIL, 'passport', 'snils', 'externalId', 'tags'],
};

/** Columns a file must have to be read at all (the starred ones of the template). */
export const REQUIRED_COLUMNS: Record<RegistryPayoutKind, ColumnKey[]> = {
  NPD: ['lastName', 'firstName', 'inn', 'contractorType', 'amount', 'serviceName', 'method'],
  INDIVIDUAL: ['lastName', 'firstName', 'inn', 'contractorType', 'amount', 'method'],
};

/** The words of `Тип исполнителя` in the template's list. */
export const CONTRACTOR_TYPE_WORDS: Record<RegistryPayoutKind, string> = { NPD: 'НПД', INDIVIDUAL: 'ФЛ' };
export const CONTRACTOR_TYPE_NAMES: Record<RegistryPayoutKind, string> = {
  NPD: 'самозанятый (налог на профессиональный доход)',
  INDIVIDUAL: 'физическое лицо по договору ГПХ (с удержанием НДФЛ)',
};
/** The words of `Способ выплаты` in the template's list. */
export const METHOD_WORDS: Record<RegistryPayoutMethod, string> = { CARD: 'Карта', ACCOUNT: 'Счёт', SBP: 'СБП' };
export const METHOD_NAMES: Record<RegistryPayoutMethod, string> = {
  CARD: 'на банковскую карту: заполните «Номер карты»',
  ACCOUNT: 'на банковский счёт: заполните «Номер счёта» и «БИК»',
  SBP: 'по номеру телефона через СБП: заполните «Телефон»',
};

/** How titles are compared: spaces collapsed, case and ё/е ignored («Номер счета» is «Номер счёта»). */
export const normaliseTitle = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase().replace(/ё/g, 'е');

const TITLE_KEYS = new Map(Object.entries(COLUMN).map(([key, title]) => [normaliseTitle(title), key as ColumnKey]));

/** The template column a title stands for, or undefined for a column of the company's own. */
export const columnOfTitle = (title: string): ColumnKey | undefined => TITLE_KEYS.get(normaliseTitle(title));

/**
 * The columns of the error report of a 1C file: what a person recognises of a payment order, in the
 * order of the paper form.
 */
export const ONE_C_COLUMNS = {
  number: 'Номер',
  date: 'Дата',
  amount: 'Сумма',
  recipient: 'Получатель',
  inn: 'ИНН получателя',
  account: 'Счёт получателя',
  bik: 'БИК банка получателя',
  corrAccount: 'Корр. счёт',
  bank: 'Банк получателя',
  purpose: 'Назначение платежа',
} as const;

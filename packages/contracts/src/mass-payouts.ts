/**
 * Mass payouts (issue 25, SPEC §7 Mass payout, individual/mass_payout): registries of payouts uploaded as
 * the portal's Excel template or a 1C client-bank file, imported and checked row by row in a job with
 * progress, reviewed (rows by state, totals), trimmed and then paid (the pay call is the next slice).
 */
import { z } from 'zod';
import { kepSignatureSchema, kepToSignResponseSchema } from './certificates.js';
import {
  filterScopeSchema,
  importFileKindSchema,
  importFileStatusSchema,
  massPayoutStatusSchema,
  payoutStatusSchema,
} from './enums.js';
import { moneySchema } from './money.js';
import { cursorPageFields, nextCursorField } from './pagination.js';

/** A registry file is at most 50 MB (Excel or 1C) and 100,000 rows. */
export const MASS_PAYOUT_MAX_BYTES = 50 * 1024 * 1024;
export const MASS_PAYOUT_MAX_ROWS = 100_000;
export const MASS_PAYOUT_NOT_FOUND_MESSAGE = 'Реестр не найден';

/** The banks' registry modes (DOMAIN §9.1): pay the valid rows only, or nothing while any row fails. */
export const massPayoutErrorModeSchema = z.enum(['IGNORE_ERRORS', 'FAIL_ERRORS'], {
  error: 'Режим: IGNORE_ERRORS (оплатить только верные строки) или FAIL_ERRORS (не оплачивать, если есть ошибки)',
});
export type MassPayoutErrorMode = z.infer<typeof massPayoutErrorModeSchema>;

/**
 * A row's state: checked (VALID, INVALID, DUPLICATE), taken out (REMOVED), and once the registry is paid,
 * a payout made of it (PAYOUT_CREATED: its payout's own status says how it ended) or FAILED — not paid,
 * with the reason (it failed the checks again when paid, or the registry was not paid at all).
 */
export const massPayoutRowStateSchema = z.enum(
  ['VALID', 'INVALID', 'DUPLICATE', 'REMOVED', 'PAYOUT_CREATED', 'FAILED'],
  {
    error: 'Состояние строки: VALID, INVALID, DUPLICATE, REMOVED, PAYOUT_CREATED или FAILED',
  },
);
export type MassPayoutRowState = z.infer<typeof massPayoutRowStateSchema>;

/** What the import job is doing now: reading the file into rows, checking them, or finished. */
export const massPayoutImportPhaseSchema = z.enum(['READING', 'VALIDATING', 'DONE']);

export const massPayoutTotalsSchema = z.object({
  gross: moneySchema.describe('Сумма строк к оплате (VALID и подтверждённые повторы), руб.'),
  ndfl: moneySchema.describe('НДФЛ (для физлиц), руб.'),
  net: moneySchema.describe('К выплате исполнителям, руб.'),
});

/**
 * Paying a registry (a job, docs/decisions/mass-payouts.md «Paying»): CHECKING — every row checked again,
 * rows_done of rows_total; CREATING — the rows become payouts, rows_done of rows_total; SENDING — the
 * payouts go to the bank as its registry; FOLLOWING — the bank pays them, rows_paid and rows_failed rise;
 * DONE.
 */
export const massPayoutPayPhaseSchema = z.enum(['CHECKING', 'CREATING', 'SENDING', 'FOLLOWING', 'DONE']);
export type MassPayoutPayPhase = z.infer<typeof massPayoutPayPhaseSchema>;

/**
 * How a registry is paid (POST …/pay body, optional): NOMINAL_ACCOUNT — the nominal account's bank pays
 * the payouts as its payment registry (the default); OWN_ACCOUNT — the company pays them from its own
 * account by payment orders it signs with КЭП, sent to its bank through 1C:DirectBank (…/payment_orders).
 */
export const massPayoutPayChannelSchema = z.enum(['NOMINAL_ACCOUNT', 'OWN_ACCOUNT'], {
  error:
    'Способ оплаты: NOMINAL_ACCOUNT (с номинального счёта) или OWN_ACCOUNT (платёжными поручениями со счёта компании)',
});

export const massPayoutPaymentSchema = z.object({
  phase: massPayoutPayPhaseSchema,
  /** How it is paid: from the platform's nominal account, or by the company's own payment orders. */
  channel: massPayoutPayChannelSchema,
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  /** Payouts paid (DONE) of the rows, and rows not paid (FAILED rows, payouts DECLINED or ERROR). */
  rows_paid: z.number().int(),
  rows_failed: z.number().int(),
  /**
   * Why the last «Оплатить» paid nothing, in Russian: the registry is a DRAFT again (phase DONE) and can be
   * fixed and paid again; or, for an ERROR registry, that no payout of it was made.
   */
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MassPayoutPayment = z.infer<typeof massPayoutPaymentSchema>;

export const massPayoutSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(['NPD', 'INDIVIDUAL']),
  status: massPayoutStatusSchema,
  error_mode: massPayoutErrorModeSchema,
  file: z.object({ name: z.string(), size: z.number().int(), kind: importFileKindSchema }),
  import: z.object({
    status: importFileStatusSchema,
    phase: massPayoutImportPhaseSchema,
    /** Why the file could not be imported at all (ERROR), in Russian. */
    error: z.string().nullable(),
    rows_total: z.number().int(),
    rows_done: z.number().int(),
  }),
  rows: z.object({
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicate: z.number().int(),
  }),
  totals: massPayoutTotalsSchema,
  /** Null until the company pays the registry. */
  payment: massPayoutPaymentSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MassPayout = z.infer<typeof massPayoutSchema>;

const isoDate = (message: string) => z.iso.date({ error: message });
const pageSize = z.coerce
  .number({ error: 'Размер страницы должен быть числом' })
  .int('Размер страницы должен быть целым')
  .min(1, 'Размер страницы от 1 до 100')
  .max(100, 'Размер страницы от 1 до 100')
  .default(20);

/** GET …/mass_payout/list: newest first, keyset paging by `after` (the previous page's next_cursor). */
export const massPayoutListQuerySchema = z.object({
  page_size: pageSize,
  ...cursorPageFields,
  status: massPayoutStatusSchema.optional(),
  date_from: isoDate('Дата «с» в формате ГГГГ-ММ-ДД').optional(),
  date_to: isoDate('Дата «по» в формате ГГГГ-ММ-ДД').optional(),
  /** MY: the registries the caller's own login made; ALL (or none): the whole company's. */
  scope: filterScopeSchema.optional(),
});
export type MassPayoutListQuery = z.output<typeof massPayoutListQuerySchema>;

export const massPayoutListResponseSchema = z.object({ items: z.array(massPayoutSchema), ...nextCursorField });
export type MassPayoutListResponse = z.infer<typeof massPayoutListResponseSchema>;

export const massPayoutRowSchema = z.object({
  id: z.string(),
  row_number: z.number().int(),
  state: massPayoutRowStateSchema,
  /** The row's cells as written in the file, by column title. */
  cells: z.record(z.string(), z.string()),
  employee_id: z.string().nullable(),
  full_name: z.string().nullable(),
  inn: z.string().nullable(),
  amount: moneySchema.nullable(),
  ndfl: moneySchema,
  net: moneySchema.nullable(),
  service_name: z.string().nullable(),
  external_id: z.string().nullable(),
  errors: z.array(z.string()),
  duplicate_of_payout_id: z.string().nullable(),
  duplicate_confirmed: z.boolean(),
  payout_id: z.string().nullable(),
  /** The row's payout once paid: its number and status (CREATED/PENDING/DONE/DECLINED/ERROR). */
  payout_number: z.number().int().nullable(),
  payout_status: payoutStatusSchema.nullable(),
});
export type MassPayoutRow = z.infer<typeof massPayoutRowSchema>;

/** GET …/mass_payout/:id/rows: in file order, keyset on the row number, by state and by error text. */
export const massPayoutRowsQuerySchema = z.object({
  page_size: pageSize,
  after: z.coerce
    .number({ error: 'Курсор — номер строки' })
    .int('Курсор — номер строки')
    .min(0, 'Курсор — номер строки')
    .max(10_000_000, 'Курсор — номер строки')
    .optional()
    .describe('next_cursor предыдущей страницы: номер последней строки'),
  state: massPayoutRowStateSchema.optional(),
  error: z.string().trim().max(200, 'Не больше 200 символов').optional().describe('Часть текста ошибки'),
});
export type MassPayoutRowsQuery = z.output<typeof massPayoutRowsQuerySchema>;

export const massPayoutRowsResponseSchema = z.object({
  items: z.array(massPayoutRowSchema),
  next_cursor: z.number().int().nullable(),
});
export type MassPayoutRowsResponse = z.infer<typeof massPayoutRowsResponseSchema>;

const rowIds = z
  .array(z.uuid({ error: 'Неизвестная строка реестра' }), { error: 'Укажите строки реестра' })
  .min(1, 'Укажите строки реестра')
  .max(1000, 'Не больше 1000 строк за раз');

/** DELETE …/mass_payout/:id/rows: the rows leave the registry (REMOVED), only in DRAFT. */
export const massPayoutRemoveRowsSchema = z.object({ ids: rowIds });
/** PUT …/mass_payout/:id/rows: the company confirms (or takes back) that flagged repeats are to be paid. */
export const massPayoutConfirmRowsSchema = z.object({
  ids: rowIds,
  duplicate_confirmed: z.boolean({ error: 'duplicate_confirmed: true или false' }),
});
/** PUT …/mass_payout/:id: the registry's settings. */
export const massPayoutUpdateSchema = z.object({ error_mode: massPayoutErrorModeSchema });

export const massPayoutHistoryItemSchema = z.object({
  id: z.string(),
  event: z.string(),
  text: z.string(),
  at: z.string(),
});
export const massPayoutHistoryResponseSchema = z.object({ items: z.array(massPayoutHistoryItemSchema) });
export type MassPayoutHistoryResponse = z.infer<typeof massPayoutHistoryResponseSchema>;

/** Messages of paying a registry (POST …/mass_payout/:id/pay). */
export const MASS_PAYOUT_PAY_MESSAGES = {
  notDraft: 'Реестр уже оплачивается или оплачен',
  notImported: 'Реестр ещё не проверен: дождитесь окончания проверки',
  nothingToPay: 'В реестре нет строк к оплате',
  hasErrors: (count: number) =>
    `В реестре есть строки с ошибками или неподтверждёнными повторами (${count}): исправьте их, удалите или выберите «оплатить только верные строки»`,
} as const;

/** The company's notification when a registry's payment ends. */
export const massPayoutPaidText = (number: number, paid: number, total: number) =>
  `Реестр № ${number}: выплачено ${paid} из ${total}`;

/**
 * A row of the individuals' registry entered by hand (/payments/mass-individual-payment/form): the template's
 * columns as typed. The server writes the rows into the portal's template and imports it like an uploaded
 * file — the same checks, reasons, error report and duplicates (one way to read a registry).
 */
const formText = (max: number) => z.string().trim().max(max, `Не больше ${max} символов`).optional().default('');
export const massPayoutFormRowSchema = z.object({
  last_name: z.string({ error: 'Укажите фамилию' }).trim().min(1, 'Укажите фамилию').max(100, 'Не больше 100 символов'),
  first_name: z.string({ error: 'Укажите имя' }).trim().min(1, 'Укажите имя').max(100, 'Не больше 100 символов'),
  middle_name: formText(100),
  inn: z.string({ error: 'Укажите ИНН' }).trim().min(1, 'Укажите ИНН').max(20, 'ИНН — 12 цифр'),
  phone: formText(20),
  amount: z
    .string({ error: 'Укажите сумму' })
    .trim()
    .min(1, 'Укажите сумму')
    .max(20, 'Сумма в рублях, например 1500,00'),
  method: z.enum(['CARD', 'ACCOUNT', 'SBP'], { error: 'Способ выплаты: карта, счёт или СБП' }),
  card_number: formText(30),
  account_number: formText(30),
  bik: formText(20),
  passport: formText(30),
  snils: formText(20),
  contract_number: formText(100),
  period_from: formText(10),
  period_to: formText(10),
  act_date: formText(10),
  external_id: formText(100),
});
export type MassPayoutFormRow = z.input<typeof massPayoutFormRowSchema>;

export const massPayoutFormRequestSchema = z.object({
  rows: z
    .array(massPayoutFormRowSchema, { error: 'Добавьте строки реестра' })
    .min(1, 'Добавьте хотя бы одну строку')
    .max(1000, 'Не больше 1000 строк: больше — загрузите файлом'),
});
export type MassPayoutFormRequest = z.input<typeof massPayoutFormRequestSchema>;

export type MassPayoutPayChannel = z.infer<typeof massPayoutPayChannelSchema>;
export const massPayoutPayRequestSchema = z.object({ channel: massPayoutPayChannelSchema.default('NOMINAL_ACCOUNT') });
export type MassPayoutPayRequest = z.input<typeof massPayoutPayRequestSchema>;

/** Refusals of paying a registry by payment orders (OWN_ACCOUNT), and of its payment_orders calls. */
export const MASS_PAYOUT_ORDER_MESSAGES = {
  noPayerAccount:
    'У компании нет расчётного счёта: добавьте его в профиле, в разделе «Платёжные реквизиты», чтобы платить платёжными поручениями',
  notAccountRows: (count: number) =>
    `Платёжным поручением можно оплатить только выплату на банковский счёт, а в реестре строк с картой или СБП: ${count}. Выберите оплату с номинального счёта или укажите в этих строках счёт`,
  nominal: 'Реестр оплачивается с номинального счёта: платёжных поручений по нему нет',
  notYet: 'Платёжные поручения по реестру ещё не сформированы: дождитесь, пока строки станут выплатами',
  alreadySigned: 'Платёжные поручения реестра уже подписаны',
} as const;

/** GET …/mass_payout/:id/payment_orders?format=: json (the default) the state, txt the 1C file, pdf the print. */
export const MASS_PAYOUT_ORDER_FORMATS = ['json', 'txt', 'pdf'] as const;
export const massPayoutOrdersQuerySchema = z.object({
  format: z
    .enum(MASS_PAYOUT_ORDER_FORMATS, { error: 'Формат: json (состояние), txt (файл обмена 1С) или pdf' })
    .default('json'),
});
export type MassPayoutOrdersFormat = (typeof MASS_PAYOUT_ORDER_FORMATS)[number];

/**
 * The registry's payment orders: AWAIT_SIGN (fixed, the company signs each order with КЭП — some may be signed), then
 * where the signed orders are at the company's bank — WAITING (no live 1C:DirectBank session: reason),
 * SENDING, DELIVERED (every order at the bank), DONE (the bank executed or rejected each).
 */
export const massPayoutOrdersStateSchema = z.object({
  status: z.enum(['AWAIT_SIGN', 'WAITING', 'SENDING', 'DELIVERED', 'DONE']),
  reason: z.string().nullable(),
  /** «Платёжные поручения по реестру № N.txt». */
  file_name: z.string(),
  signer_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  certificate_thumbprint: z.string().nullable(),
  /** The orders in file order: each its payout and, once signed, its state at the bank. */
  items: z.array(
    z.object({
      payout_id: z.string(),
      number: z.string(),
      amount: moneySchema,
      recipient: z.string(),
      bank_status: z
        .enum(['WAITING', 'SENDING', 'DELIVERED', 'ACCEPTED', 'EXECUTED', 'REJECTED', 'SKIPPED'])
        .nullable(),
      bank_reason: z.string().nullable(),
    }),
  ),
});
export type MassPayoutOrdersState = z.infer<typeof massPayoutOrdersStateSchema>;

/**
 * GET …/payment_orders/sign_kep: what to sign — each payout's own order not yet signed, in file order, as
 * the single payout's sign_kep answers it (its own 1C exchange file with that order only; `document_id` =
 * the payout's id). The company signs each (CryptoPro signs several in one action).
 */
export const registryKepToSignResponseSchema = z.object({
  items: z.array(
    kepToSignResponseSchema.extend({
      payout_id: z.uuid(),
      /** The order's number (the payout's, its last six digits). */
      number: z.string(),
      amount: moneySchema,
    }),
  ),
});
export type RegistryKepToSignResponse = z.infer<typeof registryKepToSignResponseSchema>;

/** At most this many signatures in one POST …/payment_orders/sign_kep (a larger registry signs in steps). */
export const REGISTRY_SIGNATURES_MAX = 1000;

/**
 * POST …/payment_orders/sign_kep: a detached CAdES-BES per order over its bytes from GET — every unsigned
 * order of the registry at once or some of them; any refused → 422 naming the order, none stored.
 */
export const registrySignKepRequestSchema = z.object({
  signatures: z
    .array(z.object({ payout_id: z.uuid(), signature: kepSignatureSchema }))
    .min(1, 'Приложите подписи платёжных поручений')
    .max(REGISTRY_SIGNATURES_MAX, `Не больше ${REGISTRY_SIGNATURES_MAX} подписей за раз`),
});
export type RegistrySignKepRequest = z.infer<typeof registrySignKepRequestSchema>;

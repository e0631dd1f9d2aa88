/**
 * Payouts of the company to contractors (SPEC §7 "Payout", "Individual payouts", "Employee" payout calls;
 * DOMAIN §2.1, §2.2, §7). Two kinds share one shape: NPD (self-employed: the contractor's receipt is
 * registered with FNS) and INDIVIDUAL (a person under a ГПХ contract: the company withholds НДФЛ and
 * pays contributions). Amounts are decimal roubles in JSON ("1500.00"), bigint kopecks inside.
 *
 * Lifecycle (docs/decisions/payouts.md): CREATED (a draft, editable) → pay: the checks run again, the
 * amount is held on the balance (HOLD), PENDING → the bank pays → DONE (DEBIT, receipt) or DECLINED /
 * ERROR (UNHOLD, Russian reason). Every money-moving POST carries an `Idempotency-Key` header.
 */
import { z } from 'zod';
import {
  filterScopeSchema,
  payoutHistoryEventSchema,
  payoutOriginSchema,
  payoutRepeatStatusSchema,
  payoutStatusSchema,
  sortDirectionSchema,
} from './enums.js';
import { moneyAmountSchema, moneySchema } from './money.js';
import { bodyPageFields, cursorPageFields, nextCursorField } from './pagination.js';

export const payoutKindSchema = z.enum(['NPD', 'INDIVIDUAL']);
export type PayoutKind = z.infer<typeof payoutKindSchema>;
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;
export type PayoutRepeatStatus = z.infer<typeof payoutRepeatStatusSchema>;

export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  CREATED: 'Черновик',
  PENDING: 'В обработке',
  DONE: 'Выплачено',
  DECLINED: 'Отклонено банком',
  ERROR: 'Ошибка',
};

/** SPEC §4 payout repeat/cancel statuses in the company's words. */
export const PAYOUT_REPEAT_STATUS_LABELS: Readonly<Record<PayoutRepeatStatus, string>> = {
  CREATED: 'Создан повтор',
  CANCELED: 'Отменена',
  IN_PROGRESS: 'Повтор выполняется',
  IN_PROGRESS_CANCELLATION: 'Отменяется',
  ERROR: 'Ошибка повтора или отмены',
};

export const PAYOUT_HISTORY_EVENT_LABELS: Readonly<Record<z.infer<typeof payoutHistoryEventSchema>, string>> = {
  UNKNOWN: 'Событие',
  CREATED: 'Выплата создана',
  UPDATED: 'Выплата изменена',
  DELETED: 'Выплата удалена',
  PAID: 'Деньги перечислены',
  PROCESSING: 'Отправлена в банк',
  ADD_FILE: 'Добавлен файл',
  DELETE_FILE: 'Удалён файл',
  ADD_RECEIPT: 'Зарегистрирован чек',
  ERROR: 'Ошибка',
  SIGNED: 'Подписан документ',
  REPEAT: 'Повтор выплаты',
};

const uuid = (message: string) => z.uuid({ error: message });
const serviceNameSchema = z
  .string({ error: 'Укажите, за что выплата' })
  .trim()
  .min(1, 'Укажите, за что выплата')
  .max(256, 'Название услуги — не длиннее 256 символов');
const commentSchema = z.string().trim().max(500, 'Комментарий — не длиннее 500 символов').optional();

/** One row of the single or multiple form (and later of a mass payout). */
export const payoutRowInputSchema = z.object({
  employee_id: uuid('Выберите исполнителя'),
  amount: moneyAmountSchema,
  /** What is paid for: the receipt's service name (NPD), the ГПХ work (INDIVIDUAL). */
  service_name: serviceNameSchema,
  /** A service of the company's catalogue the name was taken from (optional). */
  service_id: uuid('Неизвестная услуга').optional(),
  comment: commentSchema,
});
export type PayoutRowInput = z.input<typeof payoutRowInputSchema>;

export const MAX_PAYOUT_ROWS = 50;

/** POST payout/check, individual/payout/check: every rule per row, nothing changes. */
export const payoutCheckRequestSchema = z.object({
  rows: z
    .array(payoutRowInputSchema.partial({ service_name: true }), { error: 'Добавьте хотя бы одну строку' })
    .min(1, 'Добавьте хотя бы одну строку')
    .max(MAX_PAYOUT_ROWS, `Не больше ${MAX_PAYOUT_ROWS} строк в одной форме`),
});
export type PayoutCheckRequest = z.input<typeof payoutCheckRequestSchema>;

/** One rule of the checklist (NPD: N1–N7 of DOMAIN §2.1; both kinds: balance, limits, block, requisites). */
export const payoutCheckItemSchema = z.object({
  rule: z.string(),
  /** The rule in Russian, e.g. «Статус НПД на дату выплаты». */
  title: z.string(),
  passed: z.boolean(),
  /** Why it failed (or a note when it passed), in Russian. */
  message: z.string().nullable(),
  /**
   * Not a refusal: the payout is made and held, then waits for this (N7's signed act per payout,
   * `SIGNED_ACT`); present only on such a row.
   */
  waiting: z.boolean().optional(),
});
export type PayoutCheckItem = z.infer<typeof payoutCheckItemSchema>;

/** НДФЛ and contributions of an individual payout (DOMAIN §2.2); null for NPD. */
export const individualBreakdownSchema = z.object({
  /** Gross: what the company pays for the work. */
  amount: moneySchema,
  /** НДФЛ withheld, whole roubles. */
  ndfl: moneySchema,
  /** What the person receives: amount − ndfl. */
  payout_amount: moneySchema,
  /** The company's insurance contributions on top (not withheld). */
  contributions: moneySchema,
  /** The rate applied to this payout's income, e.g. "13" or "13/15" when it crosses a step. */
  ndfl_rate: z.string(),
  /** The contractor's income from this company since 1 January before this payout. */
  year_income_before: moneySchema,
});
export type IndividualBreakdown = z.infer<typeof individualBreakdownSchema>;

export const payoutCheckRowSchema = z.object({
  employee_id: z.string(),
  /** All checks passed: the row can be paid. */
  payable: z.boolean(),
  checks: z.array(payoutCheckItemSchema),
  breakdown: individualBreakdownSchema.nullable(),
});
export const payoutCheckResponseSchema = z.object({
  rows: z.array(payoutCheckRowSchema),
  /** Σ of the rows (gross), and what the balance has available now. */
  total: moneySchema,
  available: moneySchema,
});
export type PayoutCheckResponse = z.infer<typeof payoutCheckResponseSchema>;

/**
 * POST payout, individual/payout (Idempotency-Key): create the rows; with `pay: true` they are paid at
 * once (held and sent to the bank) — by default all rows or none: a row failing a check refuses the whole
 * request with its reason on `rows.N.…` and nothing changes.
 */
export const createPayoutsRequestSchema = z.object({
  rows: z
    .array(payoutRowInputSchema, { error: 'Добавьте хотя бы одну строку' })
    .min(1, 'Добавьте хотя бы одну строку')
    .max(MAX_PAYOUT_ROWS, `Не больше ${MAX_PAYOUT_ROWS} строк в одной форме`),
  pay: z.boolean().default(true),
  /**
   * With `pay: true`, the company's explicit choice to pay the rows that pass the checks: each of them is held
   * and PENDING, each failing row is saved as a draft (CREATED) with its first failed check as `reason`, in one
   * transaction. At least one row must pass, else the same 422 as without it. Default false: all rows or none.
   */
  pay_passing: z.boolean().default(false),
});
export type CreatePayoutsRequest = z.input<typeof createPayoutsRequestSchema>;

/** PUT payout/{id}: a draft (CREATED) only. */
export const updatePayoutRequestSchema = payoutRowInputSchema.omit({ employee_id: true }).partial();
export type UpdatePayoutRequest = z.input<typeof updatePayoutRequestSchema>;

/**
 * POST payout/pay (Idempotency-Key): pay drafts, checked like new rows — by default all or none: a draft failing
 * a check refuses the whole request with its reason on `payout_ids.N` and nothing changes.
 */
export const payPayoutsRequestSchema = z.object({
  payout_ids: z
    .array(uuid('Некорректный идентификатор выплаты'))
    .min(1, 'Выберите выплаты')
    .max(MAX_PAYOUT_ROWS, `Не больше ${MAX_PAYOUT_ROWS} выплат за раз`),
  /**
   * As on create: the company's explicit choice to pay the drafts that pass the checks (held and PENDING) and
   * keep each failing one a draft (CREATED) with its first failed check as `reason`, in one transaction. At least
   * one must pass, else the same 422 as without it. Default false: all or none.
   */
  pay_passing: z.boolean().default(false),
});
export type PayPayoutsRequest = z.input<typeof payPayoutsRequestSchema>;

/** Where the money goes: the contractor's primary requisite at the time of payment, masked. */
export const payoutRecipientSchema = z.object({
  kind: z.enum(['BANK_ACCOUNT', 'CARD', 'SBP']),
  /** «Счёт •• 1234, ПАО Сбербанк», «Карта •• 4242», «СБП +7 999 •••-••-01, Т-Банк». */
  label: z.string(),
});

export const payoutReceiptSchema = z.object({
  status: z.enum(['PENDING', 'REGISTERED', 'CANCELLED', 'ERROR']),
  receipt_id: z.string().nullable(),
  /** The public link of the receipt at lknpd.nalog.ru (or our print page). */
  link: z.string().nullable(),
  print_url: z.string().nullable(),
});

export const payoutEmployeeSchema = z.object({
  id: z.string(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  patronymic: z.string().nullable(),
  inn: z.string().nullable(),
  phone: z.string(),
});

/**
 * What a PENDING payout waits for before it goes to the bank: `SIGNED_ACT` — an act (kind ACT) linked to it
 * (document_link) and signed by both sides, when the company requires one per payout (N7). null otherwise.
 */
export const payoutWaitingForSchema = z.enum(['SIGNED_ACT']);
export type PayoutWaitingFor = z.infer<typeof payoutWaitingForSchema>;
export const PAYOUT_WAITING_FOR_LABELS: Readonly<Record<PayoutWaitingFor, string>> = {
  SIGNED_ACT: 'Ждёт подписанного акта',
};

export const payoutSchema = z.object({
  id: z.string(),
  /** The company's sequential number of the payout (SPEC sort NUMBER). */
  number: z.number().int(),
  kind: payoutKindSchema,
  status: payoutStatusSchema,
  repeat_status: payoutRepeatStatusSchema.nullable(),
  origin: payoutOriginSchema,
  employee: payoutEmployeeSchema,
  /** Gross. */
  amount: moneySchema,
  breakdown: individualBreakdownSchema.nullable(),
  service_name: z.string(),
  comment: z.string().nullable(),
  recipient: payoutRecipientSchema.nullable(),
  /**
   * Why the payout was declined or failed, in Russian; for a draft (CREATED) left unpaid by `pay_passing`, the
   * check it failed (cleared when it is paid or edited).
   */
  reason: z.string().nullable(),
  /** PENDING and held, but not sent to the bank until this is met (N7); null otherwise. */
  waiting_for: payoutWaitingForSchema.nullable(),
  receipt: payoutReceiptSchema.nullable(),
  /** The payout this one repeats, and the one repeating it. */
  repeat_of: z.string().nullable(),
  repeated_by: z.string().nullable(),
  /** Who created it (the company's login); MY scope = created by the caller. */
  created_by_me: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** What the company may do now. */
  can_edit: z.boolean(),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_repeat: z.boolean(),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * What became of one row of a create request (its index in `rows`) or one draft of a pay request (its index in
 * `payout_ids`, a repeated id counted once): paid (PENDING) or kept as a draft, and why.
 */
export const payoutRowOutcomeSchema = z.object({
  row: z.number().int(),
  payout_id: z.string(),
  paid: z.boolean(),
  /** The first check the row failed, in Russian, when `pay_passing` left it a draft; null otherwise. */
  reason: z.string().nullable(),
});
export type PayoutRowOutcome = z.infer<typeof payoutRowOutcomeSchema>;

export const createPayoutsResponseSchema = z.object({
  items: z.array(payoutSchema),
  /** Each row of the request in order (create: `rows`; pay: `payout_ids`), paid or left a draft. */
  rows: z.array(payoutRowOutcomeSchema).optional(),
});
export type CreatePayoutsResponse = z.infer<typeof createPayoutsResponseSchema>;

/** SPEC §3 sort fields meaningful for payouts. */
export const payoutSortFieldSchema = z.enum(['NUMBER', 'ADDED_AT', 'AMOUNT', 'EMPLOYEE_FIO'], {
  error: 'Сортировка возможна по номеру, дате, сумме или ФИО',
});
export type PayoutSortField = z.infer<typeof payoutSortFieldSchema>;

const isoDate = (message: string) => z.iso.date({ error: message });

export const payoutListFiltersSchema = z.object({
  status: z.array(payoutStatusSchema).max(5).optional(),
  employee_id: uuid('Некорректный исполнитель').optional(),
  /** Created from / to, inclusive, YYYY-MM-DD (Moscow time). */
  date_from: isoDate('Дата «с» в формате ГГГГ-ММ-ДД').optional(),
  date_to: isoDate('Дата «по» в формате ГГГГ-ММ-ДД').optional(),
  /** MY: created by the caller; ALL: the whole company (default). */
  scope: filterScopeSchema.optional(),
});
export type PayoutListFilters = z.infer<typeof payoutListFiltersSchema>;

/** POST payout/list, individual/payout/list. */
export const payoutListRequestSchema = z.object({
  ...bodyPageFields,
  ...cursorPageFields,
  sort: z
    .object({ field: payoutSortFieldSchema, direction: sortDirectionSchema })
    .optional()
    .describe('По умолчанию — сначала новые'),
  search: z.string().trim().max(100, 'Слишком длинная строка поиска').optional(),
  filters: payoutListFiltersSchema.optional(),
});
export type PayoutListRequest = z.input<typeof payoutListRequestSchema>;
export type PayoutListQuery = z.output<typeof payoutListRequestSchema>;

/**
 * POST user/payouts: both kinds in one list, ordered by when they were added or by number (the orders
 * an index serves across kinds); the kind may be narrowed by the filter.
 */
export const userPayoutListRequestSchema = payoutListRequestSchema.extend({
  sort: z
    .object({
      field: z.enum(['ADDED_AT', 'NUMBER'], 'Список всех выплат сортируется по дате добавления или по номеру'),
      direction: sortDirectionSchema,
    })
    .optional()
    .describe('По умолчанию — сначала новые'),
  filters: payoutListFiltersSchema.extend({ kind: payoutKindSchema.optional() }).optional(),
});
export type UserPayoutListRequest = z.input<typeof userPayoutListRequestSchema>;
export type UserPayoutListQuery = z.output<typeof userPayoutListRequestSchema>;

export const payoutListResponseSchema = z.object({
  items: z.array(payoutSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;

export const payoutHistoryItemSchema = z.object({
  id: z.string(),
  event: payoutHistoryEventSchema,
  /** The event in Russian, with details (e.g. the reason of an ERROR). */
  text: z.string(),
  at: z.string(),
});
export const payoutHistoryResponseSchema = z.object({ items: z.array(payoutHistoryItemSchema) });
export type PayoutHistoryResponse = z.infer<typeof payoutHistoryResponseSchema>;

export const payoutFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  added_at: z.string(),
});
export const payoutFilesResponseSchema = z.object({ items: z.array(payoutFileSchema) });
export type PayoutFile = z.infer<typeof payoutFileSchema>;

/** Payout files: PDF, images, office documents and signatures up to 10 MB. */
export const PAYOUT_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx', 'xlsx', 'sig', 'zip'] as const;
export const PAYOUT_FILE_MAX_MB = 10;

/**
 * GET payout/{id}/payment_order?format=: the payout's payment order from the company's own account
 * (the 1C:DirectBank mode): `txt` the 1C exchange file (1.03, windows-1251) — once signed, the exact
 * bytes signed; `pdf` the printable form, saying who signed it with КЭП or that nobody has; `sig` the
 * detached CAdES-BES once signed; `evidence` the evidence PDF once signed; `json` its state.
 * payment_order/sign_kep: GET the bytes to sign, POST the signature; payment_order/file_content: the
 * exchange file inline.
 */
export const PAYMENT_ORDER_FORMATS = ['txt', 'pdf', 'sig', 'evidence', 'json'] as const;
export const paymentOrderQuerySchema = z.object({
  format: z.enum(PAYMENT_ORDER_FORMATS, {
    error: 'Формат платёжного поручения: txt (1С), pdf, sig (подпись), evidence (доказательства подписания) или json',
  }),
});
export const paymentOrderStatusSchema = z.enum(['NOT_SIGNED', 'SIGNED']);
export type PaymentOrderStatus = z.infer<typeof paymentOrderStatusSchema>;
/** GET payout/{id}/payment_order?format=json: whether the order is signed, by whom and when. */
export const paymentOrderStateSchema = z.object({
  status: paymentOrderStatusSchema,
  /** The exchange file's name, e.g. «Платёжное поручение № 12 от 01.02.2026.txt». */
  file_name: z.string(),
  signer_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  certificate_thumbprint: z.string().nullable(),
  /**
   * The signed order at the company's bank through 1C:DirectBank (null until signed): WAITING (no live
   * bank session: reason says so), SENDING, DELIVERED (the bank's id), ACCEPTED, EXECUTED, REJECTED
   * (reason: the bank's), SKIPPED (the nominal account pays this payout: not sent, never paid twice).
   */
  bank: z
    .object({
      status: z.enum(['WAITING', 'SENDING', 'DELIVERED', 'ACCEPTED', 'EXECUTED', 'REJECTED', 'SKIPPED']),
      reason: z.string().nullable(),
      bank_doc_id: z.string().nullable(),
      sent_at: z.string().nullable(),
      status_at: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentOrderState = z.infer<typeof paymentOrderStateSchema>;
export type PaymentOrderFormat = (typeof PAYMENT_ORDER_FORMATS)[number];

/** The contractor's view (employee/payout(s), employee/individual_payout(s), employee/all_payouts). */
export const employeePayoutSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: payoutKindSchema,
  status: payoutStatusSchema,
  company: z.object({ id: z.string(), name: z.string(), inn: z.string() }),
  /** What the contractor receives: gross for NPD, net for INDIVIDUAL. */
  amount: moneySchema,
  breakdown: individualBreakdownSchema.nullable(),
  service_name: z.string(),
  recipient: payoutRecipientSchema.nullable(),
  reason: z.string().nullable(),
  /** The company confirmed it, the money is reserved; it is sent once the act is signed by both sides. */
  waiting_for: payoutWaitingForSchema.nullable(),
  receipt: payoutReceiptSchema.nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type EmployeePayout = z.infer<typeof employeePayoutSchema>;

export const employeePayoutListRequestSchema = z.object({
  ...bodyPageFields,
  ...cursorPageFields,
  filters: z
    .object({
      status: z.array(payoutStatusSchema).max(5).optional(),
      kind: payoutKindSchema.optional(),
      customer_id: uuid('Некорректная компания').optional(),
      date_from: isoDate('Дата «с» в формате ГГГГ-ММ-ДД').optional(),
      date_to: isoDate('Дата «по» в формате ГГГГ-ММ-ДД').optional(),
    })
    .optional(),
});
export type EmployeePayoutListRequest = z.input<typeof employeePayoutListRequestSchema>;
export const employeePayoutListResponseSchema = z.object({
  items: z.array(employeePayoutSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type EmployeePayoutListResponse = z.infer<typeof employeePayoutListResponseSchema>;

export const employeePayoutDetailSchema = employeePayoutSchema.extend({
  history: z.array(payoutHistoryItemSchema),
});
export type EmployeePayoutDetail = z.infer<typeof employeePayoutDetailSchema>;

/** The company's catalogue of what it pays for (SPEC §7 Services): names feed the receipt. */
export const serviceUnitSchema = z.object({ id: z.string(), name: z.string(), short_name: z.string() });
export const serviceUnitsResponseSchema = z.object({ items: z.array(serviceUnitSchema) });
/** POST service_unit/: a unit of the company's own, beside the platform's (услуга, час, шт., день, месяц). */
export const serviceUnitInputSchema = z.object({
  name: z
    .string({ error: 'Укажите название единицы' })
    .trim()
    .min(1, 'Укажите название единицы')
    .max(64, 'Название единицы — не длиннее 64 символов'),
  short_name: z
    .string({ error: 'Укажите сокращение' })
    .trim()
    .min(1, 'Укажите сокращение')
    .max(16, 'Сокращение — не длиннее 16 символов'),
});
export type ServiceUnitInput = z.input<typeof serviceUnitInputSchema>;
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: serviceUnitSchema,
  /** A usual price for one unit (optional). */
  price: moneySchema.nullable(),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesResponseSchema = z.object({ items: z.array(serviceSchema) });
export const serviceInputSchema = z.object({
  name: serviceNameSchema,
  unit_id: uuid('Выберите единицу измерения'),
  price: moneyAmountSchema.optional(),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

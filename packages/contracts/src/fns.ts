/**
 * The tax service (FNS, «Мой налог»): the contractor's connection of the platform as their partner,
 * their НПД status, yearly income against the cap, account status, activity kinds, and receipts
 * (registration and cancellation). DOMAIN.md §2.1, §3; SPEC §7 «Tax service».
 */
import { z } from 'zod';
import { bankBindingStatusSchema } from './enums.js';
import { moneySchema } from './money.js';

/** 2 400 000,00 ₽: the НПД income cap per calendar year (422-ФЗ ст. 4), counting pending payouts. */
export const NPD_YEARLY_INCOME_LIMIT_KOPECKS = 240_000_000n;

export const fnsPermissionSchema = z.enum([
  'INCOME_REGISTRATION',
  'CANCEL_INCOME',
  'INCOME_LIST',
  'INCOME_SUMMARY',
  'PAYMENT_INFORMATION',
  'TAX_PAYMENT',
]);
export type FnsPermissionCode = z.infer<typeof fnsPermissionSchema>;

/** What each permission means to the contractor, shown on the connection page. */
export const FNS_PERMISSION_LABELS: Record<FnsPermissionCode, string> = {
  INCOME_REGISTRATION: 'Регистрация дохода (формирование чеков)',
  CANCEL_INCOME: 'Аннулирование чеков',
  INCOME_LIST: 'Просмотр списка чеков',
  INCOME_SUMMARY: 'Просмотр суммы дохода',
  PAYMENT_INFORMATION: 'Информация о начислениях и задолженности',
  TAX_PAYMENT: 'Уплата налога',
};

/**
 * The contractor's binding to the platform in «Мой налог» (SPEC §4 bank binding statuses, used for FNS):
 * AWAIT_BIND — the request waits for the contractor's approval in «Мой налог»; BIND — connected;
 * UNBIND — the contractor disconnected (here or in «Мой налог»); ERROR — refused or failed.
 */
export const fnsBindingStatusSchema = bankBindingStatusSchema;
export type FnsBindingStatus = z.infer<typeof fnsBindingStatusSchema>;

/** НПД status from the tax service: registered, not registered (or deregistered), never checked yet. */
export const npdStatusSchema = z.enum(['REGISTERED', 'NOT_REGISTERED', 'UNKNOWN']);
export type NpdStatus = z.infer<typeof npdStatusSchema>;
export const NPD_STATUS_LABELS: Record<NpdStatus, string> = {
  REGISTERED: 'Самозанятый',
  NOT_REGISTERED: 'Не самозанятый',
  UNKNOWN: 'Не проверен',
};
/** Says «ФНС» each time: the contractor list also has a payout-readiness «Подключён». */
export const FNS_BINDING_LABELS: Record<FnsBindingStatus, string> = {
  AWAIT_BIND: 'Ждёт подтверждения в «Мой налог»',
  BIND: 'Подключён к ФНС',
  UNBIND: 'Отключён от ФНС',
  ERROR: 'Ошибка подключения к ФНС',
};

/** POST fns/bind: connect by the ИНН of the profile or by the phone number of the profile. */
export const fnsBindRequestSchema = z.object({
  by: z.enum(['INN', 'PHONE'], { error: 'Выберите способ подключения: по ИНН или по номеру телефона' }),
});
export type FnsBindRequest = z.infer<typeof fnsBindRequestSchema>;

export const fnsTaxpayerSchema = z.object({
  npd_status: npdStatusSchema,
  /** ISO 8601, when registered as НПД (from FNS). */
  registration_time: z.string().nullable(),
  unregistration_time: z.string().nullable(),
  /** FNS restricts operations (GetTaxpayerRestrictions → DENY). */
  restricted: z.boolean(),
  rejection_code: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type FnsTaxpayer = z.infer<typeof fnsTaxpayerSchema>;

export const fnsYearlyIncomeSchema = z.object({
  year: z.number().int(),
  /** Income registered in FNS this calendar year, less cancelled receipts. */
  registered: moneySchema,
  /** Payouts made on the platform whose receipts are not registered yet. */
  pending: moneySchema,
  /** registered + pending */
  total: moneySchema,
  limit: moneySchema,
  /** limit − total, never below 0.00 */
  remaining: moneySchema,
  checked_at: z.string().nullable(),
});
export type FnsYearlyIncome = z.infer<typeof fnsYearlyIncomeSchema>;

/** GET fns/bind (and the answer of POST fns/bind, fns/unbind): the contractor's connection. */
export const fnsConnectionSchema = z.object({
  /** null: never connected. */
  status: fnsBindingStatusSchema.nullable(),
  by: z.enum(['INN', 'PHONE']).nullable(),
  /** The profile's ИНН and phone, to show what the request goes with. */
  inn: z.string().nullable(),
  phone: z.string(),
  permissions: z.array(fnsPermissionSchema),
  /** Permissions the platform needs for payouts and receipts that are not granted. */
  missing_permissions: z.array(fnsPermissionSchema),
  /** Why the connection failed or was lost, in Russian. */
  error_message: z.string().nullable(),
  requested_at: z.string().nullable(),
  bound_at: z.string().nullable(),
  unbound_at: z.string().nullable(),
  taxpayer: fnsTaxpayerSchema,
  income: fnsYearlyIncomeSchema,
});
export type FnsConnection = z.infer<typeof fnsConnectionSchema>;

/** GET fns/account_status: «Мой налог» personal account (GetTaxpayerAccountStatus). */
export const fnsAccountStatusSchema = z.object({
  /** null until the first answer from FNS. */
  bonus_amount: moneySchema.nullable(),
  unpaid_amount: moneySchema.nullable(),
  debt_amount: moneySchema.nullable(),
  checked_at: z.string().nullable(),
  /** A request to FNS is under way; ask again shortly. */
  refreshing: z.boolean(),
  error_message: z.string().nullable(),
});
export type FnsAccountStatus = z.infer<typeof fnsAccountStatusSchema>;

export const fnsActivitySchema = z.object({ id: z.string(), parent_id: z.string().nullable(), name: z.string() });
export type FnsActivity = z.infer<typeof fnsActivitySchema>;
/** GET fns/activities: the FNS catalogue of activity kinds (cached). */
export const fnsActivitiesResponseSchema = z.object({ items: z.array(fnsActivitySchema) });
export type FnsActivitiesResponse = z.infer<typeof fnsActivitiesResponseSchema>;

/** The most activity kinds one contractor declares. */
export const FNS_ACTIVITY_MAX = 5;
/** GET fns/activity: the contractor's own kinds; POST with activity_ids sends them to FNS. */
export const fnsMyActivitiesSchema = z.object({
  activity_ids: z
    .array(z.string().max(20, 'Некорректный вид деятельности'), { error: 'Выберите виды деятельности' })
    .min(1, 'Выберите хотя бы один вид деятельности')
    .max(FNS_ACTIVITY_MAX, `Не больше ${FNS_ACTIVITY_MAX} видов деятельности`),
});
export type FnsMyActivities = z.infer<typeof fnsMyActivitiesSchema>;
/** The answer may hold no kinds yet (nothing declared), unlike the request. */
export const fnsMyActivitiesResponseSchema = z.object({
  activity_ids: z.array(z.string()),
  /** A change is being sent to FNS. */
  pending: z.boolean(),
  error_message: z.string().nullable(),
});
export type FnsMyActivitiesResponse = z.infer<typeof fnsMyActivitiesResponseSchema>;

export const fnsCancelReasonSchema = z.enum(['REFUND', 'REGISTRATION_MISTAKE']);
export type FnsCancelReason = z.infer<typeof fnsCancelReasonSchema>;
/** GET fns/cancel_receipt_reasons */
export const fnsCancelReasonsResponseSchema = z.object({
  items: z.array(z.object({ code: fnsCancelReasonSchema, description: z.string() })),
});
export type FnsCancelReasonsResponse = z.infer<typeof fnsCancelReasonsResponseSchema>;

export const receiptStatusSchema = z.enum(['PENDING', 'REGISTERED', 'CANCEL_PENDING', 'CANCELED', 'ERROR']);
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;

/** A receipt of income the platform registers for a payout. */
export const receiptSchema = z.object({
  id: z.uuid(),
  status: receiptStatusSchema,
  /** FNS ReceiptId, once registered. */
  receipt_id: z.string().nullable(),
  /** The portal's printable receipt: /api/v1/receipt/{inn}/{receiptId}/print */
  print_url: z.string().nullable(),
  total_amount: moneySchema,
  operation_time: z.string(),
  cancel_reason: fnsCancelReasonSchema.nullable(),
  error_message: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** POST fns/cancel_receipt (the customer whose payout the receipt is for). */
export const fnsCancelReceiptRequestSchema = z.object({
  receipt_id: z.string({ error: 'Укажите чек' }).max(100, 'Некорректный чек'),
  reason_code: z.enum(fnsCancelReasonSchema.options, {
    error: 'Выберите причину аннулирования: «Возврат средств» или «Чек сформирован ошибочно»',
  }),
});
export type FnsCancelReceiptRequest = z.infer<typeof fnsCancelReceiptRequestSchema>;

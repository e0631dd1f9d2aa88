/**
 * The contractor's payout requisites (SPEC §7 `employee/requisite/`) and the СБП participants
 * (`catalog bank_sbp`). Checksums follow DOMAIN.md §4; the server re-checks everything the form checks.
 */
import { z } from 'zod';
import { accountValid, bikValid, corrAccountValid, luhnValid } from './checksums.js';
import { phoneSchema } from './fields.js';

export const requisiteKindSchema = z.enum(['BANK_ACCOUNT', 'CARD', 'SBP'], { error: 'Выберите вид реквизитов' });
export type RequisiteKind = z.infer<typeof requisiteKindSchema>;

export const REQUISITE_KIND_NAMES: Record<RequisiteKind, string> = {
  BANK_ACCOUNT: 'Банковский счёт',
  CARD: 'Карта',
  SBP: 'СБП',
};

/**
 * Accounts a person can be paid to: 408xx — accounts of individuals (40817 residents, 40820
 * non-residents) and of ИП (40802). Settlement accounts of organisations (407xx) and anything else
 * are refused: money for a person must land on the person's own account.
 */
export const PERSONAL_ACCOUNT_PREFIX = '408';

const digits = (value: string) => value.replace(/[\s-]/g, '');

export const bikSchema = z
  .string({ error: 'Введите БИК' })
  .trim()
  .regex(/^\d{9}$/, { message: 'БИК состоит из 9 цифр', abort: true })
  .refine(bikValid, { message: 'Некорректный БИК: БИК банка начинается с 04', abort: true })
  // Last three below 050: a division of the Bank of Russia, which holds no accounts of people.
  .refine((bik) => Number(bik.slice(6)) >= 50, 'Это БИК подразделения Банка России, а не банка');

const isPrimary = z.boolean({ error: 'Некорректное значение' }).optional();

const bankAccountFields = z.object({
  kind: z.literal('BANK_ACCOUNT'),
  is_primary: isPrimary,
  bik: bikSchema,
  bank_name: z.string({ error: 'Укажите банк' }).trim().min(1, 'Укажите банк').max(300, 'Слишком длинное название'),
  corr_account: z
    .string({ error: 'Введите корреспондентский счёт' })
    .transform(digits)
    .pipe(z.string().regex(/^\d{20}$/, 'Корреспондентский счёт состоит из 20 цифр')),
  account_number: z
    .string({ error: 'Введите номер счёта' })
    .transform(digits)
    .pipe(
      z
        .string()
        .regex(/^\d{20}$/, { message: 'Номер счёта состоит из 20 цифр', abort: true })
        .refine((account) => account.startsWith(PERSONAL_ACCOUNT_PREFIX), {
          message: 'Нужен счёт физического лица или ИП: номер начинается с 408 (40817, 40820, 40802)',
          abort: true,
        })
        // Digits 6–8 are the currency; payouts are in roubles.
        .refine((account) => account.slice(5, 8) === '810', 'Нужен рублёвый счёт: 6–8 цифры номера — 810'),
    ),
});

/** Account keys are checked against the БИК only once each part is well-formed on its own. */
const bankAccountSchema = bankAccountFields.superRefine((value, ctx) => {
  if (!bikValid(value.bik) || Number(value.bik.slice(6)) < 50) return;
  if (/^\d{20}$/.test(value.corr_account) && !corrAccountValid(value.corr_account, value.bik)) {
    ctx.addIssue({
      code: 'custom',
      path: ['corr_account'],
      message: 'Корреспондентский счёт не относится к банку с этим БИК',
    });
  }
  if (/^408\d{2}810\d{12}$/.test(value.account_number) && !accountValid(value.account_number, value.bik)) {
    ctx.addIssue({
      code: 'custom',
      path: ['account_number'],
      message: 'Неверный номер счёта: не сходится контрольный ключ с БИК банка',
    });
  }
});

const cardSchema = z.object({
  kind: z.literal('CARD'),
  is_primary: isPrimary,
  card_number: z
    .string({ error: 'Введите номер карты' })
    .transform(digits)
    .pipe(
      z
        .string()
        .regex(/^\d{16,19}$/, { message: 'Номер карты состоит из 16–19 цифр', abort: true })
        .refine(luhnValid, 'Некорректный номер карты'),
    ),
});

const sbpSchema = z.object({
  kind: z.literal('SBP'),
  is_primary: isPrimary,
  phone: phoneSchema,
  /** НСПК participant id from `catalog bank_sbp`. */
  sbp_bank_id: z.string({ error: 'Выберите банк' }).regex(/^\d{12}$/, 'Выберите банк из списка'),
});

/**
 * A new requisite. The first one a contractor adds is primary whatever is_primary says; making one
 * primary takes the mark from the previous one.
 */
export const createRequisiteRequestSchema = z.discriminatedUnion('kind', [bankAccountSchema, cardSchema, sbpSchema], {
  error: 'Выберите вид реквизитов',
});
export type CreateRequisiteRequest = z.infer<typeof createRequisiteRequestSchema>;
export type CreateRequisiteInput = z.input<typeof createRequisiteRequestSchema>;

/**
 * PATCH: either new details (the whole set of the kind, which may differ from the stored kind — a
 * card number is typed again, it is never sent back), or `{is_primary: true}` alone. A primary
 * requisite stops being primary only when another one is made primary or it is deleted.
 */
export const updateRequisiteRequestSchema = z.discriminatedUnion(
  'kind',
  [
    bankAccountSchema,
    cardSchema,
    sbpSchema,
    z.strictObject({
      kind: z.undefined().optional(),
      is_primary: z.literal(true, { error: 'Укажите вид и данные реквизитов или is_primary: true' }),
    }),
  ],
  { error: 'Выберите вид реквизитов' },
);
export type UpdateRequisiteRequest = z.infer<typeof updateRequisiteRequestSchema>;

export const requisiteSchema = z.object({
  id: z.uuid(),
  kind: requisiteKindSchema,
  is_primary: z.boolean(),
  bik: z.string().nullable(),
  bank_name: z.string().nullable(),
  corr_account: z.string().nullable(),
  account_number: z.string().nullable(),
  /** '•••• 1234': the full number never leaves the server. */
  card_number_masked: z.string().nullable(),
  /** +7XXXXXXXXXX */
  sbp_phone: z.string().nullable(),
  sbp_bank_id: z.string().nullable(),
  sbp_bank_name: z.string().nullable(),
  /** ISO 8601 moment. */
  created_at: z.string(),
});
export type Requisite = z.infer<typeof requisiteSchema>;

/** Primary first, then the newest. */
export const requisiteListResponseSchema = z.object({ items: z.array(requisiteSchema) });
export type RequisiteListResponse = z.infer<typeof requisiteListResponseSchema>;

/** '2200000000000004' → '•••• 0004'. */
export const maskCardNumber = (cardNumber: string) => `•••• ${digits(cardNumber).slice(-4)}`;

export const sbpBankSchema = z.object({
  /** НСПК participant id, e.g. '100000000111'. */
  id: z.string(),
  name: z.string(),
  bik: z.string().nullable(),
});
export type SbpBank = z.infer<typeof sbpBankSchema>;

export const sbpBankListRequestSchema = z.object({
  /** Part of the bank's name, any case; omitted or empty lists every participant. */
  query: z.string({ error: 'Некорректный запрос' }).trim().max(100, 'Слишком длинный запрос').optional(),
});
export type SbpBankListRequest = z.infer<typeof sbpBankListRequestSchema>;

export const sbpBankListResponseSchema = z.object({ items: z.array(sbpBankSchema) });
export type SbpBankListResponse = z.infer<typeof sbpBankListResponseSchema>;

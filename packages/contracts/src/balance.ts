/**
 * The company's balance on the nominal account (profile → balance; SPEC §3 balance operations, §7 Sber;
 * DOMAIN §7). Amounts are decimal roubles in JSON ("1500.00"), bigint kopecks inside.
 */
import { z } from 'zod';
import { balanceOperationSchema } from './enums.js';
import { moneyAmountSchema, moneySchema } from './money.js';
import { cursorPageFields, nextCursorField, queryPageFields } from './pagination.js';

export type BalanceOperation = z.infer<typeof balanceOperationSchema>;

export const BALANCE_OPERATION_LABELS: Readonly<Record<BalanceOperation, string>> = {
  CREDIT: 'Пополнение',
  DEBIT: 'Списание',
  HOLD: 'Резерв',
  UNHOLD: 'Снятие резерва',
  BLOCK: 'Блокировка',
  UNBLOCK: 'Разблокировка',
  DEBT: 'Кредит',
  UNDEBT: 'Погашение кредита',
};

/** The platform's nominal account the company tops up (requisites for the company's payment order). */
export const nominalAccountSchema = z.object({
  recipient: z.string(),
  inn: z.string(),
  kpp: z.string(),
  account_number: z.string(),
  bank_name: z.string(),
  bik: z.string(),
  correspondent_account: z.string(),
  /** The purpose line the company's payment must carry, e.g. «Пополнение баланса по договору № НС-… ИНН …». */
  purpose: z.string(),
});
export type NominalAccount = z.infer<typeof nominalAccountSchema>;

/** GET balance: what the company has now. */
export const balanceResponseSchema = z.object({
  /** Can be paid out now: posted − held. */
  available: moneySchema,
  /** Reserved for payouts in progress. */
  held: moneySchema,
  /** Frozen by support. */
  blocked: moneySchema,
  /** Owed under the credit line (0 or more). */
  debt: moneySchema,
  debt_limit: moneySchema,
  /** Support stopped payouts of this company (`payments_block`); the reason in Russian. */
  payments_blocked: z.boolean(),
  payments_block_reason: z.string().nullable(),
  nominal_account: nominalAccountSchema,
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

const isoDate = (message: string) => z.iso.date({ error: message });

/** GET balance/operations (query string). */
export const balanceOperationsQuerySchema = z.object({
  ...queryPageFields,
  ...cursorPageFields,
  /** Comma-separated operation types, e.g. CREDIT,DEBIT. */
  types: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const parts = value.split(',').filter(Boolean);
      const parsed = z.array(balanceOperationSchema).safeParse(parts);
      if (!parsed.success) {
        ctx.issues.push({ code: 'custom', message: 'Неизвестный вид операции', input: value });
        return z.NEVER;
      }
      return parsed.data;
    }),
  date_from: isoDate('Дата «с» в формате ГГГГ-ММ-ДД').optional(),
  date_to: isoDate('Дата «по» в формате ГГГГ-ММ-ДД').optional(),
  amount_from: moneyAmountSchema.optional(),
  amount_to: moneyAmountSchema.optional(),
});
export type BalanceOperationsQuery = z.output<typeof balanceOperationsQuerySchema>;

export const balanceOperationItemSchema = z.object({
  id: z.string(),
  type: balanceOperationSchema,
  /** Positive; the direction follows from the type. */
  amount: moneySchema,
  /** Russian: «Выплата № 12 Иванову И. И.», «Пополнение от ООО «Ромашка», п/п 45». */
  description: z.string(),
  /** The payout it belongs to, if any (opens its drawer). */
  payout_id: z.string().nullable(),
  created_at: z.string(),
});
export type BalanceOperationItem = z.infer<typeof balanceOperationItemSchema>;

export const balanceOperationsResponseSchema = z.object({
  items: z.array(balanceOperationItemSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type BalanceOperationsResponse = z.infer<typeof balanceOperationsResponseSchema>;

/** GET sber/statement/file?format=xlsx|pdf&date_from&date_to: the statement of operations of a period. */
export const statementFileQuerySchema = z.object({
  format: z.enum(['xlsx', 'pdf'], { error: 'Формат выписки: xlsx или pdf' }),
  date_from: isoDate('Дата «с» в формате ГГГГ-ММ-ДД'),
  date_to: isoDate('Дата «по» в формате ГГГГ-ММ-ДД'),
});
export type StatementFileQuery = z.infer<typeof statementFileQuerySchema>;

/** POST sber/moneyback (Idempotency-Key): return unspent money to the company's own account. */
export const moneybackRequestSchema = z.object({
  amount: moneyAmountSchema,
  /** One of the company's bank accounts (profile → payments-accounts). */
  bank_account_id: z.uuid({ error: 'Выберите счёт компании' }),
});
export type MoneybackRequest = z.input<typeof moneybackRequestSchema>;

export const moneybackSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  status: z.enum(['PENDING', 'DONE', 'DECLINED']),
  reason: z.string().nullable(),
  bank_account_label: z.string(),
  created_at: z.string(),
});
export type Moneyback = z.infer<typeof moneybackSchema>;
export const moneybackListResponseSchema = z.object({ items: z.array(moneybackSchema) });

/** Support-only: POST payments_block {customer_id, blocked, reason}. */
export const paymentsBlockRequestSchema = z.object({
  customer_id: z.uuid({ error: 'Укажите компанию' }),
  blocked: z.boolean({ error: 'Укажите, блокировать ли выплаты' }),
  reason: z.string().trim().max(500).optional(),
});

/** Support-only: POST sber/balance/operation — freeze, unfreeze money or set the credit line. */
export const supportBalanceOperationRequestSchema = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('BLOCK'),
    customer_id: z.uuid(),
    amount: moneyAmountSchema,
    reason: z.string().trim().max(500).optional(),
  }),
  z.object({
    operation: z.literal('UNBLOCK'),
    customer_id: z.uuid(),
    amount: moneyAmountSchema,
    reason: z.string().trim().max(500).optional(),
  }),
  z.object({ operation: z.literal('DEBT_LIMIT'), customer_id: z.uuid(), amount: moneySchema }),
]);

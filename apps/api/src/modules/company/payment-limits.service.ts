/**
 * Payment limits (SPEC §7 `user/payment_limit`): the company reads the limits in force, support sets
 * them. A kind support never set is the platform default (DEFAULT_PAYMENT_LIMITS_KOPECKS). The payout
 * modules will check payouts against `limitsInForce`.
 */

import {
  DEFAULT_PAYMENT_LIMITS_KOPECKS,
  kopecksToRubles,
  type PaymentLimit,
  type PaymentLimitKind,
  type PaymentLimitsResponse,
  paymentLimitKindSchema,
  type SetPaymentLimits,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer } from '../parties/index.js';
import { insertLimits, selectLimitsInForce } from './payment-limits.repo.js';

const KINDS = paymentLimitKindSchema.options;
const FIELD: Record<PaymentLimitKind, 'per_payout' | 'per_day' | 'per_month'> = {
  PER_PAYOUT: 'per_payout',
  PER_DAY: 'per_day',
  PER_MONTH: 'per_month',
};

/** A limit in force: kopecks inside; the payout modules check payouts against these. */
export type LimitInForce = {
  kind: PaymentLimitKind;
  kopecks: bigint;
  source: 'DEFAULT' | 'SUPPORT';
  setAt: Date | null;
};

export async function limitsInForce(db: Db, customerId: string): Promise<LimitInForce[]> {
  const rows = await selectLimitsInForce(db, customerId);
  return KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? { kind, kopecks: row.amountKopecks, source: 'SUPPORT', setAt: row.createdAt }
      : { kind, kopecks: DEFAULT_PAYMENT_LIMITS_KOPECKS[kind], source: 'DEFAULT', setAt: null };
  });
}

const toPaymentLimit = (l: LimitInForce): PaymentLimit => ({
  kind: l.kind,
  amount: kopecksToRubles(l.kopecks),
  source: l.source,
  set_at: l.setAt?.toISOString() ?? null,
});

export async function getPaymentLimits(ctx: ActorContext): Promise<PaymentLimitsResponse> {
  return { items: (await limitsInForce(ctx.db, customerIdOf(ctx))).map(toPaymentLimit) };
}

/** Support: sets the given limits; the result must keep per payout ≤ per day ≤ per month. */
export async function setPaymentLimits(ctx: AppContext, input: SetPaymentLimits): Promise<PaymentLimitsResponse> {
  return inTransaction(ctx, async (txCtx) => {
    if (!(await lockCustomer(txCtx, input.customer_id))) {
      throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    }
    const current = await limitsInForce(txCtx.db, input.customer_id);
    const next = Object.fromEntries(current.map((l) => [l.kind, input[FIELD[l.kind]] ?? l.kopecks])) as Record<
      PaymentLimitKind,
      bigint
    >;
    const fields: Record<string, string> = {};
    if (next.PER_PAYOUT > next.PER_DAY) fields.per_payout = 'Лимит на одну выплату не может быть больше лимита в сутки';
    if (next.PER_DAY > next.PER_MONTH) fields.per_day = 'Лимит в сутки не может быть больше лимита в месяц';
    if (Object.keys(fields).length > 0) {
      throw new AppError('VALIDATION_ERROR', { message: Object.values(fields)[0]!, fields });
    }
    const changed = KINDS.filter((kind) => input[FIELD[kind]] !== undefined).map((kind) => ({
      kind,
      amountKopecks: next[kind],
    }));
    await insertLimits(txCtx.db, input.customer_id, changed, 'SUPPORT', txCtx.now());
    // The company's journal shows that support set its limits and to what (amounts as kopecks text),
    // in the same transaction. Support has no account of the company: the details say who acted.
    if (changed.length > 0) {
      await recordHistoryEvent(txCtx, {
        entityKind: 'company',
        entityId: input.customer_id,
        event: 'LIMITS_SET',
        customerId: input.customer_id,
        details: {
          actor: 'SUPPORT',
          limits: Object.fromEntries(changed.map((l) => [l.kind, l.amountKopecks.toString()])),
        },
      });
    }
    return { items: (await limitsInForce(txCtx.db, input.customer_id)).map(toPaymentLimit) };
  });
}

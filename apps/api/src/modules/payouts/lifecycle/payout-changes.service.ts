/**
 * Changing one payout: edit or delete a draft, cancel a PENDING payout the bank has not been asked to
 * pay yet, repeat a DECLINED / ERROR one (SPEC §4 repeat/cancel statuses; docs/decisions/payouts.md).
 * Each locks company → contractor → payout first (ADR 009); another company's payout answers 404.
 */
import type { Payout, PayoutKind, updatePayoutRequestSchema } from '@vyplaty/contracts';
import type { z } from 'zod';
import type { ActorContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { moscowYear, moscowYearBounds } from '../../../lib/moscow-time.js';
import { recordHistoryEvent } from '../../history/index.js';
import { findOwnService } from '../catalogue/services.service.js';
import { checkPayoutRows, TOO_SMALL_AFTER_NDFL_MESSAGE } from '../checks/payout-checks.js';
import { PAYOUT_NOT_FOUND_MESSAGE, payoutsOwnerIdOf } from '../payout-scope.js';
import { individualIncomeBetween, type PayoutRow, selectContractorFacts, updatePayout } from '../payouts.repo.js';
import { payoutsByIds } from '../read/payouts-read.service.js';
import { individualTax } from '../tax/individual-tax.js';
import { insertNewPayout, payCheckedPayouts, refusalOf, taxColumns } from './payout-records.js';
import { failLockedPayout } from './payout-settlement.js';
import { lockOwnPayouts } from './payouts-create.service.js';

type UpdateRequest = z.output<typeof updatePayoutRequestSchema>;

export const CANCELED_REASON = 'Выплата отменена компанией';

async function lockOne(txCtx: TxContext<ActorContext>, customerId: string, kind: PayoutKind, id: string) {
  if (!isUuid(id)) throw notFound(PAYOUT_NOT_FOUND_MESSAGE);
  return (await lockOwnPayouts(txCtx, customerId, kind, [id.toLowerCase()]))[0]!;
}

const onlyDraft = (row: PayoutRow, action: string) => {
  if (row.status !== 'CREATED') {
    throw new AppError('INVALID_STATE', { message: `${action} можно только черновик выплаты` });
  }
};

const one = async (txCtx: TxContext<ActorContext>, customerId: string, id: string): Promise<Payout> =>
  (await payoutsByIds(txCtx, customerId, [id]))[0]!;

/** PUT …/{id}: a draft's amount, service or comment; an individual draft's НДФЛ is worked out again. */
export async function updateDraft(ctx: ActorContext, kind: PayoutKind, id: string, input: UpdateRequest) {
  const customerId = payoutsOwnerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const row = await lockOne(txCtx, customerId, kind, id);
    onlyDraft(row, 'Изменить');
    if (input.service_id && !(await findOwnService(txCtx, customerId, input.service_id))) {
      const message = 'Услуга не найдена в справочнике компании';
      throw new AppError('VALIDATION_ERROR', { status: 422, message, fields: { service_id: message } });
    }
    const amount = input.amount ?? row.amountKopecks;
    let tax = null;
    if (kind === 'INDIVIDUAL') {
      const year = moscowYearBounds(moscowYear(txCtx.now()));
      const before = await individualIncomeBetween(txCtx.db, customerId, row.employeeId, year.from, year.to);
      tax = individualTax({ grossKopecks: amount, yearIncomeBeforeKopecks: before });
      if (tax.netKopecks <= 0n) {
        throw new AppError('VALIDATION_ERROR', {
          status: 422,
          message: TOO_SMALL_AFTER_NDFL_MESSAGE,
          fields: { amount: TOO_SMALL_AFTER_NDFL_MESSAGE },
        });
      }
    }
    await updatePayout(
      txCtx.db,
      row.id,
      {
        amountKopecks: amount,
        ...taxColumns(amount, tax),
        // The check a partial payment left it a draft for was of the old row.
        reason: null,
        ...(input.service_name !== undefined ? { serviceName: input.service_name } : {}),
        ...(input.service_id !== undefined ? { serviceId: input.service_id } : {}),
        ...(input.comment !== undefined ? { comment: input.comment || null } : {}),
      },
      txCtx.now(),
    );
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: row.id,
      event: 'UPDATED',
      customerId,
      employeeId: row.employeeId,
      actorAccountId: txCtx.actor.accountId,
    });
    return one(txCtx, customerId, row.id);
  });
}

/** DELETE …/{id}: a draft goes (deleted_at); money never moved for it. */
export async function deleteDraft(ctx: ActorContext, kind: PayoutKind, id: string): Promise<void> {
  const customerId = payoutsOwnerIdOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    const row = await lockOne(txCtx, customerId, kind, id);
    onlyDraft(row, 'Удалить');
    const now = txCtx.now();
    await updatePayout(txCtx.db, row.id, { deletedAt: now }, now);
    await recordHistoryEvent(txCtx, {
      entityKind: 'payout',
      entityId: row.id,
      event: 'DELETED',
      customerId,
      employeeId: row.employeeId,
      actorAccountId: txCtx.actor.accountId,
    });
  });
}

/**
 * POST …/{id}/cancel: a PENDING payout whose job has not asked the bank yet — the HOLD is released,
 * status ERROR with the reason, repeat status CANCELED. Once sent, the money may be on its way: 409.
 */
export async function cancelPayout(ctx: ActorContext, kind: PayoutKind, id: string): Promise<Payout> {
  const customerId = payoutsOwnerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const row = await lockOne(txCtx, customerId, kind, id);
    if (row.status !== 'PENDING') {
      throw new AppError('INVALID_STATE', { message: 'Отменить можно только выплату, которая ещё в обработке' });
    }
    if (row.bankState !== 'NOT_SENT') {
      throw new AppError('INVALID_STATE', { message: 'Выплата уже отправлена в банк, отменить её нельзя' });
    }
    await failLockedPayout(txCtx, row, {
      status: 'ERROR',
      reason: CANCELED_REASON,
      repeatStatus: 'CANCELED',
      actorAccountId: txCtx.actor.accountId,
    });
    return one(txCtx, customerId, row.id);
  });
}

/**
 * POST …/{id}/repeat (inside `withIdempotency`): a DECLINED or ERROR payout is paid again as a new
 * payout (repeat_of), checked like a new one; the original gets repeat status CREATED and the history
 * event REPEAT. A payout is repeated once.
 */
export async function repeatPayout(txCtx: TxContext<ActorContext>, kind: PayoutKind, id: string): Promise<Payout> {
  const customerId = payoutsOwnerIdOf(txCtx);
  const original = await lockOne(txCtx, customerId, kind, id);
  if (original.status !== 'DECLINED' && original.status !== 'ERROR') {
    throw new AppError('INVALID_STATE', { message: 'Повторить можно только отклонённую или не выполненную выплату' });
  }
  if (original.repeatStatus !== null) {
    throw new AppError('INVALID_STATE', {
      message: original.repeatStatus === 'CANCELED' ? 'Выплата отменена: создайте новую' : 'Эта выплата уже повторена',
    });
  }
  const facts = await selectContractorFacts(txCtx.db, customerId, [original.employeeId]);
  const checked = await checkPayoutRows(txCtx, {
    customerId,
    kind,
    facts,
    rows: [{ employeeId: original.employeeId, amountKopecks: original.amountKopecks }],
    refreshFns: false,
  });
  const refusal = refusalOf(checked, (_index, field) => field);
  if (refusal) throw refusal;
  const contractor = facts.get(original.employeeId)!;
  const tax = checked.rows[0]!.tax;
  const repeat = await insertNewPayout(
    txCtx,
    customerId,
    contractor,
    {
      kind,
      employeeId: original.employeeId,
      amountKopecks: original.amountKopecks,
      serviceName: original.serviceName,
      serviceId: original.serviceId,
      comment: original.comment,
      repeatOf: original.id,
    },
    tax,
  );
  await payCheckedPayouts(txCtx, customerId, [{ payout: repeat, facts: contractor, tax }]);
  await updatePayout(txCtx.db, original.id, { repeatStatus: 'CREATED' }, txCtx.now());
  await recordHistoryEvent(txCtx, {
    entityKind: 'payout',
    entityId: original.id,
    event: 'REPEAT',
    customerId,
    employeeId: original.employeeId,
    actorAccountId: txCtx.actor.accountId,
    details: { repeatId: repeat.id },
  });
  return one(txCtx, customerId, repeat.id);
}

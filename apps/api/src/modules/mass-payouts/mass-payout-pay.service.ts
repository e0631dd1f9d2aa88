/**
 * POST …/mass_payout/:id/pay (inside withIdempotency's transaction: the same key answers the same, a second
 * click pays nothing): the company locked, then the registry (ADR 009); refused unless a checked DRAFT
 * with something to pay, unless FAIL_ERRORS finds no bad row, unless the balance covers its net. Then
 * PROCESSING, phase CHECKING, and the pay job (mass-payout-pay.jobs.ts) does the rest with progress.
 */
import {
  MASS_PAYOUT_NOT_FOUND_MESSAGE,
  MASS_PAYOUT_PAY_MESSAGES,
  type MassPayout,
  type MassPayoutPayChannel,
  type PayoutKind,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { getBalance, insufficientFunds } from '../ledger/index.js';
import { lockCustomer } from '../parties/index.js';
import { startProcess } from '../processes/index.js';
import { REGISTRY_PAGES } from './mass-payout-links.js';
import { checkPayChannel } from './mass-payout-orders.service.js';
import { payMassPayoutJob } from './mass-payout-pay.jobs.js';
import { countBlockingRows, sumPayableAfter } from './mass-payout-pay.repo.js';
import { toMassPayout } from './mass-payout-view.js';
import { emitRegistryStatus } from './mass-payout-webhooks.js';
import { insertEvent, selectMassPayout, updateMassPayout } from './mass-payouts.repo.js';
import { massPayoutsOwnerIdOf } from './mass-payouts.service.js';

export async function payMassPayout(
  txCtx: TxContext<ActorContext>,
  kind: PayoutKind,
  id: string,
  payKey: string,
  channel: MassPayoutPayChannel = 'NOMINAL_ACCOUNT',
): Promise<MassPayout> {
  const customerId = massPayoutsOwnerIdOf(txCtx);
  if (!isUuid(id)) throw notFound(MASS_PAYOUT_NOT_FOUND_MESSAGE);
  if (!(await lockCustomer(txCtx, customerId))) throw notFound('Компания не найдена');
  const registry = await selectMassPayout(txCtx.db, customerId, kind, id.toLowerCase(), true);
  if (!registry) throw notFound(MASS_PAYOUT_NOT_FOUND_MESSAGE);
  if (registry.status !== 'DRAFT') throw new AppError('INVALID_STATE', { message: MASS_PAYOUT_PAY_MESSAGES.notDraft });
  if (registry.importStatus !== 'ACTIVATED') {
    throw new AppError('INVALID_STATE', { message: MASS_PAYOUT_PAY_MESSAGES.notImported });
  }
  const payable = await sumPayableAfter(txCtx.db, registry.id, 0);
  if (payable.rows === 0) {
    throw new AppError('VALIDATION_ERROR', { status: 422, message: MASS_PAYOUT_PAY_MESSAGES.nothingToPay });
  }
  if (registry.errorMode === 'FAIL_ERRORS') {
    const blocking = await countBlockingRows(txCtx.db, registry.id);
    if (blocking > 0) {
      throw new AppError('VALIDATION_ERROR', { status: 422, message: MASS_PAYOUT_PAY_MESSAGES.hasErrors(blocking) });
    }
  }
  await checkPayChannel(txCtx, { customerId, massPayoutId: registry.id, channel });
  // The job holds the money after checking every row again; a balance that cannot cover it is told now.
  const { availableKopecks } = await getBalance(txCtx, customerId);
  if (availableKopecks < payable.netKopecks) throw insufficientFunds(availableKopecks);

  const now = txCtx.now();
  const paying = await updateMassPayout(txCtx.db, registry.id, {
    status: 'PROCESSING',
    payPhase: 'CHECKING',
    payKey,
    paidBy: txCtx.actor.accountId,
    payStartedAt: now,
    payRowsTotal: registry.rowsTotal,
    payRowsDone: 0,
    payCursor: 0,
    payChannel: channel,
  });
  await emitRegistryStatus(txCtx, paying, 'PROCESSING');
  await insertEvent(txCtx.db, {
    massPayoutId: registry.id,
    customerId,
    event: 'PAY_STARTED',
    actorAccountId: txCtx.actor.accountId,
    details: { rows: payable.rows, net: payable.netKopecks.toString() },
    occurredAt: now,
  });
  await startProcess(txCtx, {
    customerId,
    kind: 'MASS_PAYOUT_PAYMENT',
    subjectId: registry.id,
    title: `Оплата реестра № ${registry.number}`,
    startedBy: txCtx.actor.accountId,
    total: registry.rowsTotal,
    resultPath: `${REGISTRY_PAGES[kind]}/${registry.id}`,
  });
  await txCtx.jobs.enqueue(txCtx.db, payMassPayoutJob, { massPayoutId: registry.id });
  return toMassPayout(paying);
}

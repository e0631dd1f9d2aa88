/**
 * A signed payment order to the company's own bank through 1C:DirectBank, and what the bank then says
 * (docs/decisions/bank.md «Sending payment orders»). From jobs only (payout-payment-order.jobs.ts):
 *
 * send {payoutId}
 *   1. The payout is claimed for the order under its lock: PENDING and never handed to the nominal
 *      account's bank (bank_state NOT_SENT) → PAYMENT_ORDER, so payouts.execute leaves it. Any other
 *      payout is paid (or being paid, or ended) the nominal way: the order is SKIPPED — never twice.
 *   2. No live session of the company's bank → WAITING with the reason; the sweep sends it once the
 *      company has logged in again.
 *   3. SENDING is committed before the call. The Packet's id and the document's id are the payout's id
 *      (our idempotency key): the same packet again after a lost answer is refused by the bank as a
 *      duplicate (2002 / 2202), which proves it arrived — the bank never gets a second document.
 *   4. The bank's id → DELIVERED. A refusal of the order → REJECTED and the payout DECLINED with the
 *      reason (its HOLD released). The session gone (1006 / 1007) → WAITING.
 *
 * poll (per company with orders the bank has): GetPackList since the oldest one was sent, GetPack each,
 * the StatusDocNotice documents about our orders applied in order: 01 ACCEPTED; 02 EXECUTED → the
 * payout DONE (settlePaid: the HOLD released, not posted — the money left the company's own account);
 * 03 / 05 REJECTED → the payout DECLINED with «Банк отклонил платёжное поручение: <причина>». The execution
 * time is the bank's notice's. A rejected order is read for ten days more: «02» after a rejection is flagged
 * for operations (EXECUTED with its reason, an error logged, the nightly reconciliation lists it).
 */
import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import {
  DirectBankAnswerLostError,
  DirectBankError,
  DUPLICATE_CODES,
  SESSION_GONE_CODES,
} from '../../../integrations/one-c-direct-bank/direct-bank.client.js';
import {
  buildPacket,
  DOCKIND,
  parseStatusDocNotice,
  type StatusNotice,
} from '../../../integrations/one-c-direct-bank/direct-bank.documents.js';
import { activeDirectBankSession } from '../../banking/index.js';
import { readOwnedFile } from '../../files/index.js';
import { evidenceByIds } from '../../signatures/index.js';
import { settleFailed, settlePaid } from '../lifecycle/payout-settlement.js';
import { lockPayoutById, selectPayoutById, updatePayout } from '../payouts.repo.js';
import {
  lockPaymentOrderById,
  type PaymentOrderBankChange,
  type PaymentOrderRow,
  selectOpenOrders,
  selectPaymentOrderById,
  updatePaymentOrderBank,
} from './payout-payment-order.repo.js';

export const NOT_CONNECTED_REASON = 'Подключите банк через 1С:ДиректБанк, чтобы отправить платёжное поручение';
export const PAID_ELSEWHERE_REASON =
  'Выплата проведена с номинального счёта: платёжное поручение в банк не отправлено, чтобы не оплатить её дважды';
export const WAITING_FOR_ACT_REASON =
  'Выплата ждёт подписанного акта: платёжное поручение уйдёт в банк, когда акт подпишут обе стороны';
export const rejectedReason = (reason: string | null) =>
  `Банк отклонил платёжное поручение: ${reason ?? 'причина не указана'}`;

async function change(ctx: AppContext, payoutId: string, patch: PaymentOrderBankChange) {
  await inTransaction(ctx, async (txCtx) => {
    await updatePaymentOrderBank(txCtx.db, payoutId, { bankCheckedAt: txCtx.now(), ...patch });
  });
}

/** Step 1: true when the order may go (the payout is the order's), false when it was SKIPPED. */
async function claimPayout(ctx: AppContext, payoutId: string): Promise<boolean> {
  return inTransaction(ctx, async (txCtx) => {
    const order = await lockPaymentOrderById(txCtx.db, payoutId);
    if (!order?.signedAt || (order.bankStatus && !['WAITING', 'SENDING'].includes(order.bankStatus))) return false;
    const payout = await lockPayoutById(txCtx.db, payoutId);
    const ours = payout?.bankState === 'NOT_SENT' || payout?.bankState === 'PAYMENT_ORDER';
    // A registry's payout is claimed when made (registry-orders/): it may still wait for its act.
    if (payout?.status === 'PENDING' && ours && payout.waitingFor) {
      // N7: not before its act is signed; the sweep tries again (WAITING) once the payout is released.
      await updatePaymentOrderBank(txCtx.db, payoutId, {
        bankStatus: 'WAITING',
        bankReason: WAITING_FOR_ACT_REASON,
        bankCheckedAt: txCtx.now(),
      });
      return false;
    }
    if (payout?.status === 'PENDING' && payout.bankState === 'PAYMENT_ORDER') return true;
    if (payout?.status === 'PENDING' && payout.bankState === 'NOT_SENT') {
      await updatePayout(txCtx.db, payoutId, { bankState: 'PAYMENT_ORDER' }, txCtx.now());
      return true;
    }
    const now = txCtx.now();
    await updatePaymentOrderBank(txCtx.db, payoutId, {
      bankStatus: 'SKIPPED',
      bankReason: PAID_ELSEWHERE_REASON,
      bankStatusAt: now,
      bankCheckedAt: now,
    });
    return false;
  });
}

/** The issuer's CN and the serial of the signing certificate, as the Packet's Signature names them. */
function certificateOf(verification: unknown) {
  const signer = (verification as { signer?: { issuer?: string; serialNumber?: string } } | null)?.signer;
  const issuer = signer?.issuer ?? '';
  return { issuer: /CN=([^,]+)/.exec(issuer)?.[1]?.trim() ?? issuer, serial: signer?.serialNumber ?? '' };
}

async function packetOf(ctx: AppContext, order: PaymentOrderRow): Promise<string> {
  const { bytes } = await readOwnedFile(ctx, order.signedFileId!, { customerId: order.customerId });
  const [evidence] = await evidenceByIds(ctx, [order.signatureId!]);
  const certificate = certificateOf(evidence?.verification);
  return buildPacket(
    {
      id: order.payoutId,
      sender: { id: '0' },
      recipient: {},
      documents: [
        {
          // The signed 1C exchange file itself: the КЭП covers exactly these bytes.
          id: order.payoutId,
          dockind: DOCKIND.payDocRu,
          data: Buffer.from(bytes),
          signatures: [{ ...certificate, signedData: evidence?.signatureCms ?? '' }],
        },
      ],
    },
    ctx.now(),
  );
}

export async function sendPaymentOrder(ctx: AppContext, payoutId: string): Promise<void> {
  if (!(await claimPayout(ctx, payoutId))) return;
  const order = await selectPaymentOrderById(ctx.db, payoutId);
  if (!order) return;
  const session = ctx.oneCDirectBank ? await activeDirectBankSession(ctx, order.customerId) : null;
  if (!session) {
    await change(ctx, payoutId, { bankStatus: 'WAITING', bankReason: NOT_CONNECTED_REASON });
    return;
  }
  const packet = await packetOf(ctx, order);
  await change(ctx, payoutId, { bankStatus: 'SENDING', bankReason: null });
  const delivered = (bankDocId: string | null) =>
    change(ctx, payoutId, { bankStatus: 'DELIVERED', bankDocId, sentAt: ctx.now(), bankStatusAt: ctx.now() });
  try {
    const { id } = await ctx.oneCDirectBank!.sendPack({ sid: session.sid }, packet);
    await delivered(id);
  } catch (error) {
    if (error instanceof DirectBankError && DUPLICATE_CODES.has(error.code)) return delivered(error.moreInfo);
    if (error instanceof DirectBankError && SESSION_GONE_CODES.has(error.code)) {
      return change(ctx, payoutId, { bankStatus: 'WAITING', bankReason: NOT_CONNECTED_REASON });
    }
    if (error instanceof DirectBankError) return reject(ctx, payoutId, error.reason);
    // A lost answer or the bank down: the retry sends the same packet (SENDING stays).
    if (!(error instanceof DirectBankAnswerLostError)) ctx.log.warn({ payoutId, err: error }, 'DirectBank send failed');
    throw error;
  }
}

async function reject(ctx: AppContext, payoutId: string, reason: string | null) {
  const text = rejectedReason(reason);
  await change(ctx, payoutId, { bankStatus: 'REJECTED', bankReason: reason, bankStatusAt: ctx.now() });
  await settleFailed(ctx, payoutId, { status: 'DECLINED', reason: text });
}

export const EXECUTED_AFTER_REJECTION_REASON =
  'Банк исполнил поручение после отказа: деньги списаны со счёта компании, а выплата отклонена';

async function apply(ctx: AppContext, order: PaymentOrderRow, notice: StatusNotice) {
  // The execution time is the bank's, from its notice (ours only when the notice has none).
  const noticedAt = notice.createdAt ?? ctx.now();
  if (order.bankStatus === 'REJECTED') {
    // A rejected order is still read for a while: only an execution after all changes anything.
    if (notice.code === '02') await executedAfterRejection(ctx, order, noticedAt);
    return;
  }
  if (notice.code === '01' && order.bankStatus === 'DELIVERED') {
    await change(ctx, order.payoutId, { bankStatus: 'ACCEPTED', bankStatusAt: noticedAt });
  } else if (notice.code === '04' || notice.code === '06') {
    await change(ctx, order.payoutId, { bankStatus: 'ACCEPTED', bankReason: notice.moreInfo ?? notice.name });
  } else if (notice.code === '02') {
    await change(ctx, order.payoutId, { bankStatus: 'EXECUTED', bankReason: null, bankStatusAt: noticedAt });
    const payout = await selectPayoutById(ctx.db, order.payoutId);
    await settlePaid(ctx, [
      { id: order.payoutId, executedAt: noticedAt, bankReference: order.bankDocId ?? `directbank:${order.payoutId}` },
    ]);
    if (payout?.status !== 'PENDING')
      ctx.log.warn({ payoutId: order.payoutId }, 'an executed order of a settled payout');
  } else if (notice.code === '03' || notice.code === '05') {
    await reject(ctx, order.payoutId, notice.moreInfo ?? notice.name);
  }
}

/**
 * «Исполнен» after «отклонён»: the payout was DECLINED and its HOLD released, yet the money left the
 * company's own account. Nothing is settled automatically (the contractor may have been paid twice or
 * not at all): the order is marked EXECUTED with the reason, an error goes to operations, and the nightly
 * reconciliation lists it until someone resolves it (payouts-reconciliation.ts).
 */
async function executedAfterRejection(ctx: AppContext, order: PaymentOrderRow, executedAt: Date) {
  await change(ctx, order.payoutId, {
    bankStatus: 'EXECUTED',
    bankReason: EXECUTED_AFTER_REJECTION_REASON,
    bankStatusAt: executedAt,
  });
  ctx.log.error(
    { payoutId: order.payoutId, customerId: order.customerId },
    'the company’s bank executed a payment order it had rejected: operations must resolve the payout',
  );
}

/** One company's orders the bank has: its notices since the oldest was sent, applied oldest first. */
export async function pollCompanyOrders(ctx: AppContext, customerId: string): Promise<void> {
  const open = await selectOpenOrders(ctx.db, customerId, watchedSince(ctx));
  if (open.length === 0 || !ctx.oneCDirectBank) return;
  const session = await activeDirectBankSession(ctx, customerId);
  if (!session) {
    // The bank keeps its notices: they are read once the company logs in again.
    for (const order of open.filter((o) => o.bankStatus !== 'REJECTED')) {
      await change(ctx, order.payoutId, { bankReason: NOT_CONNECTED_REASON });
    }
    return;
  }
  const since = new Date(Math.min(...open.map((o) => (o.sentAt ?? ctx.now()).getTime())) - 60_000);
  const bank = ctx.oneCDirectBank;
  const { ids } = await bank.getPackList({ sid: session.sid }, since);
  const byId = new Map(open.map((o) => [o.payoutId, o]));
  for (const id of ids) {
    const packet = await bank.getPack({ sid: session.sid }, id);
    for (const document of packet.documents) {
      if (document.dockind !== DOCKIND.statusDocNotice) continue;
      const notice = parseStatusDocNotice(document.data.toString('utf8'));
      const order = notice && byId.get(notice.extId);
      if (!notice || !order) continue;
      await apply(ctx, order, notice);
      const [fresh] = await selectOpenOrders(ctx.db, customerId, watchedSince(ctx)).then((rows) =>
        rows.filter((r) => r.payoutId === order.payoutId),
      );
      if (fresh) byId.set(order.payoutId, fresh);
      else byId.delete(order.payoutId);
    }
  }
  for (const order of byId.values()) {
    await change(ctx, order.payoutId, order.bankReason === NOT_CONNECTED_REASON ? { bankReason: null } : {});
  }
}

/** How long a rejected order is still read for an execution after all. */
const WATCH_REJECTED_DAYS = 10;
const watchedSince = (ctx: AppContext) => new Date(ctx.now().getTime() - WATCH_REJECTED_DAYS * 24 * 3_600_000);

/** The companies whose orders the bank has and has not finished (or rejected lately). */
export async function companiesWithOpenOrders(ctx: AppContext): Promise<string[]> {
  return [...new Set((await selectOpenOrders(ctx.db, undefined, watchedSince(ctx))).map((o) => o.customerId))];
}

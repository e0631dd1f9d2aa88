/**
 * A registry's payment orders signed with КЭП and sent (docs/decisions/mass-payouts.md «Paying by payment
 * orders»): the head or a representative with an МЧД signs the exact bytes of the registry's one 1C file
 * (GET sign_kep: its bytes and hash, the file's time fixed when the orders were; POST: the detached
 * CAdES-BES verified by modules/signatures). In the signing transaction the signed file is stored and each
 * payout gets its own signed order row pointing at it, and its send job — from there the single order's
 * mechanics (payout-payment-order-bank.ts) take each to the company's bank through 1C:DirectBank and follow
 * it to DONE or DECLINED. A refused signature changes nothing.
 */
import type { KepToSignResponse, MassPayoutOrdersFormat, MassPayoutOrdersState } from '@vyplaty/contracts';
import { kopecksToRubles, MASS_PAYOUT_ORDER_MESSAGES } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../../context.js';
import { AppError } from '../../../lib/errors.js';
import { readOwnedFile, storeFile } from '../../files/index.js';
import { type EvidenceRow, evidenceByIds, kepToSignOf, loadSigner, signWithKep } from '../../signatures/index.js';
import { enqueuePaymentOrderSend } from '../payment-order/payout-payment-order.jobs.js';
import type { PaymentOrderFile } from '../payment-order/payout-payment-order.js';
import type { PaymentOrderRow } from '../payment-order/payout-payment-order.repo.js';
import {
  type LoadedRegistryOrders,
  loadRegistryOrders,
  registryExchangeFileOf,
  registryPrintableOf,
} from './registry-orders.js';
import {
  insertSignedPayoutOrders,
  lockRegistryOrders,
  markRegistryOrdersSigned,
  type RegistryOrdersRow,
  selectPayoutOrders,
  selectRegistryOrders,
} from './registry-orders.repo.js';

const conflict = (message: string) => new AppError('CONFLICT', { message });

/** The registry's orders, if they were fixed (its payouts made and claimed for orders). */
export const findRegistryOrders = (ctx: ActorContext, customerId: string, registryId: string) =>
  selectRegistryOrders(ctx.db, customerId, registryId);

type Signed = { file: PaymentOrderFile; evidence: EvidenceRow };

async function signedOf(ctx: ActorContext, row: RegistryOrdersRow): Promise<Signed | null> {
  if (!row.signedFileId || !row.signatureId) return null;
  const { file, bytes } = await readOwnedFile(ctx, row.signedFileId, { customerId: row.customerId });
  const [evidence] = await evidenceByIds(ctx, [row.signatureId]);
  return { file: { name: file.name, mimeType: file.mimeType, bytes }, evidence: evidence! };
}

export async function registryOrdersKepToSign(ctx: ActorContext, row: RegistryOrdersRow): Promise<KepToSignResponse> {
  if (row.signedAt) throw conflict(MASS_PAYOUT_ORDER_MESSAGES.alreadySigned);
  const file = registryExchangeFileOf(await loadRegistryOrders(ctx, row));
  return kepToSignOf(row.id, file.name, file.bytes);
}

export async function signRegistryOrdersKep(
  ctx: ActorContext,
  row: RegistryOrdersRow,
  input: { signature: string; meta: RequestMeta },
): Promise<MassPayoutOrdersState> {
  if (row.signedAt) throw conflict(MASS_PAYOUT_ORDER_MESSAGES.alreadySigned);
  const loaded = await loadRegistryOrders(ctx, row);
  const file = registryExchangeFileOf(loaded);
  const { customerId } = row;
  await signWithKep(
    ctx,
    {
      signer: await loadSigner(ctx),
      subject: { type: 'PAYMENT_ORDER', id: row.id },
      documentBytes: file.bytes,
      signature: input.signature,
      meta: input.meta,
    },
    async (txCtx, evidence) => {
      // Verified outside the lock (GOST maths is slow): signed meanwhile by another tab → refused, rolled back.
      const locked = await lockRegistryOrders(txCtx.db, customerId, row.id);
      if (!locked || locked.signedAt) throw conflict(MASS_PAYOUT_ORDER_MESSAGES.alreadySigned);
      const stored = await storeFile(txCtx, {
        owner: { customerId },
        purpose: 'PAYMENT_ORDER',
        name: file.name,
        mimeType: file.mimeType,
        bytes: file.bytes,
      });
      const signed = {
        signedFileId: stored.id,
        signatureId: evidence.id,
        signerName: evidence.signerName,
        signedAt: evidence.signedAt,
      };
      await markRegistryOrdersSigned(txCtx.db, customerId, row.id, signed);
      await insertSignedPayoutOrders(
        txCtx.db,
        row.payoutIds.map((payoutId) => ({ payoutId, customerId, preparedAt: row.preparedAt, ...signed })),
      );
      for (const payoutId of row.payoutIds) await enqueuePaymentOrderSend(txCtx, payoutId);
    },
  );
  const fresh = await selectRegistryOrders(ctx.db, customerId, row.id);
  return registryOrdersState(ctx, fresh!, loaded);
}

/** Where the signed orders are, all together: the one most needing attention first. */
function overall(rows: (PaymentOrderRow | undefined)[]): {
  status: MassPayoutOrdersState['status'];
  reason: string | null;
} {
  const waiting = rows.find((r) => r?.bankStatus === 'WAITING');
  if (waiting) return { status: 'WAITING', reason: waiting.bankReason };
  if (rows.some((r) => !r?.bankStatus || r.bankStatus === 'SENDING')) return { status: 'SENDING', reason: null };
  if (rows.some((r) => r?.bankStatus === 'DELIVERED' || r?.bankStatus === 'ACCEPTED')) {
    return { status: 'DELIVERED', reason: null };
  }
  return { status: 'DONE', reason: null };
}

export async function registryOrdersState(
  ctx: ActorContext,
  row: RegistryOrdersRow,
  loaded?: LoadedRegistryOrders,
): Promise<MassPayoutOrdersState> {
  const orders = loaded ?? (await loadRegistryOrders(ctx, row));
  const signed = await signedOf(ctx, row);
  const own = new Map((await selectPayoutOrders(ctx.db, row.customerId, row.payoutIds)).map((o) => [o.payoutId, o]));
  const bank = signed
    ? overall(row.payoutIds.map((id) => own.get(id)))
    : { status: 'AWAIT_SIGN' as const, reason: null };
  return {
    ...bank,
    file_name: `${orders.name}.txt`,
    signer_name: signed?.evidence.signerName ?? null,
    signed_at: signed?.evidence.signedAt.toISOString() ?? null,
    certificate_thumbprint: signed?.evidence.certificateThumbprint ?? null,
    items: orders.orders.map(({ payoutId, order }) => {
      const mine = signed ? own.get(payoutId) : undefined;
      return {
        payout_id: payoutId,
        number: order.number,
        amount: kopecksToRubles(order.amountKopecks),
        recipient: order.recipient.name,
        bank_status: mine ? (mine.bankStatus ?? 'SENDING') : null,
        bank_reason: mine?.bankReason ?? null,
      };
    }),
  };
}

/** file_content: the 1C file (the signed bytes once signed). */
export async function registryOrdersFileContent(ctx: ActorContext, row: RegistryOrdersRow) {
  const signed = await signedOf(ctx, row);
  return signed?.file ?? registryExchangeFileOf(await loadRegistryOrders(ctx, row));
}

/** payment_orders?format=: the state, the 1C file or the PDF (naming the signer once signed). */
export async function registryOrders(
  ctx: ActorContext,
  row: RegistryOrdersRow,
  format: MassPayoutOrdersFormat,
): Promise<PaymentOrderFile | MassPayoutOrdersState> {
  if (format === 'json') return registryOrdersState(ctx, row);
  if (format === 'txt') return registryOrdersFileContent(ctx, row);
  const signed = await signedOf(ctx, row);
  const signature = signed
    ? {
        signerName: signed.evidence.signerName,
        signedAt: signed.evidence.signedAt,
        thumbprint: signed.evidence.certificateThumbprint,
      }
    : null;
  return registryPrintableOf(await loadRegistryOrders(ctx, row), ctx.now(), signature);
}

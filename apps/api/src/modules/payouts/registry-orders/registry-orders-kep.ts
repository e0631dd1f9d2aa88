/**
 * A registry's payment orders signed with КЭП and sent (docs/decisions/mass-payouts.md «Paying by payment
 * orders»): exactly the single payout's order, once per payout. GET sign_kep hands out each unsigned
 * order's own 1C exchange file (only that order; the file's time fixed on first call in the payout's
 * `payout_payment_orders` row, as payout-payment-order-kep.ts does); POST takes a detached CAdES-BES per
 * order — all of them or some — each verified by modules/signatures, all in one transaction: any refused
 * → 422 naming the order and nothing stored. Each signed order keeps its own signed file and gets its own
 * send job, so each packet to the bank carries one document with one order (payout-payment-order-bank.ts).
 * The registry's one file with every order and its PDF are for the accountant only: never signed or sent.
 */
import type {
  MassPayoutOrdersFormat,
  MassPayoutOrdersState,
  RegistryKepToSignResponse,
  RegistrySignKepRequest,
} from '@vyplaty/contracts';
import { kopecksToRubles, MASS_PAYOUT_ORDER_MESSAGES } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../../context.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../lib/errors.js';
import { type EvidenceRow, evidenceByIds, kepToSignOf, loadSigner, signWithKep } from '../../signatures/index.js';
import {
  exchangeFileOf,
  type LoadedPaymentOrder,
  loadPaymentOrder,
  type PaymentOrderFile,
} from '../payment-order/payout-payment-order.js';
import {
  ensurePaymentOrder,
  type PaymentOrderRow,
  selectPaymentOrder,
} from '../payment-order/payout-payment-order.repo.js';
import { ALREADY_SIGNED, recordSignedOrder } from '../payment-order/payout-payment-order-kep.js';
import { loadRegistryOrders, registryExchangeFileOf, registryPrintableOf } from './registry-orders.js';
import {
  lockRegistryOrders,
  type RegistryOrdersRow,
  selectPayoutOrders,
  selectRegistryOrders,
} from './registry-orders.repo.js';

const conflict = (message: string) => new AppError('CONFLICT', { message });
export const NOT_OF_REGISTRY = 'Этой выплаты нет среди платёжных поручений реестра';
export const SIGNED_TWICE = 'Подпись под одним платёжным поручением передана дважды';
export const NOT_PREPARED = 'Сначала получите платёжные поручения для подписи';

/** The refusal about one order of the registry: which one, then why (the same code and status). */
function aboutOrder(error: unknown, loaded: LoadedPaymentOrder): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, {
    status: error.status,
    message: `Платёжное поручение № ${loaded.order.number} (выплата № ${loaded.payout.number}): ${error.message}`,
    fields: { payout_id: loaded.payout.id },
  });
}

/** The registry's orders, if they were fixed (its payouts made and claimed for orders). */
export const findRegistryOrders = (ctx: ActorContext, customerId: string, registryId: string) =>
  selectRegistryOrders(ctx.db, customerId, registryId);

const ownOrders = async (ctx: ActorContext, row: RegistryOrdersRow) =>
  new Map((await selectPayoutOrders(ctx.db, row.customerId, row.payoutIds)).map((o) => [o.payoutId, o]));

/** The registry's orders signed so far, in file order. */
const signedOf = (row: RegistryOrdersRow, own: Map<string, PaymentOrderRow>) =>
  row.payoutIds.flatMap((id) => {
    const order = own.get(id);
    return order?.signedAt ? [order] : [];
  });

/**
 * What to sign: each payout's order not yet signed, in file order, as the single order's GET sign_kep
 * answers it — its bytes fixed on first call (the registry's time), the same until signed.
 */
export async function registryOrdersKepToSign(
  ctx: ActorContext,
  row: RegistryOrdersRow,
): Promise<RegistryKepToSignResponse> {
  const own = await ownOrders(ctx, row);
  const items: RegistryKepToSignResponse['items'] = [];
  for (const payoutId of row.payoutIds) {
    if (own.get(payoutId)?.signedAt) continue;
    const loaded = await loadPaymentOrder(ctx, row.kind, payoutId);
    const prepared = await ensurePaymentOrder(ctx.db, row.customerId, payoutId, row.preparedAt);
    if (prepared.signedAt) continue;
    const file = exchangeFileOf(loaded, prepared.preparedAt);
    items.push({
      payout_id: payoutId,
      number: loaded.order.number,
      amount: kopecksToRubles(loaded.order.amountKopecks),
      ...kepToSignOf(payoutId, file.name, file.bytes),
    });
  }
  if (items.length === 0) throw conflict(MASS_PAYOUT_ORDER_MESSAGES.alreadySigned);
  return { items };
}

type ToSign = { loaded: LoadedPaymentOrder; file: PaymentOrderFile; signature: string };

/** Each signature's order, its bytes as handed out to sign; refused before anything is verified. */
async function ordersToSign(
  ctx: ActorContext,
  row: RegistryOrdersRow,
  signatures: RegistrySignKepRequest['signatures'],
): Promise<ToSign[]> {
  const ofRegistry = new Set(row.payoutIds);
  const seen = new Set<string>();
  const refused = (message: string, payoutId: string) =>
    new AppError('VALIDATION_ERROR', { status: 422, message, fields: { payout_id: payoutId } });
  const toSign: ToSign[] = [];
  for (const { payout_id: payoutId, signature } of signatures) {
    if (!ofRegistry.has(payoutId)) throw refused(NOT_OF_REGISTRY, payoutId);
    if (seen.has(payoutId)) throw refused(SIGNED_TWICE, payoutId);
    seen.add(payoutId);
    const loaded = await loadPaymentOrder(ctx, row.kind, payoutId);
    const prepared = await selectPaymentOrder(ctx.db, row.customerId, payoutId);
    if (!prepared) throw aboutOrder(conflict(NOT_PREPARED), loaded);
    if (prepared.signedAt) throw aboutOrder(conflict(ALREADY_SIGNED), loaded);
    toSign.push({ loaded, file: exchangeFileOf(loaded, prepared.preparedAt), signature });
  }
  return toSign;
}

export async function signRegistryOrdersKep(
  ctx: ActorContext,
  row: RegistryOrdersRow,
  input: { signatures: RegistrySignKepRequest['signatures']; meta: RequestMeta },
): Promise<MassPayoutOrdersState> {
  const { customerId } = row;
  const toSign = await ordersToSign(ctx, row, input.signatures);
  const signer = await loadSigner(ctx);
  // One transaction: a refused signature of any order rolls back those verified before it.
  await inTransaction(ctx, async (txCtx) => {
    // Two signings of the same registry one after the other.
    await lockRegistryOrders(txCtx.db, customerId, row.id);
    for (const { loaded, file, signature } of toSign) {
      const payoutId = loaded.payout.id;
      const signOne = signWithKep(
        txCtx,
        {
          signer,
          subject: { type: 'PAYMENT_ORDER', id: payoutId },
          documentBytes: file.bytes,
          signature,
          meta: input.meta,
        },
        (orderCtx, evidence) => recordSignedOrder(orderCtx, { customerId, payoutId, file }, evidence),
      );
      await signOne.catch((error: unknown) => {
        throw aboutOrder(error, loaded);
      });
    }
  });
  return registryOrdersState(ctx, row);
}

/** Where the signed orders are, all together: the one most needing attention first. */
function overall(rows: PaymentOrderRow[]): { status: MassPayoutOrdersState['status']; reason: string | null } {
  const waiting = rows.find((r) => r.bankStatus === 'WAITING');
  if (waiting) return { status: 'WAITING', reason: waiting.bankReason };
  if (rows.some((r) => !r.bankStatus || r.bankStatus === 'SENDING')) return { status: 'SENDING', reason: null };
  if (rows.some((r) => r.bankStatus === 'DELIVERED' || r.bankStatus === 'ACCEPTED')) {
    return { status: 'DELIVERED', reason: null };
  }
  return { status: 'DONE', reason: null };
}

/** The orders' signatures (each order its own), the latest first. */
async function signaturesOf(ctx: ActorContext, signed: PaymentOrderRow[]): Promise<EvidenceRow[]> {
  const ids = signed.map((o) => o.signatureId).filter((id): id is string => !!id);
  const rows = await evidenceByIds(ctx, ids);
  return rows.sort((x, y) => y.signedAt.getTime() - x.signedAt.getTime());
}

/**
 * The state from each payout's own order: AWAIT_SIGN while any is unsigned, then where they are at the
 * bank. The signer is the latest order's signature's (each order carries its own).
 */
export async function registryOrdersState(ctx: ActorContext, row: RegistryOrdersRow): Promise<MassPayoutOrdersState> {
  const orders = await loadRegistryOrders(ctx, row);
  const own = await ownOrders(ctx, row);
  const signed = signedOf(row, own);
  const bank =
    signed.length === row.payoutIds.length ? overall(signed) : { status: 'AWAIT_SIGN' as const, reason: null };
  const [latest] = await signaturesOf(ctx, signed);
  return {
    ...bank,
    file_name: `${orders.name}.txt`,
    signer_name: latest?.signerName ?? null,
    signed_at: latest?.signedAt.toISOString() ?? null,
    certificate_thumbprint: latest?.certificateThumbprint ?? null,
    items: orders.orders.map(({ payoutId, order }) => {
      const mine = own.get(payoutId);
      const isSigned = !!mine?.signedAt;
      return {
        payout_id: payoutId,
        number: order.number,
        amount: kopecksToRubles(order.amountKopecks),
        recipient: order.recipient.name,
        bank_status: isSigned ? (mine.bankStatus ?? 'SENDING') : null,
        bank_reason: isSigned ? mine.bankReason : null,
      };
    }),
  };
}

/** file_content: the registry's one 1C file with every order, for the accountant (never signed, never sent). */
export async function registryOrdersFileContent(ctx: ActorContext, row: RegistryOrdersRow) {
  return registryExchangeFileOf(await loadRegistryOrders(ctx, row));
}

/**
 * payment_orders?format=: the state, the 1C file or the PDF — naming the signer once every order is
 * signed by the same certificate.
 */
export async function registryOrders(
  ctx: ActorContext,
  row: RegistryOrdersRow,
  format: MassPayoutOrdersFormat,
): Promise<PaymentOrderFile | MassPayoutOrdersState> {
  if (format === 'json') return registryOrdersState(ctx, row);
  if (format === 'txt') return registryOrdersFileContent(ctx, row);
  const own = await ownOrders(ctx, row);
  const signed = signedOf(row, own);
  const evidence = signed.length === row.payoutIds.length ? await signaturesOf(ctx, signed) : [];
  const [latest] = evidence;
  const one = latest && evidence.every((e) => e.certificateThumbprint === latest.certificateThumbprint);
  const signature = one
    ? { signerName: latest.signerName, signedAt: latest.signedAt, thumbprint: latest.certificateThumbprint }
    : null;
  return registryPrintableOf(await loadRegistryOrders(ctx, row), ctx.now(), signature);
}

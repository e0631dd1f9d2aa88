/**
 * A payout's payment order signed by the company with КЭП (SPEC §7 Payout "payment_order (+file_content,
 * sign_kep)"; docs/decisions/signatures.md): the head or a representative with an МЧД signs the exact
 * bytes of the 1C exchange file. GET sign_kep fixes the file's creation time on first call (row in
 * payout_payment_orders), so the order is the same bytes until signed; POST verifies the detached
 * CAdES-BES over those bytes (modules/signatures) and, in one transaction, stores the signed file and
 * marks the order signed. From then on `txt` and file_content serve the signed bytes, `pdf` prints who
 * signed, `sig` and `evidence` are there. A refused signature changes nothing. The signed order then
 * goes to the company's bank through 1C:DirectBank by itself (payout-payment-order-bank.ts); `json`
 * shows where it is.
 */
import type { KepToSignResponse, PaymentOrderFormat, PaymentOrderState, PayoutKind } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../../context.js';
import type { TxContext } from '../../../db/transaction.js';
import { sha256 } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { PDF_MIME_TYPE } from '../../../lib/pdf.js';
import { streebog256Hex } from '../../../lib/streebog.js';
import { readOwnedFile, storeFile } from '../../files/index.js';
import {
  type EvidenceRow,
  evidenceByIds,
  kepToSignOf,
  loadSigner,
  renderEvidencePdf,
  type SignedEvidence,
  signWithKep,
} from '../../signatures/index.js';
import { enqueuePaymentOrderSend } from './payout-payment-order.jobs.js';
import {
  exchangeFileOf,
  type LoadedPaymentOrder,
  loadPaymentOrder,
  type PaymentOrderFile,
  printableOf,
} from './payout-payment-order.js';
import {
  ensurePaymentOrder,
  lockPaymentOrder,
  markPaymentOrderSigned,
  type PaymentOrderRow,
  selectPaymentOrder,
} from './payout-payment-order.repo.js';

export const ALREADY_SIGNED = 'Платёжное поручение уже подписано';
const NOT_SIGNED = 'Платёжное поручение ещё не подписано';
const conflict = (message: string) => new AppError('CONFLICT', { message });

type Signed = { row: PaymentOrderRow & { signedFileId: string }; file: PaymentOrderFile; evidence: EvidenceRow };

/** The signed exchange file and its evidence row, if the order is signed. */
async function signedOf(ctx: ActorContext, loaded: LoadedPaymentOrder): Promise<Signed | null> {
  const row = await selectPaymentOrder(ctx.db, loaded.customerId, loaded.payout.id);
  if (!row?.signedFileId || !row.signatureId) return null;
  const { file, bytes } = await readOwnedFile(ctx, row.signedFileId, { customerId: loaded.customerId });
  const [evidence] = await evidenceByIds(ctx, [row.signatureId]);
  return {
    row: { ...row, signedFileId: row.signedFileId },
    file: { name: file.name, mimeType: file.mimeType, bytes },
    evidence: evidence!,
  };
}

export async function paymentOrderKepToSign(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
): Promise<KepToSignResponse> {
  const loaded = await loadPaymentOrder(ctx, kind, id);
  const row = await ensurePaymentOrder(ctx.db, loaded.customerId, loaded.payout.id, ctx.now());
  if (row.signedAt) throw conflict(ALREADY_SIGNED);
  const file = exchangeFileOf(loaded, row.preparedAt);
  return kepToSignOf(loaded.payout.id, file.name, file.bytes);
}

export async function signPaymentOrderKep(
  ctx: ActorContext,
  input: { kind: PayoutKind; id: string; signature: string; meta: RequestMeta },
): Promise<PaymentOrderState> {
  const loaded = await loadPaymentOrder(ctx, input.kind, input.id);
  const { customerId } = loaded;
  const payoutId = loaded.payout.id;
  const prepared = await selectPaymentOrder(ctx.db, customerId, payoutId);
  if (!prepared) throw conflict('Сначала получите платёжное поручение для подписи');
  if (prepared.signedAt) throw conflict(ALREADY_SIGNED);
  const file = exchangeFileOf(loaded, prepared.preparedAt);
  const signer = await loadSigner(ctx);
  await signWithKep(
    ctx,
    {
      signer,
      subject: { type: 'PAYMENT_ORDER', id: payoutId },
      documentBytes: file.bytes,
      signature: input.signature,
      meta: input.meta,
    },
    (txCtx, evidence) => recordSignedOrder(txCtx, { customerId, payoutId, file }, evidence),
  );
  return paymentOrderState(ctx, loaded);
}

/**
 * In the signature's transaction (signWithKep's `onSigned`), for one order alone or each of a registry's: the
 * signed bytes stored, the order marked signed by this evidence, its send to the bank queued. The signature was
 * verified outside the lock (GOST maths is slow): an order signed meanwhile — another tab, the registry's or the
 * payout's own sign_kep — is refused and everything rolled back.
 */
export async function recordSignedOrder(
  txCtx: TxContext,
  order: { customerId: string; payoutId: string; file: PaymentOrderFile },
  evidence: SignedEvidence,
): Promise<void> {
  const { customerId, payoutId, file } = order;
  const locked = await lockPaymentOrder(txCtx.db, customerId, payoutId);
  if (!locked || locked.signedAt) throw conflict(ALREADY_SIGNED);
  const stored = await storeFile(txCtx, {
    owner: { customerId },
    purpose: 'PAYMENT_ORDER',
    name: file.name,
    mimeType: file.mimeType,
    bytes: file.bytes,
  });
  await markPaymentOrderSigned(txCtx.db, customerId, payoutId, {
    signedFileId: stored.id,
    signatureId: evidence.id,
    signerName: evidence.signerName,
    signedAt: evidence.signedAt,
  });
  await enqueuePaymentOrderSend(txCtx, payoutId);
}

async function paymentOrderState(ctx: ActorContext, loaded: LoadedPaymentOrder): Promise<PaymentOrderState> {
  const signed = await signedOf(ctx, loaded);
  const row = signed?.row;
  return {
    status: signed ? 'SIGNED' : 'NOT_SIGNED',
    file_name: `${loaded.name}.txt`,
    signer_name: signed?.evidence.signerName ?? null,
    signed_at: signed?.evidence.signedAt.toISOString() ?? null,
    certificate_thumbprint: signed?.evidence.certificateThumbprint ?? null,
    bank: row
      ? {
          // Signed and not yet taken by the job: it is on its way.
          status: row.bankStatus ?? 'SENDING',
          reason: row.bankReason,
          bank_doc_id: row.bankDocId,
          sent_at: row.sentAt?.toISOString() ?? null,
          status_at: row.bankStatusAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** payment_order/file_content: the exchange file (the signed bytes once signed). */
export async function paymentOrderFileContent(ctx: ActorContext, kind: PayoutKind, id: string) {
  const loaded = await loadPaymentOrder(ctx, kind, id);
  const signed = await signedOf(ctx, loaded);
  if (signed) return signed.file;
  const row = await selectPaymentOrder(ctx.db, loaded.customerId, loaded.payout.id);
  return exchangeFileOf(loaded, row?.preparedAt ?? ctx.now());
}

/** payment_order?format=: the file of that format, or (json) the order's state. */
export async function payoutPaymentOrder(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  format: PaymentOrderFormat,
): Promise<PaymentOrderFile | PaymentOrderState> {
  const loaded = await loadPaymentOrder(ctx, kind, id);
  if (format === 'json') return paymentOrderState(ctx, loaded);
  const signed = await signedOf(ctx, loaded);
  if (format === 'txt') return signed?.file ?? exchangeFileOf(loaded, ctx.now());
  if (format === 'pdf') {
    const signature = signed
      ? {
          signerName: signed.evidence.signerName,
          signedAt: signed.evidence.signedAt,
          thumbprint: signed.evidence.certificateThumbprint,
        }
      : null;
    return printableOf(loaded, ctx.now(), signature);
  }
  if (!signed) throw conflict(NOT_SIGNED);
  if (format === 'sig') {
    return {
      name: `${loaded.name}.txt.sig`,
      mimeType: 'application/pkcs7-signature',
      bytes: Buffer.from(signed.evidence.signatureCms ?? '', 'base64'),
    };
  }
  const bytes = await renderEvidencePdf({
    title: `${loaded.name} (выплата № ${loaded.payout.number})`,
    about: [`Плательщик: ${loaded.order.payer.name}, ИНН ${loaded.order.payer.inn ?? '—'}`],
    file: { name: signed.file.name, sha256: sha256(signed.file.bytes), streebog256: streebog256Hex(signed.file.bytes) },
    signatures: [{ row: signed.evidence, side: 'компания' }],
    history: [
      { at: signed.row.preparedAt, text: 'Файл обмена 1С сформирован для подписи' },
      { at: signed.evidence.signedAt, text: `Подписано КЭП: ${signed.evidence.signerName}` },
    ],
    generatedAt: ctx.now(),
  });
  return { name: `Доказательства подписания — ${loaded.name}.pdf`, mimeType: PDF_MIME_TYPE, bytes };
}

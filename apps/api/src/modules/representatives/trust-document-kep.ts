/**
 * A trust document signed by the company's head with КЭП (user/representative/{id}/sign_kep; the
 * signing itself is modules/trust-signing — signatures sit above representatives, so this module only
 * hands out the bytes and records the result):
 *
 * - an МЧД (EMCHD_1 XML) the company uploaded: the head's detached signature — made here, or brought
 *   as a .sig file and verified the same way (mchd-signature-upload.ts) — replaces an unchecked .sig
 *   and is marked checked (DOMAIN §6.6 step 2 for that file);
 * - a power of attorney the platform drafted (GENERATED): signed by the head with КЭП it is an
 *   electronic power of attorney (63-ФЗ ст. 6 ч. 1) and counts from then on like an uploaded one
 *   (format PDF, in force from its issue date to its end date) — no printing and scanning.
 *
 * A scan (PDF) was signed on paper and is not signed again.
 */
import type { RepresentativeDocument } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { readOwnedFile, storeFile } from '../files/index.js';
import { type Mchd, parseMchd } from './mchd-parser.js';
import { detailsOf, toRepresentativeDocument } from './representative-status.js';
import {
  lockRepresentative,
  type RepresentativeDocumentRow,
  selectDocument,
  selectRepresentative,
  signDocumentWithKep,
} from './representatives.repo.js';
import { DOCUMENT_NOT_FOUND, notFound } from './representatives.service.js';

export const TRUST_DOCUMENT_ALREADY_SIGNED = 'Доверенность уже подписана КЭП';
const conflict = (message: string) => new AppError('CONFLICT', { message });

function signable(document: RepresentativeDocumentRow | undefined): RepresentativeDocumentRow {
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  if (document.kind !== 'TRUST_DOCUMENT') throw conflict('Подписать КЭП можно только доверенность');
  if (document.format === 'PDF') {
    throw conflict(
      'Скан доверенности подписан на бумаге: КЭП подписывается МЧД или доверенность, подготовленная платформой',
    );
  }
  if (detailsOf(document).kep) throw conflict(TRUST_DOCUMENT_ALREADY_SIGNED);
  return document;
}

/** Who must sign an МЧД: its principal's head as the МЧД names them (null: not named, or not an МЧД). */
export type TrustDocumentPrincipal = Mchd['head'];

/** The person's trust document the company may sign with КЭП, its exact bytes and, for an МЧД, its head. */
export async function trustDocumentToSign(
  ctx: AppContext,
  input: { customerId: string; representativeId: string; documentId: string },
) {
  const { customerId, representativeId, documentId } = input;
  if (!isUuid(representativeId) || !(await selectRepresentative(ctx.db, customerId, representativeId)))
    throw notFound();
  const document = signable(
    isUuid(documentId) ? await selectDocument(ctx.db, customerId, representativeId, documentId) : undefined,
  );
  const { file, bytes } = await readOwnedFile(ctx, document.fileId, { customerId }, DOCUMENT_NOT_FOUND);
  // Read again from the stored bytes: older rows kept no head in their details.
  const parsed = document.format === 'MCHD_XML' ? parseMchd(bytes) : null;
  const head: TrustDocumentPrincipal = parsed?.ok ? parsed.mchd.head : null;
  return { document, fileName: file.name, bytes, head };
}

/** In the signing transaction: the .sig stored next to the document, which now counts as signed. */
export async function recordTrustDocumentKep(
  txCtx: TxContext,
  input: {
    customerId: string;
    representativeId: string;
    documentId: string;
    signature: Uint8Array;
    /** An uploaded .sig keeps its own name; else «<file>.sig». */
    signatureName?: string;
    evidence: { id: string; signerName: string; signedAt: Date };
    /** When the head signed, if not now (an uploaded .sig: its signingTime). */
    signedAt?: Date;
  },
): Promise<RepresentativeDocument> {
  const { customerId, representativeId, documentId } = input;
  if (!(await lockRepresentative(txCtx.db, customerId, representativeId))) throw notFound();
  const document = signable(await selectDocument(txCtx.db, customerId, representativeId, documentId));
  const details = detailsOf(document);
  const sig = await storeFile(txCtx, {
    owner: { customerId },
    purpose: 'TRUST_DOCUMENT_SIGNATURE',
    name: input.signatureName ?? `${details.file_name ?? 'Доверенность'}.sig`,
    mimeType: 'application/pkcs7-signature',
    bytes: input.signature,
  });
  const row = await signDocumentWithKep(txCtx.db, customerId, document.id, {
    signatureFileId: sig.id,
    format: document.format === 'GENERATED' ? 'PDF' : document.format,
    details: {
      ...details,
      kep: {
        signature_id: input.evidence.id,
        signer: input.evidence.signerName,
        signed_at: (input.signedAt ?? input.evidence.signedAt).toISOString(),
        ...(input.signatureName ? { uploaded: true } : {}),
      },
    },
  });
  return toRepresentativeDocument(row!, moscowDate(txCtx.now()));
}

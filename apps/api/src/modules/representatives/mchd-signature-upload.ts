/**
 * The principal's detached signature (.sig) uploaded beside an МЧД (DOMAIN.md §6.6 step 2): verified
 * before anything is stored, by the same check as every КЭП (§6.3 steps 1–7 at the server's now
 * against the trust store) and the identity of the principal — the company's head, and the person the
 * МЧД names as its head. A valid one is kept with its evidence and the МЧД is marked signed
 * (trust-document-kep.ts); a refused one → 422 «Подпись МЧД не принята. <step>: <reason>» and nothing
 * changes.
 *
 * The verification lives in modules/signatures, which sits above this module (an МЧД lets a person
 * sign): trust-signing's check is handed over by runtime.ts in `ctx.handoffs.mchdSignatureCheck`, as
 * documents' Госключ owner is handed to signatures.
 */
import type { RepresentativeDocument } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import type { Upload } from '../../http/read-upload.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { selectDocument } from './representatives.repo.js';
import { DOCUMENT_NOT_FOUND, invalid, notFound } from './representatives.service.js';

export type MchdSignatureCheck = (
  ctx: ActorContext,
  input: {
    customerId: string;
    representativeId: string;
    documentId: string;
    signature: Uint8Array;
    fileName: string;
    meta: RequestMeta;
  },
) => Promise<RepresentativeDocument>;

export async function uploadMchdSignature(
  ctx: ActorContext,
  input: { customerId: string; representativeId: string; signatureFor: string | undefined; upload: Upload },
  meta: RequestMeta,
): Promise<RepresentativeDocument> {
  const { customerId, representativeId, signatureFor, upload } = input;
  if (!signatureFor) throw invalid({ signature_for: 'Укажите МЧД, к которой относится подпись' });
  if (!isUuid(representativeId)) throw notFound();
  const document = await selectDocument(ctx.db, customerId, representativeId, signatureFor);
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  if (document.format !== 'MCHD_XML') {
    const message = 'Файл подписи (.sig) прикладывается только к МЧД';
    throw new AppError('FILE_INVALID', { message, fields: { file: message } });
  }
  return ctx.handoffs.mchdSignatureCheck(ctx, {
    customerId,
    representativeId,
    documentId: document.id,
    signature: upload.bytes,
    fileName: upload.name,
    meta,
  });
}

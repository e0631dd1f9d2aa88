/**
 * The акт сверки signed by the company with КЭП (docs/decisions/reports.md): GET sign_kep hands out the PDF's
 * exact bytes (as every sign_kep does), POST takes the detached CAdES-BES, which modules/signatures verifies (every
 * step, the signer against the company); the .sig is kept as the report's signature file with who signed and when.
 * Only a built (SUCCESS) акт сверки, once; a refused signature changes nothing.
 */
import type { KepToSignResponse, Report } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { readOwnedFile, storeFile } from '../files/index.js';
import { kepToSignOf, loadSigner, signWithKep } from '../signatures/index.js';
import { lockReport, type ReportView, updateReport } from './reports.repo.js';
import { findReportView, getReport } from './reports.service.js';

const conflict = (message: string) => new AppError('CONFLICT', { message });
export const ONLY_RECONCILIATION = 'Подписать КЭП можно только акт сверки';
export const NOT_BUILT = 'Акт сверки ещё не сформирован';
export const ALREADY_SIGNED = 'Акт сверки уже подписан';

function checkSignable(row: ReportView) {
  if (row.kind !== 'RECONCILIATION') throw conflict(ONLY_RECONCILIATION);
  if (row.status !== 'SUCCESS' || !row.fileId) throw conflict(NOT_BUILT);
  if (row.signedAt) throw conflict(ALREADY_SIGNED);
}

async function pdfOf(ctx: ActorContext, id: string) {
  const row = await findReportView(ctx, id);
  checkSignable(row);
  const { file, bytes } = await readOwnedFile(ctx, row.fileId!, { customerId: row.customerId });
  return { row, file, bytes };
}

export async function reportKepToSign(ctx: ActorContext, id: string): Promise<KepToSignResponse> {
  const { row, file, bytes } = await pdfOf(ctx, id);
  return kepToSignOf(row.id, file.name, bytes);
}

export async function signReportKep(
  ctx: ActorContext,
  input: { id: string; signature: string; meta: RequestMeta },
): Promise<Report> {
  const signer = await loadSigner(ctx);
  const { row, file, bytes } = await pdfOf(ctx, input.id);
  await signWithKep(
    ctx,
    {
      signer,
      subject: { type: 'REPORT', id: row.id },
      documentBytes: bytes,
      signature: input.signature,
      meta: input.meta,
    },
    async (txCtx, evidence) => {
      // Verified outside the lock (GOST maths is slow); signed meanwhile → refused, the evidence rolled back.
      const locked = await lockReport(txCtx.db, row.customerId, row.id);
      if (!locked || locked.signedAt) throw conflict(ALREADY_SIGNED);
      const sig = await storeFile(txCtx, {
        owner: { customerId: row.customerId },
        purpose: 'REPORT',
        name: `${file.name}.sig`,
        mimeType: 'application/pkcs7-signature',
        bytes: Buffer.from(evidence.signatureCms ?? '', 'base64'),
      });
      await updateReport(txCtx.db, row.id, {
        signatureFileId: sig.id,
        signedAt: evidence.signedAt,
        signedBy: txCtx.actor.accountId,
      });
    },
  );
  return getReport(ctx, row.id);
}

/**
 * agreement/sign_kep (SPEC §7 Agreement): the caller's agreement that the ПЭП signs today (the EDO
 * agreement, a contractor's agreements — not the ПЭП agreement itself, which issuing the ПЭП signs)
 * signed with a qualified signature instead. GET gives the exact bytes of the generated PDF and their
 * Streebog-256; POST verifies the detached CAdES-BES (modules/signatures: every DOMAIN §6.3 step, the
 * certificate against the caller's party — the head, a representative with an МЧД, the contractor)
 * and, in the same transaction, stores the signed copy with its signature sheet and marks the
 * agreement SIGNED, exactly as the ПЭП does. A refused signature changes nothing.
 * agreement/evidence: the evidence PDF of a signed agreement.
 */
import type { Agreement, KepToSignResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { readOwnedFile } from '../files/index.js';
import { verifyCustomerIfComplete } from '../parties/index.js';
import { evidenceOfSubject, kepToSignOf, loadSigner, renderEvidencePdf, signWithKep } from '../signatures/index.js';
import { completeSignedAgreement, fileOwnerOf } from './agreement-documents.js';
import { type AgreementOwner, type AgreementRow, selectOwnedAgreement } from './agreements.repo.js';
import { getAgreement } from './agreements.service.js';

const AGREEMENT_NOT_FOUND = 'Соглашение не найдено';
const ALREADY_SIGNED = 'Соглашение уже подписано';

const ownerOf = (ctx: ActorContext): AgreementOwner =>
  ctx.actor.role === 'user' ? { customerId: ctx.actor.entityId } : { employeeId: ctx.actor.entityId };

const invalidState = (message: string) => new AppError('INVALID_STATE', { message });

async function ownAgreement(ctx: ActorContext, id: string): Promise<AgreementRow> {
  const row = isUuid(id) ? await selectOwnedAgreement(ctx.db, id, ownerOf(ctx)) : undefined;
  if (!row?.fileId) throw notFound(AGREEMENT_NOT_FOUND);
  return row;
}

/** The caller's unsigned agreement and the exact bytes of its generated PDF. */
async function agreementForKep(ctx: ActorContext, id: string) {
  const agreement = await ownAgreement(ctx, id);
  if (agreement.status === 'SIGNED') throw invalidState(ALREADY_SIGNED);
  if (agreement.kind === 'SELF_NEP') throw invalidState('Это соглашение подписывается при выпуске подписи');
  const { file, bytes } = await readOwnedFile(ctx, agreement.fileId!, fileOwnerOf(ownerOf(ctx)), AGREEMENT_NOT_FOUND);
  return { agreement, file, bytes };
}

export async function agreementKepToSign(ctx: ActorContext, id: string): Promise<KepToSignResponse> {
  const { agreement, file, bytes } = await agreementForKep(ctx, id);
  return kepToSignOf(agreement.id, file.name, bytes);
}

export async function signAgreementKep(
  ctx: ActorContext,
  input: { agreement_id: string; signature: string; meta: RequestMeta },
): Promise<Agreement> {
  const signer = await loadSigner(ctx);
  const { agreement, file, bytes } = await agreementForKep(ctx, input.agreement_id);
  await signWithKep(
    ctx,
    {
      signer,
      subject: { type: 'AGREEMENT', id: agreement.id },
      documentBytes: bytes,
      signature: input.signature,
      meta: input.meta,
    },
    async (txCtx, evidence) => {
      // Verified outside the lock (GOST maths is slow): signed meanwhile by another tab → refused, rolled back.
      const locked = await selectOwnedAgreement(txCtx.db, agreement.id, signer.owner, { forUpdate: true });
      if (!locked || locked.status === 'SIGNED') throw invalidState(ALREADY_SIGNED);
      await completeSignedAgreement(txCtx, signer.owner, locked, evidence, file.name);
      if ('customerId' in signer.owner) await verifyCustomerIfComplete(txCtx, signer.owner.customerId);
    },
  );
  return getAgreement(ctx, agreement.id);
}

/** agreement/evidence?id=: the evidence PDF of the caller's signed agreement. */
export async function agreementEvidencePdf(ctx: ActorContext, id: string) {
  const agreement = await ownAgreement(ctx, id);
  if (agreement.status !== 'SIGNED') throw invalidState('Соглашение ещё не подписано');
  const { file, bytes } = await readOwnedFile(ctx, agreement.fileId!, fileOwnerOf(ownerOf(ctx)), AGREEMENT_NOT_FOUND);
  const rows = await evidenceOfSubject(ctx, { type: 'AGREEMENT', id: agreement.id });
  const history = [
    { at: agreement.createdAt, text: `Соглашение сформировано (редакция ${agreement.version})` },
    ...rows.map((row) => ({ at: row.signedAt, text: `Подписано: ${row.signerName}` })),
  ];
  const pdf = await renderEvidencePdf({
    title: agreement.title,
    about: [`Редакция ${agreement.version}`],
    file: { name: file.name, sha256: sha256(bytes), streebog256: streebog256Hex(bytes) },
    signatures: rows.map((row) => ({ row })),
    history,
    generatedAt: ctx.now(),
  });
  return { file: { name: `Доказательства подписания — ${agreement.title}.pdf`, mimeType: PDF_MIME_TYPE }, bytes: pdf };
}

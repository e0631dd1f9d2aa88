/**
 * The caller's platform agreements (SPEC §7 Agreement): list, one, download, file content; the
 * customer's electronic document-flow agreement (EDO, step `sign-trusted-document`) and signing an
 * agreement with the caller's issued ПЭП. Every read is scoped to the caller's own customer or
 * contractor: another's agreement or file answers exactly like an unknown one.
 */

import type { Agreement, AgreementListResponse, SentCodeResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { pageWindow } from '../../lib/pagination.js';
import { readOwnedFile } from '../files/index.js';
import { lockCustomer, verifyCustomerIfComplete } from '../parties/index.js';
import { findActiveSelfNepKey, loadSigner, type Signer, sendSigningCode, signWithCode } from '../signatures/index.js';
import { completeSignedAgreement, createAgreement, fileOwnerOf } from './agreement-documents.js';
import {
  type AgreementOwner,
  type AgreementRow,
  selectAgreementPage,
  selectLatestAgreement,
  selectOwnedAgreement,
} from './agreements.repo.js';

const AGREEMENT_NOT_FOUND = 'Соглашение не найдено';
const FILE_NOT_FOUND = 'Файл не найден';

const ownerOf = (ctx: ActorContext): AgreementOwner =>
  ctx.actor.role === 'user' ? { customerId: ctx.actor.entityId } : { employeeId: ctx.actor.entityId };

export const toAgreement = (row: AgreementRow): Agreement => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  version: row.version,
  status: row.status,
  file_id: row.fileId!,
  signed_file_id: row.signedFileId,
  created_at: row.createdAt.toISOString(),
  signed_at: row.signedAt?.toISOString() ?? null,
});

async function ownAgreement(ctx: ActorContext, owner: AgreementOwner, id: string): Promise<AgreementRow> {
  const row = isUuid(id) ? await selectOwnedAgreement(ctx.db, id, owner) : undefined;
  if (!row?.fileId) throw notFound(AGREEMENT_NOT_FOUND);
  return row;
}

export async function listAgreements(
  ctx: ActorContext,
  input: { page: number; page_size: number },
): Promise<AgreementListResponse> {
  const { rows, total } = await selectAgreementPage(ctx.db, ownerOf(ctx), pageWindow(input));
  return { items: rows.map(toAgreement), totalCount: total };
}

export async function getAgreement(ctx: ActorContext, id: string): Promise<Agreement> {
  return toAgreement(await ownAgreement(ctx, ownerOf(ctx), id));
}

/** The signed PDF once signed, else the generated one. */
export async function downloadAgreement(ctx: ActorContext, id: string) {
  const owner = ownerOf(ctx);
  const row = await ownAgreement(ctx, owner, id);
  return readOwnedFile(ctx, row.signedFileId ?? row.fileId!, fileOwnerOf(owner), AGREEMENT_NOT_FOUND);
}

/** Bytes of one of the caller's agreement files (generated or signed); any other file is not found. */
export async function agreementFileContent(ctx: ActorContext, fileId: string) {
  if (!isUuid(fileId)) throw notFound(FILE_NOT_FOUND);
  const found = await readOwnedFile(ctx, fileId, fileOwnerOf(ownerOf(ctx)), FILE_NOT_FOUND);
  if (found.file.purpose !== 'AGREEMENT' && found.file.purpose !== 'SIGNED_AGREEMENT') throw notFound(FILE_NOT_FOUND);
  return found;
}

/** The customer's EDO agreement: the newest one, or a new one on first call. */
export async function getEdoAgreement(ctx: ActorContext): Promise<Agreement> {
  const owner = {
    customerId: customerIdOf(ctx, 'Соглашение об электронном документообороте заключает только компания'),
  };
  const row = await inTransaction(ctx, async (txCtx) => {
    // One EDO agreement per company even under concurrent first calls.
    await lockCustomer(txCtx, owner.customerId);
    return (await selectLatestAgreement(txCtx.db, owner, 'EDO')) ?? createAgreement(txCtx, owner, 'EDO');
  });
  return toAgreement(row);
}

/** The caller's ACTIVE ПЭП and the unsigned agreement it is to sign, with the bytes to bind the code to. */
async function agreementToSign(ctx: ActorContext, signer: Signer, agreementId: string) {
  const key = await findActiveSelfNepKey(ctx, signer.accountId);
  if (!key) throw new AppError('INVALID_STATE', { message: 'Сначала выпустите простую электронную подпись' });
  const agreement = await ownAgreement(ctx, signer.owner, agreementId);
  if (agreement.status === 'SIGNED') throw new AppError('INVALID_STATE', { message: 'Соглашение уже подписано' });
  if (agreement.kind === 'SELF_NEP') {
    throw new AppError('INVALID_STATE', { message: 'Это соглашение подписывается при выпуске подписи' });
  }
  const { file, bytes } = await readOwnedFile(ctx, agreement.fileId!, fileOwnerOf(signer.owner), AGREEMENT_NOT_FOUND);
  return { key, agreement, file, bytes };
}

export async function sendAgreementSignCode(
  ctx: ActorContext,
  input: { agreement_id: string },
): Promise<SentCodeResponse> {
  const signer = await loadSigner(ctx);
  const { key, agreement, bytes } = await agreementToSign(ctx, signer, input.agreement_id);
  return sendSigningCode(ctx, {
    signer,
    purpose: 'SIGN',
    subject: { type: 'AGREEMENT', id: agreement.id },
    documentBytes: bytes,
    // Codes go where the key says: the channel chosen when the ПЭП was issued.
    channel: key.channel,
    what: agreement.title,
  });
}

export async function signAgreement(
  ctx: ActorContext,
  input: { agreement_id: string; code: string; meta: RequestMeta },
): Promise<Agreement> {
  const signer = await loadSigner(ctx);
  const { key, agreement, file, bytes } = await agreementToSign(ctx, signer, input.agreement_id);
  await signWithCode(
    ctx,
    {
      signer,
      purpose: 'SIGN',
      subject: { type: 'AGREEMENT', id: agreement.id },
      documentBytes: bytes,
      code: input.code,
      meta: input.meta,
      selfNepKeyId: async () => key.id,
    },
    async (txCtx, evidence) => {
      await completeSignedAgreement(txCtx, signer.owner, agreement, evidence, file.name);
      if ('customerId' in signer.owner) await verifyCustomerIfComplete(txCtx, signer.owner.customerId);
    },
  );
  return getAgreement(ctx, agreement.id);
}

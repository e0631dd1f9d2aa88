/**
 * A document's way to SIGNED: sending a draft for signing, the ПЭП code flow of modules/signatures
 * bound to the exact bytes of the main PDF (for the company's user and for the contractor), rejecting,
 * terminating, the contractor's link. Each change in one transaction with the document locked; the
 * side whose turn comes next is notified; an act signed by both sides releases the payouts waiting for
 * it (N7, document-payout-release.ts).
 */
import type { Document, SentCodeResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { readOwnedFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { notify } from '../notifications/index.js';
import { findActiveSelfNepKey, loadSigner, type Signer, sendSigningCode, signWithCode } from '../signatures/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { changeDocument, changeOwnDocument } from './document-changes.js';
import { releasePayoutsOfSignedAct } from './document-payout-release.js';
import {
  companyIdOf,
  DOCUMENT_NOT_FOUND,
  invalidState,
  isAwaiting,
  isTurnOf,
  mustSign,
  notYourTurn,
  ownerOf,
  type Party,
  partyOf,
  statusAfterSigning,
  statusWhenSent,
} from './document-rules.js';
import { type DocumentRow, selectAttachments, selectDocument, updateDocument } from './documents.repo.js';
import { getDocument } from './documents-read.service.js';

const employeeUrl = (id: string) => `/employee/documents/${id}`;
const companyUrl = (id: string) => `/document-management/single?document=${id}`;

/** Tells the side whose signature is awaited now (or both, once SIGNED). */
export async function notifyTurn(txCtx: TxContext, doc: DocumentRow) {
  const what = `«${doc.title}» № ${doc.number}`;
  if (doc.status === 'SIGNED') {
    const message = { title: 'Документ подписан', body: `Документ ${what} подписан сторонами`, type: 'other' as const };
    await notify(txCtx, { customerId: doc.customerId }, { ...message, url: companyUrl(doc.id) });
    await notify(txCtx, { employeeId: doc.employeeId }, { ...message, url: employeeUrl(doc.id) });
    return;
  }
  const title = 'Документ ждёт подписи';
  if (isTurnOf(doc, 'CONTRACTOR')) {
    const body = `Подпишите документ ${what}`;
    await notify(txCtx, { employeeId: doc.employeeId }, { title, body, type: 'other', url: employeeUrl(doc.id) });
  }
  if (isTurnOf(doc, 'COMPANY')) {
    const body = `Документ ${what} ждёт подписи компании`;
    await notify(txCtx, { customerId: doc.customerId }, { title, body, type: 'other', url: companyUrl(doc.id) });
  }
}

export async function sendForSigning(ctx: ActorContext, id: string): Promise<Document> {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    if (doc.status !== 'DRAFT') throw invalidState('Отправить на подпись можно только черновик');
    const [main] = (await selectAttachments(txCtx.db, [doc.id])).filter((a) => a.main);
    if (!main) throw invalidState('Сначала сформируйте или загрузите файл документа');
    const now = txCtx.now();
    const sent = await updateDocument(
      txCtx.db,
      doc.id,
      { status: statusWhenSent(doc.signers, doc.signOrder), sentAt: now },
      now,
    );
    await recordHistoryEvent(txCtx, {
      entityKind: 'document',
      entityId: doc.id,
      event: 'UPDATED',
      customerId: doc.customerId,
      employeeId: doc.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { text: 'отправлен на подпись' },
    });
    await notifyTurn(txCtx, sent);
  });
  return getDocument(ctx, id);
}

/**
 * A side's signature recorded on the locked document: its evidence id, the next status (the other
 * side's turn or SIGNED), USER_SIGNED / EMPLOYEE_SIGNED in the history, the next side notified. The
 * same for every kind of signature; the caller holds the document's locks and has checked the turn.
 */
export async function markSigned(
  txCtx: TxContext<ActorContext>,
  locked: DocumentRow,
  party: Party,
  evidence: { id: string; signerName: string },
  kind: 'ПЭП' | 'КЭП' | 'Госключ',
) {
  const change = party === 'COMPANY' ? { companySignatureId: evidence.id } : { employeeSignatureId: evidence.id };
  const status = statusAfterSigning({ ...locked, ...change });
  const now = txCtx.now();
  const signed = await updateDocument(
    txCtx.db,
    locked.id,
    { ...change, status, signedAt: status === 'SIGNED' ? now : null },
    now,
  );
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: locked.id,
    event: party === 'COMPANY' ? 'USER_SIGNED' : 'EMPLOYEE_SIGNED',
    customerId: locked.customerId,
    employeeId: locked.employeeId,
    actorAccountId: txCtx.actor.accountId,
    details: { text: `${evidence.signerName}, ${kind}` },
  });
  await emitWebhookEvent(txCtx, {
    customerId: locked.customerId,
    type: 'document.signed',
    data: { document_id: locked.id, signed_by: party === 'COMPANY' ? 'USER' : 'EMPLOYEE', status: signed.status },
  });
  await notifyTurn(txCtx, signed);
  // N7: an act now signed by both sides lets its waiting payouts go to the bank, in this same transaction.
  await releasePayoutsOfSignedAct(txCtx, signed);
}

/**
 * The document whose turn it is for the caller, and the exact bytes of its main file: what every kind of
 * signature signs (ПЭП here, КЭП, Госключ).
 */
export async function documentToSign(ctx: ActorContext, id: string) {
  const doc = isUuid(id) ? await selectDocument(ctx.db, ownerOf(ctx), id) : undefined;
  if (!doc || (partyOf(ctx) === 'CONTRACTOR' && !isAwaiting(doc.status) && doc.status !== 'SIGNED')) {
    throw notFound(DOCUMENT_NOT_FOUND);
  }
  if (!isTurnOf(doc, partyOf(ctx))) throw notYourTurn(doc, partyOf(ctx));
  const [main] = (await selectAttachments(ctx.db, [doc.id])).filter((a) => a.main);
  if (!main) throw invalidState('У документа нет файла для подписи');
  const { bytes } = await readOwnedFile(ctx, main.fileId, { customerId: doc.customerId }, DOCUMENT_NOT_FOUND);
  return { doc, main, bytes };
}

/** The caller's ПЭП and what it signs. */
async function documentToSignWithSelfNep(ctx: ActorContext, signer: Signer, id: string) {
  const key = await findActiveSelfNepKey(ctx, signer.accountId);
  if (!key) throw invalidState('Сначала выпустите простую электронную подпись');
  return { key, ...(await documentToSign(ctx, id)) };
}

export async function sendDocumentSignCode(ctx: ActorContext, id: string): Promise<SentCodeResponse> {
  const signer = await loadSigner(ctx);
  const { key, doc, bytes } = await documentToSignWithSelfNep(ctx, signer, id);
  return sendSigningCode(ctx, {
    signer,
    purpose: 'SIGN',
    subject: { type: 'DOCUMENT', id: doc.id },
    documentBytes: bytes,
    channel: key.channel,
    what: `документ «${doc.title}» № ${doc.number}`,
  });
}

export async function signDocument(
  ctx: ActorContext,
  input: { id: string; code: string; meta: RequestMeta },
): Promise<Document> {
  const signer = await loadSigner(ctx);
  const party = partyOf(ctx);
  const owner = ownerOf(ctx);
  const { key, doc, bytes } = await documentToSignWithSelfNep(ctx, signer, input.id);
  await signWithCode(
    ctx,
    {
      signer,
      purpose: 'SIGN',
      subject: { type: 'DOCUMENT', id: doc.id },
      documentBytes: bytes,
      code: input.code,
      meta: input.meta,
      selfNepKeyId: async () => key.id,
    },
    (txCtx, evidence) =>
      // The code's transaction goes on with the document's locks: a status changed meanwhile is seen here.
      changeDocument(txCtx, owner, doc.id, async (innerCtx, locked) => {
        if (!isTurnOf(locked, party)) throw notYourTurn(locked, party);
        const [main] = (await selectAttachments(innerCtx.db, [locked.id])).filter((a) => a.main);
        if (main?.sha256 !== evidence.documentSha256)
          throw invalidState('Файл документа изменился. Запросите новый код');
        await markSigned(innerCtx, locked, party, evidence, 'ПЭП');
      }),
  );
  return getDocument(ctx, doc.id);
}

export async function rejectDocument(ctx: ActorContext, id: string, reason: string): Promise<Document> {
  const party: Party = partyOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    if (party === 'CONTRACTOR' && !isAwaiting(doc.status) && doc.status !== 'SIGNED')
      throw notFound(DOCUMENT_NOT_FOUND);
    if (!isTurnOf(doc, party)) throw notYourTurn(doc, party);
    await rejectLocked(txCtx, doc, party, reason);
  });
  return getDocument(ctx, id);
}

/** The awaited side's rejection of the locked document (its turn checked): REJECTED, history, the other side told. */
export async function rejectLocked(txCtx: TxContext<ActorContext>, doc: DocumentRow, party: Party, reason: string) {
  const rejected = await updateDocument(txCtx.db, doc.id, { status: 'REJECTED', reason }, txCtx.now());
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: doc.id,
    event: party === 'COMPANY' ? 'USER_REJECTED' : 'EMPLOYEE_REJECTED',
    customerId: doc.customerId,
    employeeId: doc.employeeId,
    actorAccountId: txCtx.actor.accountId,
    details: { reason },
  });
  await emitWebhookEvent(txCtx, {
    customerId: doc.customerId,
    type: 'document.rejected',
    data: { document_id: doc.id, rejected_by: party === 'COMPANY' ? 'USER' : 'EMPLOYEE', status: rejected.status },
  });
  const message = {
    title: 'Документ отклонён',
    body: `Документ «${rejected.title}» № ${rejected.number} отклонён: ${reason}`,
    type: 'other' as const,
  };
  if (party === 'COMPANY')
    await notify(txCtx, { employeeId: doc.employeeId }, { ...message, url: employeeUrl(doc.id) });
  else await notify(txCtx, { customerId: doc.customerId }, { ...message, url: companyUrl(doc.id) });
}

export async function terminateDocument(ctx: ActorContext, id: string, reason: string): Promise<Document> {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    if (!isAwaiting(doc.status) && doc.status !== 'SIGNED') {
      throw invalidState('Расторгнуть можно документ на подписании или подписанный');
    }
    const ended = await updateDocument(txCtx.db, doc.id, { status: 'TERMINATE', reason }, txCtx.now());
    await recordHistoryEvent(txCtx, {
      entityKind: 'document',
      entityId: doc.id,
      event: 'TERMINATE',
      customerId: doc.customerId,
      employeeId: doc.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { reason },
    });
    await notify(
      txCtx,
      { employeeId: doc.employeeId },
      {
        title: 'Документ расторгнут',
        body: `Компания расторгла документ «${ended.title}» № ${ended.number}: ${reason}`,
        type: 'other',
        url: employeeUrl(doc.id),
      },
    );
  });
  return getDocument(ctx, id);
}

/** The address that opens the document for the contractor to sign (after logging in). */
export async function signLink(ctx: ActorContext, id: string): Promise<{ url: string }> {
  const customerId = companyIdOf(ctx);
  const doc = isUuid(id) ? await selectDocument(ctx.db, { customerId }, id) : undefined;
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  if (!mustSign(doc.signers, 'CONTRACTOR') || doc.employeeSignatureId) {
    throw invalidState('Подпись исполнителя этому документу не нужна');
  }
  if (!isAwaiting(doc.status)) throw invalidState('Сначала отправьте документ на подпись');
  return { url: `${ctx.config.PUBLIC_URL ?? ''}${employeeUrl(doc.id)}` };
}

/**
 * document/{id}/sign_goskey (DOMAIN.md §6.5): the side whose turn it is sends the document's main file
 * to its person's «Госключ» app — the contractor by the СНИЛС and ФИО of their profile. The company's
 * side is refused: Госключ signs as a private person, and a company's document needs its head's КЭП
 * or a representative's with an МЧД (docs/decisions/signatures.md § Госключ). modules/signatures
 * sends and follows the request; this file is the document's side of it: the history
 * (SEND_TO_GOSKEY_SIGNING, GOSKEY_SENT_ERROR, GOSKEY_SIGN_*_EXPIRED), `markSigned` once the signature is
 * verified, the reject path with «Отклонено в Госключе».
 */
import type { Document, GoskeyKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { readOwnedFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { notify } from '../notifications/index.js';
import { findEmployee } from '../parties/index.js';
import {
  GOSKEY_KIND_TEXT,
  type GoskeyOwner,
  type GoskeyRequestRow,
  loadSigner,
  moscowText,
  sendToGoskey,
} from '../signatures/index.js';
import { changeDocument } from './document-changes.js';
import {
  DOCUMENT_NOT_FOUND,
  invalidState,
  isTurnOf,
  notYourTurn,
  ownerOf,
  type Party,
  partyOf,
} from './document-rules.js';
import { documentToSign, markSigned, rejectLocked } from './document-signing.service.js';
import { type DocumentRow, selectAttachments, selectDocument } from './documents.repo.js';
import { getDocument } from './documents-read.service.js';

export const GOSKEY_REJECTED_REASON = 'Отклонено в Госключе';
const SUBJECT = 'DOCUMENT';

const refuse = (message: string, field?: string) =>
  new AppError('VALIDATION_ERROR', { message, status: 422, ...(field ? { fields: { [field]: message } } : {}) });

/** The contractor as Госключ knows them: СНИЛС and ФИО from the profile (ИНН when there). */
async function contractorPerson(ctx: ActorContext) {
  const employee = await findEmployee(ctx, ctx.actor.entityId);
  const snils = employee?.snils?.replace(/\D/g, '');
  if (!employee || !snils)
    throw refuse('Чтобы подписать документ в Госключе, укажите СНИЛС в профиле (раздел «Личные данные»)', 'snils');
  if (!employee.lastName || !employee.firstName)
    throw refuse('Чтобы подписать документ в Госключе, укажите фамилию и имя в профиле', 'fio');
  return {
    snils,
    lastName: employee.lastName,
    firstName: employee.firstName,
    middleName: employee.patronymic ?? null,
    inn: employee.inn ?? null,
  };
}

const historyOf = (txCtx: TxContext<ActorContext>, doc: DocumentRow) => ({
  entityKind: 'document' as const,
  entityId: doc.id,
  customerId: doc.customerId,
  employeeId: doc.employeeId,
  actorAccountId: txCtx.actor.accountId,
});

/** The turn and the file checked again under the document's locks. */
const lockedTurn = (txCtx: TxContext<ActorContext>, id: string, party: Party, sha256: string) =>
  changeDocument(txCtx, ownerOf(txCtx), id, async (innerCtx, locked) => {
    if (!isTurnOf(locked, party)) throw notYourTurn(locked, party);
    const [main] = (await selectAttachments(innerCtx.db, [locked.id])).filter((a) => a.main);
    if (main?.sha256 !== sha256) throw invalidState('Файл документа изменился: откройте документ заново');
    return { innerCtx, locked };
  });

export async function signDocumentGoskey(
  ctx: ActorContext,
  input: { id: string; kind: GoskeyKind },
): Promise<Document> {
  const party = partyOf(ctx);
  const { doc, main, bytes } = await documentToSign(ctx, input.id);
  if (party === 'COMPANY')
    throw refuse(
      'Госключ подписывает документы как частное лицо: компания подписывает документ КЭП руководителя или представителя с МЧД, либо ПЭП',
    );
  const person = await contractorPerson(ctx);
  const signer = await loadSigner(ctx);
  await sendToGoskey(
    ctx,
    {
      signer,
      party,
      partyId: ctx.actor.entityId,
      subject: { type: SUBJECT, id: doc.id },
      kind: input.kind,
      person,
      documentBytes: bytes,
      fileName: main.name,
      title: `${doc.title} № ${doc.number}`,
    },
    {
      check: async (txCtx) => {
        await lockedTurn(txCtx, doc.id, party, main.sha256);
      },
      onSent: async (txCtx, request) => {
        const until = request.expiresAt ? `, подписать до ${moscowText(request.expiresAt)}` : '';
        await recordHistoryEvent(txCtx, {
          ...historyOf(txCtx, doc),
          event: 'SEND_TO_GOSKEY_SIGNING',
          details: { text: `${signer.name}, ${GOSKEY_KIND_TEXT[request.kind]}${until}` },
        });
      },
      onSendFailed: async (txCtx, _request, reason) => {
        await recordHistoryEvent(txCtx, { ...historyOf(txCtx, doc), event: 'GOSKEY_SENT_ERROR', details: { reason } });
      },
    },
  );
  return getDocument(ctx, doc.id);
}

const partyOfRequest = (request: GoskeyRequestRow): Party => request.party;

/** The document's side of a request's end, called by the signatures job as the person who asked. */
export const documentGoskeyOwner: GoskeyOwner = {
  async documentBytes(ctx, request) {
    const doc = await selectDocument(ctx.db, ownerOf(ctx), request.subjectId);
    if (!doc) throw invalidState(DOCUMENT_NOT_FOUND);
    const [main] = (await selectAttachments(ctx.db, [doc.id])).filter((a) => a.main);
    if (!main) throw invalidState('У документа нет файла для подписи');
    const { bytes } = await readOwnedFile(ctx, main.fileId, { customerId: doc.customerId }, DOCUMENT_NOT_FOUND);
    return bytes;
  },

  async onSigned(txCtx, request, evidence) {
    const { innerCtx, locked } = await lockedTurn(
      txCtx,
      request.subjectId,
      partyOfRequest(request),
      evidence.documentSha256,
    );
    await markSigned(innerCtx, locked, partyOfRequest(request), evidence, 'Госключ');
  },

  async onEnded(txCtx, request, end) {
    const party = partyOfRequest(request);
    if (end.signatureRefused) return;
    if (end.status === 'REJECTED') {
      // Rejected in the app: the document's own reject path, when the person still is the awaited side.
      await changeDocument(txCtx, ownerOf(txCtx), request.subjectId, async (innerCtx, locked) => {
        if (isTurnOf(locked, party)) await rejectLocked(innerCtx, locked, party, GOSKEY_REJECTED_REASON);
      });
      return;
    }
    const doc = await selectDocument(txCtx.db, ownerOf(txCtx), request.subjectId);
    if (!doc) return;
    if (end.status === 'EXPIRED') {
      await recordHistoryEvent(txCtx, {
        ...historyOf(txCtx, doc),
        event: party === 'COMPANY' ? 'GOSKEY_SIGN_USER_EXPIRED' : 'GOSKEY_SIGN_EMPLOYEE_EXPIRED',
        details: {},
      });
      const what = `«${doc.title}» № ${doc.number}`;
      if (party === 'CONTRACTOR')
        await notify(
          txCtx,
          { employeeId: doc.employeeId },
          {
            title: 'Срок подписания в Госключе истёк',
            body: `Документ ${what} не подписан в Госключе вовремя. Отправьте его на подпись снова`,
            type: 'other',
            url: `/employee/documents/${doc.id}`,
          },
        );
      return;
    }
    await recordHistoryEvent(txCtx, {
      ...historyOf(txCtx, doc),
      event: 'GOSKEY_SENT_ERROR',
      details: { reason: end.reason },
    });
  },
};

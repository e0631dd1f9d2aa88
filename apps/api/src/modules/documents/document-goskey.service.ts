/**
 * document/{id}/sign_goskey (DOMAIN.md §6.5): the side whose turn it is sends the document's main file
 * to a person's «Госключ» app — the contractor by the СНИЛС and ФИО of their profile; the company
 * through a responsible person it chooses, who has a СНИЛС and an МЧД from the company in force today
 * (Госключ issues personal certificates: the rule of a person's КЭП signing for the company,
 * representatives' `representativesForSigning`; the returned certificate is checked against that
 * person and МЧД). modules/signatures sends and follows the request; this file is the document's side
 * of it: the history (SEND_TO_GOSKEY_SIGNING, GOSKEY_SENT_ERROR, GOSKEY_SIGN_*_EXPIRED), `markSigned`
 * once the signature is verified, the reject path with «Отклонено в Госключе».
 */
import type { Document, GoskeyKind, GoskeyRepresentativesResponse } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { readOwnedFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { notify } from '../notifications/index.js';
import { findCustomer, findEmployee } from '../parties/index.js';
import {
  NO_MCHD_IN_FORCE,
  type RepresentativeForSigning,
  representativesForSigning,
} from '../representatives/index.js';
import {
  detailsOfRequest,
  GOSKEY_KIND_TEXT,
  type GoskeyOwner,
  type GoskeyPerson,
  type GoskeyRepresentative,
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

/** The company's responsible persons as Госключ signers today (each with their МЧД in force, or none). */
async function companySigners(ctx: ActorContext): Promise<RepresentativeForSigning[]> {
  const customer = await findCustomer(ctx, customerIdOf(ctx));
  if (!customer) throw notFound(DOCUMENT_NOT_FOUND);
  return representativesForSigning(ctx.db, {
    customerId: customer.id,
    companyInn: customer.inn,
    at: ctx.now(),
    purpose: 'DOCUMENTS',
  });
}

const REPRESENTATIVE_FIELD = 'representative_id';

/** The responsible person the company chose, as Госключ knows them; refused unless they may sign for it. */
async function companyPerson(
  ctx: ActorContext,
  representativeId: string | undefined,
): Promise<{ person: GoskeyPerson; representative: GoskeyRepresentative }> {
  if (!representativeId)
    throw refuse('Выберите ответственное лицо, которое подпишет документ в Госключе', REPRESENTATIVE_FIELD);
  const chosen = isUuid(representativeId)
    ? (await companySigners(ctx)).find((person) => person.id === representativeId)
    : undefined;
  if (!chosen) throw refuse('Такого ответственного лица нет в вашей компании', REPRESENTATIVE_FIELD);
  if (!chosen.snils)
    throw refuse(
      `У ответственного лица ${chosen.name} не указан СНИЛС: Госключ находит человека по СНИЛС. Укажите его в карточке ответственного лица`,
      REPRESENTATIVE_FIELD,
    );
  if (!chosen.mchd)
    throw refuse(
      chosen.reason === NO_MCHD_IN_FORCE
        ? `У ответственного лица ${chosen.name} нет действующей машиночитаемой доверенности (МЧД) от компании: загрузите МЧД в карточку ответственного лица`
        : `Ответственное лицо ${chosen.name} не может подписать документ за компанию. ${chosen.reason}`,
      REPRESENTATIVE_FIELD,
    );
  return {
    person: {
      snils: chosen.snils,
      lastName: chosen.lastName,
      firstName: chosen.firstName,
      middleName: chosen.patronymic,
      inn: chosen.inn,
    },
    representative: { id: chosen.id, name: chosen.name, mchdNumber: chosen.mchd.number },
  };
}

/** GET document/{id}/sign_goskey/representatives: who may sign this company's document in Госключ. */
export async function goskeyRepresentatives(ctx: ActorContext, id: string): Promise<GoskeyRepresentativesResponse> {
  customerIdOf(ctx);
  const doc = isUuid(id) ? await selectDocument(ctx.db, ownerOf(ctx), id) : undefined;
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  const people = await companySigners(ctx);
  return {
    items: people
      .filter((person) => person.snils && person.mchd)
      .map((person) => ({
        id: person.id,
        name: person.name,
        job_title: person.jobTitle,
        mchd_number: person.mchd?.number ?? null,
        mchd_valid_until: person.mchd?.validUntil ?? null,
      })),
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
  input: { id: string; kind: GoskeyKind; representativeId?: string },
): Promise<Document> {
  const party = partyOf(ctx);
  const { doc, main, bytes } = await documentToSign(ctx, input.id);
  const signing =
    party === 'COMPANY'
      ? await companyPerson(ctx, input.representativeId)
      : { person: await contractorPerson(ctx), representative: undefined };
  await sendToGoskey(
    ctx,
    {
      signer: await loadSigner(ctx),
      party,
      partyId: ctx.actor.entityId,
      subject: { type: SUBJECT, id: doc.id },
      kind: input.kind,
      ...signing,
      documentBytes: bytes,
      fileName: main.name,
      title: `${doc.title} № ${doc.number}`,
    },
    {
      check: async (txCtx) => {
        await lockedTurn(txCtx, doc.id, party, main.sha256);
      },
    },
  );
  return getDocument(ctx, doc.id);
}

/** Who signs, for the history: the contractor, or «<person> (представитель, МЧД № …) за <company>». */
async function signerText(txCtx: TxContext<ActorContext>, request: GoskeyRequestRow) {
  const signer = await loadSigner(txCtx);
  const representative = detailsOfRequest(request).representative;
  if (!representative) return signer.name;
  const mchd = representative.mchdNumber ? `, МЧД № ${representative.mchdNumber}` : '';
  return `${representative.name} (представитель${mchd}) за ${signer.name}`;
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

  async onSent(txCtx, request) {
    const doc = await selectDocument(txCtx.db, ownerOf(txCtx), request.subjectId);
    if (!doc) return;
    const until = request.expiresAt ? `, подписать до ${moscowText(request.expiresAt)}` : '';
    await recordHistoryEvent(txCtx, {
      ...historyOf(txCtx, doc),
      event: 'SEND_TO_GOSKEY_SIGNING',
      details: { text: `${await signerText(txCtx, request)}, ${GOSKEY_KIND_TEXT[request.kind]}${until}` },
    });
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
      const message = { title: 'Срок подписания в Госключе истёк', type: 'other' as const };
      if (party === 'CONTRACTOR')
        await notify(
          txCtx,
          { employeeId: doc.employeeId },
          {
            ...message,
            body: `Документ ${what} не подписан в Госключе вовремя. Отправьте его на подпись снова`,
            url: `/employee/documents/${doc.id}`,
          },
        );
      else {
        const who = detailsOfRequest(request).representative?.name;
        await notify(
          txCtx,
          { customerId: doc.customerId },
          {
            ...message,
            body: `Документ ${what} не подписан в Госключе вовремя${who ? ` (ответственное лицо ${who})` : ''}. Отправьте его на подпись снова`,
            url: `/document-management/single?document=${doc.id}`,
          },
        );
      }
      return;
    }
    await recordHistoryEvent(txCtx, {
      ...historyOf(txCtx, doc),
      event: 'GOSKEY_SENT_ERROR',
      details: { reason: end.reason },
    });
  },
};

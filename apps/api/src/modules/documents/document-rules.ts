/**
 * Who may do what with a document, and the statuses it moves through (SPEC §4; docs/decisions/documents.md):
 *
 *   DRAFT ─send→ AWAIT_SIGN (both, any order) | AWAIT_SIGN_USER (the company next) | AWAIT_SIGN_EMPLOYEE
 *   AWAIT_* ─a side signs→ the other side's AWAIT_SIGN_* … → SIGNED once every required side signed
 *   AWAIT_* ─the awaited side rejects→ REJECTED;  AWAIT_* | SIGNED ─the company terminates→ TERMINATE
 *   DRAFT ─generate several→ AWAIT_GENERATE_ATTACHMENTS → DRAFT (or ERROR, which may be edited or deleted)
 */
import type { DocumentSigners, DocumentSignOrder, DocumentStatus } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { HIDDEN_FROM_CONTRACTOR } from './document-list.repo.js';
import type { DocumentOwner, DocumentRow } from './documents.repo.js';

export const DOCUMENT_NOT_FOUND = 'Документ не найден';
export const ATTACHMENT_NOT_FOUND = 'Файл документа не найден';

export type Party = 'COMPANY' | 'CONTRACTOR';

export const companyIdOf = (ctx: ActorContext) => customerIdOf(ctx, 'Документы оформляет компания');
export const ownerOf = (ctx: ActorContext): DocumentOwner =>
  ctx.actor.role === 'user' ? { customerId: ctx.actor.entityId } : { employeeId: ctx.actor.entityId };
export const partyOf = (ctx: ActorContext): Party => (ctx.actor.role === 'user' ? 'COMPANY' : 'CONTRACTOR');

export const invalidState = (message: string) => new AppError('INVALID_STATE', { message });

export const isEditable = (status: DocumentStatus) => status === 'DRAFT' || status === 'ERROR';
const AWAITING: DocumentStatus[] = ['AWAIT_SIGN', 'AWAIT_SIGN_USER', 'AWAIT_SIGN_EMPLOYEE'];
export const isAwaiting = (status: DocumentStatus) => AWAITING.includes(status);
/** The company's work in progress: the contractor sees a document once it is sent to them. */
export const isHiddenFromContractor = (status: DocumentStatus) => HIDDEN_FROM_CONTRACTOR.includes(status);

export const mustSign = (signers: DocumentSigners, party: Party) => signers === 'BOTH' || signers === party;

/** The status a draft takes when sent for signing. */
export function statusWhenSent(signers: DocumentSigners, order: DocumentSignOrder): DocumentStatus {
  if (signers === 'COMPANY') return 'AWAIT_SIGN_USER';
  if (signers === 'CONTRACTOR') return 'AWAIT_SIGN_EMPLOYEE';
  if (order === 'COMPANY_FIRST') return 'AWAIT_SIGN_USER';
  if (order === 'CONTRACTOR_FIRST') return 'AWAIT_SIGN_EMPLOYEE';
  return 'AWAIT_SIGN';
}

const signatureOf = (doc: DocumentRow, party: Party) =>
  party === 'COMPANY' ? doc.companySignatureId : doc.employeeSignatureId;

/** The side may sign (or reject) now: its signature is required, not given, and it is its turn. */
export function isTurnOf(doc: DocumentRow, party: Party): boolean {
  if (!mustSign(doc.signers, party) || signatureOf(doc, party)) return false;
  return (
    doc.status === 'AWAIT_SIGN' || doc.status === (party === 'COMPANY' ? 'AWAIT_SIGN_USER' : 'AWAIT_SIGN_EMPLOYEE')
  );
}

/** Why the side may not sign or reject now, in the person's words. */
export function notYourTurn(doc: DocumentRow, party: Party): AppError {
  if (!mustSign(doc.signers, party)) {
    return invalidState(
      party === 'COMPANY'
        ? 'Этот документ подписывает только исполнитель'
        : 'Этот документ подписывает только компания',
    );
  }
  if (signatureOf(doc, party)) return invalidState('Вы уже подписали этот документ');
  if (doc.status === 'SIGNED') return invalidState('Документ уже подписан');
  if (doc.status === 'REJECTED') return invalidState('Документ отклонён');
  if (doc.status === 'TERMINATE') return invalidState('Документ расторгнут');
  if (isAwaiting(doc.status)) {
    return invalidState(
      party === 'COMPANY' ? 'Документ сначала подписывает исполнитель' : 'Документ сначала подписывает компания',
    );
  }
  return invalidState('Документ ещё не отправлен на подпись');
}

/** After a side signed: SIGNED when every required side signed, else the other side's turn. */
export function statusAfterSigning(
  doc: Pick<DocumentRow, 'signers' | 'companySignatureId' | 'employeeSignatureId'>,
): DocumentStatus {
  const companyDone = !mustSign(doc.signers, 'COMPANY') || doc.companySignatureId !== null;
  const contractorDone = !mustSign(doc.signers, 'CONTRACTOR') || doc.employeeSignatureId !== null;
  if (companyDone && contractorDone) return 'SIGNED';
  return companyDone ? 'AWAIT_SIGN_EMPLOYEE' : 'AWAIT_SIGN_USER';
}

/**
 * Who owns what is signed through Госключ: signatures knows nothing of documents (or agreements,
 * offers…), so each owner module says, per subject type, what to do when the person's answer
 * arrives — in the job, long after the request that sent it (and when a send the service did not
 * confirm is confirmed by the job). runtime.ts hands every owner over in `ctx.handoffs.goskeyOwners`
 * (documents' for 'DOCUMENT'): a subject type without one does not compile.
 */
import type { ActorContext, AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import type { GoskeyRequestRow } from './goskey.repo.js';
import type { SignedEvidence } from './self-nep-signing.js';

export type GoskeyEnd = {
  status: 'REJECTED' | 'EXPIRED' | 'ERROR';
  reason: string;
  /** The service returned a signature that failed a verification step: the subject must not change. */
  signatureRefused?: boolean;
};

export type GoskeyOwner = {
  /** The exact bytes that were sent, read again (the signature is checked against them). */
  documentBytes(ctx: ActorContext, request: GoskeyRequestRow): Promise<Uint8Array>;
  /** The service took the package (at once, or later when the job found a send it had not confirmed). */
  onSent(txCtx: TxContext<ActorContext>, request: GoskeyRequestRow): Promise<void>;
  /** The signature was verified and recorded: advance the subject, in the same transaction. */
  onSigned(txCtx: TxContext<ActorContext>, request: GoskeyRequestRow, evidence: SignedEvidence): Promise<void>;
  /** The person rejected it in the app, its time ran out, the service failed or refused the package. */
  onEnded(txCtx: TxContext<ActorContext>, request: GoskeyRequestRow, end: GoskeyEnd): Promise<void>;
};

/** The subject types that may be sent to Госключ (`sendToGoskey`); each has its owner. */
export type GoskeySubjectType = 'DOCUMENT';

export type GoskeyOwners = Readonly<Record<GoskeySubjectType, GoskeyOwner>>;

/** The owner of a request's subject; the type comes from a stored row, so one we do not know is a fault. */
export function goskeyOwnerOf(ctx: Pick<AppContext, 'handoffs'>, subjectType: string): GoskeyOwner {
  const owners = ctx.handoffs.goskeyOwners;
  if (!Object.hasOwn(owners, subjectType)) throw new Error(`no Госключ owner for subject type ${subjectType}`);
  return owners[subjectType as GoskeySubjectType];
}

/** The person who asked, as the job acts for them (their account and party; no session). */
export const actorContextOf = (ctx: AppContext, request: GoskeyRequestRow): ActorContext => ({
  ...ctx,
  actor: {
    accountId: request.accountId,
    sessionId: `goskey:${request.id}`,
    role: request.party === 'COMPANY' ? 'user' : 'employee',
    entityId: request.partyId,
  },
});

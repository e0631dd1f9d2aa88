/** Reading evidence rows for their owner (the owner has already checked the caller may see them). */
import type { AppContext } from '../../context.js';
import type { SigningSubject } from './self-nep-signing.js';
import { type DocumentSignatureRow, selectEvidence } from './signatures.repo.js';

/** Every signature of one signed thing (or only one account's), oldest first. */
export const evidenceOfSubject = (
  ctx: Pick<AppContext, 'db'>,
  subject: SigningSubject,
  accountId?: string,
): Promise<DocumentSignatureRow[]> =>
  selectEvidence(ctx.db, { subjectType: subject.type, subjectId: subject.id, accountId });

/** The rows of these ids, oldest first. */
export const evidenceByIds = (ctx: Pick<AppContext, 'db'>, ids: string[]): Promise<DocumentSignatureRow[]> =>
  selectEvidence(ctx.db, { ids });

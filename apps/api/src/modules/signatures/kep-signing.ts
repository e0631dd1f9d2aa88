/**
 * Signing with a qualified signature (КЭП, DOMAIN.md §6.2–6.3): the browser's CryptoPro plug-in makes
 * a detached CAdES-BES over the exact bytes; here it is verified at the server's now against the trust
 * store, every step of §6.3 in order, with step 8 decided against the caller's party
 * (signature-verification.ts). Any failed step → 422 SIGNATURE_INVALID with that step's reason and
 * nothing is written. Else the evidence row keeps the signature itself and every step's result, and
 * the caller's `onSigned` runs in the same transaction.
 */
import type { ActorContext, RequestMeta } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { streebog256Hex } from '../../lib/streebog.js';
import type { SignedEvidence, SigningSubject } from './self-nep-signing.js';
import { verifySignatureOf } from './signature-verification.js';
import { insertDocumentSignature } from './signatures.repo.js';
import type { Signer } from './signer.js';

export { signatureInvalid } from './signature-verification.js';

/** «Close to upload» (§6.3 step 7): the plug-in signs a moment before the upload; a day is generous. */
const MAX_SIGNING_AGE_MS = 24 * 60 * 60 * 1000;

export async function signWithKep<C extends ActorContext, T>(
  ctx: C,
  input: { signer: Signer; subject: SigningSubject; documentBytes: Uint8Array; signature: string; meta: RequestMeta },
  onSigned: (txCtx: TxContext<C>, evidence: SignedEvidence) => Promise<T>,
): Promise<T> {
  const verified = await verifySignatureOf(ctx, {
    signer: input.signer,
    documentBytes: input.documentBytes,
    signature: input.signature,
    maxSigningAgeMs: MAX_SIGNING_AGE_MS,
  });
  return inTransaction(ctx, async (txCtx) => {
    const evidence = await insertDocumentSignature(txCtx.db, {
      accountId: input.signer.accountId,
      kind: 'KEP',
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      documentSha256: sha256(input.documentBytes),
      documentStreebog256: streebog256Hex(input.documentBytes),
      signerName: verified.signerName,
      signatureCms: Buffer.from(verified.cms).toString('base64'),
      verification: verified.verification,
      certificateThumbprint: verified.facts.thumbprintSha1,
      ip: input.meta.ip ?? null,
      userAgent: input.meta.userAgent ?? null,
      signedAt: verified.at,
    });
    return onSigned(txCtx, evidence);
  });
}

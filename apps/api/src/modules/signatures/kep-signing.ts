/**
 * Signing with a qualified signature (КЭП, DOMAIN.md §6.2–6.3): what the plug-in signs (`kepToSignOf`),
 * and `signWithKep` — the detached CAdES-BES checked by `signature-verification.ts` (every step, the
 * signer against the caller's party), then the evidence row and the caller's `onSigned` in one
 * transaction. A refused signature writes nothing.
 */
import { KEP_SIGN_HASH_OVER_BYTES, type KepToSignResponse } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { streebog256Hex } from '../../lib/streebog.js';
import type { SignedEvidence, SigningSubject } from './self-nep-signing.js';
import { type OwnerRule, type RefusalWording, verifySignatureOf } from './signature-verification.js';
import { insertDocumentSignature } from './signatures.repo.js';
import type { Signer } from './signer.js';

export { signatureInvalid } from './signature-verification.js';

/**
 * What the browser's plug-in signs (GET …/sign_kep of every signable thing): the exact bytes — or,
 * above KEP_SIGN_HASH_OVER_BYTES only their Streebog-256 for SignHash — and their SHA-256, under the
 * signed thing's id and file name. The signature is verified over the stored bytes either way.
 */
export function kepToSignOf(id: string, fileName: string, bytes: Uint8Array): KepToSignResponse {
  const byHash = bytes.byteLength > KEP_SIGN_HASH_OVER_BYTES;
  return {
    document_id: id,
    file_name: fileName,
    sign_mode: byHash ? 'HASH' : 'CONTENT',
    ...(byHash ? {} : { content: Buffer.from(bytes).toString('base64') }),
    size: bytes.byteLength,
    hash_algorithm: 'CP_GOST_3411_2012_256',
    hash: streebog256Hex(bytes),
    sha256: sha256(bytes),
  };
}

/** «Close to upload» (§6.3 step 7): the plug-in signs a moment before the upload; a day is generous. */
const MAX_SIGNING_AGE_MS = 24 * 60 * 60 * 1000;

export async function signWithKep<C extends ActorContext, T>(
  ctx: C,
  input: {
    signer: Signer;
    subject: SigningSubject;
    documentBytes: Uint8Array;
    /** base64 / PEM text (the plug-in's answer) or the bytes of a .sig file. */
    signature: string | Uint8Array;
    meta: RequestMeta;
    /** A narrower rule for whose certificate it may be (an МЧД: its principal's head). */
    ownerRule?: OwnerRule;
    /**
     * A signature made elsewhere and brought as a file (an МЧД's .sig): no «close to upload» limit
     * (it may be months old; the certificate is still checked at the server's now), the refusal worded
     * for the upload.
     */
    uploaded?: RefusalWording;
  },
  onSigned: (txCtx: TxContext<C>, evidence: SignedEvidence) => Promise<T>,
): Promise<T> {
  const verified = await verifySignatureOf(ctx, {
    signer: input.signer,
    documentBytes: input.documentBytes,
    signature: input.signature,
    maxSigningAgeMs: input.uploaded ? undefined : MAX_SIGNING_AGE_MS,
    purpose: input.subject.type === 'PAYMENT_ORDER' ? 'PAYMENT_ORDERS' : 'DOCUMENTS',
    ...(input.ownerRule ? { ownerRule: input.ownerRule } : {}),
    ...(input.uploaded ? { wording: input.uploaded } : {}),
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

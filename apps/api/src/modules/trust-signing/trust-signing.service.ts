/**
 * user/representative/{id}/sign_kep (SPEC §7 User "representative/ … sign_kep"): the company's head
 * signs a responsible person's trust document — an uploaded МЧД or the power of attorney the platform
 * drafted — with КЭП. GET hands out the exact bytes; POST verifies the detached CAdES-BES
 * (modules/signatures: every DOMAIN §6.3 step, the certificate against the company) and requires the
 * head's own certificate: a power of attorney is the principal's act, a representative cannot sign
 * their own. Then representatives records it in the same transaction (trust-document-kep.ts). A
 * refused signature changes nothing.
 *
 * Its own module because signatures depend on representatives (whose МЧД lets a person sign), so
 * representatives cannot call signatures back.
 */
import type { KepToSignResponse, RepresentativeDocument } from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { type MchdSignatureCheck, recordTrustDocumentKep, trustDocumentToSign } from '../representatives/index.js';
import {
  kepToSignOf,
  loadSigner,
  type OwnerRule,
  type RefusalWording,
  type SignedEvidence,
  signatureInvalid,
  signWithKep,
} from '../signatures/index.js';
import { mchdPrincipalRule } from './mchd-principal.js';

const companyOf = (ctx: ActorContext) => customerIdOf(ctx, 'Доверенность подписывает компания');

export const HEAD_ONLY =
  'Подпись не принята. Доверенность от имени компании подписывает её руководитель своим сертификатом КЭП, а не представитель';

export async function trustDocumentKepToSign(
  ctx: ActorContext,
  input: { representativeId: string; documentId: string },
): Promise<KepToSignResponse> {
  const found = await trustDocumentToSign(ctx, { customerId: companyOf(ctx), ...input });
  return kepToSignOf(found.document.id, found.fileName, found.bytes);
}

type TrustDocument = Awaited<ReturnType<typeof trustDocumentToSign>>;
type KepInput = {
  customerId: string;
  representativeId: string;
  documentId: string;
  signature: string | Uint8Array;
  meta: RequestMeta;
};

/**
 * The one path of a КЭП over a trust document, signed here (sign_kep) or brought as a .sig (upload):
 * the exact bytes the company holds, every step with the principal's rule, then `onSigned` in the same
 * transaction.
 */
async function signTrustDocument<T>(
  ctx: ActorContext,
  input: KepInput,
  rules: (found: TrustDocument) => { ownerRule: OwnerRule; uploaded?: RefusalWording },
  onSigned: (found: TrustDocument, txCtx: TxContext<ActorContext>, evidence: SignedEvidence) => Promise<T>,
): Promise<T> {
  const found = await trustDocumentToSign(ctx, input);
  return signWithKep(
    ctx,
    {
      signer: await loadSigner(ctx),
      subject: { type: 'TRUST_DOCUMENT', id: found.document.id },
      documentBytes: found.bytes,
      signature: input.signature,
      meta: input.meta,
      ...rules(found),
    },
    (txCtx, evidence) => onSigned(found, txCtx, evidence),
  );
}

export async function signTrustDocumentKep(
  ctx: ActorContext,
  input: { representativeId: string; documentId: string; signature: string; meta: RequestMeta },
): Promise<RepresentativeDocument> {
  const customerId = companyOf(ctx);
  return signTrustDocument(
    ctx,
    { customerId, ...input },
    (found) => ({ ownerRule: mchdPrincipalRule(found.head, 'leave') }),
    async (found, txCtx, evidence) => {
      const owner = (evidence.verification as { owner?: { role?: string } } | null)?.owner;
      // Thrown inside the transaction: the evidence row is rolled back with it.
      if (owner?.role !== 'HEAD') throw signatureInvalid(HEAD_ONLY);
      return recordTrustDocumentKep(txCtx, {
        customerId,
        representativeId: input.representativeId,
        documentId: found.document.id,
        signature: Buffer.from(evidence.signatureCms!, 'base64'),
        evidence,
      });
    },
  );
}

/**
 * The .sig uploaded with an МЧД (representatives' upload, wired by trust-signing.module.ts): the same
 * verification as sign_kep at the server's now, no «close to upload» limit (the head may have signed
 * it months ago), only the principal's head — then kept as the МЧД's checked signature with its
 * evidence. Refused → 422 «Подпись МЧД не принята. <step>: <reason>» on `file`, nothing stored.
 */
export const checkUploadedMchdSignature: MchdSignatureCheck = (ctx, input) =>
  signTrustDocument(
    ctx,
    input,
    (found) => ({
      ownerRule: mchdPrincipalRule(found.head, 'refuse'),
      uploaded: { refusal: 'Подпись МЧД не принята', field: 'file' },
    }),
    (found, txCtx, evidence) => {
      const signingTime = (evidence.verification as { signing_time?: string } | null)?.signing_time;
      return recordTrustDocumentKep(txCtx, {
        customerId: input.customerId,
        representativeId: input.representativeId,
        documentId: found.document.id,
        signature: input.signature,
        signatureName: input.fileName,
        evidence,
        ...(signingTime ? { signedAt: new Date(signingTime) } : {}),
      });
    },
  );

/**
 * Signing with a qualified signature (КЭП, DOMAIN.md §6.2–6.3): the browser's CryptoPro plug-in makes
 * a detached CAdES-BES over the exact bytes; here it is verified at the server's now against the trust
 * store (accredited roots, cached CRLs), every step of §6.3 in order, with step 8 — whose certificate
 * it is — decided against the caller's party (modules/certificates: the head, a representative with
 * an МЧД in force, the contractor). Any failed step → 422 SIGNATURE_INVALID with that step's reason
 * and nothing is written. Else the evidence row keeps the signature itself and every step's result,
 * and the caller's `onSigned` runs in the same transaction.
 */
import type { ActorContext, RequestMeta } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import {
  ParseError,
  toDer,
  VERIFICATION_STEPS,
  type VerificationStep,
  verifyDetachedCades,
} from '../../lib/signature-crypto/index.js';
import { streebog256Hex } from '../../lib/streebog.js';
import { certificateOwner, registeredCertificatesOf, trustMaterial } from '../certificates/index.js';
import type { SignedEvidence, SigningSubject } from './self-nep-signing.js';
import { insertDocumentSignature } from './signatures.repo.js';
import type { Signer } from './signer.js';

/** «Close to upload» (§6.3 step 7): the plug-in signs a moment before the upload; a day is generous. */
const MAX_SIGNING_AGE_MS = 24 * 60 * 60 * 1000;
const IDENTITY = VERIFICATION_STEPS.find((step) => step.name === 'IDENTITY')!;

export const signatureInvalid = (message: string) =>
  new AppError('SIGNATURE_INVALID', { message, fields: { signature: message } });

const ROLE_TEXT = { HEAD: 'руководитель', REPRESENTATIVE: 'представитель', CONTRACTOR: null } as const;

export async function signWithKep<C extends ActorContext, T>(
  ctx: C,
  input: { signer: Signer; subject: SigningSubject; documentBytes: Uint8Array; signature: string; meta: RequestMeta },
  onSigned: (txCtx: TxContext<C>, evidence: SignedEvidence) => Promise<T>,
): Promise<T> {
  let cms: Uint8Array;
  try {
    cms = toDer(input.signature);
  } catch (error) {
    throw signatureInvalid(
      error instanceof ParseError ? `Файл подписи не читается: ${error.message}` : 'Файл подписи не читается',
    );
  }
  const at = ctx.now();
  const trust = await trustMaterial(ctx);
  const result = verifyDetachedCades({
    signature: cms,
    content: input.documentBytes,
    at,
    trustedRoots: trust.roots,
    crls: trust.crls,
    registeredCertificates: await registeredCertificatesOf(ctx, input.signer.accountId),
    maxSigningAgeMs: MAX_SIGNING_AGE_MS,
  });
  const owner = result.signer ? await certificateOwner(ctx, result.signer, at) : null;
  const identity: VerificationStep = {
    step: IDENTITY.step,
    name: IDENTITY.name,
    title: IDENTITY.title,
    ok: owner?.ok === true,
    reason: owner ? (owner.ok ? null : owner.reason) : 'Не проверено: не найден сертификат подписанта',
  };
  const steps = [...result.steps, identity];
  const failed = steps.find((step) => !step.ok);
  if (failed) throw signatureInvalid(`Подпись не принята. ${failed.title}: ${failed.reason}`);
  const facts = result.signer!;
  const okOwner = owner as Extract<NonNullable<typeof owner>, { ok: true }>;
  const role = ROLE_TEXT[okOwner.role];
  const mchd = okOwner.mchd ? `, МЧД № ${okOwner.mchd.number ?? '—'}` : '';
  const signerName = `${facts.fio ?? facts.commonName ?? '—'}${role ? ` (${role}${mchd}) за ${input.signer.name}` : ''}`;
  // Dates as ISO text: the report is read back as JSON.
  const verification = JSON.parse(
    JSON.stringify({
      verified_at: at,
      steps,
      signer: facts,
      signing_time: result.signingTime,
      digest_algorithm: result.digestAlgorithm,
      revocation: result.revocation,
      owner: { role: okOwner.role, expected: okOwner.expected, mchd: okOwner.mchd },
    }),
  ) as Record<string, unknown>;
  return inTransaction(ctx, async (txCtx) => {
    const evidence = await insertDocumentSignature(txCtx.db, {
      accountId: input.signer.accountId,
      kind: 'KEP',
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      documentSha256: sha256(input.documentBytes),
      documentStreebog256: streebog256Hex(input.documentBytes),
      signerName,
      signatureCms: Buffer.from(cms).toString('base64'),
      verification,
      certificateThumbprint: facts.thumbprintSha1,
      ip: input.meta.ip ?? null,
      userAgent: input.meta.userAgent ?? null,
      signedAt: at,
    });
    return onSigned(txCtx, evidence);
  });
}

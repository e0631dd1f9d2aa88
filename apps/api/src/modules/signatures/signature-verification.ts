/**
 * The server's check of a detached CAdES-BES for a signer (DOMAIN.md §6.3), shared by every kind that
 * brings one — КЭП from the browser's plug-in and the signature Госключ returns: the crypto core runs
 * steps 1–7 at the server's now against the trust store (or, for УНЭП, the roots pinned for it), and
 * step 8 — whose certificate it is — is decided against the signer's party (modules/certificates).
 * Any failed step → 422 SIGNATURE_INVALID «Подпись не принята. <step>: <reason>»; else the report
 * the evidence row keeps and the name printed for the signer.
 */
import type { ActorContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import {
  type CertificateFacts,
  ParseError,
  toDer,
  VERIFICATION_STEPS,
  type VerificationStep,
  verifyDetachedCades,
} from '../../lib/signature-crypto/index.js';
import {
  type CertificateOwner,
  certificateOwner,
  registeredCertificatesOf,
  trustMaterial,
} from '../certificates/index.js';
import type { MchdPurpose } from '../representatives/index.js';
import type { Signer } from './signer.js';

const IDENTITY = VERIFICATION_STEPS.find((step) => step.name === 'IDENTITY')!;

export const signatureInvalid = (message: string, field = 'signature') =>
  new AppError('SIGNATURE_INVALID', { message, fields: { [field]: message } });

const NOT_THE_REPRESENTATIVE =
  'Подписал не тот человек, которому документ отправлен: нужна подпись ответственного лица, выбранного при отправке';

const ROLE_TEXT = { HEAD: 'руководитель', REPRESENTATIVE: 'представитель', CONTRACTOR: null } as const;

export type VerifiedSignature = {
  cms: Uint8Array;
  at: Date;
  facts: CertificateFacts;
  signerName: string;
  /** Every step's result with the certificate facts, revocation readings and owner (JSON-safe). */
  verification: Record<string, unknown>;
};

/**
 * A narrower rule for whose certificate it may be, on top of the party's (step 8): the reason it is
 * refused, or null. Runs whatever certificateOwner answered; its reason is the one shown.
 */
export type OwnerRule = (facts: CertificateFacts, owner: CertificateOwner) => string | null;

/** How a refusal reads: «<refusal>. <step>: <reason>» on `field` (a sign_kep's `signature`, an upload's `file`). */
export type RefusalWording = { refusal: string; field: string };
const DEFAULT_WORDING: RefusalWording = { refusal: 'Подпись не принята', field: 'signature' };

export async function verifySignatureOf(
  ctx: ActorContext,
  input: {
    signer: Signer;
    documentBytes: Uint8Array;
    signature: Uint8Array | string;
    /**
     * «Close to upload» (§6.3 step 7): how old signingTime may be at the server's now; none for a
     * signature made elsewhere long before (an МЧД's .sig).
     */
    maxSigningAgeMs: number | undefined;
    /** The roots to chain to instead of the accredited ones (УНЭП's pinned roots). */
    pinnedRoots?: readonly string[];
    /** Only this responsible person may have signed for the company (a Госключ request sent to them). */
    representativeId?: string;
    ownerRule?: OwnerRule;
    wording?: RefusalWording;
    /** What is signed, for a representative's МЧД powers (default: acts and contracts). */
    purpose?: MchdPurpose;
  },
): Promise<VerifiedSignature> {
  const wording = input.wording ?? DEFAULT_WORDING;
  let cms: Uint8Array;
  try {
    cms = toDer(input.signature);
  } catch (error) {
    const reason =
      error instanceof ParseError ? `Файл подписи не читается: ${error.message}` : 'Файл подписи не читается';
    throw signatureInvalid(`${wording.refusal}. ${reason}`, wording.field);
  }
  const at = ctx.now();
  const trust = await trustMaterial(ctx);
  const result = verifyDetachedCades({
    signature: cms,
    content: input.documentBytes,
    at,
    trustedRoots: input.pinnedRoots ?? trust.roots,
    crls: trust.crls,
    registeredCertificates: await registeredCertificatesOf(ctx, input.signer.accountId),
    maxSigningAgeMs: input.maxSigningAgeMs,
  });
  const found = result.signer ? await certificateOwner(ctx, result.signer, at, input.purpose) : null;
  const owner =
    found?.ok && input.representativeId !== undefined && found.mchd?.representativeId !== input.representativeId
      ? { ok: false as const, reason: NOT_THE_REPRESENTATIVE }
      : found;
  const ruleReason = result.signer && owner && input.ownerRule ? input.ownerRule(result.signer, owner) : null;
  const identity: VerificationStep = {
    step: IDENTITY.step,
    name: IDENTITY.name,
    title: IDENTITY.title,
    ok: owner?.ok === true && !ruleReason,
    reason: ruleReason ?? (owner ? (owner.ok ? null : owner.reason) : 'Не проверено: не найден сертификат подписанта'),
  };
  const steps = [...result.steps, identity];
  const failed = steps.find((step) => !step.ok);
  if (failed) throw signatureInvalid(`${wording.refusal}. ${failed.title}: ${failed.reason}`, wording.field);
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
      ...(input.pinnedRoots ? { roots: 'pinned' } : {}),
    }),
  ) as Record<string, unknown>;
  return { cms, at, facts, signerName, verification };
}

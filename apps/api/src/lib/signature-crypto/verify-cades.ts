/**
 * Server verification of a detached CAdES-BES, every step of DOMAIN.md §6.3 in order, at an explicit
 * time `at` (never the wall clock). Each step is run whenever what it needs is there, so a result
 * shows every step that failed, each with its own Russian reason.
 */
import type { HashAlgorithm } from '@vyplaty/contracts';
import type * as pkijs from 'pkijs';
import { type CertificateFacts, certificateFacts } from './certificate-facts.js';
import { buildChain, GOST_SIGNATURE_OIDS, issuerOf } from './chain.js';
import { type ParsedCades, parseDetachedCades } from './cms.js';
import { gostPublicKey, ParseError, parseCertificate, parseCrl, sameBytes, toDer, utcText } from './der.js';
import { gostVerify, isSupportedCurve } from './gost-maths.js';
import { digestWith, hashAlgorithmByOid } from './hashes.js';
import { type ExpectedSigner, identityProblems } from './identity.js';
import { type Revocation, revocationAt } from './revocation.js';
import { signingCertificateProblem } from './signing-certificate.js';

export const VERIFICATION_STEPS = [
  { step: 1, name: 'PARSE', title: 'Разбор подписи' },
  { step: 2, name: 'DIGEST', title: 'Хэш документа' },
  { step: 3, name: 'SIGNATURE', title: 'Подпись подписанных атрибутов' },
  { step: 4, name: 'SIGNING_CERTIFICATE', title: 'Сертификат подписанта (signingCertificateV2)' },
  { step: 5, name: 'CHAIN', title: 'Цепочка до аккредитованного удостоверяющего центра' },
  { step: 6, name: 'REVOCATION', title: 'Отзыв сертификата' },
  { step: 7, name: 'SIGNING_TIME', title: 'Время подписания и назначение ключа' },
  { step: 8, name: 'IDENTITY', title: 'Личность подписанта' },
] as const;

export type StepName = (typeof VERIFICATION_STEPS)[number]['name'];

export type VerificationStep = {
  step: number;
  name: StepName;
  title: string;
  ok: boolean;
  /** Why the step failed, in Russian; null when it passed. */
  reason: string | null;
  /** What a passed step still wants said (revoked after signing). */
  note?: string;
};

/** The certificate's own status at `at` (DOMAIN.md §6.8; SPEC's CREATED is «not checked» and never comes out). */
export type CertificateStatusAt = 'ACTIVE' | 'EXPIRED' | 'NOT_YET_VALID' | 'REVOCATED' | 'UNKNOWN';

export type CadesVerification = {
  /** Every step passed: the signature was valid when made and is accepted at `at`. */
  valid: boolean;
  steps: VerificationStep[];
  firstFailure: VerificationStep | null;
  signer: CertificateFacts | null;
  signingTime: Date | null;
  digestAlgorithm: HashAlgorithm | null;
  /** Both readings of revocation (fixtures README): the signature when made, the certificate now. */
  revocation: {
    signatureValidWhenMade: boolean | null;
    certificateStatusAt: CertificateStatusAt;
    revokedAt: Date | null;
    reason: string | null;
    crlNextUpdate: Date | null;
  };
};

export type VerifyInput = {
  /** The detached signature: DER, or PEM / base64 text. */
  signature: Uint8Array;
  /** The exact bytes that were signed. */
  content: Uint8Array;
  at: Date;
  /** Accredited (trusted) root certificates, DER or PEM. */
  trustedRoots: ReadonlyArray<Uint8Array | string>;
  /** The issuers' CRLs, DER or PEM; only fresh ones signed by the issuer count. */
  crls: ReadonlyArray<Uint8Array | string>;
  /** Step 8 runs only when the party is given. */
  expectedSigner?: ExpectedSigner;
  /** Certificates registered by the user, for a signature that does not carry its signer's. */
  registeredCertificates?: ReadonlyArray<Uint8Array | string>;
  /** «Close to upload»: refuse a signingTime older than this before `at`. */
  maxSigningAgeMs?: number;
};

/** How far ahead of `at` a signingTime may be (the signer's clock): five minutes. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

const NOT_CHECKED = 'Не проверено: подпись не разобрана или не найден сертификат подписанта';

function parseAll<T>(inputs: ReadonlyArray<Uint8Array | string>, parse: (input: Uint8Array | string) => T): T[] {
  return inputs.flatMap((input) => {
    try {
      return [parse(input)];
    } catch {
      // A broken root or CRL is as good as none; the step that needed it says what is missing.
      return [];
    }
  });
}

function digestStep(
  parsed: ParsedCades,
  content: Uint8Array,
): { reason: string | null; algorithm: HashAlgorithm | null } {
  const algorithm = hashAlgorithmByOid(parsed.signerInfo.digestAlgorithm.algorithmId) ?? null;
  if (!algorithm)
    return {
      reason: `Алгоритм хэширования ${parsed.signerInfo.digestAlgorithm.algorithmId} не поддерживается`,
      algorithm,
    };
  if (!parsed.messageDigest) return { reason: 'В подписи нет атрибута messageDigest', algorithm };
  if (!sameBytes(digestWith(algorithm, content), parsed.messageDigest))
    return { reason: 'Подпись сделана для другого документа: хэш документа не совпадает с хэшем в подписи', algorithm };
  return { reason: null, algorithm };
}

function signatureStep(parsed: ParsedCades, signer: pkijs.Certificate): string | null {
  const algorithm = parsed.signerInfo.signatureAlgorithm.algorithmId;
  if (!GOST_SIGNATURE_OIDS.has(algorithm))
    return `Алгоритм подписи ${algorithm} не поддерживается: нужна ГОСТ Р 34.10-2012`;
  let key: ReturnType<typeof gostPublicKey>;
  try {
    key = gostPublicKey(signer);
  } catch (error) {
    return error instanceof ParseError ? error.message : 'Открытый ключ сертификата подписанта не читается';
  }
  if (!isSupportedCurve(key.curveOid)) return `Параметры ключа ${key.curveOid} не поддерживаются`;
  const valid = gostVerify({
    curveOid: key.curveOid,
    publicKey: key.key,
    signature: new Uint8Array(parsed.signerInfo.signature.valueBlock.valueHexView),
    data: parsed.signedAttributesDer,
  });
  return valid ? null : 'Подпись неверна: подписанные атрибуты изменены или подписаны другим ключом';
}

function signingTimeStep(signingTime: Date | null, signer: pkijs.Certificate, input: VerifyInput): string | null {
  if (!signingTime) return 'В подписи нет времени подписания (signingTime)';
  if (signingTime < signer.notBefore.value || signingTime > signer.notAfter.value)
    return `Время подписания ${utcText(signingTime)} вне срока действия сертификата (${utcText(signer.notBefore.value)} — ${utcText(signer.notAfter.value)})`;
  if (signingTime.getTime() > input.at.getTime() + CLOCK_SKEW_MS)
    return `Время подписания ${utcText(signingTime)} ещё не наступило на момент проверки ${utcText(input.at)}`;
  if (input.maxSigningAgeMs !== undefined && input.at.getTime() - signingTime.getTime() > input.maxSigningAgeMs)
    return `Подпись сделана ${utcText(signingTime)}, слишком задолго до загрузки`;
  const usage = certificateFacts(signer).keyUsage;
  if (!usage?.digitalSignature)
    return 'Ключ сертификата не предназначен для электронной подписи (нет digitalSignature)';
  return null;
}

function revocationStep(revocation: Revocation, signingTime: Date | null): { reason: string | null; note?: string } {
  if (revocation.status === 'UNKNOWN') return { reason: `${revocation.unknownBecause} — статус отзыва неизвестен` };
  if (revocation.status === 'GOOD' || !revocation.revokedAt) return { reason: null };
  const when = `Сертификат отозван ${utcText(revocation.revokedAt)}${revocation.reasonText ? ` (${revocation.reasonText})` : ''}`;
  if (signingTime && revocation.revokedAt > signingTime)
    return { reason: null, note: `${when} — после подписания: в момент подписания сертификат действовал` };
  return { reason: `${when} — до подписания ${signingTime ? utcText(signingTime) : ''}`.trim() };
}

function statusAt(signer: pkijs.Certificate, revocation: Revocation, at: Date): CertificateStatusAt {
  if (revocation.status === 'REVOKED') return 'REVOCATED';
  if (at < signer.notBefore.value) return 'NOT_YET_VALID';
  if (at > signer.notAfter.value) return 'EXPIRED';
  return revocation.status === 'GOOD' ? 'ACTIVE' : 'UNKNOWN';
}

export function verifyDetachedCades(input: VerifyInput): CadesVerification {
  const results = new Map<StepName, { reason: string | null; note?: string }>();
  const trustedRoots = parseAll(input.trustedRoots, parseCertificate);
  const registered = parseAll(input.registeredCertificates ?? [], parseCertificate);
  const crls = parseAll(input.crls, parseCrl);
  let parsed: ParsedCades | null = null;
  try {
    parsed = parseDetachedCades(toDer(input.signature), registered);
    results.set('PARSE', {
      reason: parsed.signer ? null : 'Сертификат подписанта не найден ни в подписи, ни среди зарегистрированных',
    });
  } catch (error) {
    results.set('PARSE', {
      reason: error instanceof ParseError ? error.message : 'Файл подписи повреждён или не является подписью CMS',
    });
  }
  const signer = parsed?.signer ?? null;
  let digestAlgorithm: HashAlgorithm | null = null;
  let revocation: Revocation | null = null;
  if (parsed) {
    const digest = digestStep(parsed, input.content);
    digestAlgorithm = digest.algorithm;
    results.set('DIGEST', { reason: digest.reason });
  }
  if (parsed && signer) {
    results.set('SIGNATURE', { reason: signatureStep(parsed, signer) });
    results.set('SIGNING_CERTIFICATE', { reason: signingCertificateProblem(parsed, signer) });
    const chain = buildChain(signer, { trustedRoots, intermediates: parsed.certificates, at: input.at });
    results.set('CHAIN', { reason: chain.ok ? null : chain.reason });
    const issuer = chain.ok
      ? (chain.chain[1] ?? chain.root)
      : issuerOf(signer, [...trustedRoots, ...parsed.certificates]);
    revocation = revocationAt(signer, issuer, crls, input.at);
    results.set('REVOCATION', revocationStep(revocation, parsed.signingTime));
    results.set('SIGNING_TIME', { reason: signingTimeStep(parsed.signingTime, signer, input) });
    if (input.expectedSigner) {
      const problems = identityProblems(certificateFacts(signer), input.expectedSigner);
      results.set('IDENTITY', { reason: problems.length > 0 ? problems.join('; ') : null });
    }
  }
  const steps: VerificationStep[] = VERIFICATION_STEPS.filter(
    (definition) => definition.name !== 'IDENTITY' || input.expectedSigner,
  ).map((definition) => {
    const result = results.get(definition.name) ?? { reason: NOT_CHECKED };
    return {
      step: definition.step,
      name: definition.name,
      title: definition.title,
      ok: result.reason === null,
      reason: result.reason,
      ...(result.note ? { note: result.note } : {}),
    };
  });
  const firstFailure = steps.find((step) => !step.ok) ?? null;
  const signingTime = parsed?.signingTime ?? null;
  return {
    valid: firstFailure === null,
    steps,
    firstFailure,
    signer: signer ? certificateFacts(signer) : null,
    signingTime,
    digestAlgorithm,
    revocation: {
      signatureValidWhenMade:
        !revocation || revocation.status === 'UNKNOWN'
          ? null
          : revocation.status === 'GOOD' ||
            (signingTime !== null && revocation.revokedAt !== null && revocation.revokedAt > signingTime),
      certificateStatusAt: signer && revocation ? statusAt(signer, revocation, input.at) : 'UNKNOWN',
      revokedAt: revocation?.revokedAt ?? null,
      reason: revocation?.reasonText ?? null,
      crlNextUpdate: revocation?.crl?.nextUpdate ?? null,
    },
  };
}

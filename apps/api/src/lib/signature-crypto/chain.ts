/**
 * DOMAIN.md §6.3 step 5: from the signer's certificate up to a trusted (accredited) root — each
 * certificate signed by the next, each valid at `at`, each issuer a CA allowed to sign certificates.
 * Issuers come from the trusted roots and from the certificates the signature carries; a carried
 * certificate is never trusted by itself.
 */
import type * as pkijs from 'pkijs';
import { isCa, keyUsageOf } from './certificate-facts.js';
import { certificateDer, gostPublicKey, nameText, ParseError, sameBytes, sameName, utcText } from './der.js';
import { gostVerify } from './gost-maths.js';

/** GOST R 34.10-2012 signature algorithm OIDs (with Streebog 256 / 512) and the bare key OIDs some CAs write. */
export const GOST_SIGNATURE_OIDS = new Set([
  '1.2.643.7.1.1.3.2',
  '1.2.643.7.1.1.3.3',
  '1.2.643.7.1.1.1.1',
  '1.2.643.7.1.1.1.2',
]);

/** Whether `signed` (its TBS bytes) carries a valid signature of `issuer`'s key. */
export function signedBy(
  signed: {
    tbsView: Uint8Array;
    signatureValue: pkijs.Certificate['signatureValue'];
    signatureAlgorithm: pkijs.AlgorithmIdentifier;
  },
  issuer: pkijs.Certificate,
): boolean {
  if (!GOST_SIGNATURE_OIDS.has(signed.signatureAlgorithm.algorithmId)) return false;
  let issuerKey: ReturnType<typeof gostPublicKey>;
  try {
    issuerKey = gostPublicKey(issuer);
  } catch (error) {
    // A key that does not read as GOST signed nothing; any other exception is a fault and goes on up.
    if (error instanceof ParseError) return false;
    throw error;
  }
  // Outside the try: an exception of the maths is a fault to be logged, not «not signed by this issuer».
  return gostVerify({
    curveOid: issuerKey.curveOid,
    publicKey: issuerKey.key,
    signature: new Uint8Array(signed.signatureValue.valueBlock.valueHexView),
    data: new Uint8Array(signed.tbsView),
  });
}

export function validityProblem(certificate: pkijs.Certificate, at: Date): string | null {
  const name = nameText(certificate.subject);
  if (at < certificate.notBefore.value)
    return `Сертификат «${name}» ещё не действует: срок действия начинается ${utcText(certificate.notBefore.value)}`;
  if (at > certificate.notAfter.value)
    return `Срок действия сертификата «${name}» истёк ${utcText(certificate.notAfter.value)}`;
  return null;
}

function canSignCertificates(issuer: pkijs.Certificate): boolean {
  const usage = keyUsageOf(issuer);
  return isCa(issuer) && (usage === null || usage.keyCertSign);
}

export type ChainResult =
  | { ok: true; chain: pkijs.Certificate[]; root: pkijs.Certificate }
  | { ok: false; reason: string; chain: pkijs.Certificate[] };

const MAX_DEPTH = 6;

export function buildChain(
  signer: pkijs.Certificate,
  input: { trustedRoots: pkijs.Certificate[]; intermediates: pkijs.Certificate[]; at: Date },
): ChainResult {
  const chain: pkijs.Certificate[] = [];
  const isTrusted = (certificate: pkijs.Certificate) =>
    input.trustedRoots.some((root) => sameBytes(certificateDer(root), certificateDer(certificate)));
  let current = signer;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    chain.push(current);
    const expired = validityProblem(current, input.at);
    if (expired) return { ok: false, reason: expired, chain };
    if (isTrusted(current)) return { ok: true, chain, root: current };
    const candidates = [...input.trustedRoots, ...input.intermediates].filter(
      (candidate) => candidate !== current && sameName(candidate.subject, current.issuer),
    );
    if (candidates.length === 0)
      return {
        ok: false,
        reason: `Сертификат выдан удостоверяющим центром «${nameText(current.issuer)}», которого нет среди аккредитованных (доверенных)`,
        chain,
      };
    const issuer = candidates.find((candidate) => signedBy(current, candidate));
    if (!issuer)
      return {
        ok: false,
        reason: `Подпись удостоверяющего центра «${nameText(current.issuer)}» на сертификате «${nameText(current.subject)}» неверна`,
        chain,
      };
    if (!canSignCertificates(issuer))
      return {
        ok: false,
        reason: `Издатель «${nameText(issuer.subject)}» не является удостоверяющим центром: нет права подписывать сертификаты`,
        chain,
      };
    // A self-signed certificate that is not one of the trusted roots ends the chain untrusted.
    if (sameName(issuer.subject, issuer.issuer) && !isTrusted(issuer))
      return {
        ok: false,
        reason: `Корневой сертификат «${nameText(issuer.subject)}» не входит в список аккредитованных (доверенных) удостоверяющих центров`,
        chain,
      };
    current = issuer;
  }
  return { ok: false, reason: 'Цепочка сертификатов слишком длинная', chain };
}

/** The certificate that issued `certificate` and whose key verifies its signature, among `candidates`. */
export const issuerOf = (certificate: pkijs.Certificate, candidates: pkijs.Certificate[]) =>
  candidates.find((candidate) => sameName(candidate.subject, certificate.issuer) && signedBy(certificate, candidate));

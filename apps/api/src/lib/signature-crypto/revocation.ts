/**
 * DOMAIN.md §6.3 step 6 and §6.8: revocation of the signer's certificate by its issuer's CRL, at an
 * explicit time. A CRL counts only when signed by the issuer's key and fresh (at < nextUpdate);
 * past nextUpdate the status is «unknown», never «good». Two readings come out of one
 * check: whether the signature was valid when made (revoked after signingTime is fine), and the
 * certificate's own status at `at`.
 */
import * as asn1js from 'asn1js';
import type * as pkijs from 'pkijs';
import { signedBy } from './chain.js';
import { nameText, sameBytes, sameName, utcText } from './der.js';

/** RFC 5280 CRLReason codes in Russian. */
const REASONS: Record<number, string> = {
  0: 'причина не указана',
  1: 'компрометация ключа',
  2: 'компрометация ключа удостоверяющего центра',
  3: 'изменились сведения о владельце',
  4: 'сертификат заменён',
  5: 'прекращение деятельности',
  6: 'действие приостановлено',
  8: 'исключён из списка отзыва',
  9: 'отозваны полномочия',
  10: 'компрометация атрибутов',
};

export type Revocation = {
  /** GOOD: not listed in a fresh CRL; REVOKED: listed; UNKNOWN: no fresh CRL of the issuer. */
  status: 'GOOD' | 'REVOKED' | 'UNKNOWN';
  revokedAt: Date | null;
  reasonCode: number | null;
  reasonText: string | null;
  /** The CRL that decided (its validity window), when one did. */
  crl: { thisUpdate: Date; nextUpdate: Date | null } | null;
  /** Why the status is UNKNOWN, in Russian. */
  unknownBecause: string | null;
};

function reasonCodeOf(entry: pkijs.RevokedCertificate): number | null {
  const ext = entry.crlEntryExtensions?.extensions.find((item) => item.extnID === '2.5.29.21');
  const parsed = ext ? asn1js.fromBER(ext.extnValue.valueBlock.valueHexView).result : null;
  return parsed instanceof asn1js.Enumerated ? parsed.valueBlock.valueDec : null;
}

/** Revocation status of `certificate` at `at` from the CRLs given, checked against `issuer`'s key. */
export function revocationAt(
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate | undefined,
  crls: pkijs.CertificateRevocationList[],
  at: Date,
): Revocation {
  const unknown = (because: string): Revocation => ({
    status: 'UNKNOWN',
    revokedAt: null,
    reasonCode: null,
    reasonText: null,
    crl: null,
    unknownBecause: because,
  });
  const issuerName = nameText(certificate.issuer);
  if (!issuer) return unknown(`Не найден сертификат издателя «${issuerName}», чтобы проверить его список отзыва`);
  const ofIssuer = crls.filter((crl) => sameName(crl.issuer, certificate.issuer));
  if (ofIssuer.length === 0) return unknown(`Нет списка отзыва (CRL) удостоверяющего центра «${issuerName}»`);
  const signed = ofIssuer.filter((crl) => signedBy(crl, issuer));
  if (signed.length === 0)
    return unknown(`Список отзыва «${issuerName}» не подписан ключом удостоверяющего центра: ему нельзя верить`);
  // Fresh: `at` before nextUpdate. A CRL issued after `at` counts too — it lists every revocation up
  // to its thisUpdate with its date, so it tells the status at `at` (a re-check of an old signature).
  // The newest fresh one decides: it knows the most.
  const crl = signed
    .filter((item) => item.nextUpdate === undefined || at < item.nextUpdate.value)
    .sort((a, b) => b.thisUpdate.value.getTime() - a.thisUpdate.value.getTime())[0];
  if (!crl) {
    const latest = [...signed].sort((a, b) => b.thisUpdate.value.getTime() - a.thisUpdate.value.getTime())[0];
    const nextUpdate = latest?.nextUpdate ? utcText(latest.nextUpdate.value) : '—';
    return unknown(`Список отзыва «${issuerName}» устарел: следующий выпуск ожидался ${nextUpdate}`);
  }
  const window = { thisUpdate: crl.thisUpdate.value, nextUpdate: crl.nextUpdate?.value ?? null };
  const serial = certificate.serialNumber.valueBlock.valueHexView;
  const entry = crl.revokedCertificates?.find((item) =>
    sameBytes(item.userCertificate.valueBlock.valueHexView, serial),
  );
  // An entry dated after `at` (a CRL may list a future-dated revocation) does not revoke yet.
  if (!entry || entry.revocationDate.value > at)
    return { status: 'GOOD', revokedAt: null, reasonCode: null, reasonText: null, crl: window, unknownBecause: null };
  const reasonCode = reasonCodeOf(entry);
  return {
    status: 'REVOKED',
    revokedAt: entry.revocationDate.value,
    reasonCode,
    reasonText: reasonCode === null ? null : (REASONS[reasonCode] ?? `код ${reasonCode}`),
    crl: window,
    unknownBecause: null,
  };
}

/**
 * What a person and the signature service need to know of a certificate: owner (ФИО, ИНН, СНИЛС,
 * ОГРН), serial, thumbprints, issuer, validity, key usage. Identifier OIDs: DOMAIN.md §6.3 step 8
 * (Приказ ФСБ № 795 profile of a qualified certificate).
 */
import { createHash } from 'node:crypto';
import type * as asn1js from 'asn1js';
import type * as pkijs from 'pkijs';
import { certificateDer, extension, nameAttribute, nameText, serialHex } from './der.js';
import { gostDigest } from './gost-maths.js';

export const IDENTIFIER_OIDS = {
  snils: '1.2.643.100.3',
  innPerson: '1.2.643.3.131.1.1',
  innCompany: '1.2.643.100.4',
  ogrn: '1.2.643.100.1',
  ogrnip: '1.2.643.100.5',
} as const;

export type CertificateFacts = {
  /** ФИО: surname + given names (SN + GN), else the common name. */
  fio: string | null;
  commonName: string | null;
  organization: string | null;
  /** ИНН of the person (12 digits). */
  inn: string | null;
  /** ИНН of the organisation (10 digits): the ИНН ЮЛ attribute, or an old-style «00» + 10 digits ИНН. */
  innCompany: string | null;
  snils: string | null;
  /** ОГРН of the organisation or ОГРНИП of an entrepreneur. */
  ogrn: string | null;
  /** Hex, upper case, as CryptoPro and the TSL show it. */
  serialNumber: string;
  /** SHA-1 of the DER, upper case: CryptoPro's and the TSL's «Отпечаток». */
  thumbprintSha1: string;
  /** Streebog-256 of the DER, lower case hex: what signingCertificateV2 carries. */
  thumbprintGost256: string;
  issuer: string;
  issuerOrganization: string | null;
  notBefore: Date;
  notAfter: Date;
  keyUsage: { digitalSignature: boolean; nonRepudiation: boolean; keyCertSign: boolean; cRLSign: boolean } | null;
  isCa: boolean;
};

/** keyUsage bits (RFC 5280 §4.2.1.3), from the first byte of the BIT STRING. */
export function keyUsageOf(certificate: pkijs.Certificate): CertificateFacts['keyUsage'] {
  const ext = extension(certificate, '2.5.29.15');
  if (!ext) return null;
  const bits = (ext.parsedValue as asn1js.BitString | undefined)?.valueBlock.valueHexView;
  const first = bits?.[0] ?? 0;
  return {
    digitalSignature: (first & 0x80) !== 0,
    nonRepudiation: (first & 0x40) !== 0,
    keyCertSign: (first & 0x04) !== 0,
    cRLSign: (first & 0x02) !== 0,
  };
}

export function isCa(certificate: pkijs.Certificate): boolean {
  const ext = extension(certificate, '2.5.29.19');
  return (ext?.parsedValue as pkijs.BasicConstraints | undefined)?.cA === true;
}

export function certificateFacts(certificate: pkijs.Certificate): CertificateFacts {
  const subject = certificate.subject;
  const surname = nameAttribute(subject, '2.5.4.4');
  const givenNames = nameAttribute(subject, '2.5.4.42');
  const commonName = nameAttribute(subject, '2.5.4.3');
  const innAttribute = nameAttribute(subject, IDENTIFIER_OIDS.innPerson);
  // Certificates before 2021 wrote a company's ИНН as 12 digits «00» + 10 in the person's ИНН attribute.
  const oldCompanyInn = innAttribute?.startsWith('00') ? innAttribute.slice(2) : null;
  const der = certificateDer(certificate);
  return {
    fio: surname && givenNames ? `${surname} ${givenNames}` : (surname ?? commonName),
    commonName,
    organization: nameAttribute(subject, '2.5.4.10'),
    inn: oldCompanyInn ? null : innAttribute,
    innCompany: nameAttribute(subject, IDENTIFIER_OIDS.innCompany) ?? oldCompanyInn,
    snils: nameAttribute(subject, IDENTIFIER_OIDS.snils),
    ogrn: nameAttribute(subject, IDENTIFIER_OIDS.ogrn) ?? nameAttribute(subject, IDENTIFIER_OIDS.ogrnip),
    serialNumber: serialHex(certificate),
    thumbprintSha1: createHash('sha1').update(der).digest('hex').toUpperCase(),
    thumbprintGost256: Buffer.from(gostDigest('GOST_2012_256', der)).toString('hex'),
    issuer: nameText(certificate.issuer),
    issuerOrganization: nameAttribute(certificate.issuer, '2.5.4.10'),
    notBefore: certificate.notBefore.value,
    notAfter: certificate.notAfter.value,
    keyUsage: keyUsageOf(certificate),
    isCa: isCa(certificate),
  };
}

/**
 * The addresses a certificate's CRL Distribution Points extension (id-ce-cRLDistributionPoints
 * 2.5.29.31, RFC 5280 §4.2.1.13) names for its issuer's CRL: the http(s) URIs of the full names, in
 * order, each once. LDAP addresses, names relative to the issuer and an unreadable extension give none.
 */
export function crlDistributionPoints(certificate: pkijs.Certificate): string[] {
  const ext = extension(certificate, '2.5.29.31');
  let parsed: pkijs.CRLDistributionPoints | undefined;
  try {
    parsed = ext?.parsedValue as pkijs.CRLDistributionPoints | undefined;
  } catch {
    return [];
  }
  const urls = new Set<string>();
  for (const point of parsed?.distributionPoints ?? []) {
    const names = point.distributionPoint;
    if (!Array.isArray(names)) continue;
    for (const name of names)
      if (name.type === 6 && typeof name.value === 'string' && /^https?:\/\//i.test(name.value.trim()))
        urls.add(name.value.trim());
  }
  return [...urls];
}

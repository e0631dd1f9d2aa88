/**
 * DER / PEM input and the small ASN.1 readings every step shares, on pkijs + asn1js. A failure to
 * parse throws `ParseError` with a Russian message; callers turn it into their step's reason.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

export class ParseError extends Error {}

/** DER bytes of a DER or PEM (or bare base64) input: CRLs and certificates come both ways. */
export function toDer(input: Uint8Array | string): Uint8Array {
  const text = typeof input === 'string' ? input : looksLikeText(input) ? Buffer.from(input).toString('latin1') : null;
  if (text === null) return input as Uint8Array;
  const base64 = text.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ParseError('Данные не в формате DER или PEM');
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

// DER starts with a SEQUENCE tag (0x30); PEM and base64 start with printable text.
const looksLikeText = (bytes: Uint8Array) => bytes.byteLength > 0 && bytes[0] !== 0x30;

export function parseAsn1(der: Uint8Array, what: string): asn1js.AsnType {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset === -1 || parsed.result.error) throw new ParseError(`${what}: повреждённые данные ASN.1`);
  return parsed.result;
}

export function parseCertificate(input: Uint8Array | string): pkijs.Certificate {
  const der = toDer(input);
  try {
    return new pkijs.Certificate({ schema: parseAsn1(der, 'Сертификат') });
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('Сертификат повреждён или имеет неверный формат');
  }
}

export function parseCrl(input: Uint8Array | string): pkijs.CertificateRevocationList {
  const der = toDer(input);
  try {
    return new pkijs.CertificateRevocationList({ schema: parseAsn1(der, 'Список отзыва') });
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('Список отзыва (CRL) повреждён или имеет неверный формат');
  }
}

export const certificateDer = (certificate: pkijs.Certificate) => new Uint8Array(certificate.toSchema().toBER());

export const sameBytes = (a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array) =>
  Buffer.from(a instanceof Uint8Array ? a : new Uint8Array(a)).equals(
    Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)),
  );

/** Two names are the same when their DER is (RFC 5280 name chaining by the encoded name). */
export const sameName = (a: pkijs.RelativeDistinguishedNames, b: pkijs.RelativeDistinguishedNames) =>
  sameBytes(a.toSchema().toBER(), b.toSchema().toBER());

/** The text of a name's attribute (`2.5.4.3` = CN …), or null. */
export function nameAttribute(name: pkijs.RelativeDistinguishedNames, oid: string): string | null {
  const found = name.typesAndValues.find((entry) => entry.type === oid);
  if (!found) return null;
  const value = found.value.valueBlock.value;
  return typeof value === 'string' ? value.trim() : null;
}

/** A readable one-line name: «CN, O, C» in that order of what is present. */
export function nameText(name: pkijs.RelativeDistinguishedNames): string {
  const cn = nameAttribute(name, '2.5.4.3');
  return cn ?? name.typesAndValues.map((entry) => String(entry.value.valueBlock.value)).join(', ');
}

export const serialHex = (certificate: pkijs.Certificate) =>
  Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex').toUpperCase();

/** The x‖y bytes of a GOST certificate key (an OCTET STRING inside the SubjectPublicKeyInfo BIT STRING). */
export function gostPublicKey(certificate: pkijs.Certificate): { keyOid: string; curveOid: string; key: Uint8Array } {
  const spki = certificate.subjectPublicKeyInfo;
  const params = spki.algorithm.algorithmParams as asn1js.Sequence | undefined;
  const curve = params?.valueBlock?.value?.[0];
  const inner = parseAsn1(spki.subjectPublicKey.valueBlock.valueHexView, 'Открытый ключ');
  if (!(curve instanceof asn1js.ObjectIdentifier) || !(inner instanceof asn1js.OctetString))
    throw new ParseError('Открытый ключ сертификата не является ключом ГОСТ Р 34.10-2012');
  return {
    keyOid: spki.algorithm.algorithmId,
    curveOid: curve.valueBlock.toString(),
    key: new Uint8Array(inner.valueBlock.valueHexView),
  };
}

/** A certificate's extension by OID, parsed by pkijs (basicConstraints, keyUsage …), or undefined. */
export const extension = (certificate: pkijs.Certificate, oid: string) =>
  certificate.extensions?.find((entry) => entry.extnID === oid);

/** Date and time as people read them here: «22.11.2026 02:57:07 UTC». */
export const utcText = (date: Date) =>
  `${date.toISOString().slice(8, 10)}.${date.toISOString().slice(5, 7)}.${date.toISOString().slice(0, 4)} ${date.toISOString().slice(11, 19)} UTC`;

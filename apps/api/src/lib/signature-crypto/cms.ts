/**
 * Reading a detached CAdES-BES (DOMAIN.md §6.3 step 1): one SignerInfo, no eContent, signed
 * attributes, the signer's certificate by its SID. The signed attributes are re-encoded here as a
 * DER SET (sorted, X.690 §11.6) — the bytes the signature covers — instead of trusting the sender's
 * encoding or a library's (node-gost-crypto's own CMS leaves the SET unsorted).
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { ParseError, parseAsn1, sameBytes, sameName } from './der.js';

export const OIDS = {
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificate: '1.2.840.113549.1.9.16.2.12',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  subjectKeyIdentifier: '2.5.29.14',
} as const;

export type ParsedCades = {
  signerInfo: pkijs.SignerInfo;
  /** Certificates carried in the signature. */
  certificates: pkijs.Certificate[];
  signer: pkijs.Certificate | null;
  signedAttributesDer: Uint8Array;
  attribute(oid: string): asn1js.AsnType | undefined;
  signingTime: Date | null;
  messageDigest: Uint8Array | null;
};

/** DER SET OF: the elements' encodings sorted as octet strings (X.690 §11.6). */
export function derSetOf(elements: Uint8Array[]): Uint8Array {
  const sorted = [...elements].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const body = Buffer.concat(sorted.map((element) => Buffer.from(element)));
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : (() => {
          const bytes: number[] = [];
          for (let n = body.length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
          return Buffer.from([0x80 | bytes.length, ...bytes]);
        })();
  return new Uint8Array(Buffer.concat([Buffer.from([0x31]), length, body]));
}

function signerBySid(sid: pkijs.SignerInfo['sid'], candidates: pkijs.Certificate[]): pkijs.Certificate | null {
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return (
      candidates.find(
        (certificate) =>
          sameName(certificate.issuer, sid.issuer) &&
          sameBytes(certificate.serialNumber.valueBlock.valueHexView, sid.serialNumber.valueBlock.valueHexView),
      ) ?? null
    );
  }
  // [0] SubjectKeyIdentifier
  const keyId = (sid as asn1js.Primitive).valueBlock?.valueHexView as Uint8Array | undefined;
  if (!keyId) return null;
  return (
    candidates.find((certificate) => {
      const ski = certificate.extensions?.find((entry) => entry.extnID === OIDS.subjectKeyIdentifier);
      const value = (ski?.parsedValue as asn1js.OctetString | undefined)?.valueBlock.valueHexView;
      return value !== undefined && sameBytes(value, keyId);
    }) ?? null
  );
}

/**
 * Parses the signature. Throws `ParseError` (Russian) when it is not a detached CAdES-BES with
 * exactly one signer; a signer certificate that is nowhere to be found leaves `signer` null.
 */
export function parseDetachedCades(signature: Uint8Array, registered: pkijs.Certificate[] = []): ParsedCades {
  let signedData: pkijs.SignedData;
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: parseAsn1(signature, 'Подпись') });
    if (contentInfo.contentType !== OIDS.signedData) throw new ParseError('Файл не является подписью CMS (SignedData)');
    signedData = new pkijs.SignedData({ schema: contentInfo.content });
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('Файл подписи повреждён или не является подписью CMS');
  }
  if (signedData.encapContentInfo.eContent)
    throw new ParseError('Подпись должна быть откреплённой, а в ней содержится сам документ');
  if (signedData.signerInfos.length !== 1)
    throw new ParseError(`В подписи должна быть одна подпись, а их ${signedData.signerInfos.length}`);
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  if (attributes.length === 0) throw new ParseError('В подписи нет подписанных атрибутов: это не CAdES-BES');
  const seen = new Set<string>();
  for (const attribute of attributes) {
    if (seen.has(attribute.type) || attribute.values.length !== 1)
      throw new ParseError(`Подписанный атрибут ${attribute.type} повторяется или пуст`);
    seen.add(attribute.type);
  }
  const certificates = (signedData.certificates ?? []).filter(
    (entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate,
  );
  const attribute = (oid: string) => attributes.find((entry) => entry.type === oid)?.values[0];
  const contentType = attribute(OIDS.contentType);
  if (
    !(contentType instanceof asn1js.ObjectIdentifier) ||
    contentType.valueBlock.toString() !== signedData.encapContentInfo.eContentType
  )
    throw new ParseError('Атрибут contentType подписи не совпадает с типом содержимого');
  const time = attribute(OIDS.signingTime);
  const digest = attribute(OIDS.messageDigest);
  return {
    signerInfo,
    certificates,
    signer: signerBySid(signerInfo.sid, [...certificates, ...registered]),
    signedAttributesDer: derSetOf(attributes.map((entry) => new Uint8Array(entry.toSchema().toBER()))),
    attribute,
    signingTime: time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime ? time.toDate() : null,
    messageDigest: digest instanceof asn1js.OctetString ? new Uint8Array(digest.valueBlock.valueHexView) : null,
  };
}

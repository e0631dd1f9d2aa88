/**
 * DOMAIN.md §6.3 step 4: the signed attribute signingCertificateV2 (RFC 5035) names the signer's
 * certificate by its hash — so a different certificate with the same key or name cannot be passed
 * off as the signer. ESSCertIDv2 ::= SEQUENCE { hashAlgorithm DEFAULT sha256, certHash, issuerSerial
 * OPTIONAL }. The older signingCertificate (SHA-1 ESSCertID) is read only when V2 is absent.
 */
import * as asn1js from 'asn1js';
import type * as pkijs from 'pkijs';
import { OIDS, type ParsedCades } from './cms.js';
import { certificateDer, sameBytes } from './der.js';
import { digestWith, hashAlgorithmByOid } from './hashes.js';

type CertId = { hashOid: string; certHash: Uint8Array; serial: Uint8Array | null };

function firstCertId(value: asn1js.AsnType | undefined, v2: boolean): CertId | null {
  const certs = value instanceof asn1js.Sequence ? value.valueBlock.value[0] : undefined;
  const first = certs instanceof asn1js.Sequence ? certs.valueBlock.value[0] : undefined;
  if (!(first instanceof asn1js.Sequence)) return null;
  const parts = [...first.valueBlock.value];
  let hashOid = v2 ? '2.16.840.1.101.3.4.2.1' : '1.3.14.3.2.26';
  if (v2 && parts[0] instanceof asn1js.Sequence) {
    const algorithm = (parts.shift() as asn1js.Sequence).valueBlock.value[0];
    if (!(algorithm instanceof asn1js.ObjectIdentifier)) return null;
    hashOid = algorithm.valueBlock.toString();
  }
  const hash = parts.shift();
  if (!(hash instanceof asn1js.OctetString)) return null;
  const issuerSerial = parts.shift();
  const serial =
    issuerSerial instanceof asn1js.Sequence && issuerSerial.valueBlock.value[1] instanceof asn1js.Integer
      ? new Uint8Array(issuerSerial.valueBlock.value[1].valueBlock.valueHexView)
      : null;
  return { hashOid, certHash: new Uint8Array(hash.valueBlock.valueHexView), serial };
}

/** Null when the attribute names `signer`; otherwise the Russian reason. */
export function signingCertificateProblem(parsed: ParsedCades, signer: pkijs.Certificate): string | null {
  const v2 = parsed.attribute(OIDS.signingCertificateV2);
  const v1 = v2 ? undefined : parsed.attribute(OIDS.signingCertificate);
  if (!v2 && !v1) return 'В подписи нет атрибута signingCertificateV2: сертификат подписанта не закреплён подписью';
  const certId = firstCertId(v2 ?? v1, v2 !== undefined);
  if (!certId) return 'Атрибут signingCertificateV2 повреждён';
  const algorithm = hashAlgorithmByOid(certId.hashOid);
  if (!algorithm) return `Алгоритм хэширования ${certId.hashOid} в signingCertificateV2 не поддерживается`;
  if (!sameBytes(digestWith(algorithm, certificateDer(signer)), certId.certHash))
    return 'Подпись закрепляет другой сертификат: хэш сертификата подписанта не совпадает с signingCertificateV2';
  if (certId.serial && !sameBytes(certId.serial, signer.serialNumber.valueBlock.valueHexView))
    return 'Серийный номер в signingCertificateV2 не совпадает с серийным номером сертификата подписанта';
  return null;
}

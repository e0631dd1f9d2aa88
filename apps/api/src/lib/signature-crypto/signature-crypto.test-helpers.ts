/**
 * Test-only builders over the fixture PKI (fixtures/README.md: the keys are public test keys). They
 * sign with the fixture keys through the same GOST maths, so each test can break one step of
 * DOMAIN.md §6.3 alone: a CRL of its own, or the fixture signature with one signed attribute changed.
 */
import { readFileSync } from 'node:fs';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derSetOf, OIDS } from './cms.js';
import { certificateDer, parseAsn1, parseCertificate, toDer } from './der.js';
import { gostSign } from './gost-maths.js';

const CRYPTO_PRO_A = '1.2.643.2.2.35.1';
const GOST_2012_256_SIGNATURE = '1.2.643.7.1.1.3.2';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export const DOC = fixture('doc.txt');
export const SIGNATURE = fixture('doc.txt.sig');
export const CA = fixture('ca.crt');
export const CRL = fixture('ca.crl');
export const USER = fixture('user.crt');

/** The raw private key of a PKCS#8 fixture key (little-endian, as the GOST engine writes it). */
export function privateKey(name: 'ca.key' | 'user.key'): Uint8Array {
  const info = parseAsn1(toDer(fixture(name)), 'Ключ') as asn1js.Sequence;
  const octets = info.valueBlock.value[2] as asn1js.OctetString;
  return new Uint8Array(octets.valueBlock.valueHexView);
}

const gostAlgorithm = () => new pkijs.AlgorithmIdentifier({ algorithmId: GOST_2012_256_SIGNATURE });

/** A CRL of the test CA (or signed by another key, to be refused), DER. */
export function makeCrl(input: {
  thisUpdate: Date;
  nextUpdate: Date;
  revoked?: { serialHex: string; at: Date; reasonCode?: number }[];
  signingKey?: Uint8Array;
}): Uint8Array {
  const ca = parseCertificate(CA);
  const crl = new pkijs.CertificateRevocationList({
    version: 1,
    signature: gostAlgorithm(),
    issuer: ca.subject,
    thisUpdate: new pkijs.Time({ type: 0, value: input.thisUpdate }),
    nextUpdate: new pkijs.Time({ type: 0, value: input.nextUpdate }),
  });
  if (input.revoked?.length)
    crl.revokedCertificates = input.revoked.map(
      (entry) =>
        new pkijs.RevokedCertificate({
          userCertificate: new asn1js.Integer({ valueHex: Buffer.from(entry.serialHex, 'hex') }),
          revocationDate: new pkijs.Time({ type: 0, value: entry.at }),
          crlEntryExtensions: new pkijs.Extensions({
            extensions: [
              new pkijs.Extension({
                extnID: '2.5.29.21',
                extnValue: new asn1js.Enumerated({ value: entry.reasonCode ?? 1 }).toBER(),
              }),
            ],
          }),
        }),
    );
  // Encoded once with a placeholder signature, read back: its TBS bytes are exactly what is signed.
  crl.signatureAlgorithm = gostAlgorithm();
  crl.signatureValue = new asn1js.BitString({ valueHex: new Uint8Array(64) });
  const encoded = pkijs.CertificateRevocationList.fromBER(crl.toSchema(true).toBER());
  const signature = gostSign({
    curveOid: CRYPTO_PRO_A,
    privateKey: input.signingKey ?? privateKey('ca.key'),
    data: new Uint8Array(encoded.tbsView),
  });
  encoded.signatureValue = new asn1js.BitString({ valueHex: signature });
  return new Uint8Array(encoded.toSchema().toBER());
}

/**
 * The fixture signature with its signed attributes changed by `change`; re-signed with the user's
 * key unless `resign` is false (then only the attributes change and the old signature stays).
 */
export function changeSignedAttributes(
  change: (attributes: pkijs.Attribute[]) => void,
  options: { resign?: boolean } = {},
): Uint8Array {
  const contentInfo = pkijs.ContentInfo.fromBER(SIGNATURE);
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  change(attributes);
  if (options.resign !== false) {
    // Signed as DER demands (sorted SET OF), the way OpenSSL and CryptoPro sign.
    const set = derSetOf(attributes.map((attribute) => new Uint8Array(attribute.toSchema().toBER())));
    const signature = gostSign({ curveOid: CRYPTO_PRO_A, privateKey: privateKey('user.key'), data: set });
    signerInfo.signature = new asn1js.OctetString({ valueHex: signature });
  }
  const out = new pkijs.ContentInfo({ contentType: OIDS.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(out.toSchema().toBER());
}

export const setSigningTime = (time: Date) => (attributes: pkijs.Attribute[]) => {
  const attribute = attributes.find((entry) => entry.type === OIDS.signingTime);
  if (attribute) attribute.values = [new asn1js.UTCTime({ valueDate: time })];
};

/** signingCertificateV2 naming another certificate (the CA's) by its Streebog-256 hash. */
export const pointSigningCertificateAt = (hash: Uint8Array) => (attributes: pkijs.Attribute[]) => {
  const attribute = attributes.find((entry) => entry.type === OIDS.signingCertificateV2);
  if (!attribute) return;
  const essCertId = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: '1.2.643.7.1.1.2.2' })] }),
      new asn1js.OctetString({ valueHex: hash }),
    ],
  });
  attribute.values = [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] })];
};

export const caDer = () => certificateDer(parseCertificate(CA));

/** The fixture signature without the certificates it carries (a signer known only by registration). */
export function withoutCertificates(): Uint8Array {
  const contentInfo = pkijs.ContentInfo.fromBER(SIGNATURE);
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  signedData.certificates = undefined;
  const out = new pkijs.ContentInfo({ contentType: OIDS.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(out.toSchema().toBER());
}

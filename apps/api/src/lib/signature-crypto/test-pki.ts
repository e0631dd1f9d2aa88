// size: the sandboxes' whole test PKI in one place: certificates, CRLs and CAdES-BES over the public test CA
/**
 * The test PKI of the sandboxes and the tests, over the fixture GOST CA (fixtures/README.md: its keys
 * are public test keys, so nothing it signs may be trusted outside a sandbox — the trust store takes
 * its root only with KEP_TEST_CA, refused in production). It makes what a real CA and CryptoPro's
 * SignCades make, with the crypto core's GOST maths: a signer certificate with the identifiers a
 * person or company has (ИНН, СНИЛС, ИНН ЮЛ, ОГРН), a CRL, and a detached CAdES-BES over any bytes.
 * Used by the Госключ sandbox, the browser tests' plug-in and the tests; never by a real signing path.
 */
import { readFileSync } from 'node:fs';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derSetOf, OIDS } from './cms.js';
import { certificateDer, ParseError, parseAsn1, parseCertificate, toDer } from './der.js';
import { gostDigest, gostSign } from './gost-maths.js';

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

const DAY = 86_400_000;

export type Subject = {
  fio: string;
  inn?: string;
  snils?: string;
  innCompany?: string;
  ogrn?: string;
  organisation?: string;
};

let serial = 0x5a000000;
const nextSerial = () => (++serial + Math.floor(Math.random() * 0xffff) * 0x10000).toString(16).padStart(16, '0');

const attribute = (type: string, value: asn1js.BaseBlock) =>
  new pkijs.AttributeTypeAndValue({ type, value: value as never });

function subjectName(subject: Subject): pkijs.RelativeDistinguishedNames {
  const [surname = '', ...given] = subject.fio.split(' ');
  const values = [
    attribute('2.5.4.6', new asn1js.PrintableString({ value: 'RU' })),
    ...(subject.organisation ? [attribute('2.5.4.10', new asn1js.Utf8String({ value: subject.organisation }))] : []),
    attribute('2.5.4.4', new asn1js.Utf8String({ value: surname })),
    attribute('2.5.4.42', new asn1js.Utf8String({ value: given.join(' ') })),
    attribute('2.5.4.3', new asn1js.Utf8String({ value: subject.fio })),
    ...(subject.snils ? [attribute('1.2.643.100.3', new asn1js.NumericString({ value: subject.snils }))] : []),
    ...(subject.inn ? [attribute('1.2.643.3.131.1.1', new asn1js.NumericString({ value: subject.inn }))] : []),
    ...(subject.innCompany
      ? [attribute('1.2.643.100.4', new asn1js.NumericString({ value: subject.innCompany }))]
      : []),
    ...(subject.ogrn ? [attribute('1.2.643.100.1', new asn1js.NumericString({ value: subject.ogrn }))] : []),
  ];
  return new pkijs.RelativeDistinguishedNames({ typesAndValues: values });
}

/**
 * A signer certificate over the fixture user's key. `issuer: 'unknown'` signs it with the user's own
 * key under the name of a CA nobody trusts; `keyUsage: 'keyEncipherment'` makes a key not meant for
 * signing (DOMAIN §6.3 step 7); `crlDistributionPoints` writes those addresses (URIs) in the CRL
 * Distribution Points extension, as a CA names where its CRL is.
 */
export function makeCertificate(
  subject: Subject,
  options: {
    notBefore?: Date;
    notAfter?: Date;
    issuer?: 'test' | 'unknown';
    keyUsage?: 'signature' | 'keyEncipherment';
    crlDistributionPoints?: string[];
  } = {},
): Uint8Array {
  const now = Date.now();
  const ca = parseCertificate(CA);
  const user = parseCertificate(USER);
  const unknown = options.issuer === 'unknown';
  const issuer = unknown
    ? new pkijs.RelativeDistinguishedNames({
        typesAndValues: [attribute('2.5.4.3', new asn1js.Utf8String({ value: 'Неизвестный УЦ' }))],
      })
    : ca.subject;
  const certificate = new pkijs.Certificate({
    version: 2,
    serialNumber: new asn1js.Integer({ valueHex: Buffer.from(nextSerial(), 'hex') }),
    signature: gostAlgorithm(),
    issuer,
    notBefore: new pkijs.Time({ type: 0, value: options.notBefore ?? new Date(now - DAY) }),
    notAfter: new pkijs.Time({ type: 0, value: options.notAfter ?? new Date(now + 365 * DAY) }),
    subject: subjectName(subject),
    subjectPublicKeyInfo: user.subjectPublicKeyInfo,
    extensions: [
      new pkijs.Extension({
        extnID: '2.5.29.15',
        critical: true,
        // digitalSignature + nonRepudiation (bits 0, 1), or keyEncipherment alone (bit 2)
        extnValue: (options.keyUsage === 'keyEncipherment'
          ? new asn1js.BitString({ valueHex: new Uint8Array([0x20]), unusedBits: 5 })
          : new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 })
        ).toBER(),
      }),
      ...(options.crlDistributionPoints?.length
        ? [
            new pkijs.Extension({
              extnID: '2.5.29.31',
              extnValue: new pkijs.CRLDistributionPoints({
                distributionPoints: options.crlDistributionPoints.map(
                  (url) =>
                    new pkijs.DistributionPoint({
                      distributionPoint: [new pkijs.GeneralName({ type: 6, value: url })],
                    }),
                ),
              })
                .toSchema()
                .toBER(),
            }),
          ]
        : []),
    ],
  });
  certificate.signatureAlgorithm = gostAlgorithm();
  certificate.signatureValue = new asn1js.BitString({ valueHex: new Uint8Array(64) });
  const encoded = pkijs.Certificate.fromBER(certificate.toSchema(true).toBER());
  const signature = gostSign({
    curveOid: CRYPTO_PRO_A,
    privateKey: privateKey(unknown ? 'user.key' : 'ca.key'),
    data: new Uint8Array(encoded.tbsView),
  });
  encoded.signatureValue = new asn1js.BitString({ valueHex: signature });
  return new Uint8Array(encoded.toSchema().toBER());
}

/** A fresh CRL of the test CA revoking these certificates an hour ago. */
export function freshCrl(revoked: Uint8Array[] = []): Uint8Array {
  const now = Date.now();
  return makeCrl({
    thisUpdate: new Date(now - 60_000),
    nextUpdate: new Date(now + 30 * DAY),
    revoked: revoked.map((der) => ({
      serialHex: Buffer.from(parseCertificate(der).serialNumber.valueBlock.valueHexView).toString('hex'),
      at: new Date(now - 3_600_000),
    })),
  });
}

/** A detached CAdES-BES (base64 DER) over `content` by `certificate`, carrying it and the test CA. */
export function signCades(content: Uint8Array, certificate: Uint8Array, signingTime = new Date()): string {
  return signCadesOverHash(gostDigest('GOST_2012_256', content), certificate, signingTime);
}

/**
 * The same over a Streebog-256 given instead of the content — what CryptoPro's SignHash makes from
 * HashedData.SetHashValue: the digest goes into messageDigest as it is (the byte order `openssl dgst
 * -md_gost12_256` prints).
 */
export function signCadesOverHash(digest: Uint8Array, certificate: Uint8Array, signingTime = new Date()): string {
  if (digest.byteLength !== 32) throw new ParseError('Хэш ГОСТ Р 34.11-2012 (256 бит) — 32 байта');
  const signer = parseCertificate(certificate);
  const contentInfo = pkijs.ContentInfo.fromBER(SIGNATURE);
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  signerInfo.sid = new pkijs.IssuerAndSerialNumber({ issuer: signer.issuer, serialNumber: signer.serialNumber });
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  for (const entry of attributes) {
    if (entry.type === OIDS.messageDigest) entry.values = [new asn1js.OctetString({ valueHex: digest })];
    if (entry.type === OIDS.signingTime) entry.values = [new asn1js.UTCTime({ valueDate: signingTime })];
    if (entry.type === OIDS.signingCertificateV2) {
      const essCertId = new asn1js.Sequence({
        value: [
          new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: '1.2.643.7.1.1.2.2' })] }),
          new asn1js.OctetString({ valueHex: gostDigest('GOST_2012_256', certificateDer(signer)) }),
        ],
      });
      entry.values = [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] })];
    }
  }
  const set = derSetOf(attributes.map((entry) => new Uint8Array(entry.toSchema().toBER())));
  signerInfo.signature = new asn1js.OctetString({
    valueHex: gostSign({ curveOid: CRYPTO_PRO_A, privateKey: privateKey('user.key'), data: set }),
  });
  signedData.certificates = [signer, parseCertificate(CA)];
  const out = new pkijs.ContentInfo({ contentType: OIDS.signedData, content: signedData.toSchema(true) });
  return Buffer.from(out.toSchema().toBER()).toString('base64');
}

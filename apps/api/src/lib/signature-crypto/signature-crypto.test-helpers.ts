/**
 * Test-only builders over the fixture PKI (fixtures/README.md: the keys are public test keys). They
 * sign with the fixture keys through the same GOST maths, so each test can break one step of
 * DOMAIN.md §6.3 alone: a CRL of its own, or the fixture signature with one signed attribute changed.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derSetOf, OIDS } from './cms.js';
import { certificateDer, parseCertificate } from './der.js';
import { gostSign } from './gost-maths.js';
import { CA, privateKey, SIGNATURE } from './test-pki.js';

export { CA, CRL, DOC, fixture, makeCrl, privateKey, SIGNATURE, USER } from './test-pki.js';

const CRYPTO_PRO_A = '1.2.643.2.2.35.1';

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

/**
 * A certificate's own status at `at` (DOMAIN.md §6.8): ACTIVE when it chains to a trusted root, is
 * within its validity and is not in a fresh CRL of its issuer; EXPIRED past notAfter; REVOCATED when
 * listed; CREATED (not confirmed) when the chain or the CRL cannot tell. And which CA signed a CRL.
 */
import type * as pkijs from 'pkijs';
import { buildChain, issuerOf, signedBy } from './chain.js';
import { parseCertificate, parseCrl } from './der.js';
import { revocationAt } from './revocation.js';

export type CertificateCheck = {
  status: 'CREATED' | 'ACTIVE' | 'EXPIRED' | 'REVOCATED';
  /** Why, in Russian; null when ACTIVE. */
  reason: string | null;
};

const parsedAll = <T>(inputs: ReadonlyArray<Uint8Array | string>, parse: (input: Uint8Array | string) => T) =>
  inputs.flatMap((input) => {
    try {
      return [parse(input)];
    } catch {
      return [];
    }
  });

export function checkCertificate(input: {
  certificate: Uint8Array | string;
  trustedRoots: ReadonlyArray<Uint8Array | string>;
  crls: ReadonlyArray<Uint8Array | string>;
  at: Date;
}): CertificateCheck {
  const certificate = parseCertificate(input.certificate);
  const roots = parsedAll(input.trustedRoots, parseCertificate);
  const crls = parsedAll(input.crls, parseCrl);
  if (input.at > certificate.notAfter.value) return { status: 'EXPIRED', reason: 'Срок действия сертификата истёк' };
  const revocation = revocationAt(certificate, issuerOf(certificate, roots), crls, input.at);
  if (revocation.status === 'REVOKED')
    return {
      status: 'REVOCATED',
      reason: `Сертификат отозван${revocation.reasonText ? ` (${revocation.reasonText})` : ''}`,
    };
  const chain = buildChain(certificate, { trustedRoots: roots, intermediates: [], at: input.at });
  if (!chain.ok) return { status: 'CREATED', reason: chain.reason };
  if (revocation.status === 'UNKNOWN') return { status: 'CREATED', reason: revocation.unknownBecause };
  return { status: 'ACTIVE', reason: null };
}

/** The CRL's facts and the index of the root (among `roots`) whose key signed it, or null. */
export function crlFacts(
  input: Uint8Array | string,
  roots: ReadonlyArray<Uint8Array | string>,
): { signerIndex: number | null; thisUpdate: Date; nextUpdate: Date | null; revokedCount: number } {
  const crl: pkijs.CertificateRevocationList = parseCrl(input);
  const parsedRoots = roots.map((root) => parseCertificate(root));
  const index = parsedRoots.findIndex((root) => signedBy(crl, root));
  return {
    signerIndex: index === -1 ? null : index,
    thisUpdate: crl.thisUpdate.value,
    nextUpdate: crl.nextUpdate?.value ?? null,
    revokedCount: crl.revokedCertificates?.length ?? 0,
  };
}

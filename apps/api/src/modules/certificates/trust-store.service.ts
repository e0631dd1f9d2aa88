/**
 * The КЭП trust store (DOMAIN.md §6.8): accredited CAs from the TSL — CA_LIST_URL, or with the sandboxes
 * the e-trust sandbox's, which lists the GOST test CA of the fixtures — and, where the configuration
 * allows (KEP_TEST_CA, never in production), that test CA as a trusted root whichever source lists it;
 * each CA's CRL fetched from its TSL addresses or from the CRL distribution points its certificates
 * name, or uploaded, verified with the CA's key and cached. What the verifier trusts is read from here
 * at the moment of verification.
 */
import { readFileSync } from 'node:fs';
import type { AppContext } from '../../context.js';
import { SANDBOX_TSL_PATH } from '../../integrations/e-trust/e-trust.js';
import { AppError } from '../../lib/errors.js';
import {
  certificateDer,
  certificateFacts,
  crlDistributionPoints,
  crlFacts,
  issuerOf,
  ParseError,
  parseCertificate,
  toDer,
} from '../../lib/signature-crypto/index.js';
import {
  type AuthorityRow,
  saveCrl,
  selectAuthorities,
  selectCrls,
  selectDersToCheck,
  terminateAuthoritiesNotIn,
  upsertAuthority,
} from './certificates.repo.js';
import { parseTsl, type TslAuthority } from './tsl.js';

type Certificate = ReturnType<typeof parseCertificate>;
const TEST_CA_SOURCE = 'test-ca';
const TSL_SOURCE = 'tsl';
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const testCaEntry = (): TslAuthority => ({
  name: 'Тестовый УЦ ГОСТ',
  accreditation: 'ACTIVE',
  certificate: readFileSync(new URL('../../lib/signature-crypto/fixtures/ca.crt', import.meta.url), 'latin1'),
  crlUrls: [],
});

/** The test CA's SHA-1 thumbprint: a root with it is the public test key, whoever lists it. */
let testCaThumbprint: string | undefined;
const isTestCa = (thumbprint: string) => {
  testCaThumbprint ??= certificateFacts(parseCertificate(testCaEntry().certificate)).thumbprintSha1;
  return thumbprint === testCaThumbprint;
};

/** The TSL's address: the configured one, else the e-trust sandbox's when the sandboxes are on. */
const tslUrl = (ctx: AppContext) => ctx.config.CA_LIST_URL ?? ctx.sandboxUrl?.(SANDBOX_TSL_PATH);

async function upsertFrom(ctx: AppContext, source: string, entries: TslAuthority[]) {
  const thumbprints: string[] = [];
  for (const entry of entries) {
    let certificate: ReturnType<typeof parseCertificate>;
    try {
      certificate = parseCertificate(entry.certificate);
    } catch {
      ctx.log.warn({ name: entry.name }, 'TSL: a CA certificate does not parse; skipped');
      continue;
    }
    const facts = certificateFacts(certificate);
    thumbprints.push(facts.thumbprintSha1);
    await upsertAuthority(ctx.db, {
      name: entry.name || facts.commonName || facts.issuer,
      thumbprint: facts.thumbprintSha1,
      subject: facts.issuer === '' ? (facts.commonName ?? '') : (facts.commonName ?? facts.issuer),
      serialNumber: facts.serialNumber,
      der: base64(certificateDer(certificate)),
      validFrom: facts.notBefore,
      validTo: facts.notAfter,
      accreditation: entry.accreditation,
      crlUrls: entry.crlUrls,
      isTest: isTestCa(facts.thumbprintSha1),
      source,
      refreshedAt: ctx.now(),
    });
  }
  await terminateAuthoritiesNotIn(ctx.db, source, thumbprints);
}

/**
 * The refresh job's work: the TSL when there is one, else the test CA when allowed; then the CRLs —
 * from the TSL's addresses and from the distribution points of the certificates the portal knows
 * (`distributionPointUrls`), each address once, each CRL checked with its CA's key and kept
 * (`cacheCrl`). A failed fetch keeps the CRL already cached, which counts until its nextUpdate.
 */
export async function refreshAuthorities(ctx: AppContext): Promise<void> {
  const url = tslUrl(ctx);
  if (url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`TSL answered ${response.status}`);
    await upsertFrom(ctx, TSL_SOURCE, parseTsl(await response.text()));
  } else if (ctx.config.KEP_TEST_CA) await upsertFrom(ctx, TEST_CA_SOURCE, [testCaEntry()]);
  const authorities = await selectAuthorities(ctx.db);
  const tslUrls = new Set(authorities.flatMap((authority) => authority.crlUrls));
  for (const crlUrl of tslUrls) await fetchCrl(ctx, crlUrl);
  for (const crlUrl of await distributionPointUrls(ctx, authorities, tslUrls)) await fetchCrl(ctx, crlUrl);
}

/** One CRL address: fetched and cached; a failure is logged and must not stop the other addresses. */
async function fetchCrl(ctx: AppContext, url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) {
      ctx.log.warn({ url, status: response.status }, 'CRL fetch failed');
      return;
    }
    await cacheCrl(ctx, new Uint8Array(await response.arrayBuffer()), url);
  } catch (error) {
    // A CRL no CA of the store signed, or no CRL at all: ignored. Its address and our reason only —
    // nothing of the certificates that named it.
    if (error instanceof AppError) ctx.log.warn({ url, reason: error.message }, 'CRL refused; ignored');
    else ctx.log.warn({ url, err: error }, 'CRL fetch failed');
  }
}

/**
 * The addresses the certificates the portal knows name in their CRL Distribution Points extension,
 * each once and none of `skip` (the TSL's, fetched already): the CAs' own certificates (from the TSL)
 * and the users' certificates still watched (neither revoked nor expired). A user's certificate counts
 * only when a CA of the store signed it — then its addresses are the CA's word; a self-made
 * certificate could name any address, and the job would fetch it.
 */
async function distributionPointUrls(ctx: AppContext, authorities: AuthorityRow[], skip: ReadonlySet<string>) {
  const urls = new Set<string>();
  const unseen = (certificate: Certificate) =>
    crlDistributionPoints(certificate).filter((address) => !skip.has(address) && !urls.has(address));
  const cas = authorities.flatMap((authority) => parsedOrNone(authority.der));
  for (const ca of cas) for (const address of unseen(ca)) urls.add(address);
  let unknownIssuer = 0;
  for (const { der } of await selectDersToCheck(ctx.db))
    for (const certificate of parsedOrNone(der)) {
      const addresses = unseen(certificate);
      // The issuer's signature is checked only for a new address: once per address, not per certificate.
      if (addresses.length === 0) continue;
      if (!issuerOf(certificate, cas)) unknownIssuer++;
      else for (const address of addresses) urls.add(address);
    }
  if (unknownIssuer > 0)
    ctx.log.info(
      { certificates: unknownIssuer },
      'CRL distribution points of certificates no known CA issued: skipped',
    );
  return [...urls];
}

const parsedOrNone = (der: string): Certificate[] => {
  try {
    return [parseCertificate(der)];
  } catch {
    return [];
  }
};

/** Roots trusted now: accredited («Действует»), and the test CA only while the configuration allows it. */
export const isTrusted = (ctx: AppContext, row: AuthorityRow) =>
  row.accreditation === 'ACTIVE' && (!row.isTest || ctx.config.KEP_TEST_CA);

/**
 * The known CAs. A fresh installation before the first refresh job is refreshed now (the TSL and its
 * CRLs); if the TSL cannot be read, the test CA (when allowed) is there at once, its CRL coming with
 * the next refresh or an upload.
 */
export async function authoritiesNow(ctx: AppContext) {
  const authorities = await selectAuthorities(ctx.db);
  if (authorities.length > 0 || !(tslUrl(ctx) || ctx.config.KEP_TEST_CA)) return authorities;
  await refreshAuthorities(ctx).catch(async (error: unknown) => {
    ctx.log.warn({ err: error }, 'trust store: the first refresh failed');
    if (ctx.config.KEP_TEST_CA) await upsertFrom(ctx, TEST_CA_SOURCE, [testCaEntry()]);
  });
  return selectAuthorities(ctx.db);
}

/** Keeps a CRL signed by one of the known CAs (the newest per CA); refuses one no CA signed. */
export async function cacheCrl(ctx: AppContext, bytes: Uint8Array | string, sourceUrl: string | null = null) {
  // Only bytes that do not read are «повреждён»; an exception of the signature maths is a fault and goes on up
  // (issue 23: it had been reported as a corrupt CRL).
  const corrupt = (error: unknown) => {
    if (!(error instanceof ParseError)) return error;
    return new AppError('VALIDATION_ERROR', {
      message: error.message,
      fields: { crl: 'Список отзыва (CRL) повреждён' },
    });
  };
  // Read first: bytes that are no CRL are refused before a fresh store is filled (a refusal changes nothing).
  try {
    crlFacts(bytes, []);
  } catch (error) {
    throw corrupt(error);
  }
  const authorities = await authoritiesNow(ctx);
  let facts: ReturnType<typeof crlFacts>;
  try {
    facts = crlFacts(
      bytes,
      authorities.map((a) => a.der),
    );
  } catch (error) {
    throw corrupt(error);
  }
  const authority = facts.signerIndex === null ? undefined : authorities[facts.signerIndex];
  if (!authority)
    throw new AppError('VALIDATION_ERROR', {
      message: 'Список отзыва подписан не известным удостоверяющим центром',
      fields: { crl: 'Список отзыва подписан не известным удостоверяющим центром' },
    });
  const der = base64(toDer(bytes));
  const saved = await saveCrl(ctx.db, {
    authorityId: authority.id,
    der,
    thisUpdate: facts.thisUpdate,
    nextUpdate: facts.nextUpdate,
    revokedCount: facts.revokedCount,
    sourceUrl,
    fetchedAt: ctx.now(),
  });
  return { authority, saved };
}

/** What the verifier needs: trusted roots and cached CRLs, as DER base64. */
export async function trustMaterial(ctx: AppContext): Promise<{ roots: string[]; crls: string[] }> {
  const authorities = await authoritiesNow(ctx);
  const crls = await selectCrls(ctx.db);
  return {
    roots: authorities.filter((a) => isTrusted(ctx, a)).map((a) => a.der),
    crls: crls.map((row) => row.crl.der),
  };
}

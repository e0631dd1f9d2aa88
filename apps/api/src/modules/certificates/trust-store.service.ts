/**
 * The КЭП trust store (DOMAIN.md §6.8): accredited CAs from the configured TSL (CA_LIST_URL) and, where
 * the configuration allows (KEP_TEST_CA, never in production), the GOST test CA of the fixtures; each
 * CA's CRL fetched from its addresses or uploaded, verified with the CA's key and cached. What the
 * verifier trusts is read from here at the moment of verification.
 */
import { readFileSync } from 'node:fs';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import {
  certificateDer,
  certificateFacts,
  crlFacts,
  ParseError,
  parseCertificate,
  toDer,
} from '../../lib/signature-crypto/index.js';
import {
  type AuthorityRow,
  saveCrl,
  selectAuthorities,
  selectCrls,
  terminateAuthoritiesNotIn,
  upsertAuthority,
} from './certificates.repo.js';
import { parseTsl, type TslAuthority } from './tsl.js';

const TEST_CA_SOURCE = 'test-ca';
const TSL_SOURCE = 'tsl';
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const testCaEntry = (): TslAuthority => ({
  name: 'Тестовый УЦ ГОСТ',
  accreditation: 'ACTIVE',
  certificate: readFileSync(new URL('../../lib/signature-crypto/fixtures/ca.crt', import.meta.url), 'latin1'),
  crlUrls: [],
});

async function upsertFrom(ctx: AppContext, source: string, entries: TslAuthority[], isTest: boolean) {
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
      isTest,
      source,
      refreshedAt: ctx.now(),
    });
  }
  await terminateAuthoritiesNotIn(ctx.db, source, thumbprints);
}

/** The refresh job's work: the TSL when configured, the test CA when allowed; then every CA's CRL. */
export async function refreshAuthorities(ctx: AppContext): Promise<void> {
  if (ctx.config.KEP_TEST_CA) await upsertFrom(ctx, TEST_CA_SOURCE, [testCaEntry()], true);
  if (ctx.config.CA_LIST_URL) {
    const response = await fetch(ctx.config.CA_LIST_URL, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`TSL answered ${response.status}`);
    await upsertFrom(ctx, TSL_SOURCE, parseTsl(await response.text()), false);
  }
  for (const authority of await selectAuthorities(ctx.db))
    for (const url of authority.crlUrls) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        if (response.ok) await cacheCrl(ctx, new Uint8Array(await response.arrayBuffer()), url);
      } catch (error) {
        // One CA's unreachable CRL address must not stop the others; the old CRL stays until nextUpdate.
        ctx.log.warn({ url, err: error }, 'CRL fetch failed');
      }
    }
}

/** Roots trusted now: accredited («Действует»), and the test CA only while the configuration allows it. */
export const isTrusted = (ctx: AppContext, row: AuthorityRow) =>
  row.accreditation === 'ACTIVE' && (!row.isTest || ctx.config.KEP_TEST_CA);

/** Keeps a CRL signed by one of the known CAs (the newest per CA); refuses one no CA signed. */
export async function cacheCrl(ctx: AppContext, bytes: Uint8Array | string, sourceUrl: string | null = null) {
  let authorities = await selectAuthorities(ctx.db);
  // A fresh installation before the first refresh job: the test CA's CRL is taken at once too.
  if (authorities.length === 0 && ctx.config.KEP_TEST_CA) {
    await upsertFrom(ctx, TEST_CA_SOURCE, [testCaEntry()], true);
    authorities = await selectAuthorities(ctx.db);
  }
  let facts: ReturnType<typeof crlFacts>;
  try {
    facts = crlFacts(
      bytes,
      authorities.map((a) => a.der),
    );
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', {
      message: error instanceof ParseError ? error.message : 'Список отзыва (CRL) повреждён',
      fields: { crl: 'Список отзыва (CRL) повреждён' },
    });
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
  let authorities = await selectAuthorities(ctx.db);
  // A fresh installation before the first refresh job: the test CA (when allowed) is there at once.
  if (authorities.length === 0 && ctx.config.KEP_TEST_CA) {
    await upsertFrom(ctx, TEST_CA_SOURCE, [testCaEntry()], true);
    authorities = await selectAuthorities(ctx.db);
  }
  const crls = await selectCrls(ctx.db);
  return {
    roots: authorities.filter((a) => isTrusted(ctx, a)).map((a) => a.der),
    crls: crls.map((row) => row.crl.der),
  };
}

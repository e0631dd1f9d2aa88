/**
 * A user's certificates (SPEC §7 Certificate): registered from DER or PEM after the owner check
 * (certificate-owner.ts), listed, their status (SPEC §4: CREATED, ACTIVE, EXPIRED, REVOCATED) kept
 * current by a daily job against the trust store. And the public CA and CRL lists.
 */
import type {
  Certificate,
  CertificateAuthorityListResponse,
  CertificateListResponse,
  RevocationListResponse,
  UpdateCertificateRequest,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  certificateDer,
  certificateFacts,
  checkCertificate,
  ParseError,
  parseCertificate,
} from '../../lib/signature-crypto/index.js';
import { certificateOwner } from './certificate-owner.js';
import {
  type CertificateRow,
  insertCertificate,
  selectCertificate,
  selectCertificateByThumbprint,
  selectCertificatesOf,
  selectCertificatesToCheck,
  selectCrls,
  updateCertificate as updateCertificateRow,
  updateCertificateStatus,
} from './certificates.repo.js';
import { authoritiesNow, trustMaterial } from './trust-store.service.js';

export const toCertificate = (row: CertificateRow): Certificate => ({
  id: row.id,
  name: row.name,
  representative_id: row.representativeId,
  status: row.status,
  status_reason: row.statusReason,
  owner: row.owner,
  inn: row.inn,
  inn_company: row.innCompany,
  snils: row.snils,
  ogrn: row.ogrn,
  issuer: row.issuer,
  serial_number: row.serialNumber,
  thumbprint: row.thumbprint,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo.toISOString(),
  created_at: row.createdAt.toISOString(),
});

export const invalidCertificate = (message: string) =>
  new AppError('SIGNATURE_INVALID', { message, fields: { certificate: message } });

export const CERTIFICATE_NOT_FOUND = 'Сертификат не найден';

/** DER or PEM read into facts; a CA's certificate is not a signer's. */
export function parsedCertificate(input: string) {
  let parsed: ReturnType<typeof parseCertificate>;
  try {
    parsed = parseCertificate(input);
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', {
      message: error instanceof ParseError ? error.message : 'Сертификат повреждён',
      fields: { certificate: 'Приложите сертификат в формате DER (base64) или PEM' },
    });
  }
  const facts = certificateFacts(parsed);
  if (facts.isCa) throw invalidCertificate('Это сертификат удостоверяющего центра, а не подписанта');
  return { facts, der: Buffer.from(certificateDer(parsed)).toString('base64') };
}

/** A new row's columns from the certificate, its status checked at `now` against the trust store. */
export async function certificateColumns(
  ctx: AppContext,
  certificate: ReturnType<typeof parsedCertificate>,
  now: Date,
) {
  const { facts, der } = certificate;
  const trust = await trustMaterial(ctx);
  const check = checkCertificate({ certificate: der, trustedRoots: trust.roots, crls: trust.crls, at: now });
  return {
    der,
    thumbprint: facts.thumbprintSha1,
    serialNumber: facts.serialNumber,
    owner: facts.fio ?? facts.commonName ?? '—',
    inn: facts.inn,
    innCompany: facts.innCompany,
    snils: facts.snils,
    ogrn: facts.ogrn,
    issuer: facts.issuer,
    validFrom: facts.notBefore,
    validTo: facts.notAfter,
    status: check.status,
    statusReason: check.reason,
    checkedAt: now,
    createdAt: now,
  };
}

export async function listCertificates(ctx: ActorContext): Promise<CertificateListResponse> {
  return { items: (await selectCertificatesOf(ctx.db, ctx.actor.accountId)).map(toCertificate) };
}

/**
 * Registers the caller's certificate; the same one twice answers the row already kept. A company's
 * responsible person's certificate (step 8 found their МЧД) is kept as theirs (certificate/representative).
 */
export async function registerCertificate(
  ctx: ActorContext,
  input: { certificate: string; name?: string | null | undefined },
): Promise<Certificate> {
  const certificate = parsedCertificate(input.certificate);
  const { facts } = certificate;
  const existing = await selectCertificateByThumbprint(ctx.db, ctx.actor.accountId, facts.thumbprintSha1);
  if (existing) return toCertificate(existing);
  const now = ctx.now();
  const owner = await certificateOwner(ctx, facts, now);
  if (!owner.ok) throw invalidCertificate(owner.reason);
  const row = await insertCertificate(ctx.db, {
    accountId: ctx.actor.accountId,
    customerId: ctx.actor.role === 'user' ? ctx.actor.entityId : null,
    employeeId: ctx.actor.role === 'employee' ? ctx.actor.entityId : null,
    representativeId: owner.mchd?.representativeId ?? null,
    name: input.name ?? null,
    ...(await certificateColumns(ctx, certificate, now)),
  });
  return toCertificate(row);
}

/**
 * PUT certificate/{id}: renames the caller's certificate (an empty name clears it) and checks its
 * status again at now — a certificate left CREATED for want of a fresh CRL becomes ACTIVE once one
 * is cached, without waiting for the daily job. REVOCATED and EXPIRED stay final. The certificate
 * itself is not replaced: a renewed one is another certificate (POST).
 */
export async function updateCertificate(
  ctx: ActorContext,
  id: string,
  input: UpdateCertificateRequest,
): Promise<Certificate> {
  const row = isUuid(id) ? await selectCertificate(ctx.db, ctx.actor.accountId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', { message: CERTIFICATE_NOT_FOUND });
  const now = ctx.now();
  const isFinal = row.status === 'REVOCATED' || row.status === 'EXPIRED';
  const trust = isFinal ? null : await trustMaterial(ctx);
  const check = trust
    ? checkCertificate({ certificate: row.der, trustedRoots: trust.roots, crls: trust.crls, at: now })
    : null;
  const updated = await updateCertificateRow(ctx.db, ctx.actor.accountId, row.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(check ? { status: check.status, statusReason: check.reason, checkedAt: now } : {}),
  });
  if (!updated) throw new AppError('NOT_FOUND', { message: CERTIFICATE_NOT_FOUND });
  return toCertificate(updated);
}

/** The account's registered certificates (DER base64): a signature may come without its signer's. */
export async function registeredCertificatesOf(ctx: AppContext, accountId: string): Promise<string[]> {
  return (await selectCertificatesOf(ctx.db, accountId)).map((row) => row.der);
}

/** The daily job: every certificate not yet past for good, checked at now against the trust store. */
export async function refreshCertificateStatuses(ctx: AppContext): Promise<number> {
  const trust = await trustMaterial(ctx);
  const now = ctx.now();
  let changed = 0;
  for (const row of await selectCertificatesToCheck(ctx.db)) {
    const check = checkCertificate({ certificate: row.der, trustedRoots: trust.roots, crls: trust.crls, at: now });
    if (check.status !== row.status || check.reason !== row.statusReason) changed++;
    await updateCertificateStatus(ctx.db, row.id, { status: check.status, statusReason: check.reason, checkedAt: now });
  }
  return changed;
}

export async function listAuthorities(ctx: AppContext): Promise<CertificateAuthorityListResponse> {
  // A fresh installation's first look fills the store (the TSL and its CRLs), as its first check does.
  const rows = await authoritiesNow(ctx);
  return {
    items: rows
      // The test CA is listed only where it is trusted: elsewhere it is not an accredited CA at all.
      .filter((row) => !row.isTest || ctx.config.KEP_TEST_CA)
      .map((row) => ({
        id: row.id,
        name: row.name,
        subject: row.subject,
        serial_number: row.serialNumber,
        thumbprint: row.thumbprint,
        valid_from: row.validFrom.toISOString(),
        valid_to: row.validTo.toISOString(),
        accreditation: row.accreditation,
        crl_urls: row.crlUrls,
        is_test: row.isTest,
        certificate: row.der,
      })),
  };
}

export async function listRevocationLists(ctx: AppContext): Promise<RevocationListResponse> {
  const now = ctx.now();
  return {
    items: (await selectCrls(ctx.db)).map(({ crl, authorityName }) => ({
      authority_id: crl.authorityId,
      authority_name: authorityName,
      this_update: crl.thisUpdate.toISOString(),
      next_update: crl.nextUpdate?.toISOString() ?? null,
      revoked_count: crl.revokedCount,
      is_fresh: crl.nextUpdate === null || now < crl.nextUpdate,
      crl: crl.der,
    })),
  };
}

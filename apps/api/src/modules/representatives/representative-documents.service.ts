/**
 * A responsible person's documents coming in: an uploaded МЧД (checked against DOMAIN.md §6.6 steps
 * 1, 3, 4, 5 — structure, dates, principal, representative), a scanned power of attorney with the
 * dates typed in, the МЧД's detached signature, or a power of attorney the platform drafts. Every
 * check runs before anything is stored: a refused file leaves no row and no file row.
 *
 * The .sig (§6.6 step 2) is verified before it is stored (mchd-signature-upload.ts). Not done here
 * (docs/decisions/onboarding.md): the FNS registry status (§6.6 step 7, no machine API).
 */

import {
  type GenerateTrustDocumentRequest,
  MCHD_MAX_BYTES,
  type RepresentativeDocument,
  type RepresentativeFileFields,
  representativeFileFieldsSchema,
  TRUST_DOCUMENT_MAX_YEARS,
  TRUST_DOCUMENT_PDF_MAX_BYTES,
  TRUST_DOCUMENT_SIGNATURE_MAX_BYTES,
} from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { FILE_TOO_LARGE_MESSAGE, type Upload } from '../../http/read-upload.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { storeFile } from '../files/index.js';
import { type Mchd, parseMchd } from './mchd-parser.js';
import { uploadMchdSignature } from './mchd-signature-upload.js';
import { type DocumentDetails, toRepresentativeDocument } from './representative-status.js';
import {
  insertDocument,
  lockRepresentative,
  type RepresentativeRow,
  selectCompanyForTrustDocument,
  selectDocumentsOf,
} from './representatives.repo.js';
import { invalid, maxGeneratedValidUntil, notFound, refreshStoredStatus } from './representatives.service.js';
import { GENERATED_TRUST_DOCUMENT_POWERS, renderTrustDocumentPdf } from './trust-document-pdf.js';

const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const fileError = (message: string) => new AppError('FILE_INVALID', { message, fields: { file: message } });
const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', { message: FILE_TOO_LARGE_MESSAGE, fields: { file: FILE_TOO_LARGE_MESSAGE } });

const maxBytesOf = { xml: MCHD_MAX_BYTES, pdf: TRUST_DOCUMENT_PDF_MAX_BYTES, sig: TRUST_DOCUMENT_SIGNATURE_MAX_BYTES };

function parseFields(raw: Record<string, string>): RepresentativeFileFields {
  const parsed = representativeFileFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'file')] ??= issue.message;
  throw invalid(fields);
}

/** DOMAIN.md §6.6 steps 3–5 for an МЧД about to be attached to `person` of the company with `companyInn`. */
export function mchdIssues(mchd: Mchd, person: RepresentativeRow, companyInn: string, today: string): string | null {
  if (mchd.principal.inn !== companyInn) {
    return `МЧД выдана другим доверителем (ИНН ${mchd.principal.inn}), а не вашей компанией (ИНН ${companyInn})`;
  }
  if (mchd.representative.inn && mchd.representative.inn !== person.inn) {
    return `МЧД выдана на другое лицо: ИНН представителя в МЧД ${mchd.representative.inn}, в карточке ${person.inn}`;
  }
  if (mchd.representative.snils && mchd.representative.snils !== person.snils) {
    return 'МЧД выдана на другое лицо: СНИЛС представителя в МЧД не совпадает со СНИЛС в карточке';
  }
  if (mchd.issuedOn > today) return `МЧД ещё не действует: дата выдачи ${ruDate(mchd.issuedOn)}`;
  if (mchd.validUntil < today) return `Срок действия МЧД истёк ${ruDate(mchd.validUntil)}`;
  return null;
}

/** The dates of a scanned power of attorney, typed by the person uploading it. */
function scanIssues(fields: RepresentativeFileFields, today: string): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!fields.valid_until) issues.valid_until = 'Укажите срок действия доверенности';
  else if (fields.valid_until < today) issues.valid_until = 'Срок действия доверенности уже истёк';
  if (fields.issued_on && fields.issued_on > today) issues.issued_on = 'Дата выдачи не может быть в будущем';
  if (fields.issued_on && fields.valid_until && fields.valid_until < fields.issued_on) {
    issues.valid_until = 'Срок действия раньше даты выдачи';
  }
  return issues;
}

export async function uploadRepresentativeFile(
  ctx: ActorContext,
  id: string,
  upload: Upload,
  meta: RequestMeta,
): Promise<RepresentativeDocument> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  if (upload.bytes.byteLength > maxBytesOf[upload.kind as keyof typeof maxBytesOf]) throw tooLarge();
  const fields = parseFields(upload.fields);
  // Verified outside any transaction (GOST maths is slow); stored in the check's own.
  if (upload.kind === 'sig')
    return uploadMchdSignature(
      ctx,
      { customerId, representativeId: id, signatureFor: fields.signature_for ?? undefined, upload },
      meta,
    );

  return inTransaction(ctx, async (txCtx) => {
    const person = await lockRepresentative(txCtx.db, customerId, id);
    if (!person) throw notFound();
    const now = txCtx.now();
    const today = moscowDate(now);
    const owner = { customerId };

    if (fields.signature_for) throw fileError('К МЧД прикладывается файл подписи с расширением .sig');

    let document: Omit<Parameters<typeof insertDocument>[1], 'fileId'>;
    if (upload.kind === 'xml') {
      if (fields.kind !== 'TRUST_DOCUMENT') throw fileError('Файл .xml принимается только как МЧД (доверенность)');
      const parsed = parseMchd(upload.bytes);
      if (!parsed.ok) throw fileError(parsed.message);
      const company = await selectCompanyForTrustDocument(txCtx.db, customerId);
      const issue = mchdIssues(parsed.mchd, person, company?.inn ?? '', today);
      if (issue) throw fileError(issue);
      const live = await selectDocumentsOf(txCtx.db, customerId, [id]);
      if (live.some((d) => d.format === 'MCHD_XML' && d.number === parsed.mchd.number)) {
        throw new AppError('CONFLICT', { message: 'Эта МЧД уже загружена', fields: { file: 'Эта МЧД уже загружена' } });
      }
      const details: DocumentDetails = {
        file_name: upload.name,
        principal_inn: parsed.mchd.principal.inn,
        powers: parsed.mchd.powers,
        representative_inn: parsed.mchd.representative.inn,
        representative_snils: parsed.mchd.representative.snils,
      };
      document = {
        representativeId: id,
        customerId,
        kind: 'TRUST_DOCUMENT',
        format: 'MCHD_XML',
        number: parsed.mchd.number,
        issuedOn: parsed.mchd.issuedOn,
        validUntil: parsed.mchd.validUntil,
        details: { ...details, mchd_file_id: parsed.mchd.fileId, internal_number: parsed.mchd.internalNumber },
        createdAt: now,
      };
    } else if (upload.kind === 'pdf') {
      const isTrust = fields.kind === 'TRUST_DOCUMENT';
      if (isTrust) {
        const issues = scanIssues(fields, today);
        if (Object.keys(issues).length > 0) throw invalid(issues);
      }
      document = {
        representativeId: id,
        customerId,
        kind: fields.kind,
        format: 'PDF',
        number: fields.number ?? null,
        issuedOn: isTrust ? (fields.issued_on ?? null) : null,
        validUntil: isTrust ? (fields.valid_until ?? null) : null,
        details: { file_name: upload.name, powers: [] } satisfies DocumentDetails,
        createdAt: now,
      };
    } else throw fileError('Недопустимый формат файла');

    const file = await storeFile(txCtx, {
      owner,
      purpose: document.kind === 'TRUST_DOCUMENT' ? 'TRUST_DOCUMENT' : 'REPRESENTATIVE_DOCUMENT',
      name: upload.name,
      mimeType: upload.mimeType,
      bytes: upload.bytes,
    });
    const row = await insertDocument(txCtx.db, { ...document, fileId: file.id });
    await refreshStoredStatus(txCtx.db, customerId, person, now);
    return toRepresentativeDocument(row, today);
  });
}

/** Number of a generated power of attorney: date and the start of the person's id, unique enough to quote. */
const generatedNumber = (today: string, documentSeed: string) =>
  `${today.replaceAll('-', '')}-${documentSeed.slice(0, 8).toUpperCase()}`;

/**
 * Drafts a power of attorney for the person (stored as GENERATED: it gives no powers until signed on
 * paper and uploaded back as a scan).
 */
export async function generateTrustDocument(
  ctx: ActorContext,
  id: string,
  input: GenerateTrustDocumentRequest,
): Promise<RepresentativeDocument> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  const now = ctx.now();
  const today = moscowDate(now);
  if (input.valid_until <= today) throw invalid({ valid_until: 'Срок действия должен быть позже сегодняшнего дня' });
  if (input.valid_until > maxGeneratedValidUntil(today)) {
    throw invalid({ valid_until: `Срок действия — не больше ${TRUST_DOCUMENT_MAX_YEARS} лет` });
  }

  return inTransaction(ctx, async (txCtx) => {
    const person = await lockRepresentative(txCtx.db, customerId, id);
    if (!person) throw notFound();
    const company = await selectCompanyForTrustDocument(txCtx.db, customerId);
    if (!company) throw notFound();
    const number = generatedNumber(today, crypto.randomUUID());
    const headName = [company.lastName, company.firstName, company.patronymic].filter(Boolean).join(' ') || null;
    const fullName = [person.lastName, person.firstName, person.patronymic].filter(Boolean).join(' ');
    const bytes = await renderTrustDocumentPdf({
      number,
      issuedOn: today,
      validUntil: input.valid_until,
      company: {
        name: company.organisationName,
        inn: company.inn,
        kpp: company.kpp,
        ogrn: company.ogrn,
        address: company.legalAddress,
        headPosition: company.signerPosition,
        headName,
      },
      person: { fullName, jobTitle: person.jobTitle, inn: person.inn ?? '', snils: person.snils ?? '' },
      powers: GENERATED_TRUST_DOCUMENT_POWERS,
    });
    const name = `Доверенность ${number} ${person.lastName} ${person.firstName}.pdf`;
    const file = await storeFile(txCtx, {
      owner: { customerId },
      purpose: 'TRUST_DOCUMENT',
      name,
      mimeType: 'application/pdf',
      bytes,
    });
    const row = await insertDocument(txCtx.db, {
      representativeId: id,
      customerId,
      kind: 'TRUST_DOCUMENT',
      format: 'GENERATED',
      fileId: file.id,
      number,
      issuedOn: today,
      validUntil: input.valid_until,
      details: {
        file_name: name,
        powers: GENERATED_TRUST_DOCUMENT_POWERS.map((text) => ({ code: null, text })),
      } satisfies DocumentDetails,
      createdAt: now,
    });
    return toRepresentativeDocument(row, today);
  });
}

/**
 * A responsible person's status, derived from their documents on the day asked (Moscow date), never
 * stored as the truth: a trust document expires by itself at midnight, no job needed. Pure.
 *
 * Only uploaded trust documents count (an МЧД or a scan): a GENERATED one is a draft to be signed on
 * paper and uploaded back as a scan.
 */
import type { RepresentativeDocument, RepresentativeStatus } from '@vyplaty/contracts';
import type { RepresentativeDocumentRow } from './representatives.repo.js';

export type DocumentDetails = {
  principal_inn?: string | null;
  powers?: { code: string | null; text: string }[];
  representative_inn?: string | null;
  representative_snils?: string | null;
  file_name?: string;
  /**
   * Signed with the head's КЭП and verified (trust-document-kep.ts): on the platform, or an uploaded
   * .sig (`uploaded`; `signed_at` is then its signingTime). `signature_id` is the evidence row.
   */
  kep?: { signature_id: string; signer: string; signed_at: string; uploaded?: boolean };
};

export const detailsOf = (row: RepresentativeDocumentRow): DocumentDetails =>
  (row.details && typeof row.details === 'object' ? row.details : {}) as DocumentDetails;

const isUploadedTrustDocument = (row: RepresentativeDocumentRow) =>
  row.kind === 'TRUST_DOCUMENT' && (row.format === 'MCHD_XML' || row.format === 'PDF');

export function isInForce(row: RepresentativeDocumentRow, today: string): boolean {
  return (
    isUploadedTrustDocument(row) &&
    !!row.validUntil &&
    row.validUntil >= today &&
    (!row.issuedOn || row.issuedOn <= today)
  );
}

export function toRepresentativeDocument(row: RepresentativeDocumentRow, today: string): RepresentativeDocument {
  const details = detailsOf(row);
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    file_id: row.fileId,
    file_name: details.file_name ?? 'document',
    signature_file_id: row.signatureFileId,
    signature_check: details.kep ? 'VALID' : row.signatureFileId ? 'NOT_CHECKED' : 'ABSENT',
    signed_by: details.kep ? { signer: details.kep.signer, signed_at: details.kep.signed_at } : null,
    number: row.number,
    issued_on: row.issuedOn,
    valid_until: row.validUntil,
    principal_inn: details.principal_inn ?? null,
    powers: details.powers ?? [],
    is_in_force: isInForce(row, today),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * ACTIVE — an uploaded trust document is in force today; EXPIRED — uploaded ones are live but none is
 * in force; REVOKED — none is live and one was withdrawn; NEW — none was ever uploaded.
 * `documents` are the person's live documents, newest first.
 */
export function deriveStatus(
  documents: RepresentativeDocumentRow[],
  hadWithdrawnTrustDocument: boolean,
  today: string,
): { status: RepresentativeStatus; trustDocument: RepresentativeDocumentRow | null } {
  const uploaded = documents.filter(isUploadedTrustDocument);
  const inForce = uploaded
    .filter((row) => isInForce(row, today))
    .sort((a, b) => (b.validUntil ?? '').localeCompare(a.validUntil ?? ''));
  if (inForce[0]) return { status: 'ACTIVE', trustDocument: inForce[0] };
  if (uploaded[0]) return { status: 'EXPIRED', trustDocument: uploaded[0] };
  return { status: hadWithdrawnTrustDocument ? 'REVOKED' : 'NEW', trustDocument: null };
}

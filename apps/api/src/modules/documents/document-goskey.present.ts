/** The document's latest Госключ request as the API shows it (no import of the service: no cycle with the read side). */
import type { DocumentGoskey } from '@vyplaty/contracts';
import { detailsOfRequest, type GoskeyRequestRow } from '../signatures/index.js';

const representativeOf = (row: GoskeyRequestRow) => {
  const representative = detailsOfRequest(row).representative;
  return representative ? { id: representative.id, name: representative.name } : null;
};

/** What the document shows of its latest request. */
export const toDocumentGoskey = (row: GoskeyRequestRow | undefined): DocumentGoskey | null =>
  row
    ? {
        kind: row.kind,
        party: row.party,
        status: row.status,
        sent_at: row.sentAt?.toISOString() ?? null,
        expires_at: row.expiresAt?.toISOString() ?? null,
        reason: row.reason,
        representative: representativeOf(row),
      }
    : null;

/** Bundles on the wire: the bundle with its progress, counts and flags; its rows, documents and history lines. */
import {
  BUNDLE_HISTORY_EVENT_LABELS,
  type Bundle,
  type BundleDocument,
  type BundleDocumentCounts,
  type BundleHistoryEvent,
  type BundleRow,
  bundleDocumentGroupOf,
  type DocumentKind,
  type DocumentStatus,
} from '@vyplaty/contracts';
import type { BundleRowRecord } from './bundle-rows.repo.js';
import type { BundleRecord } from './bundles.repo.js';

const fio = (p: { lastName: string | null; firstName: string | null; patronymic: string | null }) =>
  [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ');

export const emptyCounts = (): BundleDocumentCounts => ({
  total: 0,
  DRAFT: 0,
  AWAIT_COMPANY: 0,
  AWAIT_CONTRACTOR: 0,
  SIGNED: 0,
  REJECTED: 0,
  ERROR: 0,
  TERMINATED: 0,
});

/** Counts of each bundle's documents by group, from rows counted by status and the company's signature. */
export function countsByBundle(
  rows: { bundleId: string; status: DocumentStatus; companySigned: boolean; n: number }[],
): Map<string, BundleDocumentCounts> {
  const out = new Map<string, BundleDocumentCounts>();
  for (const row of rows) {
    const counts = out.get(row.bundleId) ?? emptyCounts();
    counts[bundleDocumentGroupOf(row.status, row.companySigned)] += Number(row.n);
    counts.total += Number(row.n);
    out.set(row.bundleId, counts);
  }
  return out;
}

/** Nothing is being checked or made, and no document exists yet. */
const isOpen = (b: BundleRecord) =>
  (b.status === 'NEW' || b.status === 'AWAIT_GENERATE_DOCUMENTS') && b.importState !== 'VALIDATING';

export type BundleFacts = {
  template: { id: string; name: string; kind: DocumentKind } | undefined;
  createdByName: string | undefined;
  counts: BundleDocumentCounts;
};

export function toBundle(b: BundleRecord, facts: BundleFacts): Bundle {
  return {
    id: b.id,
    number: b.number,
    name: b.name,
    template: facts.template ?? { id: b.templateId, name: 'Шаблон', kind: 'CONTRACT' },
    status: b.status,
    import: {
      state: b.importState,
      error: b.importError,
      rows_total: b.rowsTotal,
      rows_done: b.rowsDone,
      valid: b.rowsValid,
      invalid: b.rowsInvalid,
    },
    generation: { total: b.generateTotal, done: b.generateDone, failed: b.generateFailed },
    documents: facts.counts,
    reminders: {
      interval_hours: b.reminderIntervalHours,
      max: b.reminderMax,
      expires_at: b.expiresAt?.toISOString() ?? null,
    },
    created_at: b.createdAt.toISOString(),
    created_by: b.createdBy ? { id: b.createdBy, name: facts.createdByName ?? 'Компания' } : null,
    generated_at: b.generatedAt?.toISOString() ?? null,
    can_import: isOpen(b),
    can_generate: isOpen(b) && b.status === 'AWAIT_GENERATE_DOCUMENTS' && b.rowsValid > 0,
    // Drafts count: every bulk signing sends the bundle's drafts first (GET sign_kep's summary counts them too), and a
    // generated bundle is all drafts — without them «Подписать все» never showed after «Сформировать».
    can_sign: facts.counts.AWAIT_COMPANY + facts.counts.DRAFT > 0,
    can_delete: isOpen(b) && facts.counts.total === 0,
    can_edit: true,
    can_download: facts.counts.total > 0,
    can_terminate: facts.counts.AWAIT_COMPANY + facts.counts.AWAIT_CONTRACTOR + facts.counts.SIGNED > 0,
    // Payouts come from acts signed by both sides (an act the company alone signs pays nobody: the contractor's
    // signature is what accepts the sum); the call lists the ones it leaves out.
    can_generate_payouts: facts.template?.kind === 'ACT' && b.status !== 'PROCESSING' && facts.counts.SIGNED > 0,
  };
}

export const toRow = (r: {
  row: BundleRowRecord;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
}): BundleRow => ({
  id: r.row.id,
  row_number: r.row.rowNumber,
  state: r.row.state,
  errors: r.row.errors,
  employee: r.row.employeeId ? { id: r.row.employeeId, fio: fio(r) } : null,
  cells: r.row.cells,
  document_id: r.row.documentId,
});

/** The bundle's signing term has passed (reminders stop; a document still awaiting the contractor shows it). */
export const isPastExpiry = (expiresAt: Date | null, now: Date) =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();

export const toDocument = (
  d: {
    id: string;
    number: number;
    title: string;
    status: DocumentStatus;
    companySigned: boolean;
    reason: string | null;
    createdAt: Date;
    employeeId: string;
    lastName: string | null;
    firstName: string | null;
    patronymic: string | null;
    inn: string | null;
  },
  pastExpiry = false,
): BundleDocument => ({
  id: d.id,
  number: d.number,
  title: d.title,
  status: d.status,
  group: bundleDocumentGroupOf(d.status, d.companySigned),
  employee: { id: d.employeeId, fio: fio(d), inn: d.inn },
  reason: d.reason,
  created_at: d.createdAt.toISOString(),
  expired: pastExpiry && bundleDocumentGroupOf(d.status, d.companySigned) === 'AWAIT_CONTRACTOR',
});

/** A history line: the event's words, and what its details add (a file's name, counts, a reason). */
export function historyText(event: string, details: Record<string, unknown>): string {
  const label = BUNDLE_HISTORY_EVENT_LABELS[event as BundleHistoryEvent] ?? 'Событие';
  const text = typeof details.text === 'string' ? details.text : '';
  return text ? `${label}: ${text}` : label;
}

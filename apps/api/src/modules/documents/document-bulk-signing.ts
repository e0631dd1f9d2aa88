/**
 * Documents of a bundle signed in bulk (issue 27; docs/decisions/bundles.md «Signing in bulk»): which of them
 * await the caller's side, the company's drafts sent first (documents' own send), and КЭП and Госключ of many —
 * each document through its own single-document call (`signDocumentKep`, `signDocumentGoskey`: the same checks,
 * steps, locks, evidence and history), so one refused document keeps its Russian reason and the rest go on.
 */
import {
  type BundleGoskeyState,
  type BundleKepToSignItem,
  type BundleSignResult,
  decimalToKopecks,
  type GoskeyKind,
  type TemplateField,
} from '@vyplaty/contracts';
import type { ActorContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { readOwnedFile } from '../files/index.js';
import { kepToSignOf, latestGoskeyRequests } from '../signatures/index.js';
import { type BundleDocumentRow, selectBundleDocumentRows } from './document-bulk.repo.js';
import { signDocumentGoskey } from './document-goskey.service.js';
import { signDocumentKep } from './document-kep.service.js';
import {
  DOCUMENT_NOT_FOUND,
  isHiddenFromContractor,
  isTurnOf,
  ownerOf,
  type Party,
  partyOf,
  statusWhenSent,
} from './document-rules.js';
import { sendForSigning } from './document-signing.service.js';
import { type DocumentRow, selectAttachments, selectTemplateById } from './documents.repo.js';

export type BulkDocument = { doc: DocumentRow; fio: string };

const fioOf = (r: BundleDocumentRow) => [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' ');

/** The bundle's documents the caller sees: all of the company's; the contractor's own, once sent to them. */
export async function bundleDocumentsOf(ctx: ActorContext, bundleId: string): Promise<BulkDocument[]> {
  const rows = await selectBundleDocumentRows(ctx.db, ownerOf(ctx), bundleId);
  return rows
    .filter((r) => partyOf(ctx) === 'COMPANY' || !isHiddenFromContractor(r.doc.status))
    .map((r) => ({ doc: r.doc, fio: fioOf(r) }));
}

/** The side signs it now — or, for the company, it is a draft whose sending makes it the company's turn. */
export function awaitsParty(doc: DocumentRow, party: Party): boolean {
  if (isTurnOf(doc, party)) return true;
  return (
    party === 'COMPANY' &&
    doc.status === 'DRAFT' &&
    isTurnOf({ ...doc, status: statusWhenSent(doc.signers, doc.signOrder) }, 'COMPANY')
  );
}

export const okResult = (doc: Pick<DocumentRow, 'id' | 'number'>): BundleSignResult => ({
  document_id: doc.id,
  number: doc.number,
  ok: true,
  reason: null,
});

/** A refusal of one document as its result; anything but an AppError is a fault and goes up. */
export function failedResult(doc: { id: string; number: number | null }, error: unknown): BundleSignResult {
  if (!(error instanceof AppError)) throw error;
  return { document_id: doc.id, number: doc.number, ok: false, reason: error.message };
}

/**
 * The company's drafts of the bundle sent for signing, each by documents' own send (its history, the next side
 * told); a draft that cannot go (no file) keeps its reason and stays a draft.
 */
export async function sendBundleDrafts(ctx: ActorContext, bundleId: string): Promise<BundleSignResult[]> {
  const refused: BundleSignResult[] = [];
  for (const { doc } of await bundleDocumentsOf(ctx, bundleId)) {
    if (doc.status !== 'DRAFT') continue;
    try {
      await sendForSigning(ctx, doc.id);
    } catch (error) {
      refused.push(failedResult(doc, error));
    }
  }
  return refused;
}

/** The first money field of the template (a price): what the summary sums. */
async function moneyFieldOf(ctx: ActorContext, templateId: string | null): Promise<TemplateField | undefined> {
  const template = templateId ? await selectTemplateById(ctx.db, templateId) : undefined;
  return template?.fields.find((f) => f.format === 'money');
}

/** What the company's signing of the bundle covers: documents, drafts among them, contractors, the money sum. */
export async function bundleSignSummaryOf(ctx: ActorContext, bundleId: string, templateId: string) {
  const awaiting = (await bundleDocumentsOf(ctx, bundleId)).filter(({ doc }) => awaitsParty(doc, 'COMPANY'));
  const field = await moneyFieldOf(ctx, templateId);
  let kopecks = 0n;
  for (const { doc } of awaiting) {
    const value = field ? doc.fieldValues[field.key] : undefined;
    kopecks += typeof value === 'string' ? (decimalToKopecks(value) ?? 0n) : 0n;
  }
  return {
    documents: awaiting.length,
    drafts: awaiting.filter(({ doc }) => doc.status === 'DRAFT').length,
    contractors: new Set(awaiting.map(({ doc }) => doc.employeeId)).size,
    sumKopecks: field ? kopecks : null,
    sumField: field?.label ?? null,
  };
}

/** A page of what the plug-in signs for each document awaiting the company: its own sign_kep answer and more. */
export async function bundleKepToSign(
  ctx: ActorContext,
  bundleId: string,
  window: { offset: number; limit: number },
): Promise<{ items: BundleKepToSignItem[]; totalCount: number }> {
  const awaiting = (await bundleDocumentsOf(ctx, bundleId)).filter(({ doc }) => awaitsParty(doc, 'COMPANY'));
  const page = awaiting.slice(window.offset, window.offset + window.limit);
  const mains = (
    await selectAttachments(
      ctx.db,
      page.map(({ doc }) => doc.id),
    )
  ).filter((a) => a.main);
  const items: BundleKepToSignItem[] = [];
  for (const { doc, fio } of page) {
    const main = mains.find((a) => a.documentId === doc.id);
    if (!main) continue;
    const { bytes } = await readOwnedFile(ctx, main.fileId, { customerId: doc.customerId }, DOCUMENT_NOT_FOUND);
    items.push({
      ...kepToSignOf(doc.id, main.name, bytes),
      number: doc.number,
      title: doc.title,
      employee: { id: doc.employeeId, fio },
      file_id: main.fileId,
    });
  }
  return { items, totalCount: awaiting.length };
}

/** КЭП signatures of the bundle's documents, each verified and recorded as its own sign_kep does. */
export async function signBundleKep(
  ctx: ActorContext,
  bundleId: string,
  signatures: { document_id: string; signature: string }[],
  meta: RequestMeta,
): Promise<BundleSignResult[]> {
  const docs = new Map((await bundleDocumentsOf(ctx, bundleId)).map(({ doc }) => [doc.id, doc]));
  const results: BundleSignResult[] = [];
  for (const item of signatures) {
    const doc = docs.get(item.document_id);
    if (!doc) {
      results.push({ document_id: item.document_id, number: null, ok: false, reason: 'Этого документа нет в пакете' });
      continue;
    }
    try {
      await signDocumentKep(ctx, { id: doc.id, signature: item.signature, meta });
      results.push(okResult(doc));
    } catch (error) {
      results.push(failedResult(doc, error));
    }
  }
  return results;
}

/**
 * Every document awaiting the company sent to the chosen person's Госключ: one request per document (the
 * service's request carries one file), each by `signDocumentGoskey`. A refusal about the person (none chosen, no
 * СНИЛС, no МЧД) refuses the whole call: it would be every document's.
 */
export async function signBundleGoskey(
  ctx: ActorContext,
  bundleId: string,
  input: { kind: GoskeyKind; representativeId?: string },
): Promise<BundleSignResult[]> {
  const awaiting = (await bundleDocumentsOf(ctx, bundleId)).filter(({ doc }) => isTurnOf(doc, partyOf(ctx)));
  const results: BundleSignResult[] = [];
  for (const { doc } of awaiting) {
    try {
      await signDocumentGoskey(ctx, { id: doc.id, ...input });
      results.push(okResult(doc));
    } catch (error) {
      if (error instanceof AppError && error.fields?.representative_id) throw error;
      results.push(failedResult(doc, error));
    }
  }
  return results;
}

/** Each document's latest Госключ request of the caller's side: what the job learnt so far. */
export async function bundleGoskeyStateOf(ctx: ActorContext, bundleId: string): Promise<BundleGoskeyState> {
  const docs = await bundleDocumentsOf(ctx, bundleId);
  const latest = await latestGoskeyRequests(
    ctx,
    'DOCUMENT',
    docs.map(({ doc }) => doc.id),
  );
  const items: BundleGoskeyState['items'] = [];
  for (const { doc } of docs) {
    const request = latest.get(doc.id);
    if (!request || request.party !== partyOf(ctx)) continue;
    items.push({
      document_id: doc.id,
      number: doc.number,
      document_status: doc.status,
      status: request.status,
      expires_at: request.expiresAt?.toISOString() ?? null,
      reason: request.reason ?? null,
    });
  }
  return { items };
}

/** The main file of each document (the envelope's links), by document id. */
export async function mainFilesOf(ctx: ActorContext, documentIds: string[]) {
  const mains = (await selectAttachments(ctx.db, documentIds)).filter((a) => a.main);
  return new Map(mains.map((a) => [a.documentId, { fileId: a.fileId, name: a.name }]));
}

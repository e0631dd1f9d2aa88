/**
 * Reading documents: templates, the company's list (user/documents) and the contractor's
 * (employee/documents, documents/ready_for_sign) with filters, sorts and keyset paging
 * (docs/decisions/lists.md), one document as each side sees it, and its history. Another tenant's
 * document, an unknown id and a malformed one all answer the same 404.
 */
import {
  DOCUMENT_HISTORY_EVENT_LABELS,
  type Document,
  type DocumentHistoryEvent,
  type DocumentHistoryResponse,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentTemplatesResponse,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../lib/pagination.js';
import { selectHistory } from '../history/index.js';
import { latestGoskeyRequests } from '../signatures/index.js';
import { fioOf } from './document-fields.js';
import { toDocumentGoskey } from './document-goskey.present.js';
import {
  countDocuments,
  type DocumentQuery,
  type DocumentView,
  type ListOwner,
  orderOf,
  selectDocumentView,
  selectDocumentViews,
} from './document-list.repo.js';
import {
  companyIdOf,
  DOCUMENT_NOT_FOUND,
  isAwaiting,
  isEditable,
  isTurnOf,
  ownerOf,
  partyOf,
} from './document-rules.js';
import { selectAttachments, selectLinkedPayoutIds, selectSignatures, selectTemplates } from './documents.repo.js';

export async function listTemplates(ctx: ActorContext): Promise<DocumentTemplatesResponse> {
  const rows = await selectTemplates(ctx.db, companyIdOf(ctx));
  return {
    items: rows.map((t) => ({
      id: t.id,
      kind: t.kind,
      subkind_id: t.subkindId,
      name: t.name,
      version: t.version,
      customer_id: t.customerId,
      signers: t.signers,
      sign_order: t.signOrder,
      fields: t.fields,
    })),
  };
}

/** Documents as the caller sees them, with attachments, signatures and links, in the order of `views`. */
export async function toDocuments(ctx: ActorContext, views: DocumentView[]): Promise<Document[]> {
  const ids = views.map((v) => v.document.id);
  const signatureIds = views.flatMap((v) =>
    [v.document.companySignatureId, v.document.employeeSignatureId].filter((id): id is string => id !== null),
  );
  const [attachments, signatures, links, goskey] = await Promise.all([
    selectAttachments(ctx.db, ids),
    selectSignatures(ctx.db, signatureIds),
    selectLinkedPayoutIds(ctx.db, ids),
    latestGoskeyRequests(ctx, 'DOCUMENT', ids),
  ]);
  const party = partyOf(ctx);
  const isCompany = party === 'COMPANY';
  return views.map(({ document: d, company, employee, subkind }) => ({
    id: d.id,
    number: d.number,
    kind: d.kind,
    subkind,
    title: d.title,
    date: d.date,
    status: d.status,
    company,
    employee: { id: employee.id, fio: fioOf(employee) || 'Исполнитель', inn: employee.inn },
    template_id: d.templateId,
    fields: d.fieldValues,
    signers: d.signers,
    sign_order: d.signOrder,
    attachments: attachments
      .filter((a) => a.documentId === d.id)
      .map((a) => ({
        id: a.id,
        name: a.name,
        size: a.size,
        origin: a.origin,
        main: a.main,
        sha256: a.sha256,
        added_at: a.createdAt.toISOString(),
      })),
    signatures: signatures
      .filter((s) => s.id === d.companySignatureId || s.id === d.employeeSignatureId)
      .map((s) => ({
        id: s.id,
        party: s.id === d.companySignatureId ? ('COMPANY' as const) : ('CONTRACTOR' as const),
        kind: s.kind,
        signer_name: s.signerName,
        signed_at: s.signedAt.toISOString(),
        document_sha256: s.documentSha256,
        document_streebog256: s.documentStreebog256,
      }))
      .sort((a, b) => a.signed_at.localeCompare(b.signed_at)),
    goskey: toDocumentGoskey(goskey.get(d.id)),
    // The contractor sees the company's payouts only as ids of their own payouts.
    payout_ids: links.get(d.id) ?? [],
    reason: d.reason,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    signed_at: d.signedAt?.toISOString() ?? null,
    can_edit: isCompany && isEditable(d.status),
    can_send: isCompany && d.status === 'DRAFT',
    can_sign: isTurnOf(d, party),
    can_reject: isTurnOf(d, party),
    can_terminate: isCompany && (isAwaiting(d.status) || d.status === 'SIGNED'),
  }));
}

export async function getDocument(ctx: ActorContext, id: string): Promise<Document> {
  const view = isUuid(id) ? await selectDocumentView(ctx.db, ownerOf(ctx), id) : undefined;
  if (!view) throw notFound(DOCUMENT_NOT_FOUND);
  return (await toDocuments(ctx, [view]))[0]!;
}

export async function listDocuments(
  ctx: ActorContext,
  owner: ListOwner,
  input: DocumentListQuery,
  readyForContractor = false,
): Promise<DocumentListResponse> {
  const filters = input.filters ?? {};
  const sort = input.sort ?? { field: 'ADDED_AT' as const, direction: 'DESC' as const };
  const query: DocumentQuery = {
    statuses: filters.status,
    kind: filters.kind,
    employeeId: 'customerId' in owner ? filters.employee_id : undefined,
    customerId: 'employeeId' in owner ? filters.customer_id : undefined,
    // MY: the company's documents its caller's login made; the contractor's lists have no such scope.
    createdBy: 'customerId' in owner && filters.scope === 'MY' ? ctx.actor.accountId : undefined,
    dateFrom: filters.date_from,
    dateTo: filters.date_to,
    readyForContractor,
  };
  const parts = orderOf(sort);
  const scope = JSON.stringify(['documents', readyForContractor, sort, filters]);
  const after = input.after ? decodeCursor(input.after, scope, parts.length) : undefined;
  const window = pageWindow(input);
  const [rows, totalCount] = await Promise.all([
    selectDocumentViews(ctx.db, owner, query, parts, { ...window, after }),
    countDocuments(ctx.db, owner, query),
  ]);
  const last = rows.at(-1);
  const hasMore = last !== undefined && rows.length === window.limit && window.offset + rows.length < totalCount;
  return {
    ...pageOf(await toDocuments(ctx, rows), totalCount),
    next_cursor: hasMore ? encodeCursor(scope, last.cursorKey) : null,
  };
}

const historyText = (event: DocumentHistoryEvent, details: Record<string, unknown>) => {
  const label = DOCUMENT_HISTORY_EVENT_LABELS[event];
  const extra = [details.text, details.reason, details.fileName].filter((v): v is string => typeof v === 'string');
  return extra.length > 0 ? `${label}: ${extra.join(', ')}` : label;
};

export async function getDocumentHistory(ctx: ActorContext, id: string): Promise<DocumentHistoryResponse> {
  const owner = ownerOf(ctx);
  const view = isUuid(id) ? await selectDocumentView(ctx.db, owner, id) : undefined;
  if (!view) throw notFound(DOCUMENT_NOT_FOUND);
  const rows = await selectHistory(ctx.db, { entityKind: 'document', entityId: id, ...owner });
  return {
    items: rows.map((r) => ({
      id: String(r.seq),
      event: r.event as DocumentHistoryEvent,
      text: historyText(r.event as DocumentHistoryEvent, r.details),
      at: r.occurredAt.toISOString(),
    })),
  };
}

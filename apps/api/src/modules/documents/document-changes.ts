/**
 * The one way a document changes: in one transaction with the company, the contractor and then the
 * document row locked (ADR 009 lock order), and the way its PDF is (re)generated from its template.
 */
import type { ActorContext, AppContext } from '../../context.js';
import type { DocumentFieldValues } from '../../db/schema/index.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { storeFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer, lockEmployee } from '../parties/index.js';
import { renderDocumentPdf } from './document-pdf.js';
import { DOCUMENT_NOT_FOUND, ownerOf } from './document-rules.js';
import {
  clearMainAttachment,
  type DocumentOwner,
  type DocumentRow,
  insertAttachment,
  lockDocument,
  selectDocument,
  selectTemplateById,
} from './documents.repo.js';

export async function changeDocument<C extends AppContext, T>(
  ctx: C,
  owner: DocumentOwner,
  id: string,
  change: (txCtx: TxContext<C>, doc: DocumentRow) => Promise<T>,
): Promise<T> {
  const found = isUuid(id) ? await selectDocument(ctx.db, owner, id) : undefined;
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  return inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, found.customerId);
    await lockEmployee(txCtx, found.employeeId);
    const doc = await lockDocument(txCtx.db, owner, id);
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    return change(txCtx, doc);
  });
}

export const changeOwnDocument = <T>(
  ctx: ActorContext,
  id: string,
  change: (txCtx: TxContext<ActorContext>, doc: DocumentRow) => Promise<T>,
) => changeDocument(ctx, ownerOf(ctx), id, change);

const fileNameOf = (doc: Pick<DocumentRow, 'title' | 'number'>) =>
  `${doc.title.replace(/[\\/\p{Cc}"]/gu, '_').slice(0, 150)} № ${doc.number}.pdf`;

/** Renders the document's PDF from its template and values and makes it the main attachment. */
export async function generateMainPdf(
  txCtx: TxContext,
  doc: DocumentRow,
  values: DocumentFieldValues,
  actorAccountId: string | null,
): Promise<void> {
  const template = doc.templateId ? await selectTemplateById(txCtx.db, doc.templateId) : undefined;
  if (!template) throw new Error(`document ${doc.id} has no template to generate from`);
  const now = txCtx.now();
  const bytes = await renderDocumentPdf(template, values, { title: doc.title, createdAt: now });
  await clearMainAttachment(txCtx.db, doc.id, true, now);
  const name = fileNameOf(doc);
  const stored = await storeFile(txCtx, {
    owner: { customerId: doc.customerId },
    purpose: 'DOCUMENT_FILE',
    name,
    mimeType: 'application/pdf',
    bytes,
  });
  await insertAttachment(txCtx.db, {
    documentId: doc.id,
    customerId: doc.customerId,
    fileId: stored.id,
    name,
    origin: 'GENERATED',
    main: true,
    addedBy: actorAccountId,
    createdAt: now,
  });
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: doc.id,
    event: 'ATTACHMENT_GENERATED',
    customerId: doc.customerId,
    employeeId: doc.employeeId,
    actorAccountId,
    details: { fileName: name },
  });
}

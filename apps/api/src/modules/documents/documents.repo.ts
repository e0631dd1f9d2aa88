/**
 * Rows of documents, their attachments, links to payouts and templates. Every read names the company
 * or the contractor it is for: another tenant's document is simply not found.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  customerEmployees,
  documentAttachments,
  documentLinks,
  documentSignatures,
  documentSubkinds,
  documents,
  documentTemplates,
  storedFiles,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type DocumentChange = Partial<Omit<DocumentRow, 'id' | 'customerId' | 'employeeId' | 'number'>>;
export type TemplateRow = typeof documentTemplates.$inferSelect;
export type SubkindRow = typeof documentSubkinds.$inferSelect;
export type DocumentOwner = { customerId: string } | { employeeId: string };

const ownerCondition = (owner: DocumentOwner) =>
  'customerId' in owner ? eq(documents.customerId, owner.customerId) : eq(documents.employeeId, owner.employeeId);

/** The templates a company may use: the platform's and its own, not archived. */
export const selectTemplates = (db: Db, customerId: string) =>
  db
    .select()
    .from(documentTemplates)
    .where(
      and(
        or(isNull(documentTemplates.customerId), eq(documentTemplates.customerId, customerId)),
        isNull(documentTemplates.archivedAt),
      ),
    )
    .orderBy(asc(documentTemplates.sortOrder), asc(documentTemplates.name));

export async function selectTemplate(db: Db, customerId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.id, id),
        or(isNull(documentTemplates.customerId), eq(documentTemplates.customerId, customerId)),
        isNull(documentTemplates.archivedAt),
      ),
    );
  return row;
}

export async function selectTemplateById(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  return row;
}

export async function selectSubkind(db: Db, id: string): Promise<SubkindRow | undefined> {
  const [row] = await db.select().from(documentSubkinds).where(eq(documentSubkinds.id, id));
  return row;
}

/** The contractor works for the company now (an ACTIVE link). */
/** The regime the company pays this contractor under (its link, whatever its status), or null without one. */
export async function selectLinkTaxRegime(db: Db, customerId: string, employeeId: string): Promise<string | null> {
  const link = and(eq(customerEmployees.customerId, customerId), eq(customerEmployees.employeeId, employeeId));
  const [row] = await db.select({ taxRegime: customerEmployees.taxRegime }).from(customerEmployees).where(link);
  return row?.taxRegime ?? null;
}

export async function isActiveContractor(db: Db, customerId: string, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerEmployees.id })
    .from(customerEmployees)
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.employeeId, employeeId),
        eq(customerEmployees.status, 'ACTIVE'),
      ),
    );
  return row !== undefined;
}

/** The next number of the company's documents; the caller holds the company's lock. */
export async function nextDocumentNumber(tx: Tx, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: max(documents.number) })
    .from(documents)
    .where(eq(documents.customerId, customerId));
  return (row?.n ?? 0) + 1;
}

export async function insertDocument(tx: Tx, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await tx.insert(documents).values(row).returning();
  if (!inserted) throw new Error('documents row not inserted');
  return inserted;
}

/** One live document of the owner (company or contractor). */
export async function selectDocument(db: Db, owner: DocumentOwner, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), ownerCondition(owner), isNull(documents.deletedAt)));
  return row;
}

/** The same, locked for a change (after the company's and the contractor's locks, ADR 009). */
export async function lockDocument(tx: Tx, owner: DocumentOwner, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), ownerCondition(owner), isNull(documents.deletedAt)))
    .for('update');
  return row;
}

export async function updateDocument(tx: Tx, id: string, change: DocumentChange, now: Date): Promise<DocumentRow> {
  const [row] = await tx
    .update(documents)
    .set({ ...change, updatedAt: now })
    .where(eq(documents.id, id))
    .returning();
  if (!row) throw new Error('documents row not updated');
  return row;
}

export type AttachmentView = typeof documentAttachments.$inferSelect & { size: number; sha256: string };

const attachmentColumns = { attachment: documentAttachments, size: storedFiles.sizeBytes, sha256: storedFiles.sha256 };

/** Live attachments of documents, the main one first, then in the order added. */
export async function selectAttachments(db: Db, documentIds: string[]): Promise<AttachmentView[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .select(attachmentColumns)
    .from(documentAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, documentAttachments.fileId))
    .where(and(inArray(documentAttachments.documentId, documentIds), isNull(documentAttachments.deletedAt)))
    .orderBy(sql`${documentAttachments.main} desc`, asc(documentAttachments.createdAt), asc(documentAttachments.id));
  return rows.map((r) => ({ ...r.attachment, size: r.size, sha256: r.sha256 }));
}

/** Live attachments of the owner's documents by attachment id, each with its document. */
export async function selectAttachmentsWithDocuments(db: Db, owner: DocumentOwner, attachmentIds: string[]) {
  if (attachmentIds.length === 0) return [];
  return db
    .select({ document: documents, attachment: documentAttachments })
    .from(documentAttachments)
    .innerJoin(documents, eq(documents.id, documentAttachments.documentId))
    .where(
      and(
        inArray(documentAttachments.id, attachmentIds),
        isNull(documentAttachments.deletedAt),
        ownerCondition(owner),
        isNull(documents.deletedAt),
      ),
    );
}

export async function insertAttachment(tx: Tx, row: typeof documentAttachments.$inferInsert) {
  const [inserted] = await tx.insert(documentAttachments).values(row).returning();
  if (!inserted) throw new Error('document_attachments row not inserted');
  return inserted;
}

export async function updateAttachment(
  tx: Tx,
  documentId: string,
  id: string,
  change: Partial<Pick<AttachmentView, 'name' | 'main' | 'deletedAt'>>,
) {
  await tx
    .update(documentAttachments)
    .set(change)
    .where(and(eq(documentAttachments.documentId, documentId), eq(documentAttachments.id, id)));
}

/** Unmarks the main attachment (before another becomes main, or a new PDF is generated). */
export async function clearMainAttachment(tx: Tx, documentId: string, deleteGenerated: boolean, now: Date) {
  await tx
    .update(documentAttachments)
    .set(
      deleteGenerated
        ? {
            main: false,
            deletedAt: sql`case when ${documentAttachments.origin} = 'GENERATED' then ${now} else ${documentAttachments.deletedAt} end`,
          }
        : { main: false },
    )
    .where(and(eq(documentAttachments.documentId, documentId), eq(documentAttachments.main, true)));
}

export type SignatureRow = typeof documentSignatures.$inferSelect;

export const selectSignatures = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(documentSignatures).where(inArray(documentSignatures.id, ids));

export async function selectLinkedPayoutIds(db: Db, documentIds: string[]): Promise<Map<string, string[]>> {
  const byDocument = new Map<string, string[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .select({ documentId: documentLinks.documentId, payoutId: documentLinks.payoutId })
    .from(documentLinks)
    .where(inArray(documentLinks.documentId, documentIds))
    .orderBy(asc(documentLinks.createdAt));
  for (const r of rows) byDocument.set(r.documentId, [...(byDocument.get(r.documentId) ?? []), r.payoutId]);
  return byDocument;
}

export async function insertLink(tx: Tx, row: typeof documentLinks.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(documentLinks).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function deleteLink(tx: Tx, documentId: string, payoutId: string): Promise<boolean> {
  const deleted = await tx
    .delete(documentLinks)
    .where(and(eq(documentLinks.documentId, documentId), eq(documentLinks.payoutId, payoutId)))
    .returning();
  return deleted.length > 0;
}

/** Documents of a generation batch of the company, locked one by one by the job. */
export async function batchProgress(db: Db, customerId: string, batchId: string) {
  const rows = await db
    .select({ status: documents.status, n: count() })
    .from(documents)
    .where(and(eq(documents.customerId, customerId), eq(documents.generateBatchId, batchId)))
    .groupBy(documents.status);
  return rows;
}

/** Of these contractors, those with a SIGNED contract (kind CONTRACT) with the company (N7). */
export async function selectContractorsWithSignedContract(
  db: Db,
  customerId: string,
  employeeIds: string[],
): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ employeeId: documents.employeeId })
    .from(documents)
    .where(
      and(
        eq(documents.customerId, customerId),
        inArray(documents.employeeId, employeeIds),
        eq(documents.kind, 'CONTRACT'),
        eq(documents.status, 'SIGNED'),
        isNull(documents.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.employeeId));
}

/** An act (kind ACT) SIGNED by both sides: what releases a payout waiting for its act (N7). */
const actSignedByBoth = and(
  eq(documents.kind, 'ACT'),
  eq(documents.status, 'SIGNED'),
  isNotNull(documents.companySignatureId),
  isNotNull(documents.employeeSignatureId),
  isNull(documents.deletedAt),
);

/** Of these payouts of the company, those linked to an act of the company signed by both sides (N7). */
export async function selectPayoutsWithSignedAct(
  db: Db,
  customerId: string,
  payoutIds: string[],
): Promise<Set<string>> {
  if (payoutIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ payoutId: documentLinks.payoutId })
    .from(documentLinks)
    .innerJoin(documents, eq(documents.id, documentLinks.documentId))
    .where(
      and(
        eq(documentLinks.customerId, customerId),
        eq(documents.customerId, customerId),
        inArray(documentLinks.payoutId, payoutIds),
        actSignedByBoth,
      ),
    );
  return new Set(rows.map((r) => r.payoutId));
}

/** Whether the document (already read and locked by the caller) is an act signed by both sides. */
export const isActSignedByBoth = (doc: DocumentRow) =>
  doc.kind === 'ACT' &&
  doc.status === 'SIGNED' &&
  doc.companySignatureId !== null &&
  doc.employeeSignatureId !== null &&
  doc.deletedAt === null;

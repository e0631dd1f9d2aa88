/**
 * A document's files: the main PDF (the one both sides sign) and appendices. The company adds, renames,
 * makes main and removes them while the document is a draft; both sides read them. Generating the PDF
 * from the template: one document in the request, several as a job whose progress the company follows.
 */
import type { DocumentAttachment, GenerateAttachmentsResponse } from '@vyplaty/contracts';
import { z } from 'zod';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import type { Upload } from '../../http/read-upload.js';
import { defineJob } from '../../jobs/define-job.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { readOwnedFile, storeFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer } from '../parties/index.js';
import { reportProcess, startProcess } from '../processes/index.js';
import { changeDocument, changeOwnDocument, generateMainPdf } from './document-changes.js';
import { isWholePdf } from './document-pdf.js';
import {
  ATTACHMENT_NOT_FOUND,
  companyIdOf,
  DOCUMENT_NOT_FOUND,
  invalidState,
  isEditable,
  isHiddenFromContractor,
  ownerOf,
} from './document-rules.js';
import {
  batchProgress,
  clearMainAttachment,
  insertAttachment,
  lockDocument,
  selectAttachments,
  selectDocument,
  updateAttachment,
  updateDocument,
} from './documents.repo.js';
import { CORRUPT_PDF, recordDocumentEvent } from './documents-create.service.js';
import { getDocument } from './documents-read.service.js';

async function ownDocument(ctx: ActorContext, id: string) {
  const doc = isUuid(id) ? await selectDocument(ctx.db, ownerOf(ctx), id) : undefined;
  if (!doc || (ctx.actor.role === 'employee' && isHiddenFromContractor(doc.status))) throw notFound(DOCUMENT_NOT_FOUND);
  return doc;
}

export async function listAttachments(ctx: ActorContext, id: string): Promise<{ items: DocumentAttachment[] }> {
  return { items: (await getDocument(ctx, (await ownDocument(ctx, id)).id)).attachments };
}

export async function readAttachment(ctx: ActorContext, id: string, attachmentId: string) {
  const doc = await ownDocument(ctx, id);
  const found = (await selectAttachments(ctx.db, [doc.id])).find((a) => a.id === attachmentId);
  if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
  const { bytes } = await readOwnedFile(ctx, found.fileId, { customerId: doc.customerId }, ATTACHMENT_NOT_FOUND);
  return {
    file: { name: found.name, mimeType: found.origin === 'GENERATED' ? 'application/pdf' : mimeOf(found.name) },
    bytes,
  };
}

const mimeOf = (name: string) => (name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream');

const draftOnly = (status: string) => {
  if (!isEditable(status as 'DRAFT')) throw invalidState('Файлы можно менять только у черновика');
};

export async function addAttachment(ctx: ActorContext, id: string, upload: Upload): Promise<DocumentAttachment> {
  companyIdOf(ctx);
  const attachmentId = await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    draftOnly(doc.status);
    const hasMain = (await selectAttachments(txCtx.db, [doc.id])).some((a) => a.main);
    if (upload.kind === 'pdf' && !isWholePdf(upload.bytes)) throw invalidState(CORRUPT_PDF);
    const stored = await storeFile(txCtx, {
      owner: { customerId: doc.customerId },
      purpose: 'DOCUMENT_FILE',
      name: upload.name,
      mimeType: upload.mimeType,
      bytes: upload.bytes,
    });
    const row = await insertAttachment(txCtx.db, {
      documentId: doc.id,
      customerId: doc.customerId,
      fileId: stored.id,
      name: upload.name,
      origin: 'UPLOADED',
      // The first PDF of a document without one becomes the document itself.
      main: !hasMain && upload.kind === 'pdf',
      addedBy: txCtx.actor.accountId,
      createdAt: txCtx.now(),
    });
    await recordHistoryEvent(txCtx, {
      entityKind: 'document',
      entityId: doc.id,
      event: 'ATTACHMENT_CREATED',
      customerId: doc.customerId,
      employeeId: doc.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { fileName: upload.name },
    });
    return row.id;
  });
  return (await listAttachments(ctx, id)).items.find((a) => a.id === attachmentId)!;
}

export async function patchAttachment(
  ctx: ActorContext,
  id: string,
  attachmentId: string,
  input: { name?: string | undefined; main?: true | undefined },
): Promise<DocumentAttachment> {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    draftOnly(doc.status);
    const found = (await selectAttachments(txCtx.db, [doc.id])).find((a) => a.id === attachmentId);
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    if (input.main && !found.main) {
      if (!found.name.toLowerCase().endsWith('.pdf')) throw invalidState('Основным файлом может быть только PDF');
      await clearMainAttachment(txCtx.db, doc.id, false, txCtx.now());
      await updateAttachment(txCtx.db, doc.id, found.id, { main: true });
    }
    if (input.name) await updateAttachment(txCtx.db, doc.id, found.id, { name: input.name });
    await recordDocumentEvent(txCtx, doc, 'UPDATED', { fileName: input.name ?? found.name });
  });
  return (await listAttachments(ctx, id)).items.find((a) => a.id === attachmentId)!;
}

export async function deleteAttachment(ctx: ActorContext, id: string, attachmentId: string): Promise<void> {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    draftOnly(doc.status);
    const found = (await selectAttachments(txCtx.db, [doc.id])).find((a) => a.id === attachmentId);
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    await updateAttachment(txCtx.db, doc.id, found.id, { deletedAt: txCtx.now(), main: false });
    await recordDocumentEvent(txCtx, doc, 'UPDATED', { text: 'удалён файл', fileName: found.name });
  });
}

type BatchJob = { customerId: string; batchId: string; documentIds: string[] };

/**
 * The batch's process after its document number `index` (from 0), in that document's transaction: the
 * count done, and after the last one SUCCESS, or ERROR naming how many failed.
 */
async function reportBatch(txCtx: TxContext, data: BatchJob, index: number) {
  const key = { kind: 'DOCUMENT_GENERATION' as const, subjectId: data.batchId };
  const total = data.documentIds.length;
  if (index + 1 < total) return reportProcess(txCtx, key, { status: 'PROCESSING', done: index + 1 });
  const failed = (await batchProgress(txCtx.db, data.customerId, data.batchId))
    .filter((r) => r.status === 'ERROR')
    .reduce((sum, r) => sum + r.n, 0);
  await reportProcess(txCtx, key, {
    done: total,
    ...(failed === 0
      ? { status: 'SUCCESS' }
      : { status: 'ERROR', errorText: `Не удалось сформировать файлы ${failed} из ${total} документов` }),
  });
}

/** documents.generate-attachments: the PDFs of a batch, one document per transaction; a failure marks it ERROR. */
export const generateAttachmentsJob = defineJob({
  name: 'documents.generate-attachments',
  schema: z.object({ customerId: z.uuid(), batchId: z.uuid(), documentIds: z.array(z.uuid()) }),
  retryLimit: 3,
  async handler(ctx: AppContext, data) {
    for (const [index, documentId] of data.documentIds.entries()) {
      await changeDocument(ctx, { customerId: data.customerId }, documentId, async (txCtx, doc) => {
        if (doc.status === 'AWAIT_GENERATE_ATTACHMENTS' && doc.generateBatchId === data.batchId) {
          await generateMainPdf(txCtx, doc, doc.fieldValues, null);
          await updateDocument(txCtx.db, doc.id, { status: 'DRAFT' }, txCtx.now());
        }
        await reportBatch(txCtx, data, index);
      }).catch(async (error: unknown) => {
        await inTransaction(ctx, async (txCtx) => {
          const doc = await lockDocument(txCtx.db, { customerId: data.customerId }, documentId);
          if (doc?.status === 'AWAIT_GENERATE_ATTACHMENTS') {
            await updateDocument(
              txCtx.db,
              doc.id,
              { status: 'ERROR', reason: 'Не удалось сформировать файл документа' },
              txCtx.now(),
            );
          }
          await reportBatch(txCtx, data, index);
        });
        ctx.log.error({ err: error, documentId }, 'document generation failed');
      });
    }
  },
});

export async function generateAttachments(ctx: ActorContext, ids: string[]): Promise<GenerateAttachmentsResponse> {
  const customerId = companyIdOf(ctx);
  const unique = [...new Set(ids)];
  if (unique.length === 1) {
    await changeOwnDocument(ctx, unique[0]!, async (txCtx, doc) => {
      if (!isEditable(doc.status)) throw invalidState('Сформировать файл можно только у черновика');
      if (!doc.templateId) throw invalidState('Документ загружен файлом: сформировать его по шаблону нельзя');
      await generateMainPdf(txCtx, doc, doc.fieldValues, txCtx.actor.accountId);
      await updateDocument(txCtx.db, doc.id, { status: 'DRAFT', reason: null }, txCtx.now());
    });
    return { batch_id: null, total: 1, done: 1, failed: 0 };
  }
  const batchId = crypto.randomUUID();
  await inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, customerId);
    for (const id of unique) {
      const doc = await lockDocument(txCtx.db, { customerId }, id);
      if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
      if (!isEditable(doc.status) || !doc.templateId) {
        throw invalidState(`Документ № ${doc.number}: сформировать файл можно только у черновика из шаблона`);
      }
      await updateDocument(
        txCtx.db,
        doc.id,
        { status: 'AWAIT_GENERATE_ATTACHMENTS', generateBatchId: batchId, reason: null },
        txCtx.now(),
      );
    }
    await startProcess(txCtx, {
      customerId,
      kind: 'DOCUMENT_GENERATION',
      subjectId: batchId,
      title: `Формирование файлов документов: ${unique.length} шт.`,
      total: unique.length,
      startedBy: txCtx.actor.accountId,
      resultPath: '/document-management/single',
    });
    await txCtx.jobs.enqueue(txCtx.db, generateAttachmentsJob, { customerId, batchId, documentIds: unique });
  });
  return generationProgress(ctx, batchId);
}

export async function generationProgress(ctx: ActorContext, batchId: string): Promise<GenerateAttachmentsResponse> {
  const customerId = companyIdOf(ctx);
  const rows = isUuid(batchId) ? await batchProgress(ctx.db, customerId, batchId) : [];
  if (rows.length === 0) throw notFound('Формирование не найдено');
  const total = rows.reduce((s, r) => s + r.n, 0);
  const count = (pred: (s: string) => boolean) => rows.filter((r) => pred(r.status)).reduce((s, r) => s + r.n, 0);
  return {
    batch_id: batchId,
    total,
    done: count((s) => s !== 'AWAIT_GENERATE_ATTACHMENTS' && s !== 'ERROR'),
    failed: count((s) => s === 'ERROR'),
  };
}

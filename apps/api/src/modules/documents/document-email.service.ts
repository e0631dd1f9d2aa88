/**
 * document/{id}/send_to_email: the company sends a document by e-mail (docs/decisions/documents.md «Send to
 * e-mail»). The request checks the document and writes, in one transaction, SEND_TO_EMAIL in its history
 * (the address in the details, masked in the text everyone reads) and the job `documents.send-to-email`
 * (the outbox); the job builds the file when it runs and hands the letter to SMTP, retried by the queue.
 * What goes: the main PDF while nobody has signed, then the zip of `document/{id}/download` (the file,
 * the signatures, «Доказательства подписания.pdf», the history).
 */
import {
  DOCUMENT_STATUS_LABELS,
  type DocumentEmailAttachment,
  type DocumentEmailInfo,
  maskEmail,
  type SendDocumentToEmailResponse,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { ActorContext, AppContext } from '../../context.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { recordHistoryEvent } from '../history/index.js';
import { documentLetter } from '../messaging/index.js';
import { findEmployee } from '../parties/index.js';
import { readAttachment } from './document-attachments.service.js';
import { changeOwnDocument } from './document-changes.js';
import { archiveFileName, downloadDocument } from './document-download.service.js';
import { companyIdOf, invalidState } from './document-rules.js';
import { type DocumentRow, selectAttachments } from './documents.repo.js';
import { getDocument } from './documents-read.service.js';

/** A letter's files together; mail relays commonly refuse messages over 25 MB, base64 adds a third. */
export const EMAIL_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;

/** Letters a company may send in an hour: the platform must not become a relay for someone's mailing. */
export const sendToEmailLimit: RateLimitRule = {
  name: 'document-email:company',
  limit: 30,
  windowSeconds: 3600,
  message: 'Слишком много писем с документами за час. Попробуйте позже',
};

const ATTACHMENT_TEXT: Record<DocumentEmailAttachment, string> = {
  PDF: 'PDF',
  ZIP: 'архив с подписями',
};

const attachmentOf = (doc: Pick<DocumentRow, 'companySignatureId' | 'employeeSignatureId'>): DocumentEmailAttachment =>
  doc.companySignatureId || doc.employeeSignatureId ? 'ZIP' : 'PDF';

/** GET: what the letter would carry now and the contractor's e-mail to suggest. */
export async function documentEmailInfo(ctx: ActorContext, id: string): Promise<DocumentEmailInfo> {
  companyIdOf(ctx);
  const document = await getDocument(ctx, id);
  const main = document.attachments.find((a) => a.main);
  const isArchive = document.signatures.length > 0;
  const contractor = await findEmployee(ctx, document.employee.id);
  return {
    attachment: isArchive ? 'ZIP' : 'PDF',
    file_name: isArchive ? archiveFileName(document) : (main?.name ?? ''),
    suggested_email: contractor?.email ?? null,
  };
}

export async function sendDocumentToEmail(
  ctx: ActorContext,
  id: string,
  email: string,
): Promise<SendDocumentToEmailResponse> {
  const customerId = companyIdOf(ctx);
  const masked = maskEmail(email);
  return changeOwnDocument(ctx, id, async (txCtx, doc) => {
    const attachments = await selectAttachments(txCtx.db, [doc.id]);
    if (!attachments.some((a) => a.main)) throw invalidState('У документа ещё нет файла: сначала сформируйте его');
    const attachment = attachmentOf(doc);
    // The zip carries every attachment; the PDF alone only the main one.
    const bytes = attachments.filter((a) => attachment === 'ZIP' || a.main).reduce((sum, a) => sum + Number(a.size), 0);
    if (bytes > EMAIL_ATTACHMENTS_MAX_BYTES) {
      throw invalidState('Файлы документа больше 15 МБ — такое письмо не дойдёт. Скачайте архив и передайте его иначе');
    }
    // Counted inside the transaction: a refused send (the limit itself included) is rolled back with it.
    await consumeRateLimit(txCtx.db, sendToEmailLimit, customerId, txCtx.now());
    await recordHistoryEvent(txCtx, {
      entityKind: 'document',
      entityId: doc.id,
      event: 'SEND_TO_EMAIL',
      customerId: doc.customerId,
      employeeId: doc.employeeId,
      actorAccountId: txCtx.actor.accountId,
      // The full address stays in the record; what both sides read names it masked.
      details: { email, attachment, text: `${ATTACHMENT_TEXT[attachment]} на ${masked}` },
    });
    await txCtx.jobs.enqueue(txCtx.db, sendDocumentToEmailJob, {
      customerId,
      documentId: doc.id,
      accountId: txCtx.actor.accountId,
      email,
      attachment,
    });
    return { attachment, email_masked: masked };
  });
}

/** The company as the job acts for it (the account that asked; no session). */
const companyContext = (ctx: AppContext, data: { customerId: string; accountId: string; documentId: string }) => ({
  ...ctx,
  actor: {
    accountId: data.accountId,
    sessionId: `document-email:${data.documentId}`,
    role: 'user' as const,
    entityId: data.customerId,
  },
});

async function letterFile(ctx: ActorContext, documentId: string, attachment: DocumentEmailAttachment) {
  if (attachment === 'ZIP') return downloadDocument(ctx, documentId);
  const document = await getDocument(ctx, documentId);
  const main = document.attachments.find((a) => a.main);
  if (!main) throw invalidState('У документа нет файла');
  return readAttachment(ctx, documentId, main.id);
}

export const sendDocumentToEmailJob = defineJob({
  name: 'documents.send-to-email',
  schema: z.object({
    customerId: z.uuid(),
    documentId: z.uuid(),
    accountId: z.uuid(),
    email: z.string(),
    attachment: z.enum(['PDF', 'ZIP']),
  }),
  retryLimit: 8,
  async handler(ctx: AppContext, data) {
    const actorCtx = companyContext(ctx, data);
    let document: Awaited<ReturnType<typeof getDocument>>;
    let file: Awaited<ReturnType<typeof letterFile>>;
    try {
      document = await getDocument(actorCtx, data.documentId);
      file = await letterFile(actorCtx, data.documentId, data.attachment);
    } catch (error) {
      // A draft deleted (or its file removed) before the letter went: nothing left to send, no retry.
      if (error instanceof AppError && (error.status === 404 || error.status === 409)) {
        ctx.log.warn({ documentId: data.documentId, reason: error.message }, 'document e-mail skipped');
        return;
      }
      throw error;
    }
    const letter = documentLetter(data.email, {
      companyName: document.company.name,
      title: document.title,
      number: document.number,
      status: DOCUMENT_STATUS_LABELS[document.status],
      isArchive: data.attachment === 'ZIP',
    });
    await ctx.mail.send({
      ...letter,
      attachments: [{ filename: file.file.name, content: file.bytes, contentType: file.file.mimeType }],
    });
  },
});

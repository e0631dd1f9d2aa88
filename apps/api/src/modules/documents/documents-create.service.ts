/**
 * Making and editing drafts: a document from a template (its PDF generated in the same request), a
 * document from the company's own PDF (checked to be a whole PDF), editing a draft (the PDF generated
 * again from the new values), deleting a draft. Each in one transaction with its history event.
 */
import {
  type CreateDocumentRequest,
  type Document,
  type FieldValue,
  type UpdateDocumentRequest,
  uploadDocumentFieldsSchema,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import type { Upload } from '../../http/read-upload.js';
import { AppError } from '../../lib/errors.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { storeFile } from '../files/index.js';
import { recordHistoryEvent } from '../history/index.js';
import { type CustomerRow, type EmployeeRow, lockCustomer, lockEmployee } from '../parties/index.js';
import { type CompanyPayoutFacts, findCompanyPayout } from '../payouts/index.js';
import { changeOwnDocument, generateMainPdf } from './document-changes.js';
import { fillFields } from './document-fields.js';
import { isWholePdf } from './document-pdf.js';
import { companyIdOf, invalidState, isEditable } from './document-rules.js';
import {
  type DocumentRow,
  insertAttachment,
  insertDocument,
  insertLink,
  isActiveContractor,
  nextDocumentNumber,
  selectLinkTaxRegime,
  selectSubkind,
  selectTemplate,
  selectTemplateById,
  updateDocument,
} from './documents.repo.js';
import { getDocument } from './documents-read.service.js';

export const NOT_YOUR_CONTRACTOR = 'Исполнитель не найден среди ваших исполнителей';
export const CORRUPT_PDF = 'Файл повреждён или не является PDF-документом';

const badField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

/**
 * What a template's sources read. The contractor's tax status is the one this company pays them under
 * (their link), so a contract never calls a self-employed person «физическое лицо» because their own
 * profile names no regime.
 */
export const sourcesOf = async (
  txCtx: TxContext<ActorContext>,
  company: CustomerRow,
  contractor: EmployeeRow,
  number: number,
  date: string,
  payout?: CompanyPayoutFacts,
) => ({
  company,
  contractor: {
    ...contractor,
    taxRegime: (await selectLinkTaxRegime(txCtx.db, company.id, contractor.id)) ?? contractor.taxRegime,
  },
  payout,
  number,
  date,
});

async function checkContractor(ctx: ActorContext, customerId: string, employeeId: string) {
  if (!(await isActiveContractor(ctx.db, customerId, employeeId))) throw badField('employee_id', NOT_YOUR_CONTRACTOR);
}

async function history(
  txCtx: TxContext<ActorContext>,
  doc: DocumentRow,
  event: 'CREATED' | 'UPDATED' | 'DELETED',
  details = {},
) {
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: doc.id,
    event,
    customerId: doc.customerId,
    employeeId: doc.employeeId,
    actorAccountId: txCtx.actor.accountId,
    details,
  });
}

export { history as recordDocumentEvent };

export async function createFromTemplate(ctx: ActorContext, input: CreateDocumentRequest): Promise<Document> {
  const customerId = companyIdOf(ctx);
  const template = await selectTemplate(ctx.db, customerId, input.template_id);
  if (!template) throw badField('template_id', 'Шаблон не найден');
  await checkContractor(ctx, customerId, input.employee_id);
  const payout = input.payout_id ? await findCompanyPayout(ctx, customerId, input.payout_id) : undefined;
  if (input.payout_id && !payout) throw badField('payout_id', 'Выплата не найдена');
  if (payout && payout.employeeId !== input.employee_id) {
    throw badField('payout_id', 'Выплата сделана другому исполнителю');
  }
  const id = await inTransaction(ctx, async (txCtx) => {
    const company = (await lockCustomer(txCtx, customerId))!;
    const contractor = (await lockEmployee(txCtx, input.employee_id))!;
    const number = await nextDocumentNumber(txCtx.db, customerId);
    const date = input.date ?? moscowDate(txCtx.now());
    const values = fillFields(
      template.fields,
      await sourcesOf(txCtx, company, contractor, number, date, payout),
      input.fields ?? {},
    );
    const now = txCtx.now();
    const doc = await insertDocument(txCtx.db, {
      customerId,
      employeeId: input.employee_id,
      number,
      kind: template.kind,
      subkindId: template.subkindId,
      templateId: template.id,
      title: input.title ?? template.name,
      date,
      fieldValues: values,
      signers: input.signers ?? template.signers,
      signOrder: input.sign_order ?? template.signOrder,
      createdBy: txCtx.actor.accountId,
      createdAt: now,
      updatedAt: now,
    });
    await history(txCtx, doc, 'CREATED');
    if (payout) await insertLink(txCtx.db, { documentId: doc.id, payoutId: payout.id, customerId, createdAt: now });
    await generateMainPdf(txCtx, doc, values, txCtx.actor.accountId);
    return doc.id;
  });
  return getDocument(ctx, id);
}

export async function createFromUpload(ctx: ActorContext, upload: Upload): Promise<Document> {
  const customerId = companyIdOf(ctx);
  const parsed = uploadDocumentFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badField(String(issue.path[0] ?? 'file'), issue.message);
  }
  const input = parsed.data;
  const subkind = await selectSubkind(ctx.db, input.subkind_id);
  if (!subkind || (subkind.type === 'act') !== (input.kind === 'ACT')) {
    throw badField('subkind_id', 'Вид документа не подходит к типу документа');
  }
  await checkContractor(ctx, customerId, input.employee_id);
  if (upload.kind !== 'pdf' || !isWholePdf(upload.bytes)) {
    throw new AppError('FILE_INVALID', { message: CORRUPT_PDF, fields: { file: CORRUPT_PDF } });
  }
  const id = await inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, customerId);
    await lockEmployee(txCtx, input.employee_id);
    const now = txCtx.now();
    const doc = await insertDocument(txCtx.db, {
      customerId,
      employeeId: input.employee_id,
      number: await nextDocumentNumber(txCtx.db, customerId),
      kind: input.kind,
      subkindId: subkind.id,
      title: input.title,
      date: input.date ?? moscowDate(now),
      signers: input.signers ?? 'BOTH',
      signOrder: input.sign_order ?? 'COMPANY_FIRST',
      createdBy: txCtx.actor.accountId,
      createdAt: now,
      updatedAt: now,
    });
    await history(txCtx, doc, 'CREATED');
    const stored = await storeFile(txCtx, {
      owner: { customerId },
      purpose: 'DOCUMENT_FILE',
      name: upload.name,
      mimeType: upload.mimeType,
      bytes: upload.bytes,
    });
    await insertAttachment(txCtx.db, {
      documentId: doc.id,
      customerId,
      fileId: stored.id,
      name: upload.name,
      origin: 'UPLOADED',
      main: true,
      addedBy: txCtx.actor.accountId,
      createdAt: now,
    });
    await recordHistoryEvent(txCtx, {
      entityKind: 'document',
      entityId: doc.id,
      event: 'ATTACHMENT_CREATED',
      customerId,
      employeeId: doc.employeeId,
      actorAccountId: txCtx.actor.accountId,
      details: { fileName: upload.name },
    });
    return doc.id;
  });
  return getDocument(ctx, id);
}

export async function updateDraft(ctx: ActorContext, id: string, input: UpdateDocumentRequest): Promise<Document> {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    if (!isEditable(doc.status)) throw invalidState('Изменить можно только черновик');
    if (input.fields && !doc.templateId) throw badField('fields', 'Документ загружен файлом: полей у него нет');
    const template = doc.templateId ? await selectTemplateById(txCtx.db, doc.templateId) : undefined;
    const company = (await lockCustomer(txCtx, doc.customerId))!;
    const contractor = (await lockEmployee(txCtx, doc.employeeId))!;
    const date = input.date ?? doc.date;
    const values = template
      ? fillFields(
          template.fields,
          await sourcesOf(txCtx, company, contractor, doc.number, date),
          (input.fields ?? {}) as Record<string, FieldValue>,
          doc.fieldValues,
        )
      : doc.fieldValues;
    const updated = await updateDocument(
      txCtx.db,
      doc.id,
      {
        title: input.title ?? doc.title,
        date,
        fieldValues: values,
        signers: input.signers ?? doc.signers,
        signOrder: input.sign_order ?? doc.signOrder,
        status: 'DRAFT',
        reason: null,
      },
      txCtx.now(),
    );
    await history(txCtx, updated, 'UPDATED');
    if (template) await generateMainPdf(txCtx, updated, values, txCtx.actor.accountId);
  });
  return getDocument(ctx, id);
}

export async function deleteDraft(ctx: ActorContext, id: string): Promise<void> {
  companyIdOf(ctx);
  await changeOwnDocument(ctx, id, async (txCtx, doc) => {
    if (!isEditable(doc.status)) throw invalidState('Удалить можно только черновик');
    await updateDocument(txCtx.db, doc.id, { deletedAt: txCtx.now() }, txCtx.now());
    await history(txCtx, doc, 'DELETED');
  });
}

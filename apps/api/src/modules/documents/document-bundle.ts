/**
 * Documents of a bundle (issue 27, docs/decisions/bundles.md): the template a bundle is made of, and one document
 * made from it for a contractor with the values a bundle's row holds — in the caller's transaction, as a DRAFT with
 * its PDF generated, `bundle_id` set. The same steps as POST document (fillFields over the records, the next number
 * under the company's lock, generateMainPdf); a refusal (a value the template does not take, a contractor no longer
 * the company's) is an AppError with the Russian reason, thrown before anything is written.
 */
import type { DocumentKind, FieldValue, TemplateField } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import type { TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer, lockEmployee } from '../parties/index.js';
import { generateMainPdf } from './document-changes.js';
import { fillFields } from './document-fields.js';
import { insertDocument, isActiveContractor, nextDocumentNumber, selectTemplate } from './documents.repo.js';
import { NOT_YOUR_CONTRACTOR, sourcesOf } from './documents-create.service.js';

export type BundleTemplate = { id: string; name: string; kind: DocumentKind; fields: TemplateField[] };

/** The company's own template or the platform's (not archived), or undefined. */
export async function bundleTemplate(
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  templateId: string,
): Promise<BundleTemplate | undefined> {
  const row = await selectTemplate(ctx.db, customerId, templateId);
  return row && { id: row.id, name: row.name, kind: row.kind, fields: row.fields };
}

export type BundleDocumentInput = {
  customerId: string;
  employeeId: string;
  templateId: string;
  bundleId: string;
  /** The row's checked values (money «15000.00», dates ГГГГ-ММ-ДД); the records and defaults fill the rest. */
  fields: Record<string, FieldValue>;
  /** Who asked for the generation (history's actor); null for the portal. */
  actorAccountId: string | null;
};

/** One DRAFT of the bundle with its PDF, in the caller's transaction; the company's and contractor's rows locked. */
export async function makeBundleDocument(
  txCtx: TxContext,
  input: BundleDocumentInput,
): Promise<{ id: string; number: number }> {
  const { customerId, employeeId } = input;
  const template = await selectTemplate(txCtx.db, customerId, input.templateId);
  if (!template) throw new AppError('INVALID_STATE', { message: 'Шаблон пакета больше недоступен' });
  const company = await lockCustomer(txCtx, customerId);
  const contractor = await lockEmployee(txCtx, employeeId);
  if (!company || !contractor || !(await isActiveContractor(txCtx.db, customerId, employeeId))) {
    throw new AppError('VALIDATION_ERROR', { message: NOT_YOUR_CONTRACTOR });
  }
  const number = await nextDocumentNumber(txCtx.db, customerId);
  const now = txCtx.now();
  const date = moscowDate(now);
  // sourcesOf reads through the transaction only; a job has no actor of its own.
  const sources = await sourcesOf(txCtx as Parameters<typeof sourcesOf>[0], company, contractor, number, date);
  const values = fillFields(template.fields, sources, input.fields);
  const doc = await insertDocument(txCtx.db, {
    customerId,
    employeeId,
    number,
    kind: template.kind,
    subkindId: template.subkindId,
    templateId: template.id,
    bundleId: input.bundleId,
    title: template.name,
    date,
    fieldValues: values,
    signers: template.signers,
    signOrder: template.signOrder,
    createdBy: input.actorAccountId,
    createdAt: now,
    updatedAt: now,
  });
  await recordHistoryEvent(txCtx, {
    entityKind: 'document',
    entityId: doc.id,
    event: 'CREATED',
    customerId,
    employeeId,
    actorAccountId: input.actorAccountId,
    details: {},
  });
  await generateMainPdf(txCtx, doc, values, input.actorAccountId);
  return { id: doc.id, number: doc.number };
}

/**
 * A bundle's download, act, terminate and PDFs made again (issue 27 slice 3, docs/decisions/bundles.md
 * «Download, terminate, the bundle's act»). The bundle picks its documents; what happens to each is documents' own
 * code (bundleDocumentFiles). The company's calls only: another company's bundle is the same 404 as an unknown one.
 */
import type { Readable } from 'node:stream';
import {
  BUNDLE_ACT_MAX_DOCUMENTS,
  BUNDLE_ARCHIVE_PART_SIZE,
  BUNDLE_TERMINATE_MAX,
  type BundleAttachmentsGenerateResponse,
  type BundleTerminateRequest,
  type BundleTerminateResponse,
  type BundleTerminateResult,
  bundleActName,
  bundleArchiveName,
  bundleArchiveParts,
  bundleRegisterName,
} from '@vyplaty/contracts';
import JSZip from 'jszip';
import type { ActorContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { PDF_MIME_TYPE } from '../../lib/pdf.js';
import { bundleDocumentFiles, bundleTemplate } from '../documents/index.js';
import { bundleActPdf } from './bundle-act-pdf.js';
import {
  countBundleDocuments,
  countTerminable,
  selectBundleRegister,
  selectCompany,
  selectCompanyDocuments,
  selectTerminable,
  selectWithoutFiles,
} from './bundle-files.repo.js';
import { moneyFieldOf, type RegisterLine, registerLine, registerXlsx } from './bundle-register.js';
import type { BundleRecord } from './bundles.repo.js';
import { invalidState, ownBundle, recordBundleEvent } from './bundles.service.js';

const badPart = (message: string) => new AppError('VALIDATION_ERROR', { message, fields: { part: message } });

/** The bundle's documents with a document, or 409 in Russian. */
async function bundleWithDocuments(ctx: ActorContext, id: string, nothing: string) {
  const bundle = await ownBundle(ctx, id);
  const total = await countBundleDocuments(ctx.db, bundle.customerId, bundle.id);
  if (total === 0) throw invalidState(nothing);
  const template = await bundleTemplate(ctx, bundle.customerId, bundle.templateId);
  return { bundle, total, money: template ? moneyFieldOf(template.fields) : undefined };
}

/** Every register line of the bundle, read a part at a time. */
async function allLines(
  ctx: ActorContext,
  bundle: BundleRecord,
  total: number,
  money: ReturnType<typeof moneyFieldOf>,
) {
  const lines: RegisterLine[] = [];
  for (let offset = 0; offset < total; offset += BUNDLE_ARCHIVE_PART_SIZE) {
    const rows = await selectBundleRegister(ctx.db, bundle.customerId, bundle.id, {
      limit: BUNDLE_ARCHIVE_PART_SIZE,
      offset,
    });
    lines.push(...rows.map((r) => registerLine(r, money)));
  }
  return lines;
}

/**
 * GET bundle/{id}/download?part=N: a folder «<номер> <ФИО>/» per document of the part holding what the document's
 * own download holds, and the whole bundle's register at the root. The part's files are gathered in memory (jszip),
 * then the zip is written into the answer as it is compressed.
 */
export async function downloadBundle(
  ctx: ActorContext,
  id: string,
  part: number | undefined,
): Promise<{ file: { name: string; mimeType: string }; stream: Readable }> {
  const { bundle, total, money } = await bundleWithDocuments(ctx, id, 'В пакете нет документов: скачивать нечего');
  const parts = bundleArchiveParts(total);
  if ((part ?? 1) > parts) throw badPart(`В пакете ${total} документов: частей архива ${parts}`);
  const lines = await allLines(ctx, bundle, total, money);
  const from = ((part ?? 1) - 1) * BUNDLE_ARCHIVE_PART_SIZE;
  const zip = new JSZip();
  for (const line of lines.slice(from, from + BUNDLE_ARCHIVE_PART_SIZE)) {
    const folder = zip.folder(line.folder);
    if (!folder) throw new Error('zip folder not made');
    await bundleDocumentFiles.addToArchive(ctx, line.documentId, folder);
  }
  zip.file(bundleRegisterName(bundle.number), await registerXlsx(bundle, lines, money));
  const stream = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' });
  return {
    file: { name: bundleArchiveName(bundle.number, parts > 1 ? (part ?? 1) : undefined), mimeType: 'application/zip' },
    stream: stream as unknown as Readable,
  };
}

/** GET bundle/{id}/act: «Акт-реестр документов пакета № N» (PDF). */
export async function bundleAct(ctx: ActorContext, id: string) {
  const { bundle, total, money } = await bundleWithDocuments(
    ctx,
    id,
    'В пакете нет документов: акт-реестр составлять не из чего',
  );
  if (total > BUNDLE_ACT_MAX_DOCUMENTS) {
    throw invalidState(
      `В пакете ${total} документов: акт-реестр составляется для пакета до ${BUNDLE_ACT_MAX_DOCUMENTS}. ` +
        'Скачайте архив: в нём реестр всех документов',
    );
  }
  const company = await selectCompany(ctx.db, bundle.customerId);
  const bytes = await bundleActPdf({
    bundle,
    company: company ?? { name: 'Компания', inn: '' },
    moneyLabel: money?.label ?? null,
    lines: await allLines(ctx, bundle, total, money),
    now: ctx.now(),
  });
  return { file: { name: bundleActName(bundle.number), mimeType: PDF_MIME_TYPE }, bytes };
}

const NOT_OF_BUNDLE = 'Документ не из этого пакета';

/**
 * POST bundle/{id}/terminate: each chosen document (none chosen: the bundle's AWAIT_* and SIGNED ones, up to
 * BUNDLE_TERMINATE_MAX by number) terminated by documents' own terminate, one transaction each; a document that
 * cannot be (a draft, terminated already, rejected, another bundle's) is reported with its reason, the others go on.
 */
export async function terminateBundle(
  ctx: ActorContext,
  id: string,
  input: BundleTerminateRequest,
): Promise<BundleTerminateResponse> {
  const bundle = await ownBundle(ctx, id);
  const reason = input.reason.trim();
  const chosen = input.document_ids ? [...new Set(input.document_ids)] : undefined;
  const targets = chosen
    ? await (async () => {
        const found = new Map((await selectCompanyDocuments(ctx.db, bundle.customerId, chosen)).map((d) => [d.id, d]));
        return chosen.map((docId) => {
          const doc = found.get(docId);
          return { id: docId, number: doc?.bundleId === bundle.id ? doc.number : null };
        });
      })()
    : (await selectTerminable(ctx.db, bundle.customerId, bundle.id, BUNDLE_TERMINATE_MAX)).rows;
  const items: BundleTerminateResult[] = [];
  for (const target of targets) {
    if (target.number === null) {
      items.push({ document_id: target.id, number: null, ok: false, reason: NOT_OF_BUNDLE });
      continue;
    }
    try {
      await bundleDocumentFiles.terminate(ctx, target.id, reason);
      items.push({ document_id: target.id, number: target.number, ok: true, reason: null });
    } catch (error) {
      // A refusal of this one document (its state) is its result; anything else is a failure of the call.
      if (!(error instanceof AppError)) throw error;
      items.push({ document_id: target.id, number: target.number, ok: false, reason: error.message });
    }
  }
  const terminated = items.filter((i) => i.ok).length;
  if (terminated > 0) {
    await inTransaction(ctx, (txCtx) =>
      recordBundleEvent(txCtx, bundle, 'UPDATED', txCtx.actor.accountId, {
        text: `расторгнуто документов: ${terminated}; причина: ${reason}`,
        terminated,
      }),
    );
  }
  return {
    items,
    terminated,
    failed: items.length - terminated,
    remaining: await countTerminable(ctx.db, bundle.customerId, bundle.id),
  };
}

/**
 * POST bundle/{id}/attachments/generate: the bundle's template documents in ERROR or drafts without a main PDF made
 * again by documents' generation (one batch of up to 1000; its progress is document/attachment/generate/{batch_id}).
 */
export async function generateBundleAttachments(
  ctx: ActorContext,
  id: string,
): Promise<BundleAttachmentsGenerateResponse> {
  const bundle = await ownBundle(ctx, id);
  const { ids, total } = await selectWithoutFiles(ctx.db, bundle.customerId, bundle.id, 1000);
  if (ids.length === 0) throw invalidState('У всех документов пакета есть файлы: формировать заново нечего');
  const started = await bundleDocumentFiles.generate(ctx, ids);
  await inTransaction(ctx, (txCtx) =>
    recordBundleEvent(txCtx, bundle, 'UPDATED', txCtx.actor.accountId, {
      text: `файлы документов формируются заново: ${ids.length}`,
    }),
  );
  return { ...started, remaining: total - ids.length };
}

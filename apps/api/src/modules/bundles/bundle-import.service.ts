/**
 * A bundle's file (docs/decisions/bundles.md «Import»): the .xlsx made from its template, an upload (streamed into
 * storage by the route) that starts the check job, the rows as checked, the error report, and the generation of
 * the VALID rows' documents (202, a job). Each start writes its process (/processes) in the same transaction.
 */
import { PassThrough } from 'node:stream';
import { type Bundle, type BundleRowsRequest, type BundleRowsResponse, bundleFieldColumns } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { StoredUpload } from '../../http/read-upload.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';
import { bundleTemplate } from '../documents/index.js';
import { reportProcess, startProcess } from '../processes/index.js';
import { checkBundleFileJob } from './bundle-check.jobs.js';
import { generateBundleJob } from './bundle-generate.jobs.js';
import { bundlePagePath, generationProcess, importProcess } from './bundle-processes.js';
import { selectRowsAfter, selectRowsPage } from './bundle-rows.repo.js';
import { toRow } from './bundle-view.js';
import { bundleImportTemplate, fileColumnsOf, writeBundleErrorReport, XLSX_MIME_TYPE } from './bundle-xlsx.js';
import { type BundleRecord, insertUploadedFile, updateBundle } from './bundles.repo.js';
import { invalidState, ownBundle, recordBundleEvent, toOneBundle } from './bundles.service.js';

const ERROR_FILE_PAGE = 500;
const fileBase = (b: BundleRecord) => `Пакет № ${b.number}`;

async function templateOf(ctx: Pick<AppContext, 'db'>, bundle: BundleRecord) {
  const template = await bundleTemplate(ctx, bundle.customerId, bundle.templateId);
  if (!template) throw invalidState('Шаблон пакета больше недоступен');
  return template;
}

/** GET bundle/{id}/import_file: the .xlsx of the template's columns. */
export async function bundleImportFile(ctx: ActorContext, id: string) {
  const bundle = await ownBundle(ctx, id);
  const template = await templateOf(ctx, bundle);
  const bytes = await bundleImportTemplate(bundleFieldColumns(template.fields));
  return { file: { name: `${fileBase(bundle)} — шаблон файла.xlsx`, mimeType: XLSX_MIME_TYPE }, bytes };
}

/** Why a file cannot be taken now, or null. */
function importRefusal(bundle: BundleRecord): string | null {
  if (bundle.importState === 'VALIDATING') return 'Файл пакета ещё проверяется: дождитесь конца проверки';
  if (bundle.status === 'PROCESSING') return 'Документы пакета формируются: загрузить файл нельзя';
  if (bundle.status === 'COMPLETED_SUCCESS' || bundle.status === 'COMPLETED_ERRORS') {
    return 'Документы пакета уже сформированы: для нового файла создайте новый пакет';
  }
  return null;
}

/** The bundle a file may be uploaded to, or 404 / 409 (read before a byte of the upload is kept). */
export async function bundleForUpload(ctx: ActorContext, id: string): Promise<BundleRecord> {
  const bundle = await ownBundle(ctx, id);
  const refusal = importRefusal(bundle);
  if (refusal) throw invalidState(refusal);
  return bundle;
}

/** POST bundle/{id}/import_file: the stored upload replaces the bundle's rows once its check (a job) ends. */
export async function startBundleImport(ctx: ActorContext, id: string, upload: StoredUpload): Promise<Bundle> {
  const bundle = await inTransaction(ctx, async (txCtx) => {
    const locked = await ownBundle(txCtx, id, true);
    const refusal = importRefusal(locked);
    if (refusal) throw invalidState(refusal);
    const file = await insertUploadedFile(txCtx.db, {
      customerId: locked.customerId,
      // stored_files has no purpose of a bundle's file (a schema change); a company's import file is the nearest.
      purpose: 'EMPLOYEE_IMPORT',
      name: upload.name,
      mimeType: upload.mimeType,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
      storageKey: upload.storageKey,
    });
    const updated = await updateBundle(txCtx.db, locked.id, {
      importFileId: file.id,
      importState: 'VALIDATING',
      importError: null,
      status: 'NEW',
      rowsTotal: 0,
      rowsDone: 0,
      rowsValid: 0,
      rowsInvalid: 0,
      updatedAt: txCtx.now(),
    });
    await txCtx.jobs.enqueue(txCtx.db, checkBundleFileJob, { bundleId: locked.id });
    await startProcess(txCtx, {
      ...importProcess(locked.id),
      customerId: locked.customerId,
      title: `Проверка файла «${upload.name}» пакета документов № ${locked.number}`,
      startedBy: txCtx.actor.accountId,
      resultPath: bundlePagePath(locked.id),
    });
    // A file uploaded again reuses the bundle's one process: its progress starts over.
    await reportProcess(txCtx, importProcess(locked.id), {
      status: 'NEW',
      done: 0,
      total: 0,
      errorText: null,
      errorFilePath: null,
    });
    await recordBundleEvent(txCtx, updated, 'FILE_UPLOADED', txCtx.actor.accountId, { text: upload.name });
    return updated;
  });
  return toOneBundle(ctx, bundle);
}

/** POST bundle/{id}/import_file/rows. */
export async function bundleRows(ctx: ActorContext, id: string, input: BundleRowsRequest): Promise<BundleRowsResponse> {
  const bundle = await ownBundle(ctx, id);
  const { rows, total } = await selectRowsPage(
    ctx.db,
    bundle.customerId,
    bundle.id,
    input.filters?.state,
    pageWindow({ page: input.page ?? 1, page_size: input.page_size ?? 20 }),
  );
  return pageOf(rows.map(toRow), total);
}

async function* rowsInOrder(ctx: Pick<AppContext, 'db'>, bundleId: string) {
  let after = 0;
  for (;;) {
    const page = await selectRowsAfter(ctx.db, bundleId, after, ERROR_FILE_PAGE);
    yield* page;
    if (page.length < ERROR_FILE_PAGE) return;
    after = page[page.length - 1]!.rowNumber;
  }
}

/** GET bundle/{id}/import_file/error_report: every row of the file with «Ошибка» (empty on good rows), streamed. */
export async function bundleErrorReport(ctx: ActorContext, id: string) {
  const bundle = await ownBundle(ctx, id);
  if (bundle.importState !== 'DONE' || bundle.rowsInvalid === 0) {
    throw notFound('Файла с ошибками нет: в загруженном файле нет строк с ошибками');
  }
  const template = await templateOf(ctx, bundle);
  const columns = bundle.columns.length ? bundle.columns : fileColumnsOf(bundleFieldColumns(template.fields));
  const out = new PassThrough();
  writeBundleErrorReport(columns, rowsInOrder(ctx, bundle.id), out).catch((error: unknown) =>
    out.destroy(error as Error),
  );
  return { file: { name: `${fileBase(bundle)} — ошибки.xlsx`, mimeType: XLSX_MIME_TYPE }, stream: out };
}

/** POST bundle/{id}/import_file/generate_documents (202): the VALID rows' documents made by a job. */
export async function generateBundleDocuments(ctx: ActorContext, id: string): Promise<Bundle> {
  const bundle = await inTransaction(ctx, async (txCtx) => {
    const locked = await ownBundle(txCtx, id, true);
    if (locked.importState === 'VALIDATING')
      throw invalidState('Файл пакета ещё проверяется: дождитесь конца проверки');
    if (locked.status === 'PROCESSING') throw invalidState('Документы пакета уже формируются');
    if (locked.status === 'COMPLETED_SUCCESS' || locked.status === 'COMPLETED_ERRORS') {
      throw invalidState('Документы пакета уже сформированы');
    }
    if (locked.status !== 'AWAIT_GENERATE_DOCUMENTS' || locked.rowsValid === 0) {
      throw invalidState(
        locked.importState === 'ERROR'
          ? `Файл не принят: ${locked.importError ?? 'загрузите его снова'}`
          : 'В пакете нет строк без ошибок: загрузите файл или выберите исполнителей',
      );
    }
    const updated = await updateBundle(txCtx.db, locked.id, {
      status: 'PROCESSING',
      generateTotal: locked.rowsValid,
      generateDone: 0,
      generateFailed: 0,
      updatedAt: txCtx.now(),
    });
    await txCtx.jobs.enqueue(txCtx.db, generateBundleJob, {
      bundleId: locked.id,
      actorAccountId: txCtx.actor.accountId,
    });
    await startProcess(txCtx, {
      ...generationProcess(locked.id),
      customerId: locked.customerId,
      title: `Формирование документов пакета № ${locked.number} «${locked.name}»`,
      total: locked.rowsValid,
      startedBy: txCtx.actor.accountId,
      resultPath: bundlePagePath(locked.id),
    });
    await recordBundleEvent(txCtx, updated, 'GENERATION_STARTED', txCtx.actor.accountId, {
      text: `документов: ${locked.rowsValid}`,
    });
    return updated;
  });
  return toOneBundle(ctx, bundle);
}

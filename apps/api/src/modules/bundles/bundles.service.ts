/**
 * Document bundles (docs/decisions/bundles.md): create (by hand with contractors, or empty for a file), read,
 * rename and set reminders, delete while no document is made, the list, the history and the bundle's documents.
 * Every call is the company's; another company's bundle answers the same 404 as an unknown one.
 */
import {
  BUNDLE_NOT_FOUND_MESSAGE,
  type Bundle,
  type BundleCreateRequest,
  type BundleDocumentsRequest,
  type BundleDocumentsResponse,
  type BundleHistoryEvent,
  type BundleHistoryResponse,
  type BundleListRequest,
  type BundleListResponse,
  type BundleUpdateRequest,
  bundleFieldsNeedingFile,
} from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';
import { bundleTemplate } from '../documents/index.js';
import { recordHistoryEvent, selectHistory } from '../history/index.js';
import { lockCustomer } from '../parties/index.js';
import { insertBundleRows, selectActiveContractorIds } from './bundle-rows.repo.js';
import { countsByBundle, emptyCounts, historyText, isPastExpiry, toBundle, toDocument } from './bundle-view.js';
import {
  type BundleRecord,
  insertBundle,
  nextBundleNumber,
  selectAccountNames,
  selectBundle,
  selectBundleDocumentsPage,
  selectBundleFacts,
  selectBundlesPage,
  selectDocumentCounts,
  updateBundle,
} from './bundles.repo.js';

export const bundleNotFound = () => notFound(BUNDLE_NOT_FOUND_MESSAGE);
export const companyOf = (ctx: ActorContext) => companyOnlyIdOf(ctx);
export const invalidState = (message: string) => new AppError('INVALID_STATE', { message });
const badField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

/** The company's live bundle, or 404 (a malformed id too); locked when read inside a transaction with `lock`. */
export async function ownBundle(ctx: ActorContext, id: string, lock = false): Promise<BundleRecord> {
  const customerId = companyOf(ctx);
  if (!isUuid(id)) throw bundleNotFound();
  const bundle = await selectBundle(ctx.db, customerId, id, lock);
  if (!bundle) throw bundleNotFound();
  return bundle;
}

/** A history event of the bundle; its number and name ride in the details (the company's journal names it). */
export async function recordBundleEvent(
  txCtx: TxContext,
  bundle: BundleRecord,
  event: BundleHistoryEvent,
  actorAccountId: string | null,
  details: Record<string, unknown> = {},
) {
  await recordHistoryEvent(txCtx, {
    entityKind: 'bundle',
    entityId: bundle.id,
    event,
    customerId: bundle.customerId,
    actorAccountId,
    details: { ...details, bundle_number: bundle.number, bundle_name: bundle.name },
  });
}

/** The bundles as the company reads them: template, creator, documents counted by group. */
export async function toBundles(ctx: Pick<AppContext, 'db'>, bundles: BundleRecord[]): Promise<Bundle[]> {
  if (bundles.length === 0) return [];
  const customerId = bundles[0]!.customerId;
  const { templates, names } = await selectBundleFacts(ctx.db, bundles);
  const counts = countsByBundle(
    await selectDocumentCounts(
      ctx.db,
      customerId,
      bundles.map((b) => b.id),
    ),
  );
  return bundles.map((b) =>
    toBundle(b, {
      template: templates.get(b.templateId),
      createdByName: b.createdBy ? names.get(b.createdBy) : undefined,
      counts: counts.get(b.id) ?? emptyCounts(),
    }),
  );
}

export const toOneBundle = async (ctx: Pick<AppContext, 'db'>, bundle: BundleRecord) =>
  (await toBundles(ctx, [bundle]))[0]!;

/**
 * POST bundle: the template must be the company's or the platform's. With `employee_ids` the rows are those
 * contractors (VALID, their fields from the records and defaults), which a template whose fields the company must
 * type refuses: such a bundle is filled by a file.
 */
export async function createBundle(ctx: ActorContext, input: BundleCreateRequest): Promise<Bundle> {
  const customerId = companyOf(ctx);
  const template = await bundleTemplate(ctx, customerId, input.template_id);
  if (!template) throw badField('template_id', 'Шаблон не найден');
  const employeeIds = input.employee_ids ?? [];
  if (employeeIds.length > 0) {
    const typed = bundleFieldsNeedingFile(template.fields);
    if (typed.length > 0) {
      throw badField(
        'employee_ids',
        `В шаблоне есть поля, которые заполняет компания: ${typed.map((c) => `«${c.title}»`).join(', ')}. ` +
          'Создайте пакет без исполнителей и загрузите файл: скачайте его шаблон на странице пакета',
      );
    }
    const active = await selectActiveContractorIds(ctx.db, customerId, employeeIds);
    if (employeeIds.some((id) => !active.has(id))) {
      throw badField('employee_ids', 'Исполнитель не найден среди ваших исполнителей');
    }
  }
  const bundle = await inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, customerId);
    const now = txCtx.now();
    const byHand = employeeIds.length > 0;
    const inserted = await insertBundle(txCtx.db, {
      customerId,
      number: await nextBundleNumber(txCtx.db, customerId),
      name: input.name,
      templateId: template.id,
      status: byHand ? 'AWAIT_GENERATE_DOCUMENTS' : 'NEW',
      rowsTotal: employeeIds.length,
      rowsDone: employeeIds.length,
      rowsValid: employeeIds.length,
      createdBy: txCtx.actor.accountId,
      createdAt: now,
      updatedAt: now,
    });
    await insertBundleRows(
      txCtx.db,
      employeeIds.map((employeeId, i) => ({
        bundleId: inserted.id,
        customerId,
        rowNumber: i + 1,
        employeeId,
        state: 'VALID' as const,
      })),
    );
    await recordBundleEvent(txCtx, inserted, 'CREATED', txCtx.actor.accountId, {
      text: byHand ? `исполнителей: ${employeeIds.length}` : `шаблон «${template.name}»`,
    });
    return inserted;
  });
  return toOneBundle(ctx, bundle);
}

export async function getBundle(ctx: ActorContext, id: string): Promise<Bundle> {
  return toOneBundle(ctx, await ownBundle(ctx, id));
}

/** PUT bundle/{id}: the name and the reminders (null turns them off). */
export async function updateBundleSettings(ctx: ActorContext, id: string, input: BundleUpdateRequest) {
  const changed = await inTransaction(ctx, async (txCtx) => {
    const bundle = await ownBundle(txCtx, id, true);
    const reminders =
      input.reminders === undefined
        ? {}
        : {
            reminderIntervalHours: input.reminders?.interval_hours ?? null,
            reminderMax: input.reminders?.max ?? null,
            expiresAt: input.reminders?.expires_at ? new Date(input.reminders.expires_at) : null,
          };
    const updated = await updateBundle(txCtx.db, bundle.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...reminders,
      updatedAt: txCtx.now(),
    });
    const words = [
      input.name !== undefined && input.name !== bundle.name ? `название «${input.name}»` : '',
      input.reminders === undefined
        ? ''
        : input.reminders
          ? `напоминания каждые ${input.reminders.interval_hours} ч, не больше ${input.reminders.max}`
          : 'напоминания выключены',
    ].filter(Boolean);
    await recordBundleEvent(txCtx, updated, 'UPDATED', txCtx.actor.accountId, { text: words.join(', ') });
    return updated;
  });
  return toOneBundle(ctx, changed);
}

/** DELETE bundle/{id}: only while nothing is being checked or made and no document exists. */
export async function deleteBundle(ctx: ActorContext, id: string): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const bundle = await ownBundle(txCtx, id, true);
    const [view] = await toBundles(txCtx, [bundle]);
    if (!view!.can_delete) {
      throw invalidState(
        bundle.importState === 'VALIDATING'
          ? 'Файл пакета ещё проверяется: удалить пакет можно после проверки'
          : 'Удалить можно только пакет, по которому ещё не сформированы документы',
      );
    }
    await updateBundle(txCtx.db, bundle.id, { deletedAt: txCtx.now(), updatedAt: txCtx.now() });
    await recordBundleEvent(txCtx, bundle, 'DELETED', txCtx.actor.accountId);
  });
}

export async function listBundles(ctx: ActorContext, input: BundleListRequest): Promise<BundleListResponse> {
  const customerId = companyOf(ctx);
  const page = { page: input.page ?? 1, page_size: input.page_size ?? 20 };
  const { rows, total } = await selectBundlesPage(
    ctx.db,
    customerId,
    {
      status: input.filters?.status,
      search: input.filters?.search || undefined,
      createdBy: input.filters?.scope === 'MY' ? ctx.actor.accountId : undefined,
    },
    pageWindow(page),
  );
  return pageOf(await toBundles(ctx, rows), total);
}

export async function bundleHistory(ctx: ActorContext, id: string): Promise<BundleHistoryResponse> {
  const bundle = await ownBundle(ctx, id);
  const events = await selectHistory(ctx.db, {
    entityKind: 'bundle',
    entityId: bundle.id,
    customerId: bundle.customerId,
  });
  const names = await selectAccountNames(ctx.db, [
    ...new Set(events.flatMap((e) => (e.actorAccountId ? [e.actorAccountId] : []))),
  ]);
  return {
    items: events.map((e) => ({
      id: String(e.seq),
      event: e.event,
      text: historyText(e.event, e.details),
      actor: e.actorAccountId ? (names.get(e.actorAccountId) ?? 'Компания') : null,
      at: e.occurredAt.toISOString(),
    })),
  };
}

/** POST bundle/{id}/documents: by number, filtered by group and the contractor's ФИО, ИНН or phone. */
export async function bundleDocuments(
  ctx: ActorContext,
  id: string,
  input: BundleDocumentsRequest,
): Promise<BundleDocumentsResponse> {
  const bundle = await ownBundle(ctx, id);
  const words = (input.filters?.search ?? '')
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  const { rows, total } = await selectBundleDocumentsPage(
    ctx.db,
    bundle.customerId,
    bundle.id,
    { groups: input.filters?.group, words },
    pageWindow({ page: input.page ?? 1, page_size: input.page_size ?? 20 }),
  );
  const pastExpiry = isPastExpiry(bundle.expiresAt, ctx.now());
  return pageOf(
    rows.map((row) => toDocument(row, pastExpiry)),
    total,
  );
}

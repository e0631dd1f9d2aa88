/**
 * Registries of a company (docs/decisions/mass-payouts.md): made from an uploaded file (the same file
 * again answers the registry it already made), read with their progress and totals, listed newest
 * first, their rows paged; in DRAFT the company removes rows, confirms repeats, chooses the error mode,
 * deletes the registry. The file and the error report are read back by `mass-payout-files.service.ts`.
 */
import {
  MASS_PAYOUT_NOT_FOUND_MESSAGE,
  type MassPayout,
  type MassPayoutErrorMode,
  type MassPayoutHistoryResponse,
  type MassPayoutListQuery,
  type MassPayoutListResponse,
  type MassPayoutRowsQuery,
  type MassPayoutRowsResponse,
  type PayoutKind,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { MassPayoutFileKind } from '../../db/schema/index.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import type { StoredUpload } from '../../http/read-upload.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { moscowDayStart } from '../../lib/moscow-time.js';
import { startProcess } from '../processes/index.js';
import { REGISTRY_PAGES } from './mass-payout-links.js';
import { selectRowPayouts } from './mass-payout-pay.repo.js';
import { selectRowPage } from './mass-payout-rows.repo.js';
import { toHistory, toMassPayout, toMassPayoutRow } from './mass-payout-view.js';
import { importMassPayoutJob } from './mass-payouts.jobs.js';
import {
  createdAtKeysOf,
  insertEvent,
  insertMassPayout,
  type MassPayoutRecord,
  nextMassPayoutNumber,
  selectEvents,
  selectMassPayout,
  selectMassPayoutBySha,
  selectMassPayoutPage,
  updateMassPayout,
} from './mass-payouts.repo.js';

export const massPayoutsOwnerIdOf = (ctx: ActorContext) => customerIdOf(ctx, 'Реестры выплат загружает компания');
const registryNotFound = () => notFound(MASS_PAYOUT_NOT_FOUND_MESSAGE);
const KIND_NAMES: Record<PayoutKind, string> = { NPD: 'самозанятым', INDIVIDUAL: 'физическим лицам' };
/** The portal's registry pages (its process links there). */

/** The live registry of the caller's company and this kind; anything else (another company's, a bad id) is 404. */
export async function ownMassPayout(ctx: ActorContext, kind: PayoutKind, id: string): Promise<MassPayoutRecord> {
  const customerId = massPayoutsOwnerIdOf(ctx);
  if (!isUuid(id)) throw registryNotFound();
  const row = await selectMassPayout(ctx.db, customerId, kind, id.toLowerCase());
  if (!row) throw registryNotFound();
  return row;
}

class SameFileRace extends Error {}

/**
 * A registry from a file already in storage (streamed there by the route). The same file of this
 * company again — a double click, two tabs, a retry — answers the registry it made (`created: false`)
 * and the second copy of the bytes is removed.
 */
export async function createMassPayout(
  ctx: ActorContext,
  kind: PayoutKind,
  fileKind: MassPayoutFileKind,
  upload: StoredUpload,
): Promise<{ registry: MassPayout; created: boolean }> {
  const customerId = massPayoutsOwnerIdOf(ctx);
  const existing = async () => {
    const row = await selectMassPayoutBySha(ctx.db, customerId, upload.sha256);
    if (!row) return undefined;
    await ctx.storage.remove(upload.storageKey);
    if (row.kind !== kind) {
      throw new AppError('CONFLICT', {
        message: `Этот файл уже загружен как реестр № ${row.number} выплат ${KIND_NAMES[row.kind]}`,
      });
    }
    return { registry: toMassPayout(row), created: false };
  };
  const before = await existing();
  if (before) return before;
  try {
    const row = await inTransaction(ctx, async (txCtx) => {
      const number = await nextMassPayoutNumber(txCtx.db, customerId);
      const inserted = await insertMassPayout(txCtx.db, {
        customerId,
        kind,
        number,
        fileKey: upload.storageKey,
        fileName: upload.name,
        fileSize: upload.sizeBytes,
        fileKind,
        sha256: upload.sha256,
        createdBy: txCtx.actor.accountId,
        createdAt: txCtx.now(),
        updatedAt: txCtx.now(),
      });
      // Another request with the same file committed first: this one rolls back (its number too).
      if (!inserted) throw new SameFileRace();
      await insertEvent(txCtx.db, {
        massPayoutId: inserted.id,
        customerId,
        event: 'CREATED',
        actorAccountId: txCtx.actor.accountId,
        details: { file: upload.name },
        occurredAt: txCtx.now(),
      });
      await startProcess(txCtx, {
        customerId,
        kind: 'MASS_PAYOUT_IMPORT',
        subjectId: inserted.id,
        title: `Загрузка реестра № ${number} выплат ${KIND_NAMES[kind]} из файла „${upload.name}“`,
        startedBy: txCtx.actor.accountId,
        resultPath: `${REGISTRY_PAGES[kind]}/${inserted.id}`,
      });
      await txCtx.jobs.enqueue(txCtx.db, importMassPayoutJob, { massPayoutId: inserted.id });
      return inserted;
    });
    return { registry: toMassPayout(row), created: true };
  } catch (error) {
    if (!(error instanceof SameFileRace)) throw error;
    const after = await existing();
    if (!after) throw error;
    return after;
  }
}

export const findMassPayout = async (ctx: ActorContext, kind: PayoutKind, id: string): Promise<MassPayout> =>
  toMassPayout(await ownMassPayout(ctx, kind, id));

const DAY_MS = 86_400_000;
const LIST_CURSOR = /^(.{10,40})\|([0-9a-f-]{36})$/;

/**
 * Newest first, by status, by Moscow days of creation and by who made them (MY: the caller's login); `after` is
 * the previous page's next_cursor.
 */
export async function listMassPayouts(
  ctx: ActorContext,
  kind: PayoutKind,
  query: MassPayoutListQuery,
): Promise<MassPayoutListResponse> {
  const customerId = massPayoutsOwnerIdOf(ctx);
  if (query.date_from && query.date_to && query.date_from > query.date_to) {
    const message = 'Дата «по» раньше даты «с»';
    throw new AppError('VALIDATION_ERROR', { message, fields: { date_to: message } });
  }
  let after: { createdAt: string; id: string } | undefined;
  if (query.after) {
    const decoded = Buffer.from(query.after, 'base64url').toString('utf8').match(LIST_CURSOR);
    if (!decoded || Number.isNaN(Date.parse(decoded[1]!))) {
      const message = 'Ссылка на следующую страницу устарела: откройте список заново';
      throw new AppError('VALIDATION_ERROR', { message, fields: { after: message } });
    }
    after = { createdAt: decoded[1]!, id: decoded[2]! };
  }
  const rows = await selectMassPayoutPage(
    ctx.db,
    {
      customerId,
      kind,
      createdBy: query.scope === 'MY' ? ctx.actor.accountId : undefined,
      status: query.status,
      from: query.date_from ? moscowDayStart(query.date_from) : undefined,
      to: query.date_to ? new Date(moscowDayStart(query.date_to).getTime() + DAY_MS) : undefined,
    },
    query.page_size + 1,
    after,
  );
  const page = rows.slice(0, query.page_size);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.page_size && last) {
    const key = (await createdAtKeysOf(ctx.db, [last.id])).get(last.id)!;
    nextCursor = Buffer.from(`${key}|${last.id}`).toString('base64url');
  }
  return { items: page.map(toMassPayout), next_cursor: nextCursor };
}

/** A page of the registry's rows in file order (by state, by a piece of an error's text). */
export async function listMassPayoutRows(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  query: MassPayoutRowsQuery,
): Promise<MassPayoutRowsResponse> {
  const registry = await ownMassPayout(ctx, kind, id);
  const rows = await selectRowPage(
    ctx.db,
    registry.customerId,
    registry.id,
    { state: query.state, error: query.error || undefined },
    query.after ?? 0,
    query.page_size + 1,
  );
  const page = rows.slice(0, query.page_size);
  const payouts = await selectRowPayouts(
    ctx.db,
    registry.customerId,
    page.flatMap((row) => (row.payoutId ? [row.payoutId] : [])),
  );
  return {
    items: page.map((row) => toMassPayoutRow(row, row.payoutId ? payouts.get(row.payoutId) : undefined)),
    next_cursor: rows.length > query.page_size ? (page.at(-1)?.rowNumber ?? null) : null,
  };
}

/** The registry locked for a change of a draft whose import has finished. */
export async function lockDraft(txCtx: TxContext<ActorContext>, kind: PayoutKind, id: string) {
  const customerId = massPayoutsOwnerIdOf(txCtx);
  if (!isUuid(id)) throw registryNotFound();
  const registry = await selectMassPayout(txCtx.db, customerId, kind, id.toLowerCase(), true);
  if (!registry) throw registryNotFound();
  if (registry.status !== 'DRAFT') {
    throw new AppError('INVALID_STATE', { message: 'Реестр уже оплачивается: менять его нельзя' });
  }
  return registry;
}

/** PUT …/:id: «оплатить только верные строки» (IGNORE_ERRORS) or «не оплачивать, если есть ошибки». */
export async function setMassPayoutErrorMode(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  mode: MassPayoutErrorMode,
): Promise<MassPayout> {
  return inTransaction(ctx, async (txCtx) => {
    const registry = await lockDraft(txCtx, kind, id);
    if (registry.errorMode === mode) return toMassPayout(registry);
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'ERROR_MODE_SET',
      actorAccountId: txCtx.actor.accountId,
      details: { mode },
      occurredAt: txCtx.now(),
    });
    return toMassPayout(await updateMassPayout(txCtx.db, registry.id, { errorMode: mode }));
  });
}

/** DELETE …/:id: a draft goes (soft: its rows and history stay); the same file may then be uploaded again. */
export async function deleteMassPayout(ctx: ActorContext, kind: PayoutKind, id: string): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const registry = await lockDraft(txCtx, kind, id);
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'DELETED',
      actorAccountId: txCtx.actor.accountId,
      occurredAt: txCtx.now(),
    });
    await updateMassPayout(txCtx.db, registry.id, { deletedAt: txCtx.now() });
  });
}

export async function massPayoutHistory(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
): Promise<MassPayoutHistoryResponse> {
  const registry = await ownMassPayout(ctx, kind, id);
  return toHistory(await selectEvents(ctx.db, registry.customerId, registry.id));
}

/**
 * The company's changes of a draft registry's rows: removing rows (REMOVED, kept for the history) and
 * confirming rows flagged as repeats; the totals follow each change. Only once the import has finished.
 */
import type { MassPayout, PayoutKind } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockRows, setDuplicateConfirmed, setRowsRemoved, summariseRows } from './mass-payout-rows.repo.js';
import { toMassPayout } from './mass-payout-view.js';
import { insertEvent, type MassPayoutRecord, updateMassPayout } from './mass-payouts.repo.js';
import { lockDraft } from './mass-payouts.service.js';

function requireImported(registry: MassPayoutRecord) {
  if (registry.importStatus === 'NEW' || registry.importStatus === 'IN_PROGRESS') {
    throw new AppError('INVALID_STATE', { message: 'Реестр ещё загружается: дождитесь конца проверки строк' });
  }
  if (registry.importStatus === 'ERROR') {
    throw new AppError('INVALID_STATE', { message: 'Файл реестра не загрузился: в реестре нет строк' });
  }
}

async function lockOwnRows(txCtx: TxContext<ActorContext>, registry: MassPayoutRecord, ids: string[]) {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  const rows = await lockRows(txCtx.db, registry.customerId, registry.id, unique);
  if (rows.length !== unique.length) throw notFound('Строка реестра не найдена');
  return rows;
}

async function refreshTotals(txCtx: TxContext, registryId: string) {
  return updateMassPayout(txCtx.db, registryId, await summariseRows(txCtx.db, registryId));
}

/** DELETE …/rows: the rows leave the registry (REMOVED, kept for its history); the totals follow. */
export async function removeMassPayoutRows(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  ids: string[],
): Promise<MassPayout> {
  return inTransaction(ctx, async (txCtx) => {
    const registry = await lockDraft(txCtx, kind, id);
    requireImported(registry);
    const rows = (await lockOwnRows(txCtx, registry, ids)).filter((r) => r.state !== 'REMOVED');
    await setRowsRemoved(
      txCtx.db,
      rows.map((r) => r.id),
    );
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'ROWS_REMOVED',
      actorAccountId: txCtx.actor.accountId,
      details: { rows: rows.map((r) => r.rowNumber) },
      occurredAt: txCtx.now(),
    });
    return toMassPayout(await refreshTotals(txCtx, registry.id));
  });
}

/** PUT …/rows: the company confirms (or takes back) that rows flagged as repeats are to be paid. */
export async function confirmMassPayoutRows(
  ctx: ActorContext,
  kind: PayoutKind,
  id: string,
  input: { ids: string[]; duplicate_confirmed: boolean },
): Promise<MassPayout> {
  return inTransaction(ctx, async (txCtx) => {
    const registry = await lockDraft(txCtx, kind, id);
    requireImported(registry);
    const rows = await lockOwnRows(txCtx, registry, input.ids);
    const notRepeat = rows.find((r) => r.state !== 'DUPLICATE');
    if (notRepeat) {
      const message = `Строка ${notRepeat.rowNumber} не помечена как повтор: подтверждать нечего`;
      throw new AppError('INVALID_STATE', { message });
    }
    await setDuplicateConfirmed(
      txCtx.db,
      rows.map((r) => r.id),
      input.duplicate_confirmed,
    );
    await insertEvent(txCtx.db, {
      massPayoutId: registry.id,
      customerId: registry.customerId,
      event: 'DUPLICATES_CONFIRMED',
      actorAccountId: txCtx.actor.accountId,
      details: { rows: rows.map((r) => r.rowNumber), confirmed: input.duplicate_confirmed },
      occurredAt: txCtx.now(),
    });
    return toMassPayout(await refreshTotals(txCtx, registry.id));
  });
}

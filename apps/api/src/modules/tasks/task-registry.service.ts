/**
 * Many accepted works, one registry (docs/decisions/tasks.md «Many pairs, one registry»; issue 26: «A company may
 * pay many accepted tasks at once: they become one registry through the mass-payouts path»). Work accepted with
 * payment REGISTRY whose act both sides signed is listed across the company's tasks; the chosen works become mass
 * payout registries — one per kind of payout — through mass payouts' `registryOfWork`: checked by the registry's
 * job (the contractor, repeats, the whole checklist) with progress on /processes, paid by the company on the
 * registry's page as one bank registry, one payout per work (never pooled, DOMAIN §9.3). A pair stays in its
 * registry until the registry pays it (settleTaskPayouts completes the pair), is deleted, or ends without paying it.
 */
import {
  kopecksToRubles,
  type PayoutKind,
  TASK_REGISTRY_MESSAGES,
  type TaskRegistryRequest,
  type TaskRegistryResponse,
  type TaskWorkToPay,
  type TaskWorkToPayResponse,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { type PageRequest, pageWindow } from '../../lib/pagination.js';
import { REGISTRY_PAGES, registryOfWork, type WorkToPay } from '../mass-payouts/index.js';
import { payoutKindsOf } from '../payouts/index.js';
import { recordTaskEvent } from './task-events.js';
import {
  countWork,
  lockReadyWork,
  pairExternalId,
  putPairsInRegistry,
  selectWorkPage,
  selectWorkTotals,
  type WorkRow,
} from './task-registry.repo.js';
import { fioOf, taskTotalKopecks } from './task-view.js';
import { companyOf } from './tasks.service.js';

const toWork = (row: WorkRow, kind: PayoutKind): TaskWorkToPay => ({
  task: { id: row.task.id, number: row.task.number, name: row.task.name },
  employee: { id: row.employee.id, fio: fioOf(row.employee), inn: row.employee.inn },
  kind,
  amount: kopecksToRubles(taskTotalKopecks(row.task.amountKopecks, row.task.quantity)),
  service_name: row.task.serviceName,
  act: { id: row.act.id, number: row.act.number, date: row.act.date },
  accepted_at: row.pair.updatedAt.toISOString(),
});

/** POST tasks/work_to_pay: the company's work ready to be paid in a registry, oldest first, and its total. */
export async function listWorkToPay(ctx: ActorContext, input: PageRequest): Promise<TaskWorkToPayResponse> {
  const customerId = companyOf(ctx);
  const rows = await selectWorkPage(ctx.db, customerId, pageWindow(input));
  const totalCount = await countWork(ctx.db, customerId);
  const totals = await selectWorkTotals(ctx.db, customerId);
  const total = totals.reduce((sum, t) => sum + taskTotalKopecks(t.amountKopecks, t.quantity) * BigInt(t.pairs), 0n);
  const kinds = await payoutKindsOf(
    ctx,
    customerId,
    rows.map((r) => r.employee.id),
  );
  return {
    items: rows.map((row) => toWork(row, kinds.get(row.employee.id)!)),
    totalCount,
    total_amount: kopecksToRubles(total),
  };
}

const workToPay = (row: WorkRow): WorkToPay => ({
  employeeId: row.employee.id,
  lastName: row.employee.lastName ?? '',
  firstName: row.employee.firstName ?? '',
  middleName: row.employee.patronymic,
  inn: row.employee.inn ?? '',
  phone: row.employee.phone,
  amountKopecks: taskTotalKopecks(row.task.amountKopecks, row.task.quantity),
  serviceName: row.task.serviceName,
  periodFrom: row.task.periodStart,
  periodTo: row.task.periodEnd,
  actDate: row.act.date,
  externalId: pairExternalId(row.pair.id),
});

/**
 * POST tasks/work_to_pay/registry: the chosen works put in registries, all or nothing — a work no longer ready
 * (paid meanwhile, put in another registry by a second click) refuses the call with nothing changed.
 */
export async function putWorkInRegistries(
  ctx: ActorContext,
  input: TaskRegistryRequest,
): Promise<TaskRegistryResponse> {
  const customerId = companyOf(ctx);
  const chosen = [...new Map(input.pairs.map((p) => [`${p.task_id}:${p.employee_id}`, p])).values()];
  return inTransaction(ctx, async (txCtx) => {
    const rows = await lockReadyWork(
      txCtx.db,
      customerId,
      chosen.map((p) => ({ taskId: p.task_id, employeeId: p.employee_id })),
    );
    if (rows.length < chosen.length) {
      const missing = chosen.length - rows.length;
      throw new AppError('INVALID_STATE', {
        message: `Не готовы к оплате реестром: ${missing} из ${chosen.length}. ${TASK_REGISTRY_MESSAGES.notFound}`,
      });
    }
    const kinds = await payoutKindsOf(
      txCtx,
      customerId,
      rows.map((r) => r.employee.id),
    );
    const registries: TaskRegistryResponse['registries'] = [];
    for (const kind of ['NPD', 'INDIVIDUAL'] as const) {
      const own = rows.filter((r) => kinds.get(r.employee.id) === kind);
      if (own.length === 0) continue;
      registries.push(await registryOf(txCtx, customerId, kind, own));
    }
    return { registries };
  });
}

async function registryOf(txCtx: TxContext<ActorContext>, customerId: string, kind: PayoutKind, rows: WorkRow[]) {
  const title = `по заданиям от ${moscowDate(txCtx.now()).split('-').reverse().join('.')}`;
  const registry = await registryOfWork(txCtx, customerId, kind, title, rows.map(workToPay));
  await putPairsInRegistry(
    txCtx.db,
    rows.map((r) => r.pair.id),
    registry.id,
    txCtx.now(),
  );
  for (const row of rows) {
    await recordTaskEvent(txCtx, row.task, 'IN_REGISTRY', {
      by: 'COMPANY',
      actorAccountId: txCtx.actor.accountId,
      employee: row.employee,
      comment: `Реестр № ${registry.number}`,
    });
  }
  return {
    id: registry.id,
    number: registry.number,
    kind,
    rows: rows.length,
    path: `${REGISTRY_PAGES[kind]}/${registry.id}`,
  };
}

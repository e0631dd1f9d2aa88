/**
 * SQL of accepted work paid in registries (task-registry.service.ts): the work ready to be put in one, the pairs
 * locked to put them there, the registries pairs are in, and the payouts a registry made for them — found by
 * the row's external id, which is the pair's (`task-pair:<id>`), within the registry the pair was put in.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, employees, massPayoutRows, massPayouts, taskEmployees, tasks } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';
import type { PairRow } from './task-pairs.repo.js';

/** The external id of a pair's row in a registry: ties the registry's payout back to the pair. */
export const pairExternalId = (pairId: string) => `task-pair:${pairId}`;
const externalIdOf = sql<string>`'task-pair:' || ${taskEmployees.id}::text`;

/**
 * The pair is in no registry that may still pay it: none, deleted, or finished (COMPLETED / ERROR — its row
 * then made no payout that is still in flight, and a paid one would have completed the pair).
 */
const registryFree: SQL = or(
  isNull(taskEmployees.massPayoutId),
  isNotNull(massPayouts.deletedAt),
  inArray(massPayouts.status, ['COMPLETED', 'ERROR']),
)!;

/** Accepted to be paid later, without a payout, its act signed by both sides, in no live registry. */
const readyToPay = (customerId: string): SQL =>
  and(
    eq(taskEmployees.customerId, customerId),
    eq(taskEmployees.status, 'WAIT_PAYOUT'),
    isNull(taskEmployees.payoutId),
    eq(documents.status, 'SIGNED'),
    registryFree,
  )!;

const workColumns = {
  pair: taskEmployees,
  task: tasks,
  employee: {
    id: employees.id,
    lastName: employees.lastName,
    firstName: employees.firstName,
    patronymic: employees.patronymic,
    inn: employees.inn,
    phone: employees.phone,
  },
  act: { id: documents.id, number: documents.number, date: documents.date },
};

const workFrom = (db: Db) =>
  db
    .select(workColumns)
    .from(taskEmployees)
    .innerJoin(tasks, eq(tasks.id, taskEmployees.taskId))
    .innerJoin(employees, eq(employees.id, taskEmployees.employeeId))
    .innerJoin(documents, eq(documents.id, taskEmployees.actDocumentId))
    .leftJoin(massPayouts, eq(massPayouts.id, taskEmployees.massPayoutId));

export type WorkRow = Awaited<ReturnType<typeof selectWorkPage>>[number];

/** A page of the company's work ready to be paid, oldest acceptance first. */
export async function selectWorkPage(db: Db, customerId: string, window: { limit: number; offset: number }) {
  return workFrom(db)
    .where(readyToPay(customerId))
    .orderBy(asc(taskEmployees.updatedAt), asc(taskEmployees.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many works are ready and the sum of their amounts before a total's rounding (per task row). */
export async function countWork(db: Db, customerId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(taskEmployees)
    .innerJoin(documents, eq(documents.id, taskEmployees.actDocumentId))
    .leftJoin(massPayouts, eq(massPayouts.id, taskEmployees.massPayoutId))
    .where(readyToPay(customerId));
  return row?.count ?? 0;
}

/** Every task with work ready: its amount and quantity, and how many pairs (the total is per pair). */
export async function selectWorkTotals(db: Db, customerId: string) {
  return db
    .select({ amountKopecks: tasks.amountKopecks, quantity: tasks.quantity, pairs: count() })
    .from(taskEmployees)
    .innerJoin(tasks, eq(tasks.id, taskEmployees.taskId))
    .innerJoin(documents, eq(documents.id, taskEmployees.actDocumentId))
    .leftJoin(massPayouts, eq(massPayouts.id, taskEmployees.massPayoutId))
    .where(readyToPay(customerId))
    .groupBy(tasks.id);
}

/**
 * The chosen pairs that are ready, locked (the pairs only: the task, the act and the registry are read), in a
 * fixed order so two requests lock them the same way round.
 */
export async function lockReadyWork(tx: Tx, customerId: string, pairs: { taskId: string; employeeId: string }[]) {
  if (pairs.length === 0) return [];
  const chosen = or(
    ...pairs.map((p) => and(eq(taskEmployees.taskId, p.taskId), eq(taskEmployees.employeeId, p.employeeId))),
  );
  return workFrom(tx as unknown as Db)
    .where(and(readyToPay(customerId), chosen))
    .orderBy(asc(taskEmployees.id))
    .for('update', { of: taskEmployees });
}

export async function putPairsInRegistry(tx: Tx, pairIds: string[], massPayoutId: string, now: Date) {
  if (pairIds.length === 0) return;
  await tx.update(taskEmployees).set({ massPayoutId, updatedAt: now }).where(inArray(taskEmployees.id, pairIds));
}

export type PairRegistry = {
  id: string;
  number: number;
  kind: 'NPD' | 'INDIVIDUAL';
  status: 'DRAFT' | 'PROCESSING' | 'COMPLETED' | 'ERROR';
  deleted: boolean;
};

/** The registries these pairs are in, by id. */
export async function selectRegistries(db: Db, ids: string[]): Promise<Map<string, PairRegistry>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: massPayouts.id,
      number: massPayouts.number,
      kind: massPayouts.kind,
      status: massPayouts.status,
      deletedAt: massPayouts.deletedAt,
    })
    .from(massPayouts)
    .where(inArray(massPayouts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { ...r, deleted: r.deletedAt !== null }]));
}

/** The payout each pair's row of its registry made (pairs without a payout of their own), by pair id. */
export async function selectRegistryPayouts(
  db: Db,
  pairs: Pick<PairRow, 'id' | 'massPayoutId' | 'payoutId'>[],
): Promise<Map<string, string>> {
  const inRegistry = pairs.filter((p) => p.massPayoutId && !p.payoutId);
  if (inRegistry.length === 0) return new Map();
  const rows = await db
    .select({ externalId: massPayoutRows.externalId, payoutId: massPayoutRows.payoutId })
    .from(massPayoutRows)
    .where(
      and(
        inArray(massPayoutRows.massPayoutId, [...new Set(inRegistry.map((p) => p.massPayoutId!))]),
        inArray(
          massPayoutRows.externalId,
          inRegistry.map((p) => pairExternalId(p.id)),
        ),
        isNotNull(massPayoutRows.payoutId),
      ),
    );
  const byExternal = new Map(rows.map((r) => [r.externalId, r.payoutId!]));
  return new Map(
    inRegistry.flatMap((p) => {
      const payoutId = byExternal.get(pairExternalId(p.id));
      return payoutId ? [[p.id, payoutId] as const] : [];
    }),
  );
}

/** The pairs whose registry row made one of these payouts (and that have no payout of their own yet). */
export async function selectPairsByRegistryPayouts(
  db: Db,
  payoutIds: string[],
): Promise<{ pair: PairRow; payoutId: string }[]> {
  if (payoutIds.length === 0) return [];
  const rows = await db
    .select({ pair: taskEmployees, payoutId: massPayoutRows.payoutId })
    .from(massPayoutRows)
    .innerJoin(
      taskEmployees,
      and(eq(taskEmployees.massPayoutId, massPayoutRows.massPayoutId), eq(externalIdOf, massPayoutRows.externalId)),
    )
    .where(and(inArray(massPayoutRows.payoutId, payoutIds), isNull(taskEmployees.payoutId)));
  return rows.map((r) => ({ pair: r.pair, payoutId: r.payoutId! }));
}

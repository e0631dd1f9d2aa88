/**
 * Set-ups of the statistics tests: DONE payouts written as rows (the figures only read DONE rows; making each
 * through acceptance, signatures and the bank sandboxes would take seconds a payout and prove nothing more here —
 * task-payouts.test.ts walks that way), optionally with the task pair they paid, and Moscow months relative to now.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { payouts, taskEmployees, tasks } from '../../db/schema/index.js';
import { moscowDate } from '../../lib/moscow-time.js';
import type { TestServer } from '../../test-support/test-server.js';
import { addMonths } from './statistics-figures.js';

let number = 900_000;

/** YYYY-MM of the Moscow month `delta` months from now (0: this month). */
export const monthFromNow = (delta: number) => addMonths(moscowDate(new Date()).slice(0, 7), delta);

/** An instant in Moscow: `month` (YYYY-MM), day and time. */
export const moscowInstant = (month: string, day = 15, time = '12:00') =>
  new Date(`${month}-${String(day).padStart(2, '0')}T${time}:00+03:00`);

export type PaidRow = {
  customerId: string;
  employeeId: string;
  kopecks: bigint;
  paidAt: Date;
  status?: 'DONE' | 'ERROR' | 'PENDING';
  /** The task pair it paid: a service of the company and the task's pricing. */
  task?: { serviceId: string; unit?: string; quantity?: string; pairStatus?: 'COMPLETED' | 'WAIT_PAYOUT' };
};

/** A payout of the company to the contractor, paid at `paidAt` (DONE unless said), with its task pair if given. */
export async function insertPaidPayout(server: TestServer, row: PaidRow): Promise<string> {
  const db = server.runtime.ctx.db;
  const status = row.status ?? 'DONE';
  const [payout] = await db
    .insert(payouts)
    .values({
      customerId: row.customerId,
      employeeId: row.employeeId,
      kind: 'NPD',
      number: ++number,
      status,
      amountKopecks: row.kopecks,
      netKopecks: row.kopecks,
      serviceName: 'Уборка',
      employeeFioKey: sql`'статистика'`,
      holdId: randomUUID(),
      heldAt: row.paidAt,
      paidAt: status === 'DONE' ? row.paidAt : null,
      createdAt: row.paidAt,
      updatedAt: row.paidAt,
    })
    .returning({ id: payouts.id });
  if (row.task) {
    const perUnit = row.task.unit !== undefined;
    const [task] = await db
      .insert(tasks)
      .values({
        customerId: row.customerId,
        number: number,
        name: 'Уборка офиса',
        serviceId: row.task.serviceId,
        serviceName: 'Уборка',
        pricing: perUnit ? 'PER_UNIT' : 'FIXED',
        amountKopecks: row.kopecks,
        quantity: perUnit ? (row.task.quantity ?? '1') : null,
        unit: perUnit ? row.task.unit! : null,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-02',
        status: 'COMPLETED',
      })
      .returning({ id: tasks.id });
    await db.insert(taskEmployees).values({
      taskId: task!.id,
      employeeId: row.employeeId,
      customerId: row.customerId,
      status: row.task.pairStatus ?? 'COMPLETED',
      payoutId: payout!.id,
    });
  }
  return payout!.id;
}

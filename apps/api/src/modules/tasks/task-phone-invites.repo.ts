/**
 * SQL of the task invites by phone (table task_phone_invites): the company's contractors of some phones,
 * a task's phone invites, and the pending ones of a phone when its person joins the company. Every query
 * names the company.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerEmployees, employees, taskPhoneInvites } from '../../db/schema/index.js';
import type { Tx } from '../../db/transaction.js';

export type PhoneInviteRow = typeof taskPhoneInvites.$inferSelect;

/** Which of these phones belong to the company's contractors now (an ACTIVE link): phone → employee id. */
export async function selectContractorsByPhones(
  db: Db,
  customerId: string,
  phones: string[],
): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, phone: employees.phone })
    .from(customerEmployees)
    .innerJoin(employees, eq(employees.id, customerEmployees.employeeId))
    .where(
      and(
        eq(customerEmployees.customerId, customerId),
        eq(customerEmployees.status, 'ACTIVE'),
        inArray(employees.phone, phones),
      ),
    );
  return new Map(rows.map((r) => [r.phone, r.id]));
}

export async function selectTaskPhoneInvites(db: Db, customerId: string, taskId: string): Promise<PhoneInviteRow[]> {
  return db
    .select()
    .from(taskPhoneInvites)
    .where(and(eq(taskPhoneInvites.customerId, customerId), eq(taskPhoneInvites.taskId, taskId)))
    .orderBy(desc(taskPhoneInvites.createdAt), desc(taskPhoneInvites.id));
}

/** The task's invite of this phone, or of this id, locked (the task is locked first by the caller). */
export async function lockPhoneInvite(
  tx: Tx,
  customerId: string,
  taskId: string,
  which: { phone: string } | { id: string },
): Promise<PhoneInviteRow | undefined> {
  const [row] = await tx
    .select()
    .from(taskPhoneInvites)
    .where(
      and(
        eq(taskPhoneInvites.customerId, customerId),
        eq(taskPhoneInvites.taskId, taskId),
        'phone' in which ? eq(taskPhoneInvites.phone, which.phone) : eq(taskPhoneInvites.id, which.id),
      ),
    )
    .for('update');
  return row;
}

/** A PENDING invite of the phone onto the task: a new row, or the task's earlier one of that phone made pending again. */
export async function upsertPendingPhoneInvite(
  tx: Tx,
  row: { customerId: string; taskId: string; phone: string; now: Date },
): Promise<PhoneInviteRow> {
  const pending = { status: 'PENDING' as const, employeeId: null, joinedAt: null, createdAt: row.now };
  const [saved] = await tx
    .insert(taskPhoneInvites)
    .values({ customerId: row.customerId, taskId: row.taskId, phone: row.phone, ...pending })
    .onConflictDoUpdate({ target: [taskPhoneInvites.taskId, taskPhoneInvites.phone], set: pending })
    .returning();
  return saved!;
}

/** The company's PENDING task invites of a phone (the tasks in id order: they are locked one by one in it). */
export async function selectPendingOfPhone(
  db: Db,
  customerId: string,
  phone: string,
): Promise<Pick<PhoneInviteRow, 'id' | 'taskId'>[]> {
  return db
    .select({ id: taskPhoneInvites.id, taskId: taskPhoneInvites.taskId })
    .from(taskPhoneInvites)
    .where(
      and(
        eq(taskPhoneInvites.customerId, customerId),
        eq(taskPhoneInvites.phone, phone),
        eq(taskPhoneInvites.status, 'PENDING'),
      ),
    )
    .orderBy(asc(taskPhoneInvites.taskId));
}

export async function updatePhoneInvite(
  tx: Tx,
  customerId: string,
  id: string,
  patch: Partial<Pick<PhoneInviteRow, 'status' | 'employeeId' | 'joinedAt'>>,
): Promise<PhoneInviteRow> {
  const [row] = await tx
    .update(taskPhoneInvites)
    .set(patch)
    .where(and(eq(taskPhoneInvites.customerId, customerId), eq(taskPhoneInvites.id, id)))
    .returning();
  return row!;
}

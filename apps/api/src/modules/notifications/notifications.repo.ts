/** Notifications of one account. Every function takes the account id: nothing here reads across accounts. */
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertJsonRows } from '../../db/insert-json.js';
import { accounts, notifications } from '../../db/schema/index.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** The logins told anything: ACTIVE or PENDING, never a colleague removed from the company (issue 28). */
// A person's login: an API key's own login (issue 30, accounts.kind API_KEY) has nobody to read a bell.
const LIVE = and(
  or(eq(accounts.status, 'ACTIVE'), eq(accounts.status, 'PENDING')),
  isNull(accounts.removedAt),
  eq(accounts.kind, 'PERSON'),
);
export type NewNotification = Pick<NotificationRow, 'accountId' | 'title' | 'body' | 'type' | 'url' | 'addedAt'>;

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return insertJsonRows(db, notifications, rows).returning();
}

const ofAccount = (accountId: string, isRead?: boolean): SQL | undefined =>
  and(eq(notifications.accountId, accountId), isRead === undefined ? undefined : eq(notifications.isRead, isRead));

export async function selectNotificationPage(
  db: Db,
  accountId: string,
  filter: { isRead?: boolean; page: number; pageSize: number },
) {
  const where = ofAccount(accountId, filter.isRead);
  const window = pageWindow({ page: filter.page, page_size: filter.pageSize });
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.addedAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return pageOf(items, total?.value ?? 0);
}

export async function countUnread(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(notifications).where(ofAccount(accountId, false));
  return row?.value ?? 0;
}

/** Marks the account's own unread notifications among `ids`; foreign or already read ids change nothing. */
export async function markRead(db: Db, accountId: string, ids: string[], now: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(ofAccount(accountId, false), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function selectNotification(db: Db, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Active accounts of a customer (its users) or of a contractor. */
export async function selectRecipientAccountIds(
  db: Db,
  recipient: { accountId: string } | { customerId: string } | { employeeId: string },
): Promise<string[]> {
  const condition =
    'accountId' in recipient
      ? eq(accounts.id, recipient.accountId)
      : 'customerId' in recipient
        ? eq(accounts.customerId, recipient.customerId)
        : eq(accounts.employeeId, recipient.employeeId);
  const rows = await db.select({ id: accounts.id }).from(accounts).where(and(condition, LIVE));
  return rows.map((r) => r.id);
}

/**
 * The active accounts of several recipients in one query: by account id, by customer and by contractor
 * (a job telling many people at once). Each recipient's key (`accountId` / `customer:` / `employee:`) maps
 * to its accounts.
 */
export async function selectRecipientAccountIdsMany(
  db: Db,
  recipients: ({ accountId: string } | { customerId: string } | { employeeId: string })[],
): Promise<{ id: string; customerId: string | null; employeeId: string | null }[]> {
  const ids = recipients.flatMap((r) => ('accountId' in r ? [r.accountId] : []));
  const customers = recipients.flatMap((r) => ('customerId' in r ? [r.customerId] : []));
  const contractors = recipients.flatMap((r) => ('employeeId' in r ? [r.employeeId] : []));
  const conditions = [
    ids.length > 0 ? inArray(accounts.id, [...new Set(ids)]) : undefined,
    customers.length > 0 ? inArray(accounts.customerId, [...new Set(customers)]) : undefined,
    contractors.length > 0 ? inArray(accounts.employeeId, [...new Set(contractors)]) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({ id: accounts.id, customerId: accounts.customerId, employeeId: accounts.employeeId })
    .from(accounts)
    .where(and(or(...conditions), LIVE));
}

/** The account a support call names by its login (e-mail or phone), whatever its status. */
export async function selectAccountIdByLogin(
  db: Db,
  login: { kind: 'email'; email: string } | { kind: 'phone'; phone: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(login.kind === 'email' ? eq(accounts.email, login.email) : eq(accounts.phone, login.phone))
    .limit(1);
  return row?.id;
}

/**
 * SQL of the company's journal: its events newest first, one page at a time, with the acting account's
 * name and what each event concerns. Every read is scoped by the company's own id, and so is every join
 * (a payout or document row of another company never names an event).
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, customers, documents, employees, historyEvents, payouts } from '../../db/schema/index.js';

export type JournalFilter = {
  customerId: string;
  entityKind?: 'payout' | 'document' | 'company' | 'account' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export type JournalRow = {
  seq: bigint;
  entityKind: string;
  entityId: string;
  event: string;
  occurredAt: Date;
  actorRole: 'user' | 'employee' | null;
  actorOrganisation: string | null;
  actorLastName: string | null;
  actorFirstName: string | null;
  actorPatronymic: string | null;
  payoutNumber: number | null;
  documentNumber: number | null;
  documentTitle: string | null;
};

function whereOf(filter: JournalFilter): SQL | undefined {
  return and(
    eq(historyEvents.customerId, filter.customerId),
    filter.entityKind ? eq(historyEvents.entityKind, filter.entityKind) : undefined,
    filter.from ? gte(historyEvents.occurredAt, filter.from) : undefined,
    filter.to ? lt(historyEvents.occurredAt, filter.to) : undefined,
  );
}

/** One page, newest first; (customer_id[, entity_kind], occurred_at, seq) indexes serve the order. */
export async function selectJournal(
  db: Db,
  filter: JournalFilter,
  window: { limit: number; offset: number },
): Promise<JournalRow[]> {
  return db
    .select({
      seq: historyEvents.seq,
      entityKind: historyEvents.entityKind,
      entityId: historyEvents.entityId,
      event: historyEvents.event,
      occurredAt: historyEvents.occurredAt,
      actorRole: accounts.role,
      actorOrganisation: customers.organisationName,
      actorLastName: employees.lastName,
      actorFirstName: employees.firstName,
      actorPatronymic: employees.patronymic,
      payoutNumber: payouts.number,
      documentNumber: documents.number,
      documentTitle: documents.title,
    })
    .from(historyEvents)
    .leftJoin(accounts, eq(accounts.id, historyEvents.actorAccountId))
    .leftJoin(customers, eq(customers.id, accounts.customerId))
    .leftJoin(employees, eq(employees.id, accounts.employeeId))
    .leftJoin(
      payouts,
      and(
        eq(historyEvents.entityKind, 'payout'),
        eq(payouts.id, historyEvents.entityId),
        eq(payouts.customerId, filter.customerId),
      ),
    )
    .leftJoin(
      documents,
      and(
        eq(historyEvents.entityKind, 'document'),
        eq(documents.id, historyEvents.entityId),
        eq(documents.customerId, filter.customerId),
      ),
    )
    .where(whereOf(filter))
    .orderBy(desc(historyEvents.occurredAt), desc(historyEvents.seq))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countJournal(db: Db, filter: JournalFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(historyEvents).where(whereOf(filter));
  return row?.n ?? 0;
}

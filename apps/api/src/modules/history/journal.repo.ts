/**
 * SQL of the company's journal: its events newest first, one page at a time (by keyset after a cursor, or
 * by offset), with the acting account's name and what each event concerns. Every read is scoped by the
 * company's own id, and so is every join (a payout, document, bank account, responsible person, API key or
 * webhook endpoint of another company never names an event).
 */
import type { HistoryEntityKind, JournalEntityKind } from '@vyplaty/contracts';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  accounts,
  apiKeys,
  customerBankAccounts,
  customers,
  documents,
  employees,
  historyEvents,
  payouts,
  representatives,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { type KeyValue, keysetAfter, type PageWindow, type SortKeyPart } from '../../lib/pagination.js';

/**
 * The join of an event to what it concerns: a row of `table` of this kind and id, and the company's own — one of
 * another company never names an event.
 */
const concerns = (
  kind: HistoryEntityKind,
  table: { id: AnyPgColumn; customerId: AnyPgColumn },
  customerId: string,
): SQL | undefined =>
  and(eq(historyEvents.entityKind, kind), eq(table.id, historyEvents.entityId), eq(table.customerId, customerId));

export type JournalFilter = {
  customerId: string;
  entityKind?: JournalEntityKind | undefined;
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
  /** A colleague's name (issue 28, company users); null for the company's first login. */
  actorFullName: string | null;
  actorLastName: string | null;
  actorFirstName: string | null;
  actorPatronymic: string | null;
  payoutNumber: number | null;
  documentNumber: number | null;
  documentTitle: string | null;
  /** The bank account's БИК bank and number (the number is masked before it leaves the service). */
  bankName: string | null;
  bankAccountNumber: string | null;
  representativeLastName: string | null;
  representativeFirstName: string | null;
  representativePatronymic: string | null;
  /** The API key's name now (issue 30): its events and the calls made with it. */
  apiKeyName: string | null;
  /** The webhook endpoint's address (issue 30); the service shows its host. */
  webhookUrl: string | null;
  details: Record<string, unknown>;
  /** The row's key in the journal's order, for the next page's cursor. */
  cursorKey: KeyValue[];
};

function whereOf(filter: JournalFilter): SQL | undefined {
  return and(
    eq(historyEvents.customerId, filter.customerId),
    filter.entityKind ? eq(historyEvents.entityKind, filter.entityKind) : undefined,
    filter.from ? gte(historyEvents.occurredAt, filter.from) : undefined,
    filter.to ? lt(historyEvents.occurredAt, filter.to) : undefined,
  );
}

/**
 * Newest first, the order of writing breaking ties (events of one transaction share their time): the
 * keyset's key. The indexes history_events_journal (customer_id, occurred_at, seq) and _journal_kind
 * (customer_id, entity_kind, occurred_at, seq) of migration 0030 serve both the order and the seek.
 */
export const journalOrder: SortKeyPart[] = [
  { key: historyEvents.occurredAt, direction: 'DESC', type: 'timestamptz', notNull: true },
  { key: historyEvents.seq, direction: 'DESC', type: 'bigint', notNull: true },
];

/** One page, newest first: the rows after `after` (the key values of the previous page's last row), or `offset` skipped. */
export async function selectJournal(
  db: Db,
  filter: JournalFilter,
  window: PageWindow & { after?: KeyValue[] | undefined },
): Promise<JournalRow[]> {
  return (
    db
      .select({
        seq: historyEvents.seq,
        entityKind: historyEvents.entityKind,
        entityId: historyEvents.entityId,
        event: historyEvents.event,
        occurredAt: historyEvents.occurredAt,
        actorRole: accounts.role,
        actorOrganisation: customers.organisationName,
        actorFullName: accounts.fullName,
        actorLastName: employees.lastName,
        actorFirstName: employees.firstName,
        actorPatronymic: employees.patronymic,
        payoutNumber: payouts.number,
        documentNumber: documents.number,
        documentTitle: documents.title,
        bankName: customerBankAccounts.bankName,
        bankAccountNumber: customerBankAccounts.accountNumber,
        representativeLastName: representatives.lastName,
        representativeFirstName: representatives.firstName,
        representativePatronymic: representatives.patronymic,
        apiKeyName: apiKeys.name,
        webhookUrl: webhookEndpoints.url,
        details: historyEvents.details,
        cursorKey: sql<KeyValue[]>`json_build_array(${historyEvents.occurredAt}::text, ${historyEvents.seq}::text)`,
      })
      .from(historyEvents)
      .leftJoin(accounts, eq(accounts.id, historyEvents.actorAccountId))
      .leftJoin(customers, eq(customers.id, accounts.customerId))
      .leftJoin(employees, eq(employees.id, accounts.employeeId))
      .leftJoin(payouts, concerns('payout', payouts, filter.customerId))
      .leftJoin(documents, concerns('document', documents, filter.customerId))
      // Removed accounts and persons are soft-deleted: their rows still name the events about them.
      .leftJoin(customerBankAccounts, concerns('bank_account', customerBankAccounts, filter.customerId))
      .leftJoin(representatives, concerns('representative', representatives, filter.customerId))
      .leftJoin(apiKeys, concerns('api_key', apiKeys, filter.customerId))
      // A deleted endpoint is soft-deleted: its row still names the events about it.
      .leftJoin(webhookEndpoints, concerns('webhook', webhookEndpoints, filter.customerId))
      .where(and(whereOf(filter), window.after ? keysetAfter(journalOrder, window.after) : undefined))
      .orderBy(desc(historyEvents.occurredAt), desc(historyEvents.seq))
      .limit(window.limit)
      .offset(window.after ? 0 : window.offset)
  );
}

export async function countJournal(db: Db, filter: JournalFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(historyEvents).where(whereOf(filter));
  return row?.n ?? 0;
}

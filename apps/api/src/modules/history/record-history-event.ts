/**
 * The one way to write a history event: inside the business transaction that made the change (a
 * `TxContext`), so the event exists exactly when the change does. The table is append-only (trigger).
 */
import { type HistoryEntityKind, type HistoryEventsByKind, historyEventSchemas } from '@vyplaty/contracts';
import type { TxContext } from '../../db/transaction.js';
import { type HistoryEventRow, insertHistoryEvent, insertHistoryEvents } from './history.repo.js';

export type HistoryEventInput<K extends HistoryEntityKind> = {
  entityKind: K;
  entityId: string;
  /** A code of SPEC §4's list for this kind: a payout cannot be given a document's event. */
  event: HistoryEventsByKind[K];
  /** The owners; at least one (the database checks it too). */
  customerId?: string | null;
  employeeId?: string | null;
  /** The acting person's account; null or omitted when the platform acted (a job, the bank, FNS). */
  actorAccountId?: string | null;
  details?: Record<string, unknown>;
};

function rowOf<K extends HistoryEntityKind>(txCtx: TxContext, input: HistoryEventInput<K>) {
  // Callers outside TypeScript's reach (job payloads, data read back) still cannot write a foreign code.
  const event = historyEventSchemas[input.entityKind].parse(input.event);
  if (!input.customerId && !input.employeeId) throw new Error('A history event needs its owner');
  return {
    entityKind: input.entityKind,
    entityId: input.entityId,
    event,
    customerId: input.customerId ?? null,
    employeeId: input.employeeId ?? null,
    actorAccountId: input.actorAccountId ?? null,
    occurredAt: txCtx.now(),
    details: input.details ?? {},
  };
}

export async function recordHistoryEvent<K extends HistoryEntityKind>(
  txCtx: TxContext,
  input: HistoryEventInput<K>,
): Promise<HistoryEventRow> {
  return insertHistoryEvent(txCtx.db, rowOf(txCtx, input));
}

/** Several events of one transaction in one statement (a job settling a batch of payouts). */
export async function recordHistoryEvents<K extends HistoryEntityKind>(
  txCtx: TxContext,
  inputs: HistoryEventInput<K>[],
): Promise<void> {
  await insertHistoryEvents(
    txCtx.db,
    inputs.map((input) => rowOf(txCtx, input)),
  );
}

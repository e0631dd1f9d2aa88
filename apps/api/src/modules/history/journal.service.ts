/** The company's journal (GET user/journal): its events newest first, by kind and period, page by page. */
import {
  type JournalItem,
  type JournalQuery,
  type JournalResponse,
  journalEventText,
  shortPersonName,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { companyOnlyIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { moscowDayStart } from '../../lib/moscow-time.js';
import { pageOf, pageWindow } from '../../lib/pagination.js';
import { countJournal, type JournalFilter, type JournalRow, selectJournal } from './journal.repo.js';

const DAY_MS = 86_400_000;

function filterOf(customerId: string, query: JournalQuery): JournalFilter {
  if (query.date_from && query.date_to && query.date_from > query.date_to) {
    const message = 'Дата «по» раньше даты «с»';
    throw new AppError('VALIDATION_ERROR', { message, fields: { date_to: message } });
  }
  return {
    customerId,
    entityKind: query.entity_kind,
    // Moscow days, both ends included.
    from: query.date_from ? moscowDayStart(query.date_from) : undefined,
    to: query.date_to ? new Date(moscowDayStart(query.date_to).getTime() + DAY_MS) : undefined,
  };
}

function entityLabelOf(row: JournalRow): string {
  if (row.entityKind === 'payout') return row.payoutNumber === null ? 'Выплата' : `Выплата № ${row.payoutNumber}`;
  if (row.entityKind === 'document') {
    if (row.documentNumber === null) return 'Документ';
    return `Документ № ${row.documentNumber} «${row.documentTitle ?? ''}»`;
  }
  if (row.entityKind === 'company') return 'Настройки компании';
  return 'Учётная запись компании';
}

function actorNameOf(row: JournalRow): string | null {
  if (row.actorRole === 'user') return row.actorOrganisation;
  if (row.actorRole === 'employee') {
    return shortPersonName(row.actorLastName, row.actorFirstName, row.actorPatronymic) ?? 'Исполнитель';
  }
  return null;
}

const toItem = (row: JournalRow): JournalItem => {
  const kind = row.entityKind as JournalItem['entity_kind'];
  return {
    id: String(row.seq),
    entity_kind: kind,
    entity_id: row.entityId,
    event: row.event,
    text: journalEventText(kind, row.event),
    entity_label: entityLabelOf(row),
    actor_name: actorNameOf(row),
    occurred_at: row.occurredAt.toISOString(),
  };
};

/** One page of the caller's company journal; another company's events never reach the query. */
export async function findJournal(ctx: ActorContext, query: JournalQuery): Promise<JournalResponse> {
  const filter = filterOf(companyOnlyIdOf(ctx), query);
  const rows = await selectJournal(ctx.db, filter, pageWindow(query));
  return pageOf(rows.map(toItem), await countJournal(ctx.db, filter));
}

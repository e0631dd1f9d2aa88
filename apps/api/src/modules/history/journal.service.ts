/**
 * The company's journal (GET user/journal): its events newest first, by kind and period, page by page;
 * the next page is read after the previous page's cursor (keyset, docs/decisions/lists.md).
 */
import {
  formatKopecks,
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
import { decodeCursor, encodeCursor, pageOf, pageWindow } from '../../lib/pagination.js';
import { countJournal, type JournalFilter, type JournalRow, journalOrder, selectJournal } from './journal.repo.js';

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
  if (row.entityKind === 'company') return row.event === 'LIMITS_SET' ? 'Лимиты выплат' : 'Настройки компании';
  if (row.entityKind === 'bank_account') {
    // Masked as everywhere in the portal: the last four digits only.
    if (row.bankAccountNumber === null) return 'Счёт компании';
    return `Счёт •• ${row.bankAccountNumber.slice(-4)}${row.bankName ? `, ${row.bankName}` : ''}`;
  }
  if (row.entityKind === 'representative') {
    return (
      shortPersonName(row.representativeLastName, row.representativeFirstName, row.representativePatronymic) ??
      'Ответственное лицо'
    );
  }
  if (row.entityKind === 'task') {
    // Tasks write their number and name into each event's details (a deleted draft's row is gone).
    const { task_number: number, task_name: name } = row.details;
    return typeof number === 'number' ? `Задание № ${number} «${String(name ?? '')}»` : 'Задание';
  }
  if (row.entityKind === 'bundle') {
    // Bundles write their number and name into each event's details, as tasks do.
    const { bundle_number: number, bundle_name: name } = row.details;
    return typeof number === 'number' ? `Пакет документов № ${number} «${String(name ?? '')}»` : 'Пакет документов';
  }
  // Issue 30: an API key by its name now (its login's name too), a webhook endpoint by its address's host.
  if (row.entityKind === 'api_key') return row.apiKeyName === null ? 'Ключ API' : `Ключ API «${row.apiKeyName}»`;
  if (row.entityKind === 'webhook')
    return row.webhookUrl === null ? 'Адрес вебхуков' : `Адрес вебхуков ${hostOf(row.webhookUrl)}`;
  // The company's users (issue 28) write the colleague's name into each event's details.
  if (row.entityKind === 'account' && typeof row.details.user_name === 'string') {
    return `Пользователь ${row.details.user_name}`;
  }
  return 'Учётная запись компании';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    // Endpoints are checked as URLs when saved; a row that is not one still names itself rather than failing the page.
    return url;
  }
}

const LIMIT_NAMES: Readonly<Record<string, string>> = {
  PER_PAYOUT: 'на одну выплату',
  PER_DAY: 'в сутки',
  PER_MONTH: 'в месяц',
};

/** The event's text; limits set also say which and to what (details.limits: kind → kopecks). */
function textOf(row: JournalRow, kind: JournalItem['entity_kind']): string {
  const text = journalEventText(kind, row.event);
  // A call made with an API key says which: «Запрос по API-ключу: POST /v1/payouts → 201, 203.0.113.5».
  if (kind === 'api_key' && row.event === 'API_CALL' && typeof row.details.text === 'string') {
    return `${text}: ${row.details.text}`;
  }
  const limits = row.details.limits;
  if (kind !== 'company' || row.event !== 'LIMITS_SET' || typeof limits !== 'object' || limits === null) return text;
  const set = limits as Record<string, unknown>;
  // In the order of the limits page (jsonb keeps its keys in an order of its own).
  const parts = Object.entries(LIMIT_NAMES)
    .filter(([limit]) => typeof set[limit] === 'string' && /^\d+$/.test(set[limit] as string))
    .map(([limit, name]) => `${name} — ${formatKopecks(set[limit] as string)}`);
  return parts.length > 0 ? `${text}: ${parts.join(', ')}` : text;
}

function actorNameOf(row: JournalRow): string | null {
  // Support acts without an account of the company (payment limits): named as such, never as a person.
  if (row.details.actor === 'SUPPORT') return 'Служба поддержки';
  // A colleague (issue 28) by their name; the company's first login by the company's name.
  if (row.actorRole === 'user') return row.actorFullName ?? row.actorOrganisation;
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
    text: textOf(row, kind),
    entity_label: entityLabelOf(row),
    actor_name: actorNameOf(row),
    occurred_at: row.occurredAt.toISOString(),
  };
};

/**
 * One page of the caller's company journal; another company's events never reach the query. With `after`
 * (the previous page's `next_cursor`, made for the same kind and period) the page is the rows after that
 * key, read from the index; without it, or with a cursor of other filters, the page number decides.
 */
export async function findJournal(ctx: ActorContext, query: JournalQuery): Promise<JournalResponse> {
  const filter = filterOf(companyOnlyIdOf(ctx), query);
  // The cursor belongs to one company's journal with one kind and period.
  const scope = JSON.stringify([
    'journal',
    filter.customerId,
    filter.entityKind ?? null,
    filter.from?.toISOString() ?? null,
    filter.to?.toISOString() ?? null,
  ]);
  const after = query.after ? decodeCursor(query.after, scope, journalOrder.length) : undefined;
  const window = pageWindow(query);
  // One row more than the page says whether a next page exists, whatever was written since the count.
  const [read, totalCount] = await Promise.all([
    selectJournal(ctx.db, filter, { ...window, limit: window.limit + 1, after }),
    countJournal(ctx.db, filter),
  ]);
  const rows = read.slice(0, window.limit);
  const last = rows.at(-1);
  return {
    ...pageOf(rows.map(toItem), totalCount),
    next_cursor: last && read.length > window.limit ? encodeCursor(scope, last.cursorKey) : null,
  };
}

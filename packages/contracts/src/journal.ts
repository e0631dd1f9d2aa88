/**
 * The company's journal (header link «Журнал»): who did what and when — its payouts, documents, settings
 * and the logins of its accounts — read from the append-only history, newest first, page by page.
 */
import { z } from 'zod';
import { DOCUMENT_HISTORY_EVENT_LABELS } from './documents.js';
import type { AccountHistoryEvent, CompanyHistoryEvent, HistoryEntityKind } from './history.js';
import { queryPageFields } from './pagination.js';
import { PAYOUT_HISTORY_EVENT_LABELS } from './payouts.js';

export const journalEntityKindSchema = z.enum(['payout', 'document', 'company', 'account'], {
  error: 'Раздел журнала: payout, document, company или account',
});
export type JournalEntityKind = z.infer<typeof journalEntityKindSchema> & HistoryEntityKind;

export const JOURNAL_ENTITY_KIND_LABELS: Readonly<Record<JournalEntityKind, string>> = {
  payout: 'Выплаты',
  document: 'Документы',
  company: 'Настройки',
  account: 'Входы',
};

const ACCOUNT_EVENT_LABELS: Readonly<Record<AccountHistoryEvent, string>> = { LOGIN: 'Вход в портал' };
const COMPANY_EVENT_LABELS: Readonly<Record<CompanyHistoryEvent, string>> = {
  PROFILE_UPDATED: 'Изменены данные компании',
  ACTUALIZED: 'Данные компании обновлены из реестра',
  CONSTANTS_UPDATED: 'Изменены настройки исполнителей и выплат',
};

/** The journal line's text of an event code of its kind; an unknown code reads «Событие». */
export function journalEventText(kind: JournalEntityKind, event: string): string {
  const labels: Readonly<Record<string, string>> =
    kind === 'payout'
      ? PAYOUT_HISTORY_EVENT_LABELS
      : kind === 'document'
        ? DOCUMENT_HISTORY_EVENT_LABELS
        : kind === 'company'
          ? COMPANY_EVENT_LABELS
          : ACCOUNT_EVENT_LABELS;
  return labels[event] ?? 'Событие';
}

const isoDate = (message: string) => z.iso.date({ error: message });

/** GET user/journal (query string): page, page_size, entity_kind, date_from / date_to (Moscow days, inclusive). */
export const journalQuerySchema = z.object({
  ...queryPageFields,
  entity_kind: journalEntityKindSchema.optional(),
  date_from: isoDate('Дата «с» в формате ГГГГ-ММ-ДД').optional(),
  date_to: isoDate('Дата «по» в формате ГГГГ-ММ-ДД').optional(),
});
export type JournalQuery = z.output<typeof journalQuerySchema>;

export const journalItemSchema = z.object({
  id: z.string(),
  entity_kind: journalEntityKindSchema,
  entity_id: z.string(),
  event: z.string(),
  /** The event in Russian, e.g. «Выплата создана». */
  text: z.string(),
  /** What it concerns, e.g. «Выплата № 12», «Документ № 3 «Акт…»», «Вход в портал». */
  entity_label: z.string(),
  /** Whose account acted; null when the platform did (a job, the bank, the tax service). */
  actor_name: z.string().nullable(),
  occurred_at: z.string(),
});
export type JournalItem = z.infer<typeof journalItemSchema>;

export const journalResponseSchema = z.object({
  items: z.array(journalItemSchema),
  totalCount: z.number().int(),
});
export type JournalResponse = z.infer<typeof journalResponseSchema>;

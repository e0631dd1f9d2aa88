/**
 * The company's journal (header link «Журнал»): who did what and when — its payouts, documents, settings
 * (profile, defaults, payment limits, bank accounts, responsible persons) and the logins of its accounts —
 * read from the append-only history, newest first, page by page with a keyset cursor.
 */
import { z } from 'zod';
import { BUNDLE_HISTORY_EVENT_LABELS } from './bundles.js';
import { DOCUMENT_HISTORY_EVENT_LABELS } from './documents.js';
import type {
  AccountHistoryEvent,
  ApiKeyHistoryEvent,
  BankAccountHistoryEvent,
  CompanyHistoryEvent,
  HistoryEntityKind,
  RepresentativeHistoryEvent,
  WebhookHistoryEvent,
} from './history.js';
import { cursorPageFields, nextCursorField, queryPageFields } from './pagination.js';
import { PAYOUT_HISTORY_EVENT_LABELS } from './payouts.js';
import { TASK_HISTORY_EVENT_LABELS } from './tasks.js';

export const journalEntityKindSchema = z.enum(
  [
    'payout',
    'document',
    'company',
    'bank_account',
    'representative',
    'account',
    'task',
    'bundle',
    'api_key',
    'webhook',
  ],
  {
    error:
      'Раздел журнала: payout, document, company, bank_account, representative, account, task, bundle, api_key или webhook',
  },
);
export type JournalEntityKind = z.infer<typeof journalEntityKindSchema> & HistoryEntityKind;

export const JOURNAL_ENTITY_KIND_LABELS: Readonly<Record<JournalEntityKind, string>> = {
  payout: 'Выплаты',
  document: 'Документы',
  company: 'Настройки',
  bank_account: 'Счета компании',
  representative: 'Ответственные лица',
  account: 'Входы и пользователи',
  task: 'Задания',
  bundle: 'Пакеты документов',
  api_key: 'API-ключи',
  webhook: 'Вебхуки',
};

const ACCOUNT_EVENT_LABELS: Readonly<Record<AccountHistoryEvent, string>> = {
  LOGIN: 'Вход в портал',
  USER_INVITED: 'Пользователь приглашён',
  USER_INVITE_RESENT: 'Приглашение отправлено ещё раз',
  USER_UPDATED: 'Изменены роль или имя пользователя',
  USER_BLOCKED: 'Пользователь заблокирован',
  USER_UNBLOCKED: 'Пользователь разблокирован',
  USER_REMOVED: 'Пользователь удалён',
  USER_INVITE_WITHDRAWN: 'Приглашение отозвано',
  USER_INVITE_ACCEPTED: 'Приглашение принято',
  USER_INVITE_DECLINED: 'Приглашение отклонено',
};
const COMPANY_EVENT_LABELS: Readonly<Record<CompanyHistoryEvent, string>> = {
  PROFILE_UPDATED: 'Изменены данные компании',
  ACTUALIZED: 'Данные компании обновлены из реестра',
  CONSTANTS_UPDATED: 'Изменены настройки исполнителей и выплат',
  LIMITS_SET: 'Изменены лимиты выплат',
};
const BANK_ACCOUNT_EVENT_LABELS: Readonly<Record<BankAccountHistoryEvent, string>> = {
  ADDED: 'Добавлен счёт',
  UPDATED: 'Изменены реквизиты счёта',
  MADE_DEFAULT: 'Счёт сделан основным',
  REMOVED: 'Счёт удалён',
};
const REPRESENTATIVE_EVENT_LABELS: Readonly<Record<RepresentativeHistoryEvent, string>> = {
  ADDED: 'Добавлено ответственное лицо',
  UPDATED: 'Изменены данные ответственного лица',
  REMOVED: 'Ответственное лицо удалено',
};
const API_KEY_EVENT_LABELS: Readonly<Record<ApiKeyHistoryEvent, string>> = {
  CREATED: 'Создан API-ключ',
  UPDATED: 'Изменены название или адреса API-ключа',
  ROTATED: 'Секрет API-ключа заменён',
  REVOKED: 'API-ключ отозван',
  API_CALL: 'Запрос по API-ключу',
};
const WEBHOOK_EVENT_LABELS_JOURNAL: Readonly<Record<WebhookHistoryEvent, string>> = {
  CREATED: 'Добавлен адрес вебхуков',
  UPDATED: 'Изменён адрес вебхуков',
  DELETED: 'Адрес вебхуков удалён',
  PAUSED: 'Вебхуки приостановлены',
  FAILING_PAUSED: 'Вебхуки приостановлены: адрес не отвечает сутки',
  RESUMED: 'Вебхуки возобновлены',
  DELIVERY_RESENT: 'Событие отправлено повторно',
};
const EVENT_LABELS: Readonly<Record<JournalEntityKind, Readonly<Record<string, string>>>> = {
  payout: PAYOUT_HISTORY_EVENT_LABELS,
  document: DOCUMENT_HISTORY_EVENT_LABELS,
  company: COMPANY_EVENT_LABELS,
  bank_account: BANK_ACCOUNT_EVENT_LABELS,
  representative: REPRESENTATIVE_EVENT_LABELS,
  account: ACCOUNT_EVENT_LABELS,
  task: TASK_HISTORY_EVENT_LABELS,
  bundle: BUNDLE_HISTORY_EVENT_LABELS,
  api_key: API_KEY_EVENT_LABELS,
  webhook: WEBHOOK_EVENT_LABELS_JOURNAL,
};

/** The journal line's text of an event code of its kind; an unknown code reads «Событие». */
export function journalEventText(kind: JournalEntityKind, event: string): string {
  return EVENT_LABELS[kind][event] ?? 'Событие';
}

const isoDate = (message: string) => z.iso.date({ error: message });

/**
 * GET user/journal (query string): page, page_size, after (the previous page's next_cursor: the page is read
 * by keyset), entity_kind, date_from / date_to (Moscow days, inclusive).
 */
export const journalQuerySchema = z.object({
  ...queryPageFields,
  ...cursorPageFields,
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
  /**
   * What it concerns, e.g. «Выплата № 12», «Документ № 3 «Акт…»», «Счёт •• 1234, ПАО Сбербанк» (never the full
   * number), «Иванов И. И.», «Учётная запись компании».
   */
  entity_label: z.string(),
  /** Whose account acted, or «Служба поддержки»; null when the platform did (a job, the bank, the tax service). */
  actor_name: z.string().nullable(),
  occurred_at: z.string(),
});
export type JournalItem = z.infer<typeof journalItemSchema>;

export const journalResponseSchema = z.object({
  items: z.array(journalItemSchema),
  totalCount: z.number().int(),
  ...nextCursorField,
});
export type JournalResponse = z.infer<typeof journalResponseSchema>;

/**
 * The webhook sandbox's page for people (a company trying webhooks, the browser tests): the address to give the
 * portal and what arrived at one inbox — event id, type, time, headers and body. Plain HTML and a GET form, no
 * script (the document CSP allows none inline).
 */
import { escapeHtml } from '../../lib/html.js';

export type SandboxWebhookMessage = {
  method: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: string;
  /** The status the sandbox answered (500 while `?fail=N` lasts). */
  answered: number;
};

const SHOWN_HEADERS = [
  'content-type',
  'user-agent',
  'x-vyplaty-event-id',
  'x-vyplaty-event-type',
  'x-vyplaty-signature',
];

const moscow = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'medium' });

const page = (body: string) =>
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Песочница вебхуков</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<style>body{font-family:sans-serif;margin:2em;max-width:60em}section{border:1px solid #ccc;border-radius:8px;' +
  'padding:1em;margin-bottom:1em}pre{white-space:pre-wrap;word-break:break-all;background:#f6f6f6;padding:.5em}' +
  'code{background:#f6f6f6;padding:2px 4px}input{padding:.4em;min-width:16em}button{padding:.4em 1em}</style>' +
  `</head><body>${body}</body></html>`;

function messageCard(m: SandboxWebhookMessage): string {
  const eventId = m.headers['x-vyplaty-event-id'] ?? '—';
  const type = m.headers['x-vyplaty-event-type'] ?? '—';
  let body = m.body;
  try {
    body = JSON.stringify(JSON.parse(m.body), null, 2);
  } catch {
    body = m.body; // not JSON: shown as it came
  }
  const headers = SHOWN_HEADERS.filter((h) => m.headers[h] !== undefined)
    .map((h) => `${h}: ${m.headers[h]}`)
    .join('\n');
  return (
    `<section aria-label="${escapeHtml(type)}" data-event-id="${escapeHtml(eventId)}">` +
    `<h3>${escapeHtml(type)}</h3>` +
    `<p>Событие: <code>${escapeHtml(eventId)}</code> · получено ${moscow(m.receivedAt)} · ответ песочницы ${m.answered}</p>` +
    `<h4>Заголовки</h4><pre>${escapeHtml(headers)}</pre><h4>Тело</h4><pre>${escapeHtml(body)}</pre></section>`
  );
}

export function webhookSandboxPage(input: { origin: string; inbox: string; messages: SandboxWebhookMessage[] }) {
  const address = `${input.origin}/sandbox/webhooks/in/${encodeURIComponent(input.inbox)}`;
  const shown = [...input.messages].reverse();
  return page(
    '<h1>Песочница вебхуков</h1>' +
      '<p>Приёмник, на который можно направить вебхук без своего сервера: укажите адрес ниже в разделе ' +
      '«Интеграции» и нажмите «Проверить». Добавьте <code>?fail=2</code> к адресу — первые две доставки каждого ' +
      'события получат ответ 500, и вы увидите повторные попытки.</p>' +
      '<form method="get" action="/sandbox/webhooks"><label>Ящик: <input name="inbox" value="' +
      `${escapeHtml(input.inbox)}" pattern="[A-Za-z0-9_-]{1,64}"></label> <button type="submit">Открыть</button></form>` +
      `<p>Адрес для портала: <code>${escapeHtml(address)}</code></p>` +
      `<h2>Доставки (${shown.length})</h2>` +
      (shown.length
        ? shown.map(messageCard).join('')
        : '<p>Пока ничего не пришло. Обновите страницу после отправки.</p>'),
  );
}

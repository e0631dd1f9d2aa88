/**
 * The Госключ sandbox's page for people (developers, the browser tests): the requests waiting for a
 * signature, each with «Подписать» / «Отклонить» as the person would press them in the «Госключ» app,
 * and the latest decided ones. Plain forms, no script (the document CSP allows none inline); the СНИЛС
 * is shown masked but for its last four digits.
 */
import { escapeHtml } from '../../lib/html.js';
import { fioOf, type GoskeySandboxState, type SandboxGoskeyRequest, statusNow } from './goskey.sandbox-state.js';

const SHOWN = 50;

const STATUS = {
  PENDING: 'Ожидает подписи',
  SIGNED: 'Подписан',
  REJECTED: 'Отклонён',
  EXPIRED: 'Истёк срок',
  ERROR: 'Ошибка',
} as const;

const TYPE = { UKEP: 'УКЭП', UNEP: 'УНЭП' } as const;

const moscow = (ms: number) =>
  new Date(ms).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'medium' });

const maskedSnils = (snils: string) => `***-***-${snils.slice(6, 9)} ${snils.slice(9)}`;

const page = (body: string) =>
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Песочница Госключа</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<style>body{font-family:sans-serif;margin:2em}section{border:1px solid #ccc;border-radius:8px;padding:1em;' +
  'margin-bottom:1em;max-width:40em}form{display:inline-block;margin-right:1em}button{padding:.5em 1.2em}' +
  'table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}' +
  '.error{color:#b00020}</style>' +
  `</head><body>${body}</body></html>`;

const action = (id: string, verb: 'sign' | 'reject', label: string) =>
  `<form method="post" action="/sandbox/goskey/ui/requests/${encodeURIComponent(id)}/${verb}">` +
  `<button type="submit">${label}</button></form>`;

function pendingCard(r: SandboxGoskeyRequest): string {
  return (
    `<section aria-label="${escapeHtml(r.title)}" data-request-id="${escapeHtml(r.id)}">` +
    `<h2>${escapeHtml(r.title)}</h2>` +
    `<p>Кому: ${escapeHtml(fioOf(r.signer))}, СНИЛС ${escapeHtml(maskedSnils(r.signer.snils))}</p>` +
    `<p>Файл: ${escapeHtml(r.document.name)} (${r.document.content.length} байт). Подпись: ${TYPE[r.signatureType]}</p>` +
    `<p>Подписать до ${moscow(r.expiresAt)}</p>` +
    action(r.id, 'sign', 'Подписать') +
    action(r.id, 'reject', 'Отклонить') +
    '</section>'
  );
}

const decidedRow = (r: SandboxGoskeyRequest, now: number) =>
  `<tr><td>${escapeHtml(r.title)}</td><td>${escapeHtml(fioOf(r.signer))}</td><td>${TYPE[r.signatureType]}</td>` +
  `<td>${moscow(r.receivedAt)}</td><td>${STATUS[statusNow(r, now)]}</td></tr>`;

export function goskeySandboxPage(state: GoskeySandboxState, now: number, error?: string): string {
  const pending = state.requests.filter((r) => statusNow(r, now) === 'PENDING').slice(0, SHOWN);
  const decided = state.requests.filter((r) => statusNow(r, now) !== 'PENDING').slice(0, SHOWN);
  return page(
    '<h1>Песочница Госключа</h1>' +
      '<p>Запросы на подписание, отправленные порталом. Кнопки делают то же, что человек в приложении «Госключ».</p>' +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      '<h2>Ожидают подписи</h2>' +
      (pending.length ? pending.map(pendingCard).join('') : '<p>Запросов, ожидающих подписи, нет.</p>') +
      '<h2>Завершённые</h2>' +
      (decided.length
        ? '<table><thead><tr><th>Документ</th><th>Кому</th><th>Подпись</th><th>Получен</th><th>Состояние</th></tr></thead>' +
          `<tbody>${decided.map((r) => decidedRow(r, now)).join('')}</tbody></table>`
        : '<p>Пока нет.</p>'),
  );
}

/**
 * The FNS sandbox's HTML for people: the developer page with pending bind requests (plain forms, no
 * script) and the printable receipt that stands in for lknpd.nalog.ru's `…/print`.
 */
import { formatKopecks } from '@vyplaty/contracts';
import { moscowDateTime } from '../../lib/moscow-time.js';
import type { FnsSandboxState, SandboxBindRequest, SandboxReceipt, SandboxTaxpayer } from './fns.sandbox-state.js';
import { toXsDateTime } from './soap.js';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}</style>' +
  `</head><body>${body}</body></html>`;

const moscow = (iso: string) => toXsDateTime(iso).slice(0, 16).replace('T', ' ');
/** The receipt's time as the portal's cards show it: Moscow, said so («05.03.2026 12:00 МСК»). */
const receiptTime = (iso: string) => `${moscowDateTime(new Date(iso))} МСК`;
/** The receipt's money as the portal's cards show it («2 001,00 ₽»). */
const rubles = (kopecks: bigint) => formatKopecks(kopecks);
const fullName = (t: SandboxTaxpayer | undefined) =>
  t ? [t.secondName, t.firstName, t.patronymic].filter(Boolean).join(' ') : '';

export function bindRequestsPage(state: FnsSandboxState): string {
  const pending = state.requests.filter((r) => r.status === 'IN_PROGRESS');
  const row = (r: SandboxBindRequest) => {
    const action = (verb: string) => `/sandbox/fns/ui/bind-requests/${encodeURIComponent(r.id)}/${verb}`;
    return (
      `<tr><td>${escapeHtml(r.inn)}</td><td>${escapeHtml(fullName(state.taxpayers.get(r.inn)))}</td>` +
      `<td>${r.kind === 'BIND' ? 'Привязка' : 'Изменение прав'}</td><td>${escapeHtml(r.permissions.join(', '))}</td>` +
      `<td>${moscow(new Date(r.createdAt).toISOString())}</td>` +
      `<td><form method="post" action="${action('approve')}" style="display:inline"><button type="submit">Подтвердить</button></form> ` +
      `<form method="post" action="${action('deny')}" style="display:inline"><button type="submit">Отклонить</button></form></td></tr>`
    );
  };
  const table = pending.length
    ? `<table><thead><tr><th>ИНН</th><th>ФИО</th><th>Запрос</th><th>Права</th><th>Создан</th><th>Действие</th></tr></thead>` +
      `<tbody>${pending.map(row).join('')}</tbody></table>`
    : '<p>Нет запросов, ожидающих ответа.</p>';
  return page(
    'Песочница ФНС',
    `<h1>Песочница ФНС: запросы партнёра в «Мой налог»</h1><p>Ответьте за самозанятого.</p>${table}`,
  );
}

export function receiptPage(receipt: SandboxReceipt, taxpayer: SandboxTaxpayer | undefined): string {
  const services = receipt.services
    .map(
      (s, i) =>
        `<tr><td>${i + 1}</td><td>${escapeHtml(s.name)}</td><td>${s.quantity}</td><td>${rubles(s.amountKopecks)}</td></tr>`,
    )
    .join('');
  const customer = receipt.customerInn
    ? `<p>Покупатель: ${escapeHtml(receipt.customerOrganization ?? '')} ИНН ${escapeHtml(receipt.customerInn)}</p>`
    : '<p>Покупатель: физическое лицо</p>';
  const cancelled = receipt.cancelationTime
    ? `<p><strong>Аннулирован</strong> ${receiptTime(receipt.cancelationTime)}</p>`
    : '';
  return page(
    `Чек №${receipt.receiptId}`,
    `<h1>Чек №${escapeHtml(receipt.receiptId)}</h1>${cancelled}` +
      `<p>${receiptTime(receipt.operationTime)}</p>` +
      `<p>${escapeHtml(fullName(taxpayer))}</p><p>ИНН ${escapeHtml(receipt.inn)}</p>` +
      '<p>Режим НО: НПД</p>' +
      `<table><thead><tr><th>№</th><th>Наименование</th><th>Кол-во</th><th>Цена</th></tr></thead><tbody>${services}</tbody></table>` +
      `<p>Итого: ${rubles(receipt.totalKopecks)}</p>${customer}`,
  );
}

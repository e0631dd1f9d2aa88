/**
 * The bank sandbox's page for people (developers, the browser tests): the nominal account, the
 * «Пополнить» form (a company's payment arriving on it), the statement and the payments. Plain forms,
 * no script (the document CSP allows none inline); card numbers shown by their last four digits.
 */
import { formatKopecks } from '@vyplaty/contracts';
import { escapeHtml } from '../../lib/html.js';
import { checkTopUp, recipientView } from './bank.sandbox-control.js';
import { type BankSandboxState, type SandboxPayment, type SandboxStatementItem, topUp } from './bank.sandbox-state.js';

const SHOWN = 100;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;margin-bottom:2em}' +
  'td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}label{display:block;margin:.5em 0}' +
  'input{width:24em}.error{color:#b00020}</style>' +
  `</head><body>${body}</body></html>`;

const moscow = (ms: number) =>
  new Date(ms).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'medium' });

const STATUS = { PROCESSING: 'В обработке', DONE: 'Исполнен', DECLINED: 'Отклонён' } as const;

function recipientText(payment: SandboxPayment): string {
  const r = recipientView(payment.recipient);
  if (r.type === 'ACCOUNT') return `Счёт ${r.account_number}, БИК ${r.bik}, ${r.name}`;
  if (r.type === 'CARD') return `Карта ${r.card_number}, ${r.name}`;
  return `СБП ${r.phone}, банк ${r.sbp_bank_id}, ${r.name}`;
}

const paymentRow = (p: SandboxPayment) =>
  `<tr><td>${escapeHtml(p.id)}</td><td>${moscow(p.receivedAt)}</td><td>${escapeHtml(formatKopecks(p.amountKopecks))}</td>` +
  `<td>${escapeHtml(recipientText(p))}</td><td>${escapeHtml(p.purpose)}</td><td>${STATUS[p.status]}` +
  `${p.status === 'DECLINED' && p.outcome.status === 'DECLINED' ? ` (${escapeHtml(p.outcome.code)})` : ''}</td>` +
  `<td>${p.executions}</td></tr>`;

const statementRow = (i: SandboxStatementItem) =>
  `<tr><td>${moscow(i.bookedAt)}</td><td>${i.direction === 'IN' ? 'Поступление' : 'Списание'}</td>` +
  `<td>${escapeHtml(formatKopecks(i.amountKopecks))}</td><td>${escapeHtml(i.payer.name)}` +
  `${i.payer.inn ? `, ИНН ${escapeHtml(i.payer.inn)}` : ''}</td><td>${escapeHtml(i.purpose)}</td>` +
  `<td>${escapeHtml(i.bankReference)}</td></tr>`;

const field = (name: string, label: string, hint = '') =>
  `<label>${label}<br><input name="${name}" autocomplete="off"${hint ? ` placeholder="${escapeHtml(hint)}"` : ''}></label>`;

export function bankSandboxPage(state: BankSandboxState, error?: string): string {
  const n = state.nominal;
  const payments = state.order.slice(-SHOWN).reverse();
  const statement = state.statement.slice(-SHOWN).reverse();
  return page(
    'Песочница банка',
    '<h1>Песочница банка: номинальный счёт платформы</h1>' +
      `<p>${escapeHtml(n.recipient)}, ИНН ${escapeHtml(n.inn)}, КПП ${escapeHtml(n.kpp)}, счёт ${escapeHtml(n.accountNumber)}, ` +
      `${escapeHtml(n.bankName)}, БИК ${escapeHtml(n.bik)}, корр. счёт ${escapeHtml(n.correspondentAccount)}</p>` +
      '<h2>Пополнить номинальный счёт</h2>' +
      '<p>Платёж компании поступит в выписку банка; портал зачислит его на баланс компании с этим ИНН.</p>' +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      '<form method="post" action="/sandbox/bank/ui/top-up">' +
      field('payerInn', 'ИНН плательщика', '7707083893') +
      field('payerName', 'Наименование плательщика', 'ООО «Ромашка»') +
      field('payerAccount', 'Счёт плательщика', '40702810…') +
      field('amount', 'Сумма, ₽', '10000,00') +
      field('purpose', 'Назначение платежа', 'Пополнение баланса') +
      '<button type="submit">Пополнить</button></form>' +
      `<h2>Выписка</h2>${
        statement.length
          ? '<table><thead><tr><th>Дата</th><th>Вид</th><th>Сумма</th><th>Плательщик</th><th>Назначение</th><th>Референс</th></tr></thead>' +
            `<tbody>${statement.map(statementRow).join('')}</tbody></table>`
          : '<p>Операций пока нет.</p>'
      }` +
      `<h2>Платежи</h2>${
        payments.length
          ? '<table><thead><tr><th>Идентификатор</th><th>Получен</th><th>Сумма</th><th>Получатель</th><th>Назначение</th><th>Состояние</th><th>Исполнен раз</th></tr></thead>' +
            `<tbody>${payments.map(paymentRow).join('')}</tbody></table>`
          : '<p>Платежей пока нет.</p>'
      }`,
  );
}

/** The «Пополнить» form: a line IN, or the Russian message of what is wrong. */
export function handleTopUpForm(
  state: BankSandboxState,
  form: Record<string, string>,
  now: number,
): string | undefined {
  const checked = checkTopUp(form, now);
  if ('error' in checked) return checked.error;
  topUp(state, checked.input);
  return undefined;
}

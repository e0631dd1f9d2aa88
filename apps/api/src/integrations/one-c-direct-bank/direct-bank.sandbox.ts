/**
 * Emulator of a bank's 1C:DirectBank logon (direct-bank.client.ts) for embedded mode and tests, at
 * /sandbox/one-c-direct-bank: Logon with login and password (Basic), the SMS code step (LogonOTP) and
 * the standard's errors and recommendations — three wrong passwords within 30 s block the login for
 * 60 s (1203), three wrong codes close the logon session (1007), codes and sessions live 5 minutes.
 * No SMS leaves: the code is shown on the sandbox's page and by a control call. State in memory.
 *
 *   POST /sandbox/one-c-direct-bank/Logon · POST /sandbox/one-c-direct-bank/LogonOTP
 *   GET  /sandbox/one-c-direct-bank        developer page (Russian): users and the codes «sent»
 *
 * The transport level for payment orders (SendPack, GetPackList, GetPack): direct-bank.sandbox-transport.ts.
 *
 * Control calls (JSON, not part of the standard):
 *   GET  /sandbox/one-c-direct-bank/control/codes            codes sent, newest first {login, otp, phone_mask, status}
 *   POST /sandbox/one-c-direct-bank/control/users {login, password, phone?, otp_required?}   upsert
 *   POST /sandbox/one-c-direct-bank/control/faults {unavailable_next?, server_error_next?, lost_answer_next?}
 *        the next N calls answer 1001 (HTTP 503) / a bare HTTP 500 (nothing done); the next N SendPack are
 *        accepted and then the connection is dropped without an answer
 *   POST /sandbox/one-c-direct-bank/control/reset            back to the seeded users, nothing sent
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import { type BankDocument, type Outbound, registerDirectBankTransport } from './direct-bank.sandbox-transport.js';
import { buildErrorResponse, buildLogonResponse } from './direct-bank.xml.js';

/** The seeded users: one with the SMS step, one without. */
export const DIRECT_BANK_SANDBOX_USERS = {
  withOtp: {
    login: 'vyplaty-demo',
    password: 'Demo-DirectBank-1',
    phone: '+79161234567',
    otpRequired: true,
    accounts: null,
  },
  withoutOtp: {
    login: 'vyplaty-single',
    password: 'Demo-DirectBank-1',
    phone: '+79161234568',
    otpRequired: false,
    accounts: null,
  },
} as const;

/** accounts: the client's accounts in this bank; null (the seeded users) — any account is the client's. */
export type User = {
  login: string;
  password: string;
  phone: string;
  otpRequired: boolean;
  accounts: string[] | null;
};
type SentCode = {
  sid: string;
  login: string;
  otp: string;
  phoneMask: string;
  attempts: number;
  status: 'SENT' | 'USED' | 'CLOSED';
  sentAt: number;
};

const LIFETIME_MS = 5 * 60_000;
const OTP_ATTEMPTS = 3;
const FAILURES_TO_BLOCK = 3;
const FAILURE_WINDOW_MS = 30_000;
const BLOCK_MS = 60_000;

/** «7916***4567», as the standard's example masks a phone. */
const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `${digits.slice(0, 4)}***${digits.slice(-4)}`;
};
const newSid = () => randomBytes(16).toString('hex');

export function registerDirectBankSandbox(app: FastifyInstance) {
  const users = new Map<string, User>();
  const codes = new Map<string, SentCode>();
  const codeLog: SentCode[] = [];
  const sessions = new Map<string, { login: string; expiresAt: number }>();
  const failures = new Map<string, { times: number[]; blockedUntil: number }>();
  const faults = { unavailableNext: 0, serverErrorNext: 0, lostAnswerNext: 0 };
  const documents = new Map<string, BankDocument>();
  const packets = new Map<string, string>();
  const outbound: Outbound[] = [];

  function reset() {
    users.clear();
    for (const user of Object.values(DIRECT_BANK_SANDBOX_USERS)) users.set(user.login, { ...user });
    documents.clear();
    packets.clear();
    outbound.length = 0;
    faults.serverErrorNext = 0;
    faults.lostAnswerNext = 0;
    codes.clear();
    codeLog.length = 0;
    sessions.clear();
    failures.clear();
    faults.unavailableNext = 0;
  }
  reset();

  const xml = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('application/xml; charset=utf-8').send(body);
  const refuse = (reply: FastifyReply, status: number, code: string, description: string, moreInfo?: string) =>
    xml(reply, status, buildErrorResponse(code, description, moreInfo));

  /** The standard's common checks; true when the call was answered already. */
  function refusedUpfront(req: FastifyRequest, reply: FastifyReply, needed: string[]): boolean {
    if (faults.unavailableNext > 0) {
      faults.unavailableNext -= 1;
      refuse(reply, 503, '1001', 'Указанный сервис временно недоступен');
      return true;
    }
    if (faults.serverErrorNext > 0) {
      faults.serverErrorNext -= 1;
      reply.code(500).type('text/plain').send('Internal Server Error');
      return true;
    }
    const missing = ['apiversion', 'customerid', ...needed].find((h) => !req.headers[h]);
    if (missing) {
      refuse(reply, 400, '1002', `Отсутствует обязательный заголовок в http-запросе ${missing}`);
      return true;
    }
    return false;
  }

  function blocked(login: string, now: number) {
    return (failures.get(login)?.blockedUntil ?? 0) > now;
  }
  function countFailure(login: string, now: number) {
    const entry = failures.get(login) ?? { times: [], blockedUntil: 0 };
    entry.times = [...entry.times.filter((t) => now - t < FAILURE_WINDOW_MS), now];
    if (entry.times.length >= FAILURES_TO_BLOCK) {
      entry.blockedUntil = now + BLOCK_MS;
      entry.times = [];
    }
    failures.set(login, entry);
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    scope.post('/sandbox/one-c-direct-bank/Logon', async (req, reply) => {
      if (refusedUpfront(req, reply, ['authorization'])) return reply;
      const basic = /^Basic (.+)$/.exec(String(req.headers.authorization))?.[1] ?? '';
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const login = colon > 0 ? decoded.slice(0, colon) : '';
      const password = colon > 0 ? decoded.slice(colon + 1) : '';
      const now = Date.now();
      if (blocked(login, now)) {
        return refuse(reply, 403, '1203', 'Доступ к сервису временно заблокирован');
      }
      const user = users.get(login);
      if (!user || user.password !== password) {
        countFailure(login, now);
        return refuse(reply, 401, '1201', 'Некорректные данные для аутентификации');
      }
      failures.delete(login);
      if (!user.otpRequired) {
        const sid = newSid();
        sessions.set(sid, { login, expiresAt: now + LIFETIME_MS });
        return xml(reply, 200, buildLogonResponse(sid));
      }
      const sent: SentCode = {
        sid: newSid(),
        login,
        otp: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        phoneMask: maskPhone(user.phone),
        attempts: 0,
        status: 'SENT',
        sentAt: now,
      };
      codes.set(sent.sid, sent);
      codeLog.unshift(sent);
      if (codeLog.length > 200) codes.delete(codeLog.pop()?.sid ?? '');
      return xml(reply, 200, buildLogonResponse(sent.sid, { phoneMask: sent.phoneMask }));
    });

    scope.post('/sandbox/one-c-direct-bank/LogonOTP', async (req, reply) => {
      if (refusedUpfront(req, reply, ['sid', 'otp'])) return reply;
      const now = Date.now();
      const sent = codes.get(String(req.headers.sid));
      if (sent?.status !== 'SENT') return refuse(reply, 401, '1007', 'Некорректный идентификатор сессии');
      if (now - sent.sentAt > LIFETIME_MS) {
        sent.status = 'CLOSED';
        return refuse(reply, 401, '1006', 'Сессия закрыта по тайм-ауту');
      }
      if (String(req.headers.otp) !== sent.otp) {
        sent.attempts += 1;
        if (sent.attempts >= OTP_ATTEMPTS) sent.status = 'CLOSED';
        return refuse(reply, 401, '1204', 'Некорректный ОТР');
      }
      sent.status = 'USED';
      const sid = newSid();
      sessions.set(sid, { login: sent.login, expiresAt: now + LIFETIME_MS });
      return xml(reply, 200, buildLogonResponse(sid));
    });

    registerDirectBankTransport(scope, {
      users,
      sessions,
      faults,
      documents,
      packets,
      outbound,
      refusedUpfront,
      xml,
      refuse,
      lifetimeMs: LIFETIME_MS,
    });

    scope.get('/sandbox/one-c-direct-bank', async (_req, reply) => {
      const rows = codeLog
        .slice(0, 50)
        .map(
          (c) =>
            `<tr><td>${escapeHtml(c.login)}</td><td>${escapeHtml(c.phoneMask)}</td><td><strong>${c.otp}</strong></td>` +
            `<td>${{ SENT: 'Ожидает ввода', USED: 'Использован', CLOSED: 'Недействителен' }[c.status]}</td>` +
            `<td>${new Date(c.sentAt).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' })}</td></tr>`,
        )
        .join('');
      const people = [...users.values()]
        .map(
          (u) =>
            `<li>${escapeHtml(u.login)} / ${escapeHtml(u.password)} — ${u.otpRequired ? 'вход с кодом из СМС' : 'вход без кода'}</li>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Песочница 1С:ДиректБанк</title>' +
            '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}</style>' +
            '</head><body><h1>Песочница 1С:ДиректБанк</h1>' +
            `<p>Пользователи банка (логин / пароль):</p><ul>${people}</ul>` +
            '<h2>Коды из СМС</h2>' +
            (rows
              ? `<table><thead><tr><th>Логин</th><th>Телефон</th><th>Код</th><th>Состояние</th><th>Отправлен</th></tr></thead><tbody>${rows}</tbody></table>`
              : '<p>Кодов пока не отправлялось.</p>') +
            '</body></html>',
        );
    });

    scope.get('/sandbox/one-c-direct-bank/control/codes', async () => ({
      items: codeLog.map((c) => ({
        login: c.login,
        otp: c.otp,
        phone_mask: c.phoneMask,
        status: c.status,
        sent_at: new Date(c.sentAt).toISOString(),
      })),
    }));

    scope.post('/sandbox/one-c-direct-bank/control/users', async (req, reply) => {
      const body = (req.body ?? {}) as {
        login?: unknown;
        password?: unknown;
        phone?: unknown;
        otp_required?: unknown;
        accounts?: unknown;
      };
      if (typeof body.login !== 'string' || !body.login || typeof body.password !== 'string' || !body.password) {
        return reply.code(400).send({ error_message: 'Укажите логин и пароль пользователя банка' });
      }
      const user: User = {
        login: body.login,
        password: body.password,
        phone: typeof body.phone === 'string' ? body.phone : '+79160000000',
        otpRequired: body.otp_required !== false,
        accounts: Array.isArray(body.accounts) ? body.accounts.map(String) : null,
      };
      users.set(user.login, user);
      return { login: user.login, otp_required: user.otpRequired, accounts: user.accounts };
    });

    scope.post('/sandbox/one-c-direct-bank/control/faults', async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const count = (value: unknown) =>
        Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;
      faults.unavailableNext = count(body.unavailable_next) ?? faults.unavailableNext;
      faults.serverErrorNext = count(body.server_error_next) ?? faults.serverErrorNext;
      faults.lostAnswerNext = count(body.lost_answer_next) ?? faults.lostAnswerNext;
      return {
        unavailable_next: faults.unavailableNext,
        server_error_next: faults.serverErrorNext,
        lost_answer_next: faults.lostAnswerNext,
      };
    });

    scope.post('/sandbox/one-c-direct-bank/control/reset', async () => {
      reset();
      return { users: [...users.keys()] };
    });
  });
}

/**
 * The 1C:DirectBank logon client against its sandbox over HTTP (bare Fastify, no rows): Logon → the
 * SMS code step → an authorised session, a user without the code step, the standard's errors in
 * Russian, the blocking after wrong passwords, the closing after wrong codes, and outages.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createDirectBankClient, DirectBankError } from './direct-bank.client.js';
import { DIRECT_BANK_SANDBOX_USERS, registerDirectBankSandbox } from './direct-bank.sandbox.js';
import { buildLogonResponse, parseResultBank } from './direct-bank.xml.js';

let app: FastifyInstance;
let baseUrl: string;
const { withOtp, withoutOtp } = DIRECT_BANK_SANDBOX_USERS;

const client = () => createDirectBankClient({ baseUrl: () => `${baseUrl}/sandbox/one-c-direct-bank` });

async function control(path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/sandbox/one-c-direct-bank/control/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}
const lastCode = async () => ((await control('codes')).items as { otp: string; login: string; status: string }[])[0];

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
}

beforeAll(async () => {
  app = Fastify();
  registerDirectBankSandbox(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());
beforeEach(() => control('reset', {}));

describe('1C:DirectBank logon', () => {
  it('login and password → the SMS step → an authorised session', async () => {
    const bank = client();
    const logon = await bank.logon({ login: withOtp.login, password: withOtp.password });
    expect(logon).toEqual({
      kind: 'OTP_REQUIRED',
      sid: expect.any(String),
      phoneMask: '7916***4567',
      sessionCode: null,
    });
    const code = await lastCode();
    expect(code).toMatchObject({ login: withOtp.login, status: 'SENT', otp: expect.stringMatching(/^\d{6}$/) });
    const session = await bank.logonOtp({ sid: logon.sid, otp: code?.otp ?? '' });
    expect(session.sid).toMatch(/^[0-9a-f]{32}$/);
    expect(session.sid).not.toBe(logon.sid);
    // The code is spent: the same logon session cannot be completed twice.
    const again = await failure(bank.logonOtp({ sid: logon.sid, otp: code?.otp ?? '' }));
    expect(again).toMatchObject({ code: '1007', reason: 'Сессия банка недействительна. Войдите снова' });
  });

  it('a user without the SMS step gets the session at once', async () => {
    expect(await client().logon({ login: withoutOtp.login, password: withoutOtp.password })).toEqual({
      kind: 'SESSION',
      sid: expect.any(String),
    });
  });

  it('a wrong password is refused in Russian; three within 30 s block the login for a while', async () => {
    const bank = client();
    for (let i = 0; i < 3; i++) {
      const error = await failure(bank.logon({ login: withOtp.login, password: 'wrong' }));
      expect(error).toBeInstanceOf(DirectBankError);
      expect(error).toMatchObject({ code: '1201', reason: 'Неверный логин или пароль банка' });
    }
    const blocked = await failure(bank.logon({ login: withOtp.login, password: withOtp.password }));
    expect(blocked).toMatchObject({
      code: '1203',
      reason: 'Банк временно заблокировал вход после неудачных попыток. Попробуйте позже',
    });
  });

  it('a wrong code is refused; the third closes the logon session', async () => {
    const bank = client();
    const logon = await bank.logon({ login: withOtp.login, password: withOtp.password });
    const code = (await lastCode())?.otp ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 3; i++) {
      await expect(bank.logonOtp({ sid: logon.sid, otp: wrong })).rejects.toMatchObject({
        code: '1204',
        reason: 'Неверный код из СМС',
      });
    }
    await expect(bank.logonOtp({ sid: logon.sid, otp: code })).rejects.toMatchObject({ code: '1007' });
  });

  it('the bank down (1001, 503) or unreachable is BANK_UNAVAILABLE', async () => {
    await control('faults', { unavailable_next: 1 });
    const down = await failure(client().logon({ login: withOtp.login, password: withOtp.password }));
    expect(down).toBeInstanceOf(AppError);
    expect(down).toMatchObject({ code: 'BANK_UNAVAILABLE', upstream: 'DirectBank 1001' });
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const address = closed.server.address();
    await closed.close();
    const offline = createDirectBankClient({
      baseUrl: () => `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    });
    await expect(offline.logon({ login: 'x', password: 'y' })).rejects.toMatchObject({
      code: 'BANK_UNAVAILABLE',
      upstream: 'network',
    });
  });

  it('the developer page shows the code that was «sent»', async () => {
    await client().logon({ login: withOtp.login, password: withOtp.password });
    const code = (await lastCode())?.otp ?? '';
    const html = await (await fetch(`${baseUrl}/sandbox/one-c-direct-bank`)).text();
    expect(html).toContain('Песочница 1С:ДиректБанк');
    expect(html).toContain(`<strong>${code}</strong>`);
  });

  it('reads the standard’s ResultBank as written in its documentation', () => {
    const sample =
      '<?xml version="1.0" encoding="UTF-8"?><ResultBank xmlns ="http://directbank.1c.ru/XMLSchema" formatVersion="2.2.1">' +
      '<Success><LogonResponse><SID>7767755b6fbb4ae296aa0ac6b179aef9</SID><ExtraAuth><OTP phoneMask="7916***6465" />' +
      '</ExtraAuth></LogonResponse></Success></ResultBank>';
    expect(parseResultBank(sample)).toEqual({
      kind: 'logon',
      sid: '7767755b6fbb4ae296aa0ac6b179aef9',
      otp: { phoneMask: '7916***6465', code: null },
    });
    expect(parseResultBank(buildLogonResponse('abc'))).toEqual({ kind: 'logon', sid: 'abc', otp: null });
    expect(parseResultBank('<html>')).toBeUndefined();
  });
});

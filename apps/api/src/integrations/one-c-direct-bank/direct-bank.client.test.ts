/**
 * The 1C:DirectBank logon client against its sandbox over HTTP (bare Fastify, no rows): Logon → the
 * SMS code step → an authorised session, a user without the code step, the standard's errors in
 * Russian, the blocking after wrong passwords, the closing after wrong codes, and outages.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createDirectBankClient, DirectBankAnswerLostError, DirectBankError } from './direct-bank.client.js';
import { buildPacket, buildPayDocRu, DOCKIND, type PayDocRu, parseStatusDocNotice } from './direct-bank.documents.js';
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

describe('1C:DirectBank payment orders (SendPack, GetPackList, GetPack)', () => {
  const ACCOUNT = '40702810938000054321';
  const order = (id: string, payerAccount = ACCOUNT): PayDocRu => ({
    id,
    docNo: '12',
    docDate: '2026-02-01',
    sumKopecks: 10_000_50n,
    payer: {
      name: 'ООО «Ромашка»',
      inn: '7707083893',
      kpp: '770701001',
      account: payerAccount,
      bank: { bic: '044525593', name: 'АО «Альфа-Банк»', corrAccount: '30101810200000000593' },
    },
    payee: {
      name: 'Гражданкин Глеб Петрович',
      inn: null,
      kpp: null,
      account: '40817810099910004312',
      bank: { bic: '044525225', name: 'ПАО Сбербанк', corrAccount: '30101810400000000225' },
    },
    priority: '5',
    purpose: 'Вознаграждение по договору ГПХ, выплата №12. НДС не облагается',
  });
  const packet = (id: string, doc: PayDocRu, signed = true) =>
    buildPacket(
      {
        id,
        sender: { id: '0', name: doc.payer.name, inn: doc.payer.inn ?? '' },
        recipient: { bic: doc.payer.bank.bic },
        documents: [
          {
            id: doc.id,
            dockind: DOCKIND.payDocRu,
            data: Buffer.from(buildPayDocRu(doc, new Date())),
            signatures: signed ? [{ issuer: 'Test CA', serial: '01AB', signedData: 'MIIB' }] : [],
          },
        ],
      },
      new Date(),
    );
  async function session(accounts: string[] | null = [ACCOUNT]) {
    await control('users', { login: 'company', password: 'pw', otp_required: false, accounts });
    const logon = await client().logon({ login: 'company', password: 'pw' });
    return { sid: logon.sid };
  }
  const notices = async (s: { sid: string }) => {
    const bank = client();
    const { ids } = await bank.getPackList(s, new Date(Date.now() - 60_000));
    const packets = await Promise.all(ids.map((id) => bank.getPack(s, id)));
    return packets.flatMap((p) => p.documents.map((d) => parseStatusDocNotice(d.data.toString('utf8'))));
  };

  it('sends a signed order once, gives its bank id, and tells accepted, then executed or rejected', async () => {
    const s = await session();
    const bank = client();
    const sent = await bank.sendPack(s, packet('p-1', order('doc-1')));
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await notices(s)).toEqual([expect.objectContaining({ extId: 'doc-1', code: '01', name: 'Принят' })]);
    await control('documents/doc-1/execute', {});
    expect((await notices(s)).at(-1)).toMatchObject({ extId: 'doc-1', code: '02', name: 'Исполнен' });

    await bank.sendPack(s, packet('p-2', order('doc-2')));
    await control('documents/doc-2/reject', { reason: 'Недостаточно средств на счёте' });
    expect((await notices(s)).at(-1)).toMatchObject({
      extId: 'doc-2',
      code: '03',
      moreInfo: 'Недостаточно средств на счёте',
    });
  });

  it('a lost answer: the same packet again is a duplicate naming the first bank id — one bank document', async () => {
    const s = await session();
    await control('faults', { lost_answer_next: 1 });
    await expect(client().sendPack(s, packet('p-3', order('doc-3')))).rejects.toBeInstanceOf(DirectBankAnswerLostError);
    const again = await failure(client().sendPack(s, packet('p-3', order('doc-3'))));
    expect(again).toMatchObject({ code: '2002' });
    const documents = (await control('documents')).items as { ext_id: string; bank_id: string; sends: number }[];
    expect(documents).toEqual([expect.objectContaining({ ext_id: 'doc-3', sends: 2 })]);
    expect((again as DirectBankError).moreInfo).toBe(documents[0]?.bank_id);
  });

  it('refuses an unsigned order, another client’s account, a dead session; a 500 is BANK_UNAVAILABLE', async () => {
    const s = await session();
    await expect(client().sendPack(s, packet('p-4', order('doc-4'), false))).rejects.toMatchObject({
      code: '2013',
      reason: 'Банк не получил электронную подпись платёжного поручения',
    });
    await expect(client().sendPack(s, packet('p-5', order('doc-5', '40702810000000000001')))).rejects.toMatchObject({
      code: '1013',
    });
    await control('faults', { server_error_next: 1 });
    await expect(client().sendPack(s, packet('p-6', order('doc-6')))).rejects.toMatchObject({
      code: 'BANK_UNAVAILABLE',
    });
    await control('sessions/expire', {});
    await expect(client().sendPack(s, packet('p-6', order('doc-6')))).rejects.toMatchObject({ code: '1006' });
    expect((await control('documents')).items).toEqual([]);
  });
});

/**
 * GET user/payment_methods over HTTP (issue 28): a new company sees both ways to pay unavailable with the steps
 * it still needs, in Russian and in order; each step taken through the real API (a current account, the
 * nominal account bound by the sandbox bank, a 1C:DirectBank session) takes its step away until both are
 * available; an offer not accepted and a support block come back as steps; a contractor is refused; another
 * company's state is never the caller's.
 */
import {
  apiPaths,
  type ErrorBody,
  type PaymentMethod,
  type PaymentMethodsResponse,
  type SberBalanceResponse,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerAcceptances } from '../../db/schema/index.js';
import { acceptCurrentOffer } from '../../db/seed/demo.js';
import { DIRECT_BANK_SANDBOX_USERS } from '../../integrations/one-c-direct-bank/direct-bank.sandbox.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { colleagueOf } from '../../test-support/company-logins.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { newEmployee } from '../agreements/self-nep.test-helpers.js';
import { supportHeaders } from '../balance/balance.test-helpers.js';

let server: TestServer;
const { withoutOtp } = DIRECT_BANK_SANDBOX_USERS;
const ACCOUNT = {
  account_type: 'LEGAL_ENTITY',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40702810700380000001',
} as const;

beforeAll(async () => {
  server = await startTestServer({ SBER_SANDBOX_BIND_DELAY_MS: '0' });
}, 120_000);
afterAll(async () => server?.close());

async function methodsOf(c: Pick<LoggedInCompany, 'client'>) {
  const res = await c.client.get<PaymentMethodsResponse>(apiPaths.userPaymentMethods);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [nominal, directBank] = res.body.items as [PaymentMethod, PaymentMethod];
  expect([nominal.kind, directBank.kind]).toEqual(['NOMINAL_ACCOUNT', 'ONE_C_DIRECT_BANK']);
  return { nominal, directBank };
}
const codes = (m: PaymentMethod) => m.steps.map((s) => s.code);

/** A company with everything in place: a current account, the nominal account bound, a live bank session. */
async function connected(c: LoggedInCompany) {
  expect((await c.client.post(apiPaths.userBanks, ACCOUNT)).status).toBe(201);
  expect((await c.client.post(apiPaths.sberBalance, {})).status).toBe(202);
  await waitFor(async () => {
    const s = await c.client.get<SberBalanceResponse>(apiPaths.sberBalance);
    return s.body.binding?.status === 'BIND' ? s : undefined;
  }, 'the nominal account bound');
  const login = await c.client.post(apiPaths.oneCDirectBank.login, {
    login: withoutOtp.login,
    password: withoutOtp.password,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
}

describe('user/payment_methods', () => {
  it('a new company: both unavailable, with the steps in order and in Russian; each step taken takes it away', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'methods' });
    const before = await methodsOf(c);
    expect(before.nominal).toMatchObject({
      title: 'Баланс на номинальном счёте',
      available: false,
      connected: false,
    });
    expect(before.nominal.steps).toEqual([
      {
        code: 'BIND_NOMINAL_ACCOUNT',
        text: 'Подключите номинальный счёт: заявка уходит в банк с основным расчётным счётом компании',
        path: '/customer-complete-registration/sber-balance',
      },
    ]);
    expect(before.directBank).toMatchObject({ available: false, connected: false });
    expect(codes(before.directBank)).toEqual(['ADD_BANK_ACCOUNT', 'LOGIN_DIRECT_BANK']);
    expect(before.directBank.steps[0]!.text).toBe('Добавьте расчётный счёт компании в разделе «Счета для выплат»');
    expect(before.directBank.steps.every((s) => /[а-я]/i.test(s.text))).toBe(true);

    await connected(c);
    const after = await methodsOf(c);
    expect(after.nominal).toMatchObject({ available: true, connected: true, steps: [] });
    expect(after.directBank).toMatchObject({ available: true, connected: true, steps: [] });
  });

  it('an offer in force not accepted by any login, and a support block, come back as the nominal account’s steps', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'methods-offer' });
    await connected(c);
    const colleague = await colleagueOf(server, c);
    const db = server.runtime.ctx.db;
    // Accepted by one login of the company is accepted by the company.
    await db.delete(offerAcceptances).where(eq(offerAcceptances.accountId, c.accountId));
    expect((await methodsOf(c)).nominal.available).toBe(true);
    await db.delete(offerAcceptances).where(eq(offerAcceptances.accountId, colleague.accountId));
    const unaccepted = await methodsOf(c);
    expect(unaccepted.nominal).toMatchObject({ available: false, connected: true });
    expect(unaccepted.nominal.steps).toEqual([
      {
        code: 'ACCEPT_OFFER',
        text: 'Примите действующую редакцию оферты платформы',
        path: '/profile/documents/agreements',
      },
    ]);
    // The other way does not depend on the offer.
    expect(unaccepted.directBank.available).toBe(true);
    await acceptCurrentOffer(db, c.accountId);

    const blocked = await server
      .client()
      .post(
        apiPaths.balance.supportPaymentsBlock,
        { customer_id: c.customerId, blocked: true, reason: 'Проверка документов' },
        { headers: supportHeaders(server) },
      );
    expect(blocked.status).toBe(200);
    const stopped = await methodsOf(colleague);
    expect(stopped.nominal.available).toBe(false);
    expect(stopped.nominal.steps).toEqual([
      {
        code: 'PAYMENTS_UNBLOCK',
        text: 'Выплаты компании приостановлены службой поддержки: Проверка документов. Обратитесь в поддержку',
        path: null,
      },
    ]);
  });

  it('a logged-out bank session is a step again', async () => {
    const c = await loggedInCompany(server, { emailPrefix: 'methods-logout' });
    await connected(c);
    expect((await c.client.post(apiPaths.oneCDirectBank.logout, {})).status).toBe(200);
    const { directBank } = await methodsOf(c);
    expect(directBank).toMatchObject({ available: false, connected: false });
    expect(directBank.steps).toEqual([
      {
        code: 'LOGIN_DIRECT_BANK',
        text: 'Войдите в банк через 1С:ДиректБанк: логин, пароль и код из СМС',
        path: '/profile/payments-accounts',
      },
    ]);
  });

  it('another company’s connections are never the caller’s; a contractor is refused in Russian', async () => {
    const full = await loggedInCompany(server, { emailPrefix: 'methods-full' });
    await connected(full);
    const empty = await loggedInCompany(server, { emailPrefix: 'methods-empty', inn: '7736207543' });
    const theirs = await methodsOf(empty);
    expect([theirs.nominal.available, theirs.directBank.available]).toEqual([false, false]);
    expect(codes(theirs.directBank)).toEqual(['ADD_BANK_ACCOUNT', 'LOGIN_DIRECT_BANK']);

    const contractor = await newEmployee(server);
    const refused = await contractor.client.get<ErrorBody>(apiPaths.userPaymentMethods);
    expect(refused.status).toBe(403);
    expect(refused.body.error_message).toBe('Способы оплаты есть только у компании');
    expect((await server.client().get(apiPaths.userPaymentMethods)).status).toBe(401);
  });
});

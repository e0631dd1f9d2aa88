/** Shared set-up of the ПЭП and agreement API tests: fresh accounts logged in, codes read from the sandboxes. */
import { apiPaths, type SelfNepAgreementResponse } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { acceptCurrentOffer, createCustomer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import type { TestClient } from '../../test-support/http-client.js';
import { codeFrom, type TestServer } from '../../test-support/test-server.js';

export type Party = {
  client: TestClient;
  accountId: string;
  /** customer id or employee id */
  entityId: string;
  phone: string | null;
  email: string | null;
};

let seq = 0;
const uniquePhone = () => `+7999${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;

/** A new, not yet verified company: by default with a contact phone and an unconfirmed e-mail. */
export async function newCustomer(
  server: TestServer,
  options: { phone?: boolean; emailConfirmed?: boolean } = {},
): Promise<Party> {
  const n = ++seq;
  const email = `nep-${process.pid}-${n}@company.ru`;
  const phone = options.phone === false ? null : uniquePhone();
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: '7707083893',
    organisationName: `ООО "Подпись ${n}"`,
    lastName: 'Иванова',
    firstName: 'Мария',
    patronymic: 'Петровна',
    phone,
    password: DEMO_PASSWORD,
    isVerified: false,
  });
  if (options.emailConfirmed) {
    await server.runtime.ctx.db
      .update(accounts)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(accounts.id, account.id));
  }
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, accountId: account.id, entityId: customer.id, phone, email };
}

export async function newEmployee(server: TestServer): Promise<Party> {
  const phone = uniquePhone();
  const { employee, account } = await createEmployee(server.runtime.ctx.db, {
    phone,
    password: DEMO_PASSWORD,
    lastName: 'Сидоров',
    firstName: 'Иван',
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, accountId: account.id, entityId: employee.id, phone, email: null };
}

export async function selfNepAgreement(p: Party): Promise<SelfNepAgreementResponse> {
  const res = await p.client.post<SelfNepAgreementResponse>(apiPaths.selfNep.agreement, {});
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * The code of the SMS to the party's phone sent at or after `after` (Date.now() taken before the
 * request; the sandbox runs in this process, so the clocks agree and an earlier SMS is never taken).
 */
export async function smsCode(server: TestServer, p: Party, after: number): Promise<string> {
  return codeFrom(await server.waitForSms(p.phone!, after));
}

/** The code of the `nth` (1-based) signing letter to the party's e-mail. */
export async function mailCode(server: TestServer, p: Party, nth = 1): Promise<string> {
  const isSigning = (m: { subject: string }) => m.subject === 'Код для подписания документа';
  await server.waitForMail(p.email!, () => server.mails(p.email!).filter(isSigning).length >= nth);
  // The sandbox keeps the newest letter first.
  const letter = server.mails(p.email!).filter(isSigning).reverse()[nth - 1]!;
  const match = letter.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no code in the letter');
  return match[1]!;
}

/** Issues the party's ПЭП by SMS (agreement → send_code → confirm). */
export async function issueSelfNep(server: TestServer, p: Party): Promise<string> {
  const agreement = await selfNepAgreement(p);
  const sentAt = Date.now();
  expect(
    (await p.client.post(apiPaths.selfNep.sendCode, { agreement_id: agreement.agreement_id, channel: 'SMS' })).status,
  ).toBe(200);
  const code = await smsCode(server, p, sentAt);
  const res = await p.client.post(apiPaths.selfNep.confirm, { agreement_id: agreement.agreement_id, code });
  expect(res.status).toBe(200);
  return agreement.agreement_id;
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

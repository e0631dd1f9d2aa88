import {
  apiPaths,
  type BankAccountListResponse,
  type CompanyProfile,
  type ErrorBody,
  type SberBalanceResponse,
} from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  agreements,
  bankBindings,
  customerBankAccounts,
  customers,
  notifications,
  selfNepKeys,
} from '../../db/schema/index.js';
import { acceptCurrentOffer, createCustomer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { runJob } from '../../jobs/run-job.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { bindSberBalanceJob } from './sber-binding.jobs.js';

let server: TestServer;
let seq = 0;

const SBER_ACCOUNT = {
  account_type: 'LEGAL_ENTITY',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40702810700380000001',
} as const;
/** Any valid ИНН: the test itself puts it on the sandbox bank’s deny list. */
const DENIED_INN = '7736207543';

type Company = { client: TestClient; customerId: string; accountId: string };

async function company(options: { inn?: string; withAccount?: boolean } = {}): Promise<Company> {
  seq += 1;
  const email = `sber-${seq}@company.ru`;
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn: options.inn ?? '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    organisationName: `ООО "Номинал ${seq}"`,
    password: DEMO_PASSWORD,
    isVerified: false,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  if (options.withAccount !== false) expect((await client.post(apiPaths.userBanks, SBER_ACCOUNT)).status).toBe(201);
  return { client, customerId: customer.id, accountId: account.id };
}

const state = async (c: Company) => (await c.client.get<SberBalanceResponse>(apiPaths.sberBalance)).body;
const bind = (c: Company) => c.client.post<SberBalanceResponse & ErrorBody>(apiPaths.sberBalance, {});
const waitForStatus = (c: Company, status: string) =>
  waitFor(async () => {
    const s = await state(c);
    return s.binding?.status === status ? s : undefined;
  }, `binding ${status}`);

const bindingsOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(bankBindings).where(eq(bankBindings.customerId, customerId));
const accountsOf = async (c: Company) => (await c.client.get<BankAccountListResponse>(apiPaths.userBanks)).body.items;

async function sandbox(control: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/sandbox/sber/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(control),
  });
  expect(res.status).toBe(200);
}
async function sandboxRequests() {
  const res = await fetch(`${server.baseUrl}/sandbox/sber/requests`);
  return ((await res.json()) as { items: { request_id: string; idempotency_key: string; body: unknown }[] }).items;
}

beforeAll(async () => {
  server = await startTestServer({ SBER_SANDBOX_BIND_DELAY_MS: '0' });
});
afterAll(() => server.close());

/** A binding waiting for the bank, as POST sber/balance leaves it, after `attempts` runs. */
async function awaitingBinding(customerId: string, attempts: number) {
  const db = server.runtime.ctx.db;
  const [account] = await db.select().from(customerBankAccounts).where(eq(customerBankAccounts.customerId, customerId));
  const [binding] = await db
    .insert(bankBindings)
    .values({ customerId, bankAccountId: account!.id, integration: 'SBER_BALANCE', attempts })
    .returning();
  return { account: account!, binding: binding! };
}

/** What a run that died afterwards had sent the bank (same idempotency key: the binding id). */
async function askBankDirectly(binding: { id: string; bankAccountId: string | null }) {
  const [account] = await server.runtime.ctx.db
    .select()
    .from(customerBankAccounts)
    .where(eq(customerBankAccounts.id, binding.bankAccountId!));
  return server.runtime.ctx.sber!.requestBinding(
    {
      company: { inn: '7707083893', kpp: null, ogrn: null, name: 'ООО' },
      settlement_account: { number: account!.accountNumber, bik: account!.bik },
    },
    binding.id,
  );
}

describe('nominal account binding (sber/balance)', () => {
  it('shows the default account, binds it through the bank and marks the account and the step', async () => {
    const c = await company();
    const before = await state(c);
    expect(before.binding).toBeNull();
    expect(before.default_account).toMatchObject({
      bik: SBER_ACCOUNT.bik,
      account_number: SBER_ACCOUNT.account_number,
    });

    const res = await bind(c);
    expect(res.status).toBe(202);
    expect(res.body.binding).toMatchObject({ status: 'AWAIT_BIND', error_message: null, completed_at: null });
    expect((await accountsOf(c))[0]).toMatchObject({ integration: 'SBER_BALANCE', integration_status: 'IN_PROCESS' });

    const done = await waitForStatus(c, 'BIND');
    expect(done.binding).toMatchObject({
      bank_account: { account_number: SBER_ACCOUNT.account_number },
      completed_at: expect.any(String),
    });
    expect((await accountsOf(c))[0]).toMatchObject({ integration: 'SBER_BALANCE', integration_status: 'ACTIVE' });

    // What the bank received: the company and its settlement account, keyed by our binding id.
    const [row] = await bindingsOf(c.customerId);
    const sent = (await sandboxRequests()).filter((r) => r.idempotency_key === row!.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      company: { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', name: `ООО "Номинал ${seq}"` },
      settlement_account: { number: SBER_ACCOUNT.account_number, bik: SBER_ACCOUNT.bik },
    });
    expect(row).toMatchObject({ externalRequestId: sent[0]!.request_id, externalAccountId: expect.any(String) });

    const profile = (await c.client.get<CompanyProfile>(apiPaths.userProfile)).body;
    expect(profile.registration_steps['sber-balance']).toBe(true);
    expect(profile.is_verified).toBe(false);
    const letters = await server.runtime.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, c.accountId));
    expect(letters.map((n) => n.title)).toContain('Номинальный счёт подключён');

    const again = await bind(c);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', error_message: 'Номинальный счёт уже подключён' });
    expect(await bindingsOf(c.customerId)).toHaveLength(1);
  });

  it('verifies the company when the binding is the last step done', async () => {
    const c = await company();
    const db = server.runtime.ctx.db;
    const now = new Date();
    await db.update(accounts).set({ emailVerifiedAt: now }).where(eq(accounts.id, c.accountId));
    const [nepAgreement] = await db
      .insert(agreements)
      .values({
        customerId: c.customerId,
        kind: 'SELF_NEP',
        title: 'ПЭП',
        version: '1',
        status: 'SIGNED',
        signedAt: now,
      })
      .returning();
    await db.insert(selfNepKeys).values({
      accountId: c.accountId,
      customerId: c.customerId,
      agreementId: nepAgreement!.id,
      channel: 'SMS',
      destinationMasked: '+7 *** ***-**-01',
    });
    await db
      .insert(agreements)
      .values({ customerId: c.customerId, kind: 'EDO', title: 'ЭДО', version: '1', status: 'SIGNED', signedAt: now });

    expect((await bind(c)).status).toBe(202);
    await waitForStatus(c, 'BIND');
    const [customer] = await db.select().from(customers).where(eq(customers.id, c.customerId));
    expect(customer!.verifiedAt).not.toBeNull();
    expect((await c.client.get<CompanyProfile>(apiPaths.userProfile)).body.is_verified).toBe(true);
  });

  it('records the bank’s refusal with a Russian reason and allows another attempt', async () => {
    const c = await company({ inn: DENIED_INN });
    await sandbox({ deny_inns: [DENIED_INN] });
    try {
      expect((await bind(c)).status).toBe(202);
      const failed = await waitForStatus(c, 'ERROR');
      expect(failed.binding?.error_message).toBe(
        'Банк отказал в подключении номинального счёта: компания не прошла проверку банка',
      );
      expect((await accountsOf(c))[0]).toMatchObject({ integration: 'SBER_BALANCE', integration_status: 'ERROR' });
      const letters = await server.runtime.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.accountId, c.accountId));
      expect(letters).toContainEqual(
        expect.objectContaining({ title: 'Номинальный счёт не подключён', body: failed.binding?.error_message }),
      );
    } finally {
      await sandbox({ deny_inns: [] });
    }
    const retry = await bind(c);
    expect(retry.status).toBe(202);
    await waitForStatus(c, 'BIND');
    expect((await bindingsOf(c.customerId)).map((b) => b.status).sort()).toEqual(['BIND', 'ERROR']);
    expect((await accountsOf(c))[0]).toMatchObject({ integration_status: 'ACTIVE' });
  });

  it('rides out bank failures (5xx) by retrying', async () => {
    const c = await company();
    await sandbox({ fail_next: 2, fail_status: 503 });
    expect((await bind(c)).status).toBe(202);
    await waitForStatus(c, 'BIND');
  });

  it('resumes polling the same request after a restart, never asking the bank twice', async () => {
    const c = await company();
    const db = server.runtime.ctx.db;
    // A binding whose first run died after the bank answered and the id was committed.
    const { binding } = await awaitingBinding(c.customerId, 1);
    const { requestId } = await askBankDirectly(binding);
    await db.update(bankBindings).set({ externalRequestId: requestId }).where(eq(bankBindings.id, binding.id));

    await bindSberBalanceJob.handler(server.runtime.ctx, { bindingId: binding.id });
    const [after] = await bindingsOf(c.customerId);
    expect(after).toMatchObject({ status: 'BIND', externalRequestId: requestId, attempts: 2 });
    expect((await sandboxRequests()).filter((r) => r.idempotency_key === binding.id)).toHaveLength(1);

    // A finished binding is left alone by a late duplicate run.
    await bindSberBalanceJob.handler(server.runtime.ctx, { bindingId: binding.id });
    expect((await bindingsOf(c.customerId))[0]).toMatchObject({ status: 'BIND', attempts: 2 });
  });

  it('a request sent again after a crash gets the same bank request (idempotency key)', async () => {
    const c = await company();
    const { binding } = await awaitingBinding(c.customerId, 0);
    // The first run reached the bank but died before committing the id.
    const first = await askBankDirectly(binding);
    await bindSberBalanceJob.handler(server.runtime.ctx, { bindingId: binding.id });
    expect((await bindingsOf(c.customerId))[0]).toMatchObject({ status: 'BIND', externalRequestId: first.requestId });
    expect((await sandboxRequests()).filter((r) => r.idempotency_key === binding.id)).toHaveLength(1);
  });

  it('gives up with a Russian reason when the bank stays down on the last run', async () => {
    const c = await company();
    const { binding } = await awaitingBinding(c.customerId, 8);
    await sandbox({ fail_next: 100, fail_status: 502 });
    const log = server.runtime.app.log;
    try {
      // An earlier run is only retried; the last one, as the queue runs it, gives up.
      await expect(
        runJob(server.runtime.ctx, log, bindSberBalanceJob, { bindingId: binding.id }, { isLast: false }),
      ).rejects.toThrow();
      expect((await bindingsOf(c.customerId))[0]).toMatchObject({ status: 'AWAIT_BIND' });
      await expect(
        runJob(server.runtime.ctx, log, bindSberBalanceJob, { bindingId: binding.id }, { isLast: true }),
      ).rejects.toThrow();
    } finally {
      await sandbox({ fail_next: 0 });
    }
    expect((await bindingsOf(c.customerId))[0]).toMatchObject({
      status: 'ERROR',
      errorMessage: 'Банк не ответил на заявку о подключении. Попробуйте подключить номинальный счёт позже',
    });
  }, 20_000);

  it('asks for a settlement account first and stores nothing', async () => {
    const c = await company({ withAccount: false });
    expect((await state(c)).default_account).toBeNull();
    const res = await bind(c);
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe(
      'Добавьте расчётный счёт компании в разделе «Профиль → Счета для выплат», затем подключите номинальный счёт',
    );
    expect(await bindingsOf(c.customerId)).toEqual([]);
  });

  it('refuses a second request while the bank has not answered', async () => {
    const c = await company();
    await server.runtime.ctx.db
      .insert(bankBindings)
      .values({ customerId: c.customerId, integration: 'SBER_BALANCE', status: 'AWAIT_BIND' });
    const res = await bind(c);
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Заявка на подключение уже отправлена в банк, дождитесь ответа');
    expect(await bindingsOf(c.customerId)).toHaveLength(1);
  });

  it('answers a contractor 403 and needs a session and CSRF', async () => {
    seq += 1;
    const phone = `+7999200${String(seq).padStart(4, '0')}`;
    const { account } = await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    await acceptCurrentOffer(server.runtime.ctx.db, account.id);
    const contractor = server.client();
    expect((await contractor.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
    for (const res of [await contractor.get(apiPaths.sberBalance), await contractor.post(apiPaths.sberBalance, {})]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'USER_NOT_AUTHENTICATED' });
    }

    expect((await server.client().get(apiPaths.sberBalance)).status).toBe(401);
    const c = await company();
    const res = await c.client.request('POST', apiPaths.sberBalance, { body: {}, csrf: false });
    expect(res.status).toBe(403);
    expect(await bindingsOf(c.customerId)).toEqual([]);
  });

  it('never shows or touches another company’s binding', async () => {
    const alice = await company();
    const bob = await company();
    expect((await bind(alice)).status).toBe(202);
    await waitForStatus(alice, 'BIND');
    const bobState = await state(bob);
    expect(bobState.binding).toBeNull();
    expect(bobState.default_account?.id).not.toBe((await state(alice)).default_account?.id);
    expect((await bind(bob)).status).toBe(202);
    await waitForStatus(bob, 'BIND');
    const aliceRows = await server.runtime.ctx.db
      .select()
      .from(bankBindings)
      .where(and(eq(bankBindings.customerId, alice.customerId), eq(bankBindings.status, 'BIND')));
    expect(aliceRows).toHaveLength(1);
  });
});

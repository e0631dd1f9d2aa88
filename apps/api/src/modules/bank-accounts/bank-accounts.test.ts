import {
  apiPaths,
  type BankAccount,
  type BankAccountListResponse,
  type ErrorBody,
  pathWithId,
} from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBankAccounts } from '../../db/schema/index.js';
import {
  acceptCurrentOffer,
  createEmployee,
  DEMO_BANK_ACCOUNT,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
} from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let seq = 0;

/** Real banks and accounts whose keys fit them (DOMAIN.md §4 vectors and the demo account). */
const SBER = { bik: '044525225', bank_name: 'ПАО Сбербанк', corr_account: '30101810400000000225' };
const BANK_311 = { bik: '044525311', bank_name: 'АО "ОТП Банк"', corr_account: '30101810000000000311' };
const SBER_ACCOUNT = { account_type: 'LEGAL_ENTITY', ...SBER, account_number: '40702810700380000001' } as const;
const SBER_ACCOUNT_2 = { ...SBER_ACCOUNT, account_number: '40702810700380012345' } as const;
const OTHER_BANK_ACCOUNT = {
  account_type: 'LEGAL_ENTITY',
  ...BANK_311,
  account_number: '40702810300180001774',
} as const;
const IP_ACCOUNT = { account_type: 'IP', ...SBER, account_number: '40802810900380000002' } as const;

type Company = { client: TestClient; customerId: string };

/** A fresh company (an organisation, or an ИП with a 12-digit ИНН) logged in. */
const company = (kind: 'LEGAL_ENTITY' | 'IP' = 'LEGAL_ENTITY'): Promise<Company> =>
  loggedInCompany(server, {
    emailPrefix: 'banks',
    ...(kind === 'IP' ? { inn: '500100732259', name: 'ИП Счетов' } : {}),
  });

const list = async (c: Company) => (await c.client.get<BankAccountListResponse>(apiPaths.userBanks)).body.items;
const create = (c: Company, body: unknown) => c.client.post<BankAccount & ErrorBody>(apiPaths.userBanks, body);
const patch = (c: Company, id: string, body: unknown) =>
  c.client.request<BankAccount & ErrorBody>('PATCH', pathWithId(apiPaths.userBank, id), { body });
const remove = (c: Company, id: string) => c.client.request<ErrorBody>('DELETE', pathWithId(apiPaths.userBank, id));

/** Every row of the company, deleted ones included, oldest first. */
const rowsOfCompany = (customerId: string) =>
  server.runtime.ctx.db
    .select()
    .from(customerBankAccounts)
    .where(eq(customerBankAccounts.customerId, customerId))
    .orderBy(customerBankAccounts.createdAt);

const liveDefaults = async (customerId: string) =>
  (
    await rowsOf<{ account_number: string }>(
      server.runtime.ctx.db,
      sql`select account_number from customer_bank_accounts
          where customer_id = ${customerId} and is_default and deleted_at is null`,
    )
  ).map((r) => r.account_number);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('company bank accounts (profile → payments-accounts)', () => {
  it('adds the first account as the default, without an integration, and lists it', async () => {
    const c = await company();
    expect(await list(c)).toEqual([]);

    const res = await create(c, { ...SBER_ACCOUNT, account_number: '4070 2810 7003 8000 0001' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...SBER_ACCOUNT,
      integration: null,
      integration_status: null,
      is_default: true,
    });
    expect(await list(c)).toEqual([res.body]);
    const [row] = await rowsOfCompany(c.customerId);
    expect(row).toMatchObject({ accountNumber: SBER_ACCOUNT.account_number, isDefault: true, deletedAt: null });
  });

  it('keeps one default: a second account is not, unless asked, and then the first stops being it', async () => {
    const c = await company();
    const first = (await create(c, SBER_ACCOUNT)).body;
    const second = await create(c, SBER_ACCOUNT_2);
    expect(second.body.is_default).toBe(false);

    const third = await create(c, { ...OTHER_BANK_ACCOUNT, is_default: true });
    expect(third.body.is_default).toBe(true);
    expect(await liveDefaults(c.customerId)).toEqual([OTHER_BANK_ACCOUNT.account_number]);
    // The default first, then the newest.
    expect((await list(c)).map((a) => a.id)).toEqual([third.body.id, second.body.id, first.id]);

    const made = await patch(c, first.id, { is_default: true });
    expect(made.status).toBe(200);
    expect(made.body.is_default).toBe(true);
    expect(await liveDefaults(c.customerId)).toEqual([SBER_ACCOUNT.account_number]);

    const unset = await patch(c, first.id, { is_default: false });
    expect(unset.status).toBe(400);
    expect(unset.body.fields).toEqual({ is_default: 'Чтобы сменить основной счёт, сделайте основным другой счёт' });
    expect(await liveDefaults(c.customerId)).toEqual([SBER_ACCOUNT.account_number]);
  });

  it('keeps one default and no duplicate under concurrent adds', async () => {
    const c = await company();
    const results = await Promise.all([
      create(c, SBER_ACCOUNT),
      create(c, SBER_ACCOUNT_2),
      create(c, OTHER_BANK_ACCOUNT),
      create(c, SBER_ACCOUNT),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409]);
    expect(await liveDefaults(c.customerId)).toHaveLength(1);
    expect(await rowsOfCompany(c.customerId)).toHaveLength(3);
  });

  it('edits an account and checks the changed account as a whole', async () => {
    const c = await company();
    const account = (await create(c, SBER_ACCOUNT)).body;

    const renamed = await patch(c, account.id, { bank_name: 'ПАО Сбербанк России' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      bank_name: 'ПАО Сбербанк России',
      account_number: SBER_ACCOUNT.account_number,
    });

    const moved = await patch(c, account.id, { ...BANK_311, account_number: OTHER_BANK_ACCOUNT.account_number });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ bik: BANK_311.bik, account_number: OTHER_BANK_ACCOUNT.account_number });

    // Only the БИК changes: the account's key and the corr. account no longer fit it.
    const before = await rowsOfCompany(c.customerId);
    const res = await patch(c, account.id, { bik: SBER.bik });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields).toEqual({
      corr_account: 'Корреспондентский счёт другого банка: последние три цифры должны совпадать с БИК',
      account_number: 'Неверный номер счёта: не сходится контрольный ключ с БИК банка',
    });
    expect(await rowsOfCompany(c.customerId)).toEqual(before);
  });

  it('removes an account softly; removing the default makes the newest remaining one the default', async () => {
    const c = await company();
    const first = (await create(c, SBER_ACCOUNT)).body;
    const second = (await create(c, SBER_ACCOUNT_2)).body;
    const third = (await create(c, OTHER_BANK_ACCOUNT)).body;

    expect((await remove(c, second.id)).status).toBe(204);
    expect((await list(c)).map((a) => a.id)).toEqual([first.id, third.id]);
    const deleted = (await rowsOfCompany(c.customerId)).find((r) => r.id === second.id);
    expect(deleted?.deletedAt).toBeInstanceOf(Date);

    expect((await remove(c, first.id)).status).toBe(204);
    expect(await list(c)).toEqual([{ ...third, is_default: true }]);

    expect((await remove(c, third.id)).status).toBe(204);
    expect(await list(c)).toEqual([]);
    const again = await remove(c, third.id);
    expect(again.status).toBe(404);
    expect(again.body.error_message).toBe('Счёт не найден');

    // A removed account may be added again, and as the only one it is the default.
    const readded = await create(c, OTHER_BANK_ACCOUNT);
    expect(readded.status).toBe(201);
    expect(readded.body.is_default).toBe(true);
  });

  it('keeps an account with an active integration until it is disconnected', async () => {
    const c = await company();
    const account = (await create(c, SBER_ACCOUNT)).body;
    // Connecting comes with the bank integration work; here the row is set as that work will set it.
    await server.runtime.ctx.db
      .update(customerBankAccounts)
      .set({ integration: 'SBER_BALANCE', integrationStatus: 'ACTIVE' })
      .where(eq(customerBankAccounts.id, account.id));

    const res = await remove(c, account.id);
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe(
      'Счёт подключён к интеграции с банком: сначала отключите интеграцию, затем удалите счёт',
    );
    const changed = await patch(c, account.id, { account_number: SBER_ACCOUNT_2.account_number });
    expect(changed.status).toBe(400);
    expect(changed.body.error_message).toBe(
      'Счёт подключён к интеграции с банком: отключите её, чтобы изменить реквизиты',
    );
    expect(await list(c)).toEqual([
      { ...account, integration: 'SBER_BALANCE', integration_status: 'ACTIVE', is_default: true },
    ]);

    await server.runtime.ctx.db
      .update(customerBankAccounts)
      .set({ integrationStatus: 'ERROR' })
      .where(eq(customerBankAccounts.id, account.id));
    expect((await remove(c, account.id)).status).toBe(204);
  });

  it('keeps the requisites of an account the bank is binding right now', async () => {
    const c = await company();
    const account = (await create(c, SBER_ACCOUNT)).body;
    // As POST sber/balance leaves it while the bank binds the account.
    await server.runtime.ctx.db
      .update(customerBankAccounts)
      .set({ integration: 'SBER_BALANCE', integrationStatus: 'IN_PROCESS' })
      .where(eq(customerBankAccounts.id, account.id));
    const binding = 'Счёт подключается к банку: дождитесь окончания подключения, затем меняйте или удаляйте его';

    const changed = await patch(c, account.id, { account_number: SBER_ACCOUNT_2.account_number });
    expect(changed.status).toBe(409);
    expect(changed.body.error_message).toBe(binding);
    const removed = await remove(c, account.id);
    expect(removed.status).toBe(409);
    expect(removed.body.error_message).toBe(binding);
    expect(await list(c)).toEqual([
      { ...account, integration: 'SBER_BALANCE', integration_status: 'IN_PROCESS', is_default: true },
    ]);
  });

  it('refuses the same БИК and account twice with 409, on add and on edit', async () => {
    const c = await company();
    await create(c, SBER_ACCOUNT);
    const other = (await create(c, OTHER_BANK_ACCOUNT)).body;

    const res = await create(c, { ...SBER_ACCOUNT, bank_name: 'Сбербанк' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      error_message: 'Такой счёт уже добавлен',
      fields: { account_number: 'Такой счёт уже добавлен' },
    });

    const edit = await patch(c, other.id, { ...SBER, account_number: SBER_ACCOUNT.account_number });
    expect(edit.status).toBe(409);
    expect(edit.body.error_message).toBe('Такой счёт уже добавлен');
    expect((await rowsOfCompany(c.customerId)).map((r) => r.accountNumber)).toEqual([
      SBER_ACCOUNT.account_number,
      OTHER_BANK_ACCOUNT.account_number,
    ]);

    // Another company may hold the same account number (e.g. after a reorganisation).
    expect((await create(await company(), SBER_ACCOUNT)).status).toBe(201);
  });

  const badInput: [string, Record<string, unknown>, string, string][] = [
    ['БИК of 8 digits', { bik: '04452522' }, 'bik', 'БИК состоит из 9 цифр'],
    ['БИК not of a Russian bank', { bik: '123456789' }, 'bik', 'Неверный БИК: БИК банка начинается с 04'],
    ['БИК of a Bank of Russia division', { bik: '044525000' }, 'bik', 'Неверный БИК: это не БИК банка'],
    [
      'DOMAIN.md trap: a key that fits a made-up БИК',
      { bik: '123456789', corr_account: '12345678901234567890', account_number: '12345678901234567890' },
      'bik',
      'Неверный БИК: БИК банка начинается с 04',
    ],
    [
      'account key wrong for the БИК',
      { account_number: '40702810700380000002' },
      'account_number',
      'Неверный номер счёта: не сходится контрольный ключ с БИК банка',
    ],
    [
      'account of another bank',
      { account_number: OTHER_BANK_ACCOUNT.account_number },
      'account_number',
      'Неверный номер счёта: не сходится контрольный ключ с БИК банка',
    ],
    [
      'corr. account of another bank',
      { corr_account: BANK_311.corr_account },
      'corr_account',
      'Корреспондентский счёт другого банка: последние три цифры должны совпадать с БИК',
    ],
    [
      'corr. account with a wrong key',
      { corr_account: '30101810500000000225' },
      'corr_account',
      'Неверный корреспондентский счёт: не сходится контрольный ключ',
    ],
    [
      'corr. account not 301…',
      { corr_account: '40101810400000000225' },
      'corr_account',
      'Корреспондентский счёт банка начинается с 301',
    ],
    [
      'corr. account too short',
      { corr_account: '3010181040000000022' },
      'corr_account',
      'Корреспондентский счёт состоит из 20 цифр',
    ],
    [
      '40802 with LEGAL_ENTITY',
      { account_number: IP_ACCOUNT.account_number },
      'account_number',
      'Счёт юрлица начинается с 40702',
    ],
    [
      'IP account type for an organisation',
      { account_type: 'IP', account_number: IP_ACCOUNT.account_number },
      'account_type',
      'Компания — юридическое лицо: выберите тип счёта «Юрлицо»',
    ],
    [
      'a dollar account',
      { account_number: '40702840000380000001' },
      'account_number',
      'Нужен рублёвый счёт: цифры 6–8 номера — 810',
    ],
    [
      'account of 19 digits',
      { account_number: '4070281070038000000' },
      'account_number',
      'Номер счёта состоит из 20 цифр',
    ],
    [
      'letters in the account',
      { account_number: '40702810700380000O01' },
      'account_number',
      'Номер счёта состоит из 20 цифр',
    ],
    ['no bank name', { bank_name: '  ' }, 'bank_name', 'Введите название банка'],
    ['unknown account type', { account_type: 'OOO' }, 'account_type', 'Выберите тип счёта'],
    ['no account number', { account_number: undefined }, 'account_number', 'Введите номер счёта'],
    ['is_default not a boolean', { is_default: 'yes' }, 'is_default', 'Некорректное значение'],
  ];

  it.each(badInput)(
    'refuses %s with a Russian message on the field and stores nothing',
    async (_, change, field, message) => {
      const c = await company();
      const res = await create(c, { ...SBER_ACCOUNT, ...change });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.fields?.[field]).toBe(message);
      expect(res.body.error_message).toMatch(/[А-Яа-яЁё]/);
      expect(await rowsOfCompany(c.customerId)).toEqual([]);
    },
  );

  it('holds the accounts of an ИП: 40802 and type IP', async () => {
    const c = await company('IP');
    const res = await create(c, IP_ACCOUNT);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ account_type: 'IP', is_default: true });

    const asCompany = await create(c, SBER_ACCOUNT);
    expect(asCompany.status).toBe(400);
    expect(asCompany.body.fields).toEqual({
      account_type: 'Компания зарегистрирована как ИП: выберите тип счёта «ИП»',
    });
    const wrongPrefix = await create(c, { ...SBER_ACCOUNT, account_type: 'IP' });
    expect(wrongPrefix.body.fields).toEqual({ account_number: 'Счёт ИП начинается с 40802' });
    expect(await rowsOfCompany(c.customerId)).toHaveLength(1);
  });

  it('answers a contractor 403 user not authenticated on every call', async () => {
    seq += 1;
    const phone = `+7999100${String(seq).padStart(4, '0')}`;
    const { account } = await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    await acceptCurrentOffer(server.runtime.ctx.db, account.id);
    const contractor = server.client();
    expect((await contractor.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
    const owner = await company();
    const target = (await create(owner, SBER_ACCOUNT)).body;
    const before = await rowsOfCompany(owner.customerId);

    const calls = [
      contractor.get(apiPaths.userBanks),
      contractor.post(apiPaths.userBanks, SBER_ACCOUNT),
      contractor.request('PATCH', pathWithId(apiPaths.userBank, target.id), { body: { is_default: true } }),
      contractor.request('DELETE', pathWithId(apiPaths.userBank, target.id)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'USER_NOT_AUTHENTICATED', error_message: 'user not authenticated' });
    }
    expect(await rowsOfCompany(owner.customerId)).toEqual(before);
  });

  it('never shows or changes another company’s account: 404 like an unknown one', async () => {
    const alice = await company();
    const bob = await company();
    const aliceAccount = (await create(alice, SBER_ACCOUNT)).body;
    await create(alice, SBER_ACCOUNT_2);
    const bobAccount = (await create(bob, OTHER_BANK_ACCOUNT)).body;
    const before = await rowsOfCompany(alice.customerId);

    expect((await list(bob)).map((a) => a.id)).toEqual([bobAccount.id]);
    const attempts = [
      await patch(bob, aliceAccount.id, { bank_name: 'Чужой' }),
      await patch(bob, aliceAccount.id, { is_default: true }),
      await remove(bob, aliceAccount.id),
      await patch(bob, '00000000-0000-4000-8000-000000000000', { bank_name: 'Нет такого' }),
      await remove(bob, 'not-a-uuid'),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', error_message: 'Счёт не найден' });
    }
    expect(await rowsOfCompany(alice.customerId)).toEqual(before);
    expect(await liveDefaults(bob.customerId)).toEqual([OTHER_BANK_ACCOUNT.account_number]);
  });

  it('needs a session and the CSRF header', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(apiPaths.userBanks)).status).toBe(401);
    const c = await company();
    const res = await c.client.request('POST', apiPaths.userBanks, { body: SBER_ACCOUNT, csrf: false });
    expect(res.status).toBe(403);
    expect(await rowsOfCompany(c.customerId)).toEqual([]);
  });

  it('seeds the demo company with its default Сбербанк account', async () => {
    const demo = server.client();
    await demo.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const items = (await demo.get<BankAccountListResponse>(apiPaths.userBanks)).body.items;
    expect(items).toEqual([
      expect.objectContaining({
        account_type: DEMO_BANK_ACCOUNT.accountType,
        bik: DEMO_BANK_ACCOUNT.bik,
        corr_account: DEMO_BANK_ACCOUNT.corrAccount,
        account_number: DEMO_BANK_ACCOUNT.accountNumber,
        is_default: true,
        integration: null,
      }),
    ]);
  });
});

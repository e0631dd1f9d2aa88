import { apiPaths, type CompanyProfile, type ErrorBody } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customers, sessions } from '../../db/schema/index.js';
import { acceptCurrentOffer, createCustomer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { createDadataClient } from '../../integrations/dadata/dadata.client.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let seq = 0;

type Company = { client: TestClient; customerId: string; email: string };

async function company(inn = '7707083893'): Promise<Company> {
  seq += 1;
  const email = `company-${seq}@company.ru`;
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn,
    kpp: '770001001',
    ogrn: null,
    organisationName: `ООО "Старое имя ${seq}"`,
    lastName: 'Иванов',
    firstName: 'Иван',
    patronymic: 'Иванович',
    phone: '+79990001122',
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  return { client: await login(email), customerId: customer.id, email };
}

async function login(email: string) {
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
}

const rowOf = async (customerId: string) =>
  (await server.runtime.ctx.db.select().from(customers).where(eq(customers.id, customerId)))[0]!;
const patch = (c: Company, body: unknown) =>
  c.client.request<CompanyProfile & ErrorBody>('PATCH', apiPaths.userProfile, { body });

async function contractor() {
  seq += 1;
  const phone = `+7999300${String(seq).padStart(4, '0')}`;
  const { account } = await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('user/profile PATCH', () => {
  it('changes the contacts and the signer, and GET shows them', async () => {
    const c = await company();
    const res = await patch(c, {
      phone_number: '8 (912) 345-67-89',
      postal_address: '125009, г Москва, ул Тверская, д 7, офис 12',
      signer_position: 'Генеральный директор',
      last_name: 'Смирнова',
      first_name: 'Анна',
      patronymic: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone_number: '+79123456789',
      postal_address: '125009, г Москва, ул Тверская, д 7, офис 12',
      signer_position: 'Генеральный директор',
      last_name: 'Смирнова',
      first_name: 'Анна',
      patronymic: null,
      inn: '7707083893',
    });
    expect((await c.client.get<CompanyProfile>(apiPaths.userProfile)).body).toEqual(res.body);
  });

  it('refuses bad input and register fields with a Russian message, changing nothing', async () => {
    const c = await company();
    const before = await rowOf(c.customerId);
    const cases: [unknown, RegExp][] = [
      [{ phone_number: '12345' }, /российский мобильный номер/],
      [{ postal_address: 'Москва' }, /почтовый адрес полностью/],
      [{ last_name: 'Smith' }, /русские буквы/],
      [{ signer_position: 'x'.repeat(101) }, /Не длиннее 100/],
      [{ inn: '7736207543' }, /./],
      [{ organisation_name: 'ООО "Новое"' }, /./],
      [{}, /Нет изменений/],
      [{ phone_number: 79990001122 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await patch(c, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.error_message).toMatch(message);
      expect(res.body.error_message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await rowOf(c.customerId)).toEqual(before);
  });

  it('answers a contractor 403, needs a session and CSRF, and changes only the caller’s company', async () => {
    const alice = await company();
    const bob = await company();
    const aliceBefore = await rowOf(alice.customerId);
    const employee = await contractor();
    const res = await employee.request<ErrorBody>('PATCH', apiPaths.userProfile, {
      body: { signer_position: 'Директор' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'USER_NOT_AUTHENTICATED', error_message: 'user not authenticated' });
    expect(
      (await server.client().request('PATCH', apiPaths.userProfile, { body: { signer_position: 'Директор' } })).status,
    ).toBe(401);
    const noCsrf = await bob.client.request('PATCH', apiPaths.userProfile, {
      body: { signer_position: 'Директор' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect((await patch(bob, { signer_position: 'Директор' })).status).toBe(200);
    expect((await rowOf(bob.customerId)).signerPosition).toBe('Директор');
    expect(await rowOf(alice.customerId)).toEqual(aliceBefore);
  });
});

describe('user/actualization', () => {
  it('refreshes name, КПП, ОГРН and legal address from the register', async () => {
    const c = await company('7707083893');
    const res = await c.client.post<CompanyProfile>(apiPaths.userActualization, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organisation_name: 'ПАО СБЕРБАНК',
      kpp: '773601001',
      ogrn: '1027700132195',
      legal_address: expect.stringContaining('ул Вавилова, д 19'),
      actualized_at: expect.any(String),
      // The signer is the company's own choice, not the register's.
      last_name: 'Иванов',
    });
  });

  it('an entrepreneur gets their name from the register too', async () => {
    const c = await company('500100732259');
    const res = await c.client.post<CompanyProfile>(apiPaths.userActualization, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organisation_name: 'ИП Петров Пётр Петрович',
      kpp: null,
      ogrn: '321500100001232',
      last_name: 'Петров',
      first_name: 'Пётр',
      patronymic: 'Петрович',
    });
  });

  it('a company the register does not know: a Russian error and nothing changed', async () => {
    const c = await company('7701000001');
    const before = await rowOf(c.customerId);
    const res = await c.client.post<ErrorBody>(apiPaths.userActualization, {});
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe(
      'Компания с таким ИНН не найдена в государственном реестре. Проверьте данные или обратитесь в поддержку',
    );
    expect(await rowOf(c.customerId)).toEqual(before);
  });

  it('DaData down: LOOKUP_UNAVAILABLE and nothing changed', async () => {
    const c = await company();
    const before = await rowOf(c.customerId);
    const ctx = server.runtime.ctx;
    const working = ctx.dadata;
    ctx.dadata = createDadataClient({ baseUrl: () => 'http://127.0.0.1:1', apiKey: 'x', timeoutMs: 2000 });
    try {
      const res = await c.client.post<ErrorBody>(apiPaths.userActualization, {});
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'LOOKUP_UNAVAILABLE',
        error_message: 'Сервис подсказок временно недоступен, заполните поле вручную',
      });
    } finally {
      ctx.dadata = working;
    }
    expect(await rowOf(c.customerId)).toEqual(before);
  });

  it('answers a contractor 403 and needs CSRF', async () => {
    const employee = await contractor();
    expect((await employee.post(apiPaths.userActualization, {})).status).toBe(403);
    const c = await company();
    const before = await rowOf(c.customerId);
    expect((await c.client.request('POST', apiPaths.userActualization, { body: {}, csrf: false })).status).toBe(403);
    expect(await rowOf(c.customerId)).toEqual(before);
  });
});

describe('user/deactivate', () => {
  it('needs the password; then every session ends and the company’s logins are refused', async () => {
    const c = await company();
    const other = await company();
    const secondDevice = await login(c.email);

    const wrong = await c.client.post<ErrorBody>(apiPaths.userDeactivate, { password: 'wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', error_message: 'Неверный пароль' });
    expect((await rowOf(c.customerId)).deactivatedAt).toBeNull();
    expect((await c.client.post(apiPaths.userDeactivate, {})).status).toBe(400);
    expect(
      (await c.client.request('POST', apiPaths.userDeactivate, { body: { password: DEMO_PASSWORD }, csrf: false }))
        .status,
    ).toBe(403);
    expect((await rowOf(c.customerId)).deactivatedAt).toBeNull();

    const res = await c.client.post(apiPaths.userDeactivate, { password: DEMO_PASSWORD });
    expect(res.status).toBe(204);
    expect((await rowOf(c.customerId)).deactivatedAt).not.toBeNull();
    const db = server.runtime.ctx.db;
    const [login0] = await db.select().from(accounts).where(eq(accounts.customerId, c.customerId));
    expect(login0!.status).toBe('BLOCKED');
    const live = (await db.select().from(sessions).where(eq(sessions.accountId, login0!.id))).filter(
      (s) => !s.revokedAt,
    );
    expect(live).toEqual([]);

    expect((await secondDevice.get(apiPaths.userProfile)).status).toBe(401);
    const again = await server
      .client()
      .post<ErrorBody>(apiPaths.auth.login, { login: c.email, password: DEMO_PASSWORD });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_BLOCKED');

    // Another company is untouched.
    expect((await other.client.get(apiPaths.userProfile)).status).toBe(200);
    expect((await rowOf(other.customerId)).deactivatedAt).toBeNull();
  });

  it('answers a contractor 403 and blocks nothing', async () => {
    const employee = await contractor();
    const res = await employee.post<ErrorBody>(apiPaths.userDeactivate, { password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('USER_NOT_AUTHENTICATED');
    expect((await employee.get(apiPaths.employee)).status).toBe(200);
  });
});

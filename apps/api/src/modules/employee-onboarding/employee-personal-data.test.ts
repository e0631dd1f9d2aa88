import {
  apiPaths,
  type EmployeeCompleteRegistration,
  type EmployeePersonalData,
  type SelfNep,
  TAX_REGIME_NOT_FOR_PERSON,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fnsTaxpayers } from '../../db/schema/index.js';
import { DEMO_EMPLOYEE, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import { codeFrom, linkFrom, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { issueSelfNep } from '../agreements/self-nep.test-helpers.js';
import { newCompany, newContractor, personInn, uniquePhone } from './onboarding.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PERSONAL = {
  last_name: 'Соколова',
  first_name: 'Мария',
  patronymic: 'Ильинична',
  birth_date: '1990-05-17',
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  citizenship: '643',
  citizenship_name: 'Россия',
  registration_address: 'г Москва, ул Тверская, д 13',
  snils: '112-233-445 95',
} as const;

const storedEmployee = async (id: string) =>
  (
    await rowsOf<Record<string, unknown>>(
      server.runtime.ctx.db,
      sql`select last_name, first_name, birth_date, inn, snils, kind, tax_regime, email, verified_at from employees where id = ${id}`,
    )
  )[0]!;
const put = (client: ReturnType<TestServer['client']>, body: object) =>
  client.request<EmployeePersonalData>('PUT', apiPaths.employee, { body });
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('PUT employee (personal data)', () => {
  it('saves the personal data and answers the whole record', async () => {
    const me = await newContractor(server);
    const res = await put(me.client, { ...PERSONAL, email: 'Sokolova@Example.ru' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      last_name: 'Соколова',
      birth_date: '1990-05-17',
      snils: '11223344595',
      citizenship_name: 'Россия',
      email: 'sokolova@example.ru',
      email_verified: false,
      is_verified: false,
      phone_number: me.phone,
    });
    expect((await me.client.get(apiPaths.employeeOnboarding.personal)).body).toEqual(res.body);
    // The new e-mail gets a confirmation link.
    const letter = await server.waitForMail('sokolova@example.ru');
    expect(linkFrom(letter).action).toBe('VERIFY_EMAIL');
  });

  it.each([
    ['a wrong ИНН check digit', { inn: '500100732258' }, 'inn', 'Неверный ИНН: не сходится контрольное число'],
    ['a 10-digit ИНН', { inn: '7707083893' }, 'inn', 'ИНН физического лица состоит из 12 цифр'],
    ['a wrong СНИЛС', { snils: '112-233-445 96' }, 'snils', 'Неверный СНИЛС: не сходится контрольное число'],
    ['an under-18', { birth_date: yearsAgo(18, 1) }, 'birth_date', 'Исполнителю должно быть не меньше 18 лет'],
    ['a Latin surname', { last_name: 'Sokolova' }, 'last_name', 'Только русские буквы, пробел, дефис или апостроф'],
    [
      'a Latin look-alike letter',
      { first_name: 'Мaрия' },
      'first_name',
      'Только русские буквы, пробел, дефис или апостроф',
    ],
    ['an ИП-only regime for a person', { tax_regime: 'PSN' }, 'tax_regime', TAX_REGIME_NOT_FOR_PERSON],
    ['a citizenship not from the list', { citizenship: 'RU' }, 'citizenship', 'Выберите гражданство из списка'],
  ])('refuses %s with a Russian message and stores nothing', async (_what, change, field, message) => {
    const me = await newContractor(server);
    const before = await storedEmployee(me.employeeId);
    const res = await put(me.client, { ...PERSONAL, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect(await storedEmployee(me.employeeId)).toEqual(before);
  });

  it('accepts exactly 18 years', async () => {
    const me = await newContractor(server);
    expect((await put(me.client, { ...PERSONAL, birth_date: yearsAgo(18) })).status).toBe(200);
  });

  it('is for contractors only and needs the CSRF header', async () => {
    const company = await newCompany(server);
    expect((await put(company.client, PERSONAL)).status).toBe(403);
    expect((await company.client.get(apiPaths.employeeOnboarding.personal)).status).toBe(403);
    expect((await company.client.get(apiPaths.employeeOnboarding.companies)).status).toBe(403);
    const me = await newContractor(server);
    const before = await storedEmployee(me.employeeId);
    const res = await me.client.request('PUT', apiPaths.employee, { body: PERSONAL, csrf: false });
    expect(res.status).toBe(403);
    expect(await storedEmployee(me.employeeId)).toEqual(before);
    expect((await server.client().get(apiPaths.employeeOnboarding.personal)).status).toBe(401);
  });

  it('a contractor reads and changes only their own record', async () => {
    const me = await newContractor(server);
    const other = await newContractor(server);
    const otherBefore = await storedEmployee(other.employeeId);
    await put(me.client, PERSONAL);
    expect(await storedEmployee(other.employeeId)).toEqual(otherBefore);
    const mine = await me.client.get<EmployeePersonalData>(apiPaths.employeeOnboarding.personal);
    expect(mine.body.id).toBe(me.employeeId);
    expect(mine.body.phone_number).toBe(me.phone);
  });
});

describe('complete registration: verified only after every step', () => {
  it('personal data → ИНН → ПЭП, then verified (auth/me too)', async () => {
    const me = await newContractor(server);
    const state = () => me.client.get<EmployeeCompleteRegistration>(apiPaths.employeeOnboarding.completeRegistration);
    expect((await state()).body).toEqual({
      is_verified: false,
      steps: { 'personal-data': false, inn: false, 'self-nep': false },
    });
    await put(me.client, PERSONAL);
    expect((await state()).body.steps).toEqual({ 'personal-data': true, inn: false, 'self-nep': false });

    const badInn = await me.client.request('PUT', apiPaths.employeeOnboarding.inn, { body: { inn: '123456789012' } });
    expect(badInn.status).toBe(400);
    const inn = personInn();
    const saved = await me.client.request('PUT', apiPaths.employeeOnboarding.inn, { body: { inn } });
    expect(saved.status).toBe(200);
    expect((await state()).body).toEqual({
      is_verified: false,
      steps: { 'personal-data': true, inn: true, 'self-nep': false },
    });
    expect((await me.client.get(apiPaths.auth.me)).body).toMatchObject({ is_verified: false });

    await issueSelfNep(server, { ...me, accountId: me.accountId, entityId: me.employeeId, email: null });
    expect((await state()).body).toEqual({
      is_verified: true,
      steps: { 'personal-data': true, inn: true, 'self-nep': true },
    });
    expect((await me.client.get(apiPaths.auth.me)).body).toMatchObject({ is_verified: true });
  });

  it('once verified, ФИО or ИНН change only with the account password', async () => {
    const me = await newContractor(server, { isVerified: true, inn: personInn() });
    expect((await put(me.client, PERSONAL)).status).toBe(400);
    const before = await storedEmployee(me.employeeId);
    const noPassword = await put(me.client, { ...PERSONAL, last_name: 'Иванова' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ code: 'WRONG_PASSWORD', fields: { current_password: 'Введите пароль' } });
    const wrong = await put(me.client, { ...PERSONAL, last_name: 'Иванова', current_password: 'nope-nope-1' });
    expect(wrong.body).toMatchObject({ fields: { current_password: 'Неверный пароль' } });
    const innChange = await me.client.request('PUT', apiPaths.employeeOnboarding.inn, { body: { inn: personInn() } });
    expect(innChange.status).toBe(400);
    expect(await storedEmployee(me.employeeId)).toEqual(before);

    const ok = await put(me.client, { ...PERSONAL, last_name: 'Иванова', current_password: DEMO_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ last_name: 'Иванова', is_verified: true });
  });
});

describe('changing the phone and the e-mail', () => {
  it('a new phone is proven by a code sent to it; the old one no longer logs in', async () => {
    const me = await newContractor(server);
    const phone = uniquePhone();
    const sentAt = Date.now();
    expect((await me.client.post(apiPaths.employeeOnboarding.phoneSendCode, { phone })).status).toBe(200);
    const code = codeFrom(await server.waitForSms(phone, sentAt - 1000));
    const wrong = await me.client.post(apiPaths.employeeOnboarding.phone, {
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const res = await me.client.post<EmployeePersonalData>(apiPaths.employeeOnboarding.phone, { phone, code });
    expect(res.status).toBe(200);
    expect(res.body.phone_number).toBe(phone);
    const login = (login: string) => server.client().post(apiPaths.auth.login, { login, password: DEMO_PASSWORD });
    expect((await login(phone)).status).toBe(200);
    expect((await login(me.phone)).status).toBe(401);
  });

  it('after a phone change the ПЭП shows, and sends codes to, the new phone', async () => {
    const me = await newContractor(server);
    await issueSelfNep(server, { ...me, accountId: me.accountId, entityId: me.employeeId, email: null });
    const phone = uniquePhone();
    const sentAt = Date.now();
    await me.client.post(apiPaths.employeeOnboarding.phoneSendCode, { phone });
    const code = codeFrom(await server.waitForSms(phone, sentAt - 1000));
    expect((await me.client.post(apiPaths.employeeOnboarding.phone, { phone, code })).status).toBe(200);
    const selfNep = await me.client.get<{ self_nep: SelfNep | null }>(apiPaths.selfNep.current);
    expect(selfNep.body.self_nep).toMatchObject({
      channel: 'SMS',
      destination_masked: `+7 *** ***-${phone.slice(8, 10)}-${phone.slice(10)}`,
    });
  });

  it('refuses a phone that another account uses', async () => {
    const me = await newContractor(server);
    const other = await newContractor(server);
    const res = await me.client.post(apiPaths.employeeOnboarding.phoneSendCode, { phone: other.phone });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_message: 'Этот номер уже используется другой учётной записью' });
  });

  it('refuses an e-mail another account uses, also the seeded demo contractor’s, and a company’s call is 403', async () => {
    const me = await newContractor(server);
    const res = await me.client.post(apiPaths.employeeOnboarding.email, { email: DEMO_EMPLOYEE.email });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_message: 'Этот e-mail уже используется другой учётной записью' });
    const company = await newCompany(server);
    const byCompany = await company.client.post(apiPaths.employeeOnboarding.email, {
      email: `c-${Date.now()}@example.ru`,
    });
    expect(byCompany.status).toBe(403);
  });

  it('a new e-mail stays unconfirmed until the letter’s link is opened', async () => {
    const me = await newContractor(server);
    const email = `new-${Date.now()}@example.ru`;
    const res = await me.client.post<EmployeePersonalData>(apiPaths.employeeOnboarding.email, { email });
    expect(res.body).toMatchObject({ email, email_verified: false });
    const { token } = linkFrom(await server.waitForMail(email));
    expect((await server.client().post(apiPaths.auth.verifyEmail, { token })).status).toBe(200);
    const after = await me.client.get<EmployeePersonalData>(apiPaths.employeeOnboarding.personal);
    expect(after.body).toMatchObject({ email, email_verified: true });
    const bad = await me.client.post(apiPaths.employeeOnboarding.email, { email: 'не почта' });
    expect(bad.status).toBe(400);
  });
});

describe('GET employee/personal: tax_regime_in_effect (what the profile calls the contractor)', () => {
  const inEffect = async (client: ReturnType<TestServer['client']>) =>
    (await client.get<EmployeePersonalData>(apiPaths.employeeOnboarding.personal)).body.tax_regime_in_effect;

  it('null while nothing says; a company paying under ГПХ makes it OTHER; FNS registering them makes it NPD', async () => {
    const db = server.runtime.ctx.db;
    const me = await newContractor(server, { inn: personInn() });
    expect(await inEffect(me.client)).toBeNull();
    const company = await newCompany(server);
    await linkEmployee(db, { customerId: company.customerId, employeeId: me.employeeId, taxRegime: 'OTHER' });
    expect(await inEffect(me.client)).toBe('OTHER');
    // FNS has them registered as self-employed (the trigger copies it to the link's npd_rank).
    await db.insert(fnsTaxpayers).values({
      employeeId: me.employeeId,
      inn: '770212345681',
      npdStatus: 'REGISTERED',
      registrationTime: new Date('2023-09-01T09:00:00.000Z'),
      statusCheckedAt: new Date(),
    });
    expect(await inEffect(me.client)).toBe('NPD');
  });

  it('a company paying them as НПД, or their own word, makes it NPD; every answer of a change carries it', async () => {
    const me = await newContractor(server);
    const company = await newCompany(server);
    await linkEmployee(server.runtime.ctx.db, { customerId: company.customerId, employeeId: me.employeeId });
    expect(await inEffect(me.client)).toBe('NPD');
    const saved = await put(me.client, { ...PERSONAL, tax_regime: 'OTHER' });
    expect(saved.body).toMatchObject({ tax_regime: 'OTHER', tax_regime_in_effect: 'NPD' });
  });
});

import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  type EmployeeCompaniesResponse,
  type EmployeeCompany,
  type EmployeeListResponse,
  type ErrorBody,
  FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
  type FormerEmploymentState,
  pathWithId,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../lib/moscow-time.js';
import type { TestClient } from '../../test-support/http-client.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCompany, newContractor, newInvite } from '../employee-onboarding/onboarding.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.runtime.ctx.db;
type Company = Awaited<ReturnType<typeof newCompany>>;
type Me = Awaited<ReturnType<typeof newContractor>>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => moscowDate(new Date());

/** Every statement about the link, oldest first. */
const statements = (linkId: string) =>
  rowsOf<{ party: string; status: string; ended_on: string | null; stated_by: string }>(
    db(),
    sql`select party, status, ended_on::text as ended_on, stated_by from former_employment_statements
        where customer_employee_id = ${linkId} order by stated_at, id`,
  );
const companyNotes = (customerId: string) =>
  rowsOf<{ title: string; body: string; url: string | null }>(
    db(),
    sql`select n.title, n.body, n.url from notifications n join accounts a on a.id = n.account_id
        where a.customer_id = ${customerId} and n.title = 'Исполнитель сообщил о трудовом договоре' order by n.added_at`,
  );

/** The contractor joins the company through an invite; returns the link id (GET employee/companies `id`). */
async function join(company: Company, me: Me, body: object = {}) {
  const { token } = await newInvite(server, company.customerId, [{ phone: me.phone }]);
  const res = await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await companiesOf(me)).find((c) => c.organisation_name === company.name)!.id;
}

const companiesOf = async (me: Me) =>
  (await me.client.get<EmployeeCompaniesResponse>(apiPaths.employeeOnboarding.companies)).body.items;

const declare = (client: TestClient, linkId: string, body: unknown, options: { csrf?: boolean } = {}) =>
  client.request<EmployeeCompany & ErrorBody>(
    'PUT',
    pathWithId(apiPaths.employeeOnboarding.companyFormerEmployment, linkId),
    { body, ...options },
  );
const confirm = (client: TestClient, employeeId: string, body: unknown, options: { csrf?: boolean } = {}) =>
  client.request<{ former_employment: FormerEmploymentState } & ErrorBody>(
    'PUT',
    pathWithId(apiPaths.employees.formerEmployment, employeeId),
    { body, ...options },
  );

async function pair(lastName = 'Трудовиков') {
  const company = await newCompany(server);
  const me = await newContractor(server, { lastName });
  const linkId = await join(company, me);
  return { company, me, linkId };
}

describe('the contractor’s answer (PUT employee/companies/:id/former_employment)', () => {
  it('stores NEVER, ENDED with its date and CURRENT, each change as a new row, shown in GET companies', async () => {
    const { me, linkId, company } = await pair();
    expect((await companiesOf(me))[0]?.former_employment).toEqual({ employee: null, customer: null });

    const never = await declare(me.client, linkId, { status: 'NEVER' });
    expect(never.status).toBe(200);
    expect(never.body).toMatchObject({
      id: linkId,
      organisation_name: company.name,
      status: 'ACTIVE',
      former_employment: {
        employee: { status: 'NEVER', ended_on: null, stated_at: expect.any(String) },
        customer: null,
      },
    });

    // ended_on with another status is ignored.
    const again = await declare(me.client, linkId, { status: 'NEVER', ended_on: '2020-01-01' });
    expect(again.status).toBe(200);
    expect(await statements(linkId)).toHaveLength(1);

    const ended = await declare(me.client, linkId, { status: 'ENDED', ended_on: '2024-05-31' });
    expect(ended.status).toBe(200);
    expect(ended.body.former_employment.employee).toMatchObject({ status: 'ENDED', ended_on: '2024-05-31' });
    // Today is not in the future.
    expect((await declare(me.client, linkId, { status: 'ENDED', ended_on: today() })).status).toBe(200);
    expect((await declare(me.client, linkId, { status: 'CURRENT' })).status).toBe(200);

    expect(await statements(linkId)).toEqual([
      { party: 'EMPLOYEE', status: 'NEVER', ended_on: null, stated_by: me.accountId },
      { party: 'EMPLOYEE', status: 'ENDED', ended_on: '2024-05-31', stated_by: me.accountId },
      { party: 'EMPLOYEE', status: 'ENDED', ended_on: today(), stated_by: me.accountId },
      { party: 'EMPLOYEE', status: 'CURRENT', ended_on: null, stated_by: me.accountId },
    ]);
    expect((await companiesOf(me))[0]?.former_employment).toEqual({
      employee: { status: 'CURRENT', ended_on: null, stated_at: expect.any(String) },
      customer: null,
    });
  });

  it('tells the company about ENDED and CURRENT (once per change), not about NEVER', async () => {
    const { me, linkId, company } = await pair('Уволенов');
    await declare(me.client, linkId, { status: 'NEVER' });
    expect(await companyNotes(company.customerId)).toEqual([]);
    await declare(me.client, linkId, { status: 'ENDED', ended_on: '2025-01-31' });
    await declare(me.client, linkId, { status: 'ENDED', ended_on: '2025-01-31' });
    await declare(me.client, linkId, { status: 'CURRENT' });
    expect(await companyNotes(company.customerId)).toEqual([
      {
        title: 'Исполнитель сообщил о трудовом договоре',
        body: 'Исполнитель Уволенов указал(а), что был(а) вашим сотрудником по трудовому договору до 31.01.2025. Проверьте и подтвердите в списке исполнителей',
        url: '/employees',
      },
      {
        title: 'Исполнитель сообщил о трудовом договоре',
        body: 'Исполнитель Уволенов указал(а), что работает у вас по трудовому договору. Проверьте и подтвердите в списке исполнителей',
        url: '/employees',
      },
    ]);
  });

  it('refuses bad input with a Russian message on the field, writing nothing', async () => {
    const { me, linkId } = await pair();
    const cases: [unknown, string, string][] = [
      [{}, 'status', 'Укажите, был ли исполнитель сотрудником компании по трудовому договору'],
      [{ status: 'FIRED' }, 'status', 'Укажите, был ли исполнитель сотрудником компании по трудовому договору'],
      [{ status: 'ENDED' }, 'ended_on', 'Укажите дату увольнения'],
      [{ status: 'ENDED', ended_on: '' }, 'ended_on', 'Укажите дату увольнения'],
      [{ status: 'ENDED', ended_on: '31.12.2020' }, 'ended_on', 'Некорректная дата увольнения'],
      [{ status: 'ENDED', ended_on: '2020-13-01' }, 'ended_on', 'Некорректная дата увольнения'],
      [{ status: 'ENDED', ended_on: '1985-06-01' }, 'ended_on', 'Проверьте год увольнения'],
      [{ status: 'ENDED', ended_on: addDays(today(), 1) }, 'ended_on', FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const res = await declare(me.client, linkId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toBe(message);
      expect(res.body.fields).toEqual({ [field]: message });
    }
    expect(await statements(linkId)).toEqual([]);
  });

  it('another contractor’s link, an unknown or a malformed id: the same 404, nothing written', async () => {
    const { linkId, company } = await pair();
    const stranger = await newContractor(server);
    await join(company, stranger);
    const answers = [];
    for (const id of [linkId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await declare(stranger.client, id, { status: 'CURRENT' });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 404, body: { error_message: 'Компания не найдена', code: 'NOT_FOUND' } }),
    );
    expect(await statements(linkId)).toEqual([]);
    expect(await companyNotes(company.customerId)).toEqual([]);
  });

  it('is for the contractor only, and needs the CSRF header', async () => {
    const { me, linkId, company } = await pair();
    const asCompany = await declare(company.client, linkId, { status: 'NEVER' });
    expect(asCompany.status).toBe(403);
    expect((await declare(me.client, linkId, { status: 'NEVER' }, { csrf: false })).status).toBe(403);
    expect((await declare(server.client(), linkId, { status: 'NEVER' })).status).toBe(401);
    expect(await statements(linkId)).toEqual([]);
  });
});

describe('the company’s confirmation (PUT employees/:id/former_employment)', () => {
  it('shows the contractor’s answer in the list; confirms and corrects it, keeping every statement', async () => {
    const { me, linkId, company } = await pair();
    await declare(me.client, linkId, { status: 'NEVER' });
    const listed = await company.client.post<EmployeeListResponse>(apiPaths.employees.list, {});
    expect(listed.body.items.find((i) => i.id === me.employeeId)?.former_employment).toEqual({
      employee: { status: 'NEVER', ended_on: null, stated_at: expect.any(String) },
      customer: null,
    });

    const confirmed = await confirm(company.client, me.employeeId, { status: 'NEVER' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      former_employment: {
        employee: { status: 'NEVER', ended_on: null, stated_at: expect.any(String) },
        customer: { status: 'NEVER', ended_on: null, stated_at: expect.any(String) },
      },
    });
    // The same again writes nothing; a correction is a new row.
    expect((await confirm(company.client, me.employeeId, { status: 'NEVER' })).status).toBe(200);
    const corrected = await confirm(company.client, me.employeeId, { status: 'ENDED', ended_on: '2025-02-28' });
    expect(corrected.body.former_employment.customer).toMatchObject({ status: 'ENDED', ended_on: '2025-02-28' });

    expect(await statements(linkId)).toEqual([
      { party: 'EMPLOYEE', status: 'NEVER', ended_on: null, stated_by: me.accountId },
      { party: 'CUSTOMER', status: 'NEVER', ended_on: null, stated_by: company.accountId },
      { party: 'CUSTOMER', status: 'ENDED', ended_on: '2025-02-28', stated_by: company.accountId },
    ]);
    // The contractor sees the company's word next to their own.
    expect((await companiesOf(me))[0]?.former_employment).toMatchObject({
      employee: { status: 'NEVER' },
      customer: { status: 'ENDED', ended_on: '2025-02-28' },
    });
    // The company's statement tells the contractor nothing (no notification to the company either).
    expect(await companyNotes(company.customerId)).toEqual([]);
  });

  it('exports the statement that counts in the «Трудовой договор» column', async () => {
    const company = await newCompany(server);
    const people = { never: 'Никогдов', ended: 'Ушедшов', silent: 'Молчунов' };
    const ids: Record<string, string> = {};
    for (const [key, lastName] of Object.entries(people)) {
      const me = await newContractor(server, { lastName });
      const linkId = await join(company, me);
      ids[key] = me.employeeId;
      if (key === 'never') await declare(me.client, linkId, { status: 'NEVER' });
      if (key === 'ended') await declare(me.client, linkId, { status: 'NEVER' });
    }
    await confirm(company.client, ids.ended!, { status: 'ENDED', ended_on: '2025-03-15' });
    await confirm(company.client, ids.silent!, { status: 'NEVER' });
    const res = await fetch(server.baseUrl + apiPaths.employees.export, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: company.client.allCookies(),
        [CSRF_HEADER]: company.client.cookie(CSRF_COOKIE) ?? '',
      },
      body: JSON.stringify({ sort: { field: 'FIO', direction: 'ASC' } }),
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const column = (rows[0] as string[]).indexOf('Трудовой договор');
    expect(column).toBeGreaterThan(0);
    expect(Object.fromEntries(rows.slice(1).map((r) => [String(r[0]).split(' ')[0], r[column]]))).toEqual({
      Молчунов: 'Не был сотрудником компании (исполнитель не ответил)',
      Никогдов: 'Не был сотрудником компании',
      Ушедшов: 'Бывший сотрудник компании, уволен(а) 15.03.2025',
    });
  });

  it('works for a removed contractor too (the link still exists)', async () => {
    const { me, linkId, company } = await pair();
    await company.client.request('DELETE', apiPaths.employees.list, { body: { ids: [me.employeeId] } });
    expect((await confirm(company.client, me.employeeId, { status: 'CURRENT' })).status).toBe(200);
    expect((await statements(linkId)).map((s) => s.party)).toEqual(['CUSTOMER']);
  });

  it('refuses bad input (the same rules) writing nothing', async () => {
    const { me, linkId, company } = await pair();
    for (const [body, message] of [
      [{}, 'Укажите, был ли исполнитель сотрудником компании по трудовому договору'],
      [{ status: 'ENDED' }, 'Укажите дату увольнения'],
      [{ status: 'ENDED', ended_on: '2020-1-1' }, 'Некорректная дата увольнения'],
      [{ status: 'ENDED', ended_on: addDays(today(), 1) }, FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE],
      [{ status: 'maybe' }, 'Укажите, был ли исполнитель сотрудником компании по трудовому договору'],
    ] as const) {
      const res = await confirm(company.client, me.employeeId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toBe(message);
    }
    expect(await statements(linkId)).toEqual([]);
  });

  it('another company’s contractor, an unknown or a malformed id: the same 404, nothing written', async () => {
    const { me, linkId } = await pair();
    const other = await newCompany(server);
    const answers = [];
    for (const id of [me.employeeId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await confirm(other.client, id, { status: 'CURRENT' });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 404, body: { error_message: 'Исполнитель не найден', code: 'NOT_FOUND' } }),
    );
    expect(await statements(linkId)).toEqual([]);
  });

  it('is for the company only, and needs the CSRF header', async () => {
    const { me, linkId, company } = await pair();
    expect((await confirm(me.client, me.employeeId, { status: 'NEVER' })).status).toBe(403);
    expect((await confirm(company.client, me.employeeId, { status: 'NEVER' }, { csrf: false })).status).toBe(403);
    expect(await statements(linkId)).toEqual([]);
  });
});

describe('the answer given when accepting the invite (POST employee/invite/accept)', () => {
  it('is stored with the link, once; the company is told about ENDED', async () => {
    const company = await newCompany(server);
    const me = await newContractor(server, { lastName: 'Бывшев' });
    const { token } = await newInvite(server, company.customerId, [{ phone: me.phone }]);
    const body = { token, former_employment: { status: 'ENDED', ended_on: '2025-06-30' } };
    expect((await me.client.post(apiPaths.employeeOnboarding.acceptInvite, body)).status).toBe(200);
    expect((await me.client.post(apiPaths.employeeOnboarding.acceptInvite, body)).body).toMatchObject({
      is_new: false,
    });
    const [linked] = await companiesOf(me);
    expect(linked?.former_employment.employee).toMatchObject({ status: 'ENDED', ended_on: '2025-06-30' });
    expect(await statements(linked!.id)).toEqual([
      { party: 'EMPLOYEE', status: 'ENDED', ended_on: '2025-06-30', stated_by: me.accountId },
    ]);
    expect((await companyNotes(company.customerId)).map((n) => n.body)).toEqual([
      'Исполнитель Бывшев указал(а), что был(а) вашим сотрудником по трудовому договору до 30.06.2025. Проверьте и подтвердите в списке исполнителей',
    ]);
    // Accepting without an answer keeps the one given.
    expect((await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token })).status).toBe(200);
    expect(await statements(linked!.id)).toHaveLength(1);
  });

  it('refuses a dismissal in the future or a bad answer: 400 on the field, not joined', async () => {
    const company = await newCompany(server);
    const me = await newContractor(server);
    const { token } = await newInvite(server, company.customerId, [{ phone: me.phone }]);
    const future = await me.client.post<ErrorBody>(apiPaths.employeeOnboarding.acceptInvite, {
      token,
      former_employment: { status: 'ENDED', ended_on: addDays(today(), 1) },
    });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      error_message: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
      fields: { 'former_employment.ended_on': FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE },
    });
    const noDate = await me.client.post<ErrorBody>(apiPaths.employeeOnboarding.acceptInvite, {
      token,
      former_employment: { status: 'ENDED' },
    });
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields).toEqual({ 'former_employment.ended_on': 'Укажите дату увольнения' });
    expect(await companiesOf(me)).toEqual([]);
  });
});

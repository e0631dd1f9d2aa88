import { apiPaths, type EmployeeCompaniesResponse, INVITE_LINK_NOT_FOUND_MESSAGE } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { NEEDS_INN_MESSAGE, PHONE_MISMATCH_MESSAGE } from './invite-acceptance.service.js';
import { newCompany, newContractor, newInvite, personInn, register, uniquePhone } from './onboarding.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.runtime.ctx.db;
const links = (employeeId: string) =>
  rowsOf<{ customer_id: string; tax_regime: string; status: string; invite_id: string }>(
    db(),
    sql`select customer_id, tax_regime, status, invite_id from customer_employees where employee_id = ${employeeId}`,
  );
const persons = (inviteId: string) =>
  rowsOf<{ phone: string | null; inn: string | null; action: string; employee_id: string | null }>(
    db(),
    sql`select phone, inn, action, employee_id from invite_employees where invite_id = ${inviteId} order by created_at`,
  );
const notificationsOf = (customerId: string) =>
  rowsOf<{ title: string; body: string }>(
    db(),
    sql`select n.title, n.body from notifications n join accounts a on a.id = n.account_id where a.customer_id = ${customerId}`,
  );
const employeeIdByPhone = async (phone: string) =>
  (await rowsOf<{ id: string }>(db(), sql`select id from employees where phone = ${phone}`))[0]?.id;

describe('registering through an invite link', () => {
  it('creates the account and attaches it to the inviting company in one go', async () => {
    const company = await newCompany(server);
    const phone = uniquePhone();
    const { token, inviteId } = await newInvite(server, company.customerId, [{ phone }], { taxRegime: 'NPD' });
    const client = server.client();
    const res = await register(server, client, phone, { invite_token: token });
    expect(res.status).toBe(200);

    const employeeId = (await employeeIdByPhone(phone))!;
    expect(await links(employeeId)).toEqual([
      { customer_id: company.customerId, tax_regime: 'NPD', status: 'ACTIVE', invite_id: inviteId },
    ]);
    expect(await persons(inviteId)).toEqual([{ phone, inn: null, action: 'CONFIRM', employee_id: employeeId }]);
    expect(await notificationsOf(company.customerId)).toContainEqual({
      title: 'Исполнитель принял приглашение',
      body: 'Исполнитель (ФИО пока не указано) принял(а) приглашение',
    });
    const companies = await client.get<EmployeeCompaniesResponse>(apiPaths.employeeOnboarding.companies);
    expect(companies.body.items).toMatchObject([{ organisation_name: company.name, status: 'ACTIVE' }]);
  });

  it('names the contractor to the company by the ФИО the company entered, as surname and initials', async () => {
    const company = await newCompany(server);
    const phone = uniquePhone();
    const person = { phone, lastName: 'Петрова', firstName: 'Анна', patronymic: 'Сергеевна' };
    const { token } = await newInvite(server, company.customerId, [person]);
    expect((await register(server, server.client(), phone, { invite_token: token })).status).toBe(200);
    const notes = await notificationsOf(company.customerId);
    expect(notes).toContainEqual({
      title: 'Исполнитель принял приглашение',
      body: 'Исполнитель Петрова А. С. принял(а) приглашение',
    });
    expect(JSON.stringify(notes)).not.toContain(phone);
  });

  it('stores the answer about former employment given at registration (N5)', async () => {
    const company = await newCompany(server);
    const phone = uniquePhone();
    const { token } = await newInvite(server, company.customerId, [{ phone }], { taxRegime: 'NPD' });
    const client = server.client();
    const answer = { status: 'ENDED', ended_on: '2025-06-30' } as const;
    expect((await register(server, client, phone, { invite_token: token, former_employment: answer })).status).toBe(
      200,
    );
    const companies = await client.get<EmployeeCompaniesResponse>(apiPaths.employeeOnboarding.companies);
    expect(companies.body.items[0]?.former_employment.employee).toMatchObject(answer);
    expect(companies.body.items[0]?.former_employment.customer).toBeNull();
  });

  it('refuses a dismissal after today at registration on its field, creating no account', async () => {
    const company = await newCompany(server);
    const phone = uniquePhone();
    const { token } = await newInvite(server, company.customerId, [{ phone }]);
    const res = await register(server, server.client(), phone, {
      invite_token: token,
      former_employment: { status: 'ENDED', ended_on: '2999-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fields: { 'former_employment.ended_on': 'Дата увольнения не может быть позже сегодняшнего дня' },
    });
    expect(await employeeIdByPhone(phone)).toBeUndefined();
  });

  it('refuses a link sent to another phone: 403, no account is created', async () => {
    const company = await newCompany(server);
    const { token, inviteId } = await newInvite(server, company.customerId, [{ phone: uniquePhone() }]);
    const phone = uniquePhone();
    const res = await register(server, server.client(), phone, { invite_token: token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_message: PHONE_MISMATCH_MESSAGE });
    expect(await employeeIdByPhone(phone)).toBeUndefined();
    expect((await persons(inviteId)).map((p) => p.action)).toEqual(['INVITE']);
  });

  it('refuses an unknown or withdrawn link with the same message, storing nothing', async () => {
    const company = await newCompany(server);
    const phone = uniquePhone();
    const { token } = await newInvite(server, company.customerId, [{ phone }], { status: 'REJECT' });
    const res = await register(server, server.client(), phone, { invite_token: token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_message: INVITE_LINK_NOT_FOUND_MESSAGE });
    expect(await employeeIdByPhone(phone)).toBeUndefined();
  });
});

describe('POST employee/invite/accept (a contractor who has an account)', () => {
  it('attaches the contractor; accepting again changes nothing', async () => {
    const company = await newCompany(server);
    const me = await newContractor(server, { lastName: 'Кузнецов' });
    const { token, inviteId } = await newInvite(server, company.customerId, [{ phone: me.phone }], {
      taxRegime: 'OTHER',
    });
    const first = await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ organisation_name: company.name, is_new: true });
    const again = await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token });
    expect(again.body).toEqual({ organisation_name: company.name, is_new: false });

    expect(await links(me.employeeId)).toEqual([
      { customer_id: company.customerId, tax_regime: 'OTHER', status: 'ACTIVE', invite_id: inviteId },
    ]);
    expect(await persons(inviteId)).toHaveLength(1);
    const notes = (await notificationsOf(company.customerId)).filter(
      (n) => n.title === 'Исполнитель принял приглашение',
    );
    expect(notes).toEqual([
      { title: 'Исполнитель принял приглашение', body: 'Исполнитель Кузнецов принял(а) приглашение' },
    ]);
  });

  it('one contractor works for several companies, and sees only their own companies', async () => {
    const [a, b, other] = [await newCompany(server), await newCompany(server), await newCompany(server)];
    const me = await newContractor(server);
    const stranger = await newContractor(server);
    for (const company of [a, b]) {
      const { token } = await newInvite(server, company.customerId, [{ phone: me.phone }]);
      expect((await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token })).status).toBe(200);
    }
    const { token } = await newInvite(server, other.customerId, [{ phone: stranger.phone }]);
    expect((await stranger.client.post(apiPaths.employeeOnboarding.acceptInvite, { token })).status).toBe(200);

    const mine = await me.client.get<EmployeeCompaniesResponse>(apiPaths.employeeOnboarding.companies);
    expect(mine.body.items.map((c) => c.organisation_name)).toEqual([a.name, b.name]);
    const theirs = await stranger.client.get<EmployeeCompaniesResponse>(apiPaths.employeeOnboarding.companies);
    expect(theirs.body.items.map((c) => c.organisation_name)).toEqual([other.name]);
  });

  it('a disconnected contractor comes back through a new invite', async () => {
    const company = await newCompany(server);
    const me = await newContractor(server);
    const first = await newInvite(server, company.customerId, [{ phone: me.phone }]);
    await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token: first.token });
    await db().execute(
      sql`update customer_employees set status = 'DISCONNECTED', disconnected_at = now() where employee_id = ${me.employeeId}`,
    );
    const second = await newInvite(server, company.customerId, [{ phone: me.phone }], { taxRegime: 'OTHER' });
    const res = await me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token: second.token });
    expect(res.body).toEqual({ organisation_name: company.name, is_new: true });
    expect(await links(me.employeeId)).toEqual([
      { customer_id: company.customerId, tax_regime: 'OTHER', status: 'ACTIVE', invite_id: second.inviteId },
    ]);
  });

  it('refuses another phone (403), a withdrawn, draft or unknown link (404): nothing stored', async () => {
    const company = await newCompany(server);
    const me = await newContractor(server);
    const accept = (token: string) => me.client.post(apiPaths.employeeOnboarding.acceptInvite, { token });

    const foreign = await newInvite(server, company.customerId, [{ phone: uniquePhone() }]);
    const res = await accept(foreign.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_message: PHONE_MISMATCH_MESSAGE });

    for (const status of ['REJECT', 'DRAFT'] as const) {
      const { token } = await newInvite(server, company.customerId, [{ phone: me.phone }], { status });
      const r = await accept(token);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error_message: INVITE_LINK_NOT_FOUND_MESSAGE });
    }
    const unknown = await accept('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_message: INVITE_LINK_NOT_FOUND_MESSAGE });
    const malformed = await accept('не токен');
    expect(malformed.status).toBe(400);
    expect(await links(me.employeeId)).toEqual([]);
  });

  it('an ИНН-only invite: accepted by the holder of that ИНН, waits for a contractor without one', async () => {
    const company = await newCompany(server);
    const inn = personInn();
    const { token, inviteId } = await newInvite(server, company.customerId, [{ inn }]);
    const noInn = await newContractor(server);
    const waiting = await noInn.client.post(apiPaths.employeeOnboarding.acceptInvite, { token });
    expect(waiting.status).toBe(403);
    expect(waiting.body).toMatchObject({ error_message: NEEDS_INN_MESSAGE });
    const wrongInn = await newContractor(server, { inn: personInn() });
    expect((await wrongInn.client.post(apiPaths.employeeOnboarding.acceptInvite, { token })).status).toBe(403);
    expect(await links(noInn.employeeId)).toEqual([]);

    const holder = await newContractor(server, { inn });
    expect((await holder.client.post(apiPaths.employeeOnboarding.acceptInvite, { token })).status).toBe(200);
    expect(await persons(inviteId)).toEqual([{ phone: null, inn, action: 'CONFIRM', employee_id: holder.employeeId }]);
  });

  it('is for contractors only, and needs the CSRF header', async () => {
    const company = await newCompany(server);
    const { token } = await newInvite(server, company.customerId, []);
    const asCompany = await company.client.post(apiPaths.employeeOnboarding.acceptInvite, { token });
    expect(asCompany.status).toBe(403);
    const me = await newContractor(server);
    const noCsrf = await me.client.request('POST', apiPaths.employeeOnboarding.acceptInvite, {
      body: { token },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(await links(me.employeeId)).toEqual([]);
    expect((await server.client().post(apiPaths.employeeOnboarding.acceptInvite, { token })).status).toBe(401);
  });
});

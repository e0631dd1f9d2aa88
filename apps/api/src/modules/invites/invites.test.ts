import { apiPaths, type ErrorBody, type Invite, type InviteListResponse, pathWithId } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEmployees, inviteEmployees, invites } from '../../db/schema/index.js';
import { createEmployee, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import { createFieldCipher } from '../../lib/field-cipher.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { markInviteEmployeeConfirmed } from './invites.repo.js';
import { testPeople } from './test-people.js';

let server: TestServer;

const people = testPeople(11);
const nextPhone = people.phone;
const nextInn = people.inn;

type Company = { client: TestClient; customerId: string; name: string };

const company = (): Promise<Company> => loggedInCompany(server, { emailPrefix: 'invites' });

const draft = (people: unknown[], more: Record<string, unknown> = {}) => ({
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  comment: 'Курьеры',
  employees: people,
  ...more,
});
const create = (c: Company, body: unknown) => c.client.post<Invite & ErrorBody>(apiPaths.invites.create, body);
const one = (c: Company, id: string) => c.client.get<Invite & ErrorBody>(pathWithId(apiPaths.invites.one, id));
const act = (c: Company, path: string, id: string, body?: unknown) =>
  c.client.post<Invite & ErrorBody>(pathWithId(path, id), body);
const invitesOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(invites).where(eq(invites.customerId, customerId)).orderBy(invites.createdAt);
const peopleOf = (customerId: string) =>
  server.runtime.ctx.db
    .select()
    .from(inviteEmployees)
    .where(eq(inviteEmployees.customerId, customerId))
    .orderBy(inviteEmployees.createdAt);
const tokenOf = (url: string) => url.split('/invite/')[1]!;
const linkInfo = (token: string) => server.client().post<ErrorBody>(apiPaths.invites.link, { token });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('invites (customer side)', () => {
  it('creates a draft by phone and by ИНН, without a working link, and lists it', async () => {
    const c = await company();
    const phone = nextPhone();
    const inn = nextInn();
    const res = await create(c, draft([{ phone: phone.replace('+7', '8 '), last_name: 'Иванов' }, { inn }]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'DRAFT', kind: 'INDIVIDUAL_PERSON', tax_regime: 'NPD', link_url: null });
    expect(res.body.employees.map((p) => [p.phone, p.inn, p.action])).toEqual([
      [phone, null, 'INVITE'],
      [null, inn, 'INVITE'],
    ]);
    const [row] = await invitesOf(c.customerId);
    expect(row!.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.linkTokenCipher).not.toContain(row!.linkTokenHash);

    const list = await c.client.get<InviteListResponse>(`${apiPaths.invites.list}?status=DRAFT`);
    expect(list.body).toMatchObject({ totalCount: 1, items: [{ id: res.body.id }] });
    expect((await c.client.get<InviteListResponse>(`${apiPaths.invites.list}?status=PUBLISH`)).body.totalCount).toBe(0);
  });

  it('publishes: the SMS with the link arrives, the link opens the landing data, reject stops it', async () => {
    const c = await company();
    const phone = nextPhone();
    const started = Date.now();
    const created = await create(
      c,
      draft([{ phone }, { inn: nextInn() }], { kind: 'INDIVIDUAL_ENTREPRENEUR', tax_regime: 'USN_INCOME' }),
    );
    const published = await act(c, apiPaths.invites.publish, created.body.id);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('PUBLISH');
    const url = published.body.link_url!;
    expect(url).toMatch(/^http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}$/);

    const sms = await server.waitForSms(phone, started - 1000);
    expect(sms.text).toContain(c.name);
    expect(sms.text).toContain(url);
    const [person] = await peopleOf(c.customerId);
    expect(person).toMatchObject({ smsCount: 1 });

    const info = await linkInfo(tokenOf(url));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      organisation_name: c.name,
      kind: 'INDIVIDUAL_ENTREPRENEUR',
      tax_regime: 'USN_INCOME',
      person: null,
    });

    // The link is also in GET for the owner.
    expect((await one(c, created.body.id)).body.link_url).toBe(url);

    // Each waiting person has their own link to copy: the SMS carries the phone person's; the ИНН-only
    // person's opens the landing with what the company entered for them.
    const byPhone = published.body.employees.find((p: { phone: string | null }) => p.phone === phone)!;
    const byInn = published.body.employees.find((p: { phone: string | null }) => p.phone === null)!;
    expect(sms.text).toContain(byPhone.link_url);
    const innLink = new URL(byInn.link_url!);
    expect(innLink.href.startsWith(url)).toBe(true);
    const personInfo = await server
      .client()
      .post(apiPaths.invites.link, { token: tokenOf(url), person: innLink.searchParams.get('p') });
    expect(personInfo.body.person).toMatchObject({ inn: byInn.inn, phone: null });

    const again = await act(c, apiPaths.invites.publish, created.body.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', error_message: 'Приглашение уже опубликовано' });

    const rejected = await act(c, apiPaths.invites.reject, created.body.id);
    expect(rejected.body).toMatchObject({ status: 'REJECT', link_url: null });
    expect(rejected.body.employees.every((p: { link_url: string | null }) => p.link_url === null)).toBe(true);
    const dead = await linkInfo(tokenOf(url));
    expect(dead.status).toBe(404);
    expect(dead.body).toMatchObject({ error_message: 'Приглашение не найдено или больше не действует' });
    const twice = await act(c, apiPaths.invites.reject, created.body.id);
    expect(twice.body).toMatchObject({ code: 'INVALID_STATE', error_message: 'Приглашение уже отозвано' });
    expect((await act(c, apiPaths.invites.publish, created.body.id)).status).toBe(409);
  });

  it("a person's SMS link opens with what the company entered for that person, and only for them", async () => {
    const c = await company();
    const [anna, boris] = [nextPhone(), nextPhone()];
    const inn = nextInn();
    const started = Date.now();
    const created = await create(
      c,
      draft(
        [
          { phone: anna, inn, last_name: 'Петрова', first_name: 'Анна', patronymic: 'Сергеевна' },
          { phone: boris, last_name: 'Борисов' },
        ],
        { publish: true },
      ),
    );
    expect(created.status).toBe(201);
    const linkOf = async (phone: string) => {
      const url = new URL((await server.waitForSms(phone, started - 1000)).text.match(/https?:\/\/\S+/)![0]);
      return { token: tokenOf(url.origin + url.pathname), person: url.searchParams.get('p')! };
    };
    const annaLink = await linkOf(anna);
    const borisLink = await linkOf(boris);
    expect(annaLink.person).not.toBe(borisLink.person);

    const annaInfo = await server.client().post(apiPaths.invites.link, annaLink);
    expect(annaInfo.body).toMatchObject({
      organisation_name: c.name,
      person: { phone: anna, inn, last_name: 'Петрова', first_name: 'Анна', patronymic: 'Сергеевна' },
    });
    const borisInfo = await server.client().post(apiPaths.invites.link, borisLink);
    expect(borisInfo.body).toMatchObject({
      person: { phone: boris, inn: null, last_name: 'Борисов', first_name: null, patronymic: null },
    });
    // The shared link alone (forwarded, copied from the company's page) or a made-up key names nobody.
    for (const person of [undefined, 'f'.repeat(32), 'short']) {
      const res = await server.client().post(apiPaths.invites.link, { token: annaLink.token, person });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ person: null });
    }
  });

  it('the public link answers the same 404 for unknown, malformed and draft tokens', async () => {
    const c = await company();
    const d = await create(c, draft([{ phone: nextPhone() }]));
    // The draft's real token, unsealed as the owner's GET would once it is published.
    const [row] = await invitesOf(c.customerId);
    const draftToken = createFieldCipher(server.runtime.ctx.config.APP_SECRET!, 'invites/link-token').decrypt(
      row!.linkTokenCipher!,
      d.body.id,
    );
    for (const token of [draftToken, 'A'.repeat(43), 'short', '../../etc', '']) {
      const res = await linkInfo(token);
      expect(res.status).toBe(404);
      expect(res.body.error_message).toBe('Приглашение не найдено или больше не действует');
    }
  });

  it('creates and publishes at once; updates and deletes only a draft', async () => {
    const c = await company();
    const phone = nextPhone();
    const started = Date.now();
    const now = await create(c, draft([{ phone }], { publish: true }));
    expect(now.body.status).toBe('PUBLISH');
    await server.waitForSms(phone, started - 1000);
    const put = await c.client.request<ErrorBody>('PUT', pathWithId(apiPaths.invites.one, now.body.id), {
      body: draft([{ phone: nextPhone() }]),
    });
    expect(put.body).toMatchObject({
      code: 'INVALID_STATE',
      error_message: 'Изменить можно только черновик приглашения',
    });
    const del = await c.client.request<ErrorBody>('DELETE', pathWithId(apiPaths.invites.one, now.body.id));
    expect(del.status).toBe(409);

    const d = await create(c, draft([{ phone: nextPhone() }]));
    const newPhone = nextPhone();
    const updated = await c.client.request<Invite>('PUT', pathWithId(apiPaths.invites.one, d.body.id), {
      body: draft([{ phone: newPhone }, { inn: nextInn() }], { comment: 'Грузчики' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.comment).toBe('Грузчики');
    expect(updated.body.employees.map((p) => p.phone)).toEqual([newPhone, null]);
    expect((await c.client.request('DELETE', pathWithId(apiPaths.invites.one, d.body.id))).status).toBe(204);
    expect((await one(c, d.body.id)).status).toBe(404);
    expect((await c.client.get<InviteListResponse>(apiPaths.invites.list)).body.totalCount).toBe(1);
  });

  it('rejects bad input with Russian messages and stores nothing', async () => {
    const c = await company();
    const cases: [unknown, string][] = [
      [draft([{ phone: '123' }]), 'Введите российский мобильный номер, например +7 999 000-00-01'],
      [draft([{ inn: '500100732250' }]), 'Неверный ИНН: не сходится контрольное число'],
      [draft([{ inn: '7707083893' }]), 'ИНН физического лица состоит из 12 цифр'],
      [draft([{ last_name: 'Иванов' }]), 'Укажите телефон или ИНН'],
      [draft([]), 'Добавьте хотя бы одного человека'],
      [
        draft([{ phone: '+79990000001' }], { tax_regime: 'OSNO' }),
        'Этот налоговый режим бывает только у ИП: выберите НПД или «Другой»',
      ],
      [draft([{ phone: '+79990000001' }, { phone: '89990000001' }]), 'Этот телефон уже есть в приглашении'],
      [draft([{ phone: '+79990000001' }], { kind: 'ROBOT' }), 'Выберите тип исполнителя'],
    ];
    for (const [body, message] of cases) {
      const res = await create(c, body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await invitesOf(c.customerId)).toEqual([]);
    expect(await peopleOf(c.customerId)).toEqual([]);
  });

  it('does not invite a person already working for the company (409), but one who was disconnected', async () => {
    const c = await company();
    const phone = nextPhone();
    const inn = nextInn();
    const { employee } = await createEmployee(server.runtime.ctx.db, {
      phone,
      inn,
      password: DEMO_PASSWORD,
      lastName: 'Петров',
      firstName: 'Пётр',
    });
    await linkEmployee(server.runtime.ctx.db, { customerId: c.customerId, employeeId: employee.id });
    for (const person of [{ phone }, { inn }]) {
      const res = await create(c, draft([person]));
      expect(res.status).toBe(409);
      expect(res.body.error_message).toMatch(/уже работает с вашей компанией/);
    }
    expect(await invitesOf(c.customerId)).toEqual([]);

    await server.runtime.ctx.db
      .update(customerEmployees)
      .set({ status: 'DISCONNECTED', disconnectedAt: new Date() })
      .where(eq(customerEmployees.employeeId, employee.id));
    const gone = await c.client.get<{
      items: { employee_id: string; phone: string; last_name: string }[];
      totalCount: number;
    }>(apiPaths.invites.disconnectedEmployees);
    expect(gone.body).toMatchObject({
      totalCount: 1,
      items: [{ employee_id: employee.id, phone, last_name: 'Петров' }],
    });
    expect((await create(c, draft([{ phone, inn }]))).status).toBe(201);
  });

  it('cancels one person and resends SMS with a per-minute limit (429 Retry-After)', async () => {
    const c = await company();
    const [p1, p2] = [nextPhone(), nextPhone()];
    const inv = await create(c, draft([{ phone: p1 }, { phone: p2 }], { publish: true }));
    const [first, second] = inv.body.employees;

    const tooSoon = await act(c, apiPaths.invites.sendSms, inv.body.id, { employee_ids: [first!.id] });
    expect(tooSoon.status).toBe(200); // the publish SMS is not counted by the resend limit
    const limited = await act(c, apiPaths.invites.sendSms, inv.body.id, { employee_ids: [first!.id] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.error_message).toBe(
      'СМС с приглашением можно отправлять одному человеку не чаще раза в минуту',
    );

    const cancelled = await c.client.request<Invite>(
      'DELETE',
      pathWithId(apiPaths.invites.employee, inv.body.id).replace(':personId', second!.id),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.employees.find((p) => p.id === second!.id)?.action).toBe('CANCEL');
    const resendCancelled = await act(c, apiPaths.invites.sendSms, inv.body.id, { employee_ids: [second!.id] });
    expect(resendCancelled.body).toMatchObject({
      code: 'INVALID_STATE',
      error_message: 'Приглашение для этого человека отменено',
    });
    const people = await c.client.get<{ items: { action: string }[] }>(
      pathWithId(apiPaths.invites.employeesList, inv.body.id),
    );
    expect(people.body.items.map((p) => p.action)).toEqual(['INVITE', 'CANCEL']);
    const [row] = await peopleOf(c.customerId);
    expect(row!.smsCount).toBe(2);
  });

  it('markInviteEmployeeConfirmed marks the person by phone, else by ИНН, else adds one; never a cancelled one', async () => {
    const c = await company();
    const [phone, inn] = [nextPhone(), nextInn()];
    const inv = await create(c, draft([{ phone }, { inn }], { publish: true }));
    const db = server.runtime.ctx.db;
    const e1 = (await createEmployee(db, { phone, password: DEMO_PASSWORD })).employee;
    const e2 = (await createEmployee(db, { phone: nextPhone(), inn, password: DEMO_PASSWORD })).employee;
    const e3Phone = nextPhone();
    const e3 = (await createEmployee(db, { phone: e3Phone, password: DEMO_PASSWORD })).employee;
    const base = { inviteId: inv.body.id, customerId: c.customerId };
    await inTransaction({ db }, async ({ db: tx }) => {
      await markInviteEmployeeConfirmed(tx, { ...base, employeeId: e1.id, phone });
      await markInviteEmployeeConfirmed(tx, { ...base, employeeId: e2.id, phone: e2.phone, inn });
      await markInviteEmployeeConfirmed(tx, { ...base, employeeId: e3.id, phone: e3Phone });
    });
    const after = (await one(c, inv.body.id)).body.employees;
    expect(after.map((p) => [p.action, p.employee_id])).toEqual([
      ['CONFIRM', e1.id],
      ['CONFIRM', e2.id],
      ['CONFIRM', e3.id],
    ]);
    const cancelled = await create(c, draft([{ phone: nextPhone() }], { publish: true }));
    const person = cancelled.body.employees[0]!;
    await c.client.request(
      'DELETE',
      pathWithId(apiPaths.invites.employee, cancelled.body.id).replace(':personId', person.id),
    );
    await expect(
      inTransaction({ db }, ({ db: tx }) =>
        markInviteEmployeeConfirmed(tx, {
          inviteId: cancelled.body.id,
          customerId: c.customerId,
          employeeId: e3.id,
          phone: person.phone!,
        }),
      ),
    ).rejects.toThrow('Компания отменила приглашение для вас');
  });

  it('another company never sees or changes an invite: the same 404', async () => {
    const alice = await company();
    const bob = await company();
    const inv = await create(alice, draft([{ phone: nextPhone() }]));
    const before = await invitesOf(alice.customerId);
    const id = inv.body.id;
    const attempts = [
      await one(bob, id),
      await one(bob, 'not-a-uuid'),
      await one(bob, '00000000-0000-4000-8000-000000000000'),
      await act(bob, apiPaths.invites.publish, id),
      await act(bob, apiPaths.invites.reject, id),
      await act(bob, apiPaths.invites.sendSms, id, {}),
      await bob.client.request<ErrorBody>('PUT', pathWithId(apiPaths.invites.one, id), {
        body: draft([{ phone: nextPhone() }]),
      }),
      await bob.client.request<ErrorBody>('DELETE', pathWithId(apiPaths.invites.one, id)),
      await bob.client.request<ErrorBody>(
        'DELETE',
        pathWithId(apiPaths.invites.employee, id).replace(':personId', inv.body.employees[0]!.id),
      ),
      await bob.client.get<ErrorBody>(pathWithId(apiPaths.invites.employeesList, id)),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', error_message: 'Приглашение не найдено' });
    }
    expect((await bob.client.get<InviteListResponse>(apiPaths.invites.list)).body).toEqual({
      items: [],
      totalCount: 0,
    });
    expect(await invitesOf(alice.customerId)).toEqual(before);
  });

  it('needs the customer role, a session and the CSRF header', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(apiPaths.invites.list)).status).toBe(401);
    const c = await company();
    const res = await c.client.request('POST', apiPaths.invites.create, {
      body: draft([{ phone: nextPhone() }]),
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(await invitesOf(c.customerId)).toEqual([]);

    const phone = nextPhone();
    await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    const contractor = server.client();
    expect((await contractor.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await contractor.get(apiPaths.invites.list)).status).toBe(403);
    expect((await contractor.post(apiPaths.invites.create, draft([{ phone: nextPhone() }]))).status).toBe(403);
  });

  it('pages and sorts the list by date added', async () => {
    const c = await company();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create(c, draft([{ phone: nextPhone() }]))).body.id);
    const page1 = await c.client.get<InviteListResponse>(
      `${apiPaths.invites.list}?page=1&page_size=2&sort_direction=ASC`,
    );
    expect(page1.body.totalCount).toBe(3);
    expect(page1.body.items.map((i) => i.id)).toEqual(ids.slice(0, 2));
    const desc = await c.client.get<InviteListResponse>(`${apiPaths.invites.list}?page=1&page_size=5`);
    expect(desc.body.items.map((i) => i.id)).toEqual([...ids].reverse());
    const bad = await c.client.get<ErrorBody>(`${apiPaths.invites.list}?status=DONE`);
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBe('Неизвестный статус приглашения');
  });
});

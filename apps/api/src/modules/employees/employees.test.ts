import {
  apiPaths,
  type EmployeeEntitiesCount,
  type EmployeeListItem,
  type EmployeeListResponse,
  type ErrorBody,
  FNS_BINDING_LABELS,
  inn12WithCheckDigits,
} from '@vyplaty/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRequisites, fnsBindings, fnsReceipts, fnsTaxpayers } from '../../db/schema/index.js';
import { createEmployee, DEMO_PASSWORD, linkEmployee } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let seq = 0;

type Company = { client: TestClient; customerId: string };
type Person = { id: string; phone: string; inn: string };

/** A valid 12-digit ИНН of a person (both check digits computed). */
const personInn = (n: number) => inn12WithCheckDigits(`77${String(n).padStart(8, '0')}`);

/** The name is checked in the «disconnected» notification the contractor gets. */
const company = (): Promise<Company> =>
  loggedInCompany(server, { emailPrefix: 'employees', name: 'ООО "Исполнители"' });

async function person(
  fields: {
    lastName?: string;
    firstName?: string;
    patronymic?: string;
    kind?: 'INDIVIDUAL_PERSON' | 'INDIVIDUAL_ENTREPRENEUR';
    isVerified?: boolean;
    withRequisites?: boolean;
  } = {},
): Promise<Person> {
  seq += 1;
  const phone = `+7995${String(seq).padStart(7, '0')}`;
  const inn = personInn(seq);
  const { withRequisites, ...rest } = fields;
  const { employee } = await createEmployee(server.runtime.ctx.db, { phone, inn, password: DEMO_PASSWORD, ...rest });
  if (withRequisites) {
    await server.runtime.ctx.db
      .insert(employeeRequisites)
      .values({ employeeId: employee.id, kind: 'SBP', isPrimary: true, sbpPhone: phone, sbpBankId: '100000000111' });
  }
  return { id: employee.id, phone, inn };
}

const link = (c: Company, p: Person, taxRegime = 'NPD', minutesAgo = 0) =>
  linkEmployee(server.runtime.ctx.db, {
    customerId: c.customerId,
    employeeId: p.id,
    taxRegime,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });

const list = (c: Company, body: unknown = {}) =>
  c.client.post<EmployeeListResponse & ErrorBody>(apiPaths.employees.list, body);
const ids = async (c: Company, body: unknown = {}) =>
  (await list(c, { page_size: 100, ...(body as object) })).body.items.map((i) => i.id);
const remove = (c: Company, body: unknown, options: { csrf?: boolean } = {}) =>
  c.client.request<{ removed: number } & ErrorBody>('DELETE', apiPaths.employees.list, { body, ...options });

const linksOf = (employeeId: string) =>
  rowsOf<{ customer_id: string; status: string; disconnected_at: Date | null }>(
    server.runtime.ctx.db,
    sql`select customer_id, status, disconnected_at from customer_employees where employee_id = ${employeeId} order by customer_id`,
  );

/** POST employees/export read as bytes (the test client reads only JSON, PDF and text). */
async function exportXlsx(c: Company, body: unknown = {}) {
  const cookie = c.client.allCookies();
  const csrf = c.client.cookie('vp_csrf') ?? '';
  const response = await fetch(server.baseUrl + apiPaths.employees.export, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Исполнители')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * Company A with five listed contractors (and one removed), company B sharing Петров with A and
 * having one of its own.
 */
async function world() {
  const a = await company();
  const b = await company();
  const petrov = await person({ lastName: 'Петров', firstName: 'Пётр', patronymic: 'Петрович', withRequisites: true });
  const yozhikova = await person({
    lastName: 'Ёжикова',
    firstName: 'Анна',
    kind: 'INDIVIDUAL_ENTREPRENEUR',
  });
  const unnamed = await person({ isVerified: false });
  const ivanov = await person({ lastName: 'Иванов', firstName: 'Иван', withRequisites: true });
  const percent = await person({ lastName: '=HYPERLINK("http://x")', firstName: '100%_скидка' });
  const removed = await person({ lastName: 'Удалённый', firstName: 'Исполнитель' });
  const onlyB = await person({ lastName: 'Чужой', firstName: 'Борис', withRequisites: true });

  await link(a, petrov, 'NPD', 50);
  await link(a, yozhikova, 'USN_INCOME', 40);
  await link(a, unnamed, 'NPD', 30);
  await link(a, ivanov, 'OTHER', 20);
  await link(a, percent, 'NPD', 10);
  await link(a, removed, 'NPD', 5);
  await server.runtime.ctx.db.execute(
    sql`update customer_employees set status = 'DISCONNECTED', disconnected_at = now()
        where customer_id = ${a.customerId} and employee_id = ${removed.id}`,
  );
  await link(b, petrov, 'NPD', 60);
  await link(b, onlyB, 'NPD', 60);
  return { a, b, petrov, yozhikova, unnamed, ivanov, percent, removed, onlyB };
}

let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  server = await startTestServer();
  w = await world();
});
afterAll(() => server.close());

describe('the company’s contractors (POST employees)', () => {
  it('lists only the company’s connected contractors, newest first, with their state', async () => {
    const res = await list(w.a);
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(5);
    expect(res.body.items.map((i) => i.id)).toEqual([
      w.percent.id,
      w.ivanov.id,
      w.unnamed.id,
      w.yozhikova.id,
      w.petrov.id,
    ]);
    const petrov = res.body.items.find((i) => i.id === w.petrov.id);
    expect(petrov).toEqual<EmployeeListItem>({
      id: w.petrov.id,
      last_name: 'Петров',
      first_name: 'Пётр',
      patronymic: 'Петрович',
      phone: w.petrov.phone,
      inn: w.petrov.inn,
      kind: 'INDIVIDUAL_PERSON',
      tax_regime: 'NPD',
      npd_status: 'UNKNOWN',
      fns_binding: null,
      yearly_income: null,
      is_verified: true,
      has_requisites: true,
      former_employment: { employee: null, customer: null },
      connection: 'READY',
      added_at: expect.any(String),
    });
    const byId = new Map(res.body.items.map((i) => [i.id, i]));
    expect(byId.get(w.yozhikova.id)).toMatchObject({
      kind: 'INDIVIDUAL_ENTREPRENEUR',
      tax_regime: 'USN_INCOME',
      connection: 'NO_REQUISITES',
    });
    expect(byId.get(w.unnamed.id)).toMatchObject({ last_name: null, is_verified: false, connection: 'NOT_VERIFIED' });
  });

  it('pages on the server without overlaps', async () => {
    const first = await list(w.a, { page: 1, page_size: 2 });
    const second = await list(w.a, { page: 2, page_size: 2 });
    const third = await list(w.a, { page: 3, page_size: 2 });
    const beyond = await list(w.a, { page: 4, page_size: 2 });
    expect([first, second, third, beyond].map((r) => r.body.totalCount)).toEqual([5, 5, 5, 5]);
    expect([first, second, third, beyond].map((r) => r.body.items.length)).toEqual([2, 2, 1, 0]);
    const all = [first, second, third].flatMap((r) => r.body.items.map((i) => i.id));
    expect(new Set(all).size).toBe(5);
    expect(all).toEqual(await ids(w.a));
  });

  it('pages by the cursor of the previous page in every order, as the page numbers do', async () => {
    const orders = ['FIO', 'ADDED_AT', 'EMPLOYEE_NPD'].flatMap((field) =>
      ['ASC', 'DESC'].map((direction) => ({ field, direction })),
    );
    for (const sort of orders) {
      const walked: string[] = [];
      let after: string | null | undefined;
      for (let page = 1; page <= 3; page++) {
        const res = await list(w.a, { sort, page, page_size: 2, ...(after ? { after } : {}) });
        expect(res.status).toBe(200);
        expect(res.body.totalCount).toBe(5);
        walked.push(...res.body.items.map((i) => i.id));
        after = res.body.next_cursor;
        expect(Boolean(after), `${JSON.stringify(sort)} page ${page}`).toBe(page < 3);
      }
      expect(walked, JSON.stringify(sort)).toEqual(await ids(w.a, { sort }));
    }
  });

  it('reads the page number when the cursor came from another order or filter', async () => {
    const byFio = { field: 'FIO', direction: 'ASC' };
    const first = await list(w.a, { sort: byFio, page: 1, page_size: 2 });
    const cursor = first.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const newest = await list(w.a, { page: 2, page_size: 2, after: cursor });
    expect(newest.body.items.map((i) => i.id)).toEqual((await ids(w.a)).slice(2, 4));
    const searched = await list(w.a, { sort: byFio, search: 'Иванов', page: 1, after: cursor });
    expect(searched.body.items.map((i) => i.id)).toEqual([w.ivanov.id]);
  });

  it('refuses a cursor that is not one of ours, in Russian, naming the field', async () => {
    for (const after of ['not-a-cursor', Buffer.from('[1,"x",[]]').toString('base64url'), 'x'.repeat(513)]) {
      const res = await list(w.a, { page: 2, page_size: 2, after });
      expect(res.status, after).toBe(400);
      expect(res.body.error_message).toMatch(/^(Ссылка на следующую страницу устарела|Слишком длинный курсор)/);
    }
  });

  it('keeps contractors added at the same moment apart across cursor pages', async () => {
    const c = await company();
    const at = new Date('2026-03-01T09:00:00.123Z');
    const people = [await person({ lastName: 'Один' }), await person({ lastName: 'Два' }), await person()];
    for (const p of people) {
      await linkEmployee(server.runtime.ctx.db, {
        customerId: c.customerId,
        employeeId: p.id,
        taxRegime: 'NPD',
        createdAt: at,
      });
    }
    const walked: string[] = [];
    let after: string | null | undefined;
    for (let page = 1; page <= 3; page++) {
      const res = await list(c, { page, page_size: 1, ...(after ? { after } : {}) });
      walked.push(...res.body.items.map((i) => i.id));
      after = res.body.next_cursor;
    }
    expect(new Set(walked)).toEqual(new Set(people.map((p) => p.id)));
  });

  it('moves a renamed contractor to their new place in the ФИО order of every company', async () => {
    const c = await company();
    const renamed = await person({ lastName: 'Яковлев', firstName: 'Яков' });
    const other = await person({ lastName: 'Борисов', firstName: 'Борис' });
    await link(c, renamed);
    await link(c, other);
    const byFio = { sort: { field: 'FIO', direction: 'ASC' } };
    expect(await ids(c, byFio)).toEqual([other.id, renamed.id]);
    await server.runtime.ctx.db.execute(sql`update employees set last_name = 'Абрамов' where id = ${renamed.id}`);
    expect(await ids(c, byFio)).toEqual([renamed.id, other.id]);
    expect(await ids(c, { search: 'абрам' })).toEqual([renamed.id]);
  });

  it('sorts by ФИО (ё as е, no name last) and by the date added', async () => {
    const byFio = await ids(w.a, { sort: { field: 'FIO', direction: 'ASC' } });
    // '=' sorts before letters; Ёжикова as Ежикова comes before Иванов.
    expect(byFio).toEqual([w.percent.id, w.yozhikova.id, w.ivanov.id, w.petrov.id, w.unnamed.id]);
    expect(await ids(w.a, { sort: { field: 'EMPLOYEE_FIO', direction: 'ASC' } })).toEqual(byFio);
    expect(await ids(w.a, { sort: { field: 'EMPLOYEE_FIO', direction: 'DESC' } })).toEqual([
      w.petrov.id,
      w.ivanov.id,
      w.yozhikova.id,
      w.percent.id,
      w.unnamed.id,
    ]);
    expect(await ids(w.a, { sort: { field: 'ADDED_AT', direction: 'ASC' } })).toEqual([
      w.petrov.id,
      w.yozhikova.id,
      w.unnamed.id,
      w.ivanov.id,
      w.percent.id,
    ]);
  });

  it('searches the ФИО (any case, ё = е, every word), the phone (8… or +7…) and the ИНН', async () => {
    expect(await ids(w.a, { search: 'петров' })).toEqual([w.petrov.id]);
    expect(await ids(w.a, { search: 'ПЁТР петрОВ' })).toEqual([w.petrov.id]);
    expect(await ids(w.a, { search: 'ежикова' })).toEqual([w.yozhikova.id]);
    expect(await ids(w.a, { search: 'анна ёжик' })).toEqual([w.yozhikova.id]);
    const ivanovDigits = w.ivanov.phone.slice(2);
    expect(await ids(w.a, { search: `8 (${ivanovDigits.slice(0, 3)}) ${ivanovDigits.slice(3)}` })).toEqual([
      w.ivanov.id,
    ]);
    expect(await ids(w.a, { search: w.ivanov.phone })).toEqual([w.ivanov.id]);
    expect(await ids(w.a, { search: w.yozhikova.inn })).toEqual([w.yozhikova.id]);
    expect(await ids(w.a, { search: '   ' })).toHaveLength(5);
    // LIKE's own characters are taken literally.
    expect(await ids(w.a, { search: '%' })).toEqual([w.percent.id]);
    expect(await ids(w.a, { search: '_' })).toEqual([w.percent.id]);
    expect(await ids(w.a, { search: "'; drop table employees; --" })).toEqual([]);
    // Not another company's contractor, nor a removed one.
    expect(await ids(w.a, { search: 'Чужой' })).toEqual([]);
    expect(await ids(w.a, { search: 'Удалённый' })).toEqual([]);
    expect((await list(w.a, { search: 'Иванов', page_size: 1 })).body.totalCount).toBe(1);
  });

  it('filters by kind, tax regime and connection state, together with search', async () => {
    expect(await ids(w.a, { filters: { kind: 'INDIVIDUAL_ENTREPRENEUR' } })).toEqual([w.yozhikova.id]);
    expect(await ids(w.a, { filters: { tax_regime: 'OTHER' } })).toEqual([w.ivanov.id]);
    expect(await ids(w.a, { filters: { connection: 'READY' } })).toEqual([w.ivanov.id, w.petrov.id]);
    expect(await ids(w.a, { filters: { connection: 'NOT_VERIFIED' } })).toEqual([w.unnamed.id]);
    expect(await ids(w.a, { filters: { connection: 'READY', tax_regime: 'NPD' }, search: 'Пётр' })).toEqual([
      w.petrov.id,
    ]);
    expect((await list(w.a, { filters: { connection: 'NO_REQUISITES' } })).body.totalCount).toBe(2);
  });

  it('refuses bad input with a Russian message', async () => {
    const cases: [unknown, string][] = [
      [{ page: 0 }, 'Номер страницы начинается с 1'],
      [{ page: 'x' }, 'Номер страницы должен быть числом'],
      [{ page_size: 101 }, 'Размер страницы от 1 до 100'],
      [{ sort: { field: 'AMOUNT', direction: 'ASC' } }, 'Сортировка возможна по ФИО, статусу НПД или дате добавления'],
      [{ search: 'x'.repeat(101) }, 'Слишком длинная строка поиска'],
    ];
    for (const [body, message] of cases) {
      const res = await list(w.a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toBe(message);
    }
    const badFilter = await list(w.a, { filters: { kind: 'ROBOT' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error_message).toMatch(/[а-я]/i);
  });

  it('is for the company only: a contractor gets 403, an anonymous caller 401', async () => {
    const contractor = server.client();
    await contractor.post(apiPaths.auth.login, { login: w.petrov.phone, password: DEMO_PASSWORD });
    const res = await contractor.post<ErrorBody>(apiPaths.employees.list, {});
    expect(res.status).toBe(403);
    expect(res.body.error_message).toBe('Раздел доступен только компании');
    expect((await contractor.get(apiPaths.employees.entitiesCount)).status).toBe(403);
    expect((await contractor.request('DELETE', apiPaths.employees.list, { body: { ids: [w.ivanov.id] } })).status).toBe(
      403,
    );
    expect((await server.client().post(apiPaths.employees.list, {})).status).toBe(401);
    expect((await linksOf(w.ivanov.id))[0]?.status).toBe('ACTIVE');
  });

  it('shows a contractor who works for two companies in both lists', async () => {
    expect((await ids(w.b)).sort()).toEqual([w.petrov.id, w.onlyB.id].sort());
    expect(await ids(w.a)).toContain(w.petrov.id);
    expect(await ids(w.a)).not.toContain(w.onlyB.id);
  });
});

describe('entities/count', () => {
  it('counts the company’s contractors by state and the removed ones', async () => {
    const res = await w.a.client.get<EmployeeEntitiesCount>(apiPaths.employees.entitiesCount);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 5, ready: 2, not_verified: 1, no_requisites: 2, disconnected: 1 });
    const b = await w.b.client.get<EmployeeEntitiesCount>(apiPaths.employees.entitiesCount);
    expect(b.body).toEqual({ total: 2, ready: 2, not_verified: 0, no_requisites: 0, disconnected: 0 });
  });
});

describe('removing contractors (DELETE employees)', () => {
  it('disconnects the company’s link only: the other company and the contractor keep everything', async () => {
    const a = await company();
    const b = await company();
    const shared = await person({ lastName: 'Общий', firstName: 'Олег', withRequisites: true });
    const own = await person({ lastName: 'Свой', firstName: 'Семён' });
    await link(a, shared);
    await link(a, own);
    await link(b, shared);

    const res = await remove(a, { ids: [shared.id, own.id, shared.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: 2 });
    expect(await ids(a)).toEqual([]);
    expect(await ids(b)).toEqual([shared.id]);
    const links = await linksOf(shared.id);
    expect(links.find((l) => l.customer_id === a.customerId)).toMatchObject({ status: 'DISCONNECTED' });
    expect(links.find((l) => l.customer_id === a.customerId)?.disconnected_at).not.toBeNull();
    expect(links.find((l) => l.customer_id === b.customerId)).toMatchObject({
      status: 'ACTIVE',
      disconnected_at: null,
    });
    // The contractor's own data stays: the account still logs in and the requisites are there.
    const contractor = server.client();
    expect((await contractor.post(apiPaths.auth.login, { login: shared.phone, password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    expect((await contractor.get<{ items: unknown[] }>(apiPaths.employeeRequisites)).body.items).toHaveLength(1);
    const counts = await a.client.get<EmployeeEntitiesCount>(apiPaths.employees.entitiesCount);
    expect(counts.body).toMatchObject({ total: 0, disconnected: 2 });
    // The contractor is told.
    const notes = await rowsOf<{ title: string; body: string }>(
      server.runtime.ctx.db,
      sql`select n.title, n.body from notifications n join accounts a on a.id = n.account_id
          where a.employee_id = ${own.id}`,
    );
    expect(notes).toEqual([{ title: 'Компания отключила вас', body: expect.stringContaining(`ООО "Исполнители`) }]);
  });

  it('changes nothing when any id is another company’s, removed, unknown or malformed (same 404)', async () => {
    const a = await company();
    const b = await company();
    const mine = await person({ lastName: 'Мой', firstName: 'Марк' });
    const theirs = await person({ lastName: 'Их', firstName: 'Илья' });
    await link(a, mine);
    await link(b, theirs);
    const bodies = [
      { ids: [mine.id, theirs.id] },
      { ids: [theirs.id] },
      { ids: [mine.id, '00000000-0000-4000-8000-000000000000'] },
      { ids: [mine.id, 'not-a-uuid'] },
    ];
    for (const body of bodies) {
      const res = await remove(a, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.error_message).toBe('Исполнитель не найден');
    }
    expect((await linksOf(mine.id))[0]?.status).toBe('ACTIVE');
    expect((await linksOf(theirs.id))[0]?.status).toBe('ACTIVE');

    expect((await remove(a, { ids: [mine.id] })).status).toBe(200);
    const again = await remove(a, { ids: [mine.id] });
    expect(again.status).toBe(404);
    expect(again.body.error_message).toBe('Исполнитель не найден');
  });

  it('refuses bad input and a write without the CSRF token', async () => {
    const a = await company();
    const p = await person({ lastName: 'Целый', firstName: 'Цезарь' });
    await link(a, p);
    for (const [body, message] of [
      [{ ids: [] }, 'Выберите исполнителей'],
      [{}, 'Выберите исполнителей'],
      [{ ids: Array.from({ length: 501 }, () => p.id) }, 'Не больше 500 исполнителей за раз'],
      [{ ids: [42] }, 'Некорректный id исполнителя'],
    ] as const) {
      const res = await remove(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message).toBe(message);
    }
    const noCsrf = await remove(a, { ids: [p.id] }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await linksOf(p.id))[0]?.status).toBe('ACTIVE');
  });
});

describe('export (POST employees/export)', () => {
  it('downloads an .xlsx with a Russian header, the list’s filters and order, and escaped cells', async () => {
    const { response, bytes } = await exportXlsx(w.a, { sort: { field: 'FIO', direction: 'ASC' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''%D0%98/);
    const rows = await sheetRows(bytes);
    expect(rows[0]).toEqual([
      'ФИО',
      'Телефон',
      'ИНН',
      'Тип исполнителя',
      'Налоговый режим',
      'Статус НПД',
      'ФНС',
      'Доход за год',
      'Регистрация завершена',
      'Реквизиты для выплат',
      'Состояние',
      'Добавлен',
      'Трудовой договор',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[1]?.[0]).toBe(`'=HYPERLINK("http://x") 100%_скидка`);
    expect(rows[2]?.slice(0, 11)).toEqual([
      'Ёжикова Анна',
      w.yozhikova.phone,
      w.yozhikova.inn,
      'Индивидуальный предприниматель',
      'УСН «Доходы»',
      'Не проверен',
      'Не подключён',
      '',
      'Да',
      'Нет',
      'Нет реквизитов',
    ]);
    expect(rows[2]?.[11]).toBeInstanceOf(Date);
    expect(rows[2]?.[12]).toBe('Исполнитель не ответил');
    expect(rows.map((r) => r[0])).not.toContain('Чужой Борис');
    expect(rows.map((r) => r[0])).not.toContain('Удалённый Исполнитель');

    const filtered = await sheetRows((await exportXlsx(w.a, { filters: { connection: 'READY' } })).bytes);
    expect(filtered.slice(1).map((r) => r[0])).toEqual(['Иванов Иван', 'Петров Пётр Петрович']);
    const other = await sheetRows((await exportXlsx(w.b, { search: 'Петров' })).bytes);
    expect(other.slice(1).map((r) => r[0])).toEqual(['Петров Пётр Петрович']);
  });

  it('refuses bad input, the contractor role and a missing CSRF token', async () => {
    const bad = await w.a.client.post<ErrorBody>(apiPaths.employees.export, { filters: { tax_regime: 'НПД' } });
    expect(bad.status).toBe(400);
    const contractor = server.client();
    await contractor.post(apiPaths.auth.login, { login: w.ivanov.phone, password: DEMO_PASSWORD });
    expect((await contractor.post(apiPaths.employees.export, {})).status).toBe(403);
    expect((await w.a.client.request('POST', apiPaths.employees.export, { body: {}, csrf: false })).status).toBe(403);
  });

  it('refuses more than 10 000 rows with a request to narrow the selection', async () => {
    const big = await company();
    // Bulk rows straight in SQL: 10 001 contractors without logins, linked to the company.
    await server.runtime.ctx.db.execute(sql`
      with people as (
        insert into employees (phone, last_name, first_name, verified_at)
        select '+7993' || lpad(g::text, 7, '0'), 'Массовый', 'Исполнитель', now() from generate_series(1, 10001) g
        returning id)
      insert into customer_employees (customer_id, employee_id, tax_regime)
      select ${big.customerId}, id, 'NPD' from people`);
    // What the scheduled statistics job (health.jobs.ts) or PostgreSQL's autovacuum does after a bulk load.
    await server.runtime.ctx.db.execute(sql`analyze`);
    expect((await list(big, { page_size: 1 })).body.totalCount).toBe(10_001);
    const res = await big.client.post<ErrorBody>(apiPaths.employees.export, {});
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe(
      'В выгрузке может быть не больше 10000 исполнителей, а найдено 10001: уточните поиск или фильтры',
    );
    const narrowed = await exportXlsx(big, { search: '+79930000001' });
    expect(narrowed.response.status).toBe(200);
    expect(await sheetRows(narrowed.bytes)).toHaveLength(2);
    // 10 001 rows inserted and read twice: a minute, not the default half, when the machine is busy.
  }, 60_000);
});

describe('НПД columns (fns_taxpayers, fns_bindings, fns_receipts)', () => {
  /** A company with three contractors: registered and connected, not registered, never checked. */
  async function fnsWorld() {
    const c = await company();
    const registered = await person({ lastName: 'Яковлев', firstName: 'Ян', withRequisites: true });
    const notRegistered = await person({ lastName: 'Борисов', firstName: 'Борис' });
    const unchecked = await person({ lastName: 'Алексеев', firstName: 'Алексей' });
    const alsoRegistered = await person({ lastName: 'Артёмов', firstName: 'Артём' });
    for (const p of [registered, notRegistered, unchecked, alsoRegistered]) await link(c, p);
    const db = server.runtime.ctx.db;
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric' }).format(new Date()),
    );
    const checkedAt = new Date(Date.now() - 60_000);
    await db.insert(fnsTaxpayers).values([
      {
        employeeId: registered.id,
        inn: registered.inn,
        npdStatus: 'REGISTERED',
        statusCheckedAt: checkedAt,
        incomeYear: year,
        incomeRegisteredKopecks: 100_000_00n,
        incomeCheckedAt: checkedAt,
      },
      { employeeId: notRegistered.id, inn: notRegistered.inn, npdStatus: 'NOT_REGISTERED', statusCheckedAt: checkedAt },
      { employeeId: alsoRegistered.id, inn: alsoRegistered.inn, npdStatus: 'REGISTERED', statusCheckedAt: checkedAt },
    ]);
    await db.insert(fnsBindings).values([
      { employeeId: registered.id, by: 'INN', inn: registered.inn, status: 'BIND', permissions: [] },
      { employeeId: notRegistered.id, by: 'INN', inn: notRegistered.inn, status: 'ERROR', permissions: [] },
    ]);
    // Paid on the platform, receipt not registered yet: counted in the year's income.
    await db.insert(fnsReceipts).values({
      customerId: c.customerId,
      employeeId: registered.id,
      inn: registered.inn,
      operationUniqueId: `list-${registered.id}`,
      status: 'PENDING',
      services: [{ name: 'Работа', amountKopecks: 2_500_50n, quantity: 1 }],
      totalKopecks: 2_500_50n,
      operationTime: new Date(),
      customerInn: '7707083893',
      customerOrganization: 'ООО',
    });
    return { c, registered, notRegistered, unchecked, alsoRegistered };
  }

  it('shows the НПД status, the connection and the year’s income; sorts and filters by them', async () => {
    const f = await fnsWorld();
    const items = (await list(f.c, { page_size: 100 })).body.items;
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(f.registered.id)).toMatchObject({
      npd_status: 'REGISTERED',
      fns_binding: 'BIND',
      yearly_income: '102500.50',
    });
    expect(byId.get(f.notRegistered.id)).toMatchObject({
      npd_status: 'NOT_REGISTERED',
      fns_binding: 'ERROR',
      yearly_income: null,
    });
    expect(byId.get(f.unchecked.id)).toMatchObject({ npd_status: 'UNKNOWN', fns_binding: null, yearly_income: null });

    const npdAsc = await list(f.c, { page_size: 100, sort: { field: 'EMPLOYEE_NPD', direction: 'ASC' } });
    expect(npdAsc.status).toBe(200);
    // Registered first (ties by ФИО: Артёмов before Яковлев), then not registered, then not checked.
    expect(npdAsc.body.items.map((i) => i.id)).toEqual([
      f.alsoRegistered.id,
      f.registered.id,
      f.notRegistered.id,
      f.unchecked.id,
    ]);
    expect(await ids(f.c, { sort: { field: 'EMPLOYEE_NPD', direction: 'DESC' } })).toEqual([
      f.unchecked.id,
      f.notRegistered.id,
      f.alsoRegistered.id,
      f.registered.id,
    ]);

    expect(await ids(f.c, { filters: { npd_status: 'UNKNOWN' } })).toEqual([f.unchecked.id]);
    expect((await list(f.c, { filters: { npd_status: 'REGISTERED' } })).body.totalCount).toBe(2);
    expect(await ids(f.c, { filters: { fns_binding: 'BIND' } })).toEqual([f.registered.id]);
    expect(await ids(f.c, { filters: { fns_binding: 'BIND', npd_status: 'NOT_REGISTERED' } })).toEqual([]);
    expect((await list(f.c, { filters: { npd_status: 'MAYBE' } })).status).toBe(400);
  });

  it('follows a new НПД status from the tax service in the order and the filter', async () => {
    const f = await fnsWorld();
    const db = server.runtime.ctx.db;
    await db
      .update(fnsTaxpayers)
      .set({ npdStatus: 'REGISTERED' })
      .where(eq(fnsTaxpayers.employeeId, f.notRegistered.id));
    await db.delete(fnsTaxpayers).where(eq(fnsTaxpayers.employeeId, f.alsoRegistered.id));
    // Registered: Борисов, Яковлев; not checked (any more): Алексеев, Артёмов.
    expect(await ids(f.c, { sort: { field: 'EMPLOYEE_NPD', direction: 'ASC' } })).toEqual([
      f.notRegistered.id,
      f.registered.id,
      f.unchecked.id,
      f.alsoRegistered.id,
    ]);
    expect(await ids(f.c, { filters: { npd_status: 'NOT_REGISTERED' } })).toEqual([]);
    expect((await list(f.c, { filters: { npd_status: 'UNKNOWN' } })).body.totalCount).toBe(2);
  });

  it('exports the НПД status, the connection and the income in Russian', async () => {
    const f = await fnsWorld();
    const rows = await sheetRows((await exportXlsx(f.c, { sort: { field: 'EMPLOYEE_NPD', direction: 'ASC' } })).bytes);
    expect(rows.slice(1).map((r) => r.slice(5, 8))).toEqual([
      ['Самозанятый', 'Не подключён', ''],
      ['Самозанятый', FNS_BINDING_LABELS.BIND, 102500.5],
      ['Не самозанятый', FNS_BINDING_LABELS.ERROR, ''],
      ['Не проверен', 'Не подключён', ''],
    ]);
  });
});

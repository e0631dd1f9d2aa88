/**
 * GET user/journal over HTTP on a real database: the company's events newest first, paged, filtered by
 * kind and Moscow period, its logins and settings changes recorded, another company's events never shown, bad queries a
 * Russian 400.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type JournalResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let a: LoggedInCompany;
let b: LoggedInCompany;
const aPayout = randomUUID();
const aDocument = randomUUID();
const bPayout = randomUUID();

/** An event as the business transactions write it, at a chosen time (the table only takes inserts). */
async function insertEvent(customerId: string, kind: string, entityId: string, event: string, at: string) {
  await server.runtime.ctx.db.execute(sql`insert into history_events
    (entity_kind, entity_id, customer_id, event, occurred_at)
    values (${kind}, ${entityId}, ${customerId}, ${event}, ${at}::timestamptz)`);
}

beforeAll(async () => {
  server = await startTestServer();
  a = await loggedInCompany(server, { name: 'ООО "Журнал А"' });
  b = await loggedInCompany(server, { name: 'ООО "Журнал Б"', inn: '7719617469' });
  // 12 payout events of A over 12 days of 2026-03, one document event on 2026-03-05 23:30 Moscow time.
  for (let day = 1; day <= 12; day += 1) {
    await insertEvent(
      a.customerId,
      'payout',
      aPayout,
      day === 1 ? 'CREATED' : 'UPDATED',
      `2026-03-${String(day).padStart(2, '0')}T12:00:00+03:00`,
    );
  }
  await insertEvent(a.customerId, 'document', aDocument, 'USER_SIGNED', '2026-03-05T23:30:00+03:00');
  await insertEvent(b.customerId, 'payout', bPayout, 'PAID', '2026-03-06T12:00:00+03:00');
});
afterAll(() => server.close());

const journal = async (client: LoggedInCompany['client'], query: string) =>
  client.get<JournalResponse & { error_message?: string }>(`${apiPaths.userJournal}${query}`);

describe('GET user/journal', () => {
  it("records the company's login and shows who logged in", async () => {
    const res = await journal(a.client, '?entity_kind=account');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      entity_kind: 'account',
      entity_id: a.accountId,
      event: 'LOGIN',
      text: 'Вход в портал',
      actor_name: 'ООО "Журнал А"',
    });
  });

  it('pages newest first with a total, and never shows another company’s events', async () => {
    const first = await journal(a.client, '?page=1&page_size=5');
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(14);
    const all: JournalResponse['items'] = [];
    for (let page = 1; page <= 3; page += 1)
      all.push(...(await journal(a.client, `?page=${page}&page_size=5`)).body.items);
    expect(all).toHaveLength(14);
    expect(new Set(all.map((i) => i.id)).size).toBe(14);
    const times = all.map((i) => Date.parse(i.occurred_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(all.some((i) => i.entity_id === bPayout)).toBe(false);
    expect(all.find((i) => i.entity_id === aDocument)).toMatchObject({ text: 'Подписан компанией', actor_name: null });

    const ofB = await journal(b.client, '?entity_kind=payout');
    expect(ofB.body.items.map((i) => i.entity_id)).toEqual([bPayout]);
    expect(ofB.body.items[0]).toMatchObject({ text: 'Деньги перечислены', entity_label: 'Выплата' });
  });

  it('filters by kind and by Moscow days, both ends included', async () => {
    const payouts = await journal(a.client, '?entity_kind=payout&page_size=100');
    expect(payouts.body.totalCount).toBe(12);
    expect(payouts.body.items.every((i) => i.entity_kind === 'payout')).toBe(true);

    // 23:30 in Moscow on 5 March is 20:30 UTC: it belongs to the 5th, not the 6th.
    const fifth = await journal(a.client, '?date_from=2026-03-05&date_to=2026-03-05');
    expect(fifth.body.items.map((i) => i.entity_kind).sort()).toEqual(['document', 'payout']);
    const week = await journal(a.client, '?entity_kind=payout&date_from=2026-03-06&date_to=2026-03-12');
    expect(week.body.totalCount).toBe(7);
  });

  it('records who changed the company’s settings: its profile and its defaults', async () => {
    const profile = await a.client.request('PATCH', apiPaths.userProfile, {
      body: { signer_position: 'Генеральный директор' },
    });
    expect(profile.status).toBe(200);
    const constants = await a.client.request('PUT', apiPaths.employees.constants, {
      body: {
        service_name: 'Разработка',
        activity_kind: null,
        default_employee_kind: null,
        default_tax_regime: null,
        invite_comment: null,
      },
    });
    expect(constants.status).toBe(200);
    const res = await journal(a.client, '?entity_kind=company');
    expect(res.body.items.map((i) => [i.text, i.actor_name, i.entity_label])).toEqual([
      ['Изменены настройки исполнителей и выплат', 'ООО "Журнал А"', 'Настройки компании'],
      ['Изменены данные компании', 'ООО "Журнал А"', 'Настройки компании'],
    ]);
    expect((await journal(b.client, '?entity_kind=company')).body.totalCount).toBe(0);
  });

  it.each([
    ['?page_size=1000', 'Размер страницы от 1 до 100'],
    ['?page=0', 'Номер страницы начинается с 1'],
    ['?entity_kind=invoice', 'Раздел журнала: payout, document, company или account'],
    ['?date_from=05.03.2026', 'Дата «с» в формате ГГГГ-ММ-ДД'],
    ['?date_from=2026-03-06&date_to=2026-03-05', 'Дата «по» раньше даты «с»'],
  ])('answers %s with a Russian 400', async (query, message) => {
    const res = await journal(a.client, query);
    expect(res.status).toBe(400);
    expect(res.body.error_message).toContain(message);
  });

  it('is not for visitors without a session', async () => {
    expect((await server.client().get(apiPaths.userJournal)).status).toBe(401);
  });
});

/**
 * GET user/journal over HTTP on a real database: the company's events newest first, paged (by page number
 * and by keyset cursor), filtered by kind and Moscow period, its logins, settings, payment limits, bank
 * accounts and responsible persons recorded, another company's events never shown, bad queries a Russian 400.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type JournalResponse, pathWithId } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { personInn, snils } from '../../test-support/isolation/world.js';
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
    [
      '?entity_kind=invoice',
      'Раздел журнала: payout, document, company, bank_account, representative, account, task, bundle, api_key или webhook',
    ],
    ['?after=not-a-cursor', 'Ссылка на следующую страницу устарела: откройте список заново'],
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

  it('names a webhook endpoint by its host; another company’s endpoint never names an event', async () => {
    const w = await loggedInCompany(server, { name: 'ООО "Вебхуки"' });
    const endpoint = async (company: LoggedInCompany, url: string) =>
      (
        await server.runtime.ctx.db
          .insert(webhookEndpoints)
          .values({
            customerId: company.customerId,
            url,
            events: [],
            secretEncrypted: 'x',
            createdBy: company.accountId,
          })
          .returning()
      )[0]!.id;
    const own = await endpoint(w, 'https://hooks.example.com:8443/portal?token=secret');
    const foreign = await endpoint(b, 'https://b-private.example.org/hooks');
    await insertEvent(w.customerId, 'webhook', own, 'CREATED', '2026-03-20T10:00:00+03:00');
    await insertEvent(w.customerId, 'webhook', foreign, 'PAUSED', '2026-03-20T11:00:00+03:00');
    const res = await journal(w.client, '?entity_kind=webhook');
    expect(res.body.items.map((i) => [i.text, i.entity_label])).toEqual([
      ['Вебхуки приостановлены', 'Адрес вебхуков'],
      ['Добавлен адрес вебхуков', 'Адрес вебхуков hooks.example.com:8443'],
    ]);
  });
});

type Item = JournalResponse['items'][number];

/** Every page of a query, each asked with the previous page's next_cursor; the pages as they came. */
async function walk(client: LoggedInCompany['client'], filters: string, pageSize: number) {
  const pages: JournalResponse[] = [];
  let after: string | null | undefined;
  for (let page = 1; page <= 50; page += 1) {
    const cursor = after ? `&after=${encodeURIComponent(after)}` : '';
    const res = await journal(client, `?page=${page}&page_size=${pageSize}${filters}${cursor}`);
    expect(res.status).toBe(200);
    pages.push(res.body);
    after = res.body.next_cursor;
    if (!after) break;
  }
  return pages;
}

/** Newest first; events of the same moment in the reverse order of writing (the id is the order of writing). */
function expectJournalOrder(items: Item[]) {
  for (let i = 1; i < items.length; i += 1) {
    const [prev, cur] = [items[i - 1]!, items[i]!];
    const [tPrev, tCur] = [Date.parse(prev.occurred_at), Date.parse(cur.occurred_at)];
    expect(tPrev > tCur || (tPrev === tCur && BigInt(prev.id) > BigInt(cur.id))).toBe(true);
  }
}

describe('GET user/journal by keyset cursor', () => {
  let k: LoggedInCompany;
  let other: LoggedInCompany;
  const payoutIds: string[] = [];

  beforeAll(async () => {
    k = await loggedInCompany(server, { name: 'ООО "Курсор"' });
    other = await loggedInCompany(server, { name: 'ООО "Сосед"', inn: '7719617469' });
    // 24 payout events over February 2026, three at each of eight moments (ties broken by the order of
    // writing), and a document event between every two moments; the neighbour's events at the same moments.
    for (let moment = 0; moment < 8; moment += 1) {
      const at = `2026-02-${String(3 + moment * 3).padStart(2, '0')}T10:00:00+03:00`;
      for (let n = 0; n < 3; n += 1) {
        const id = randomUUID();
        payoutIds.push(id);
        await insertEvent(k.customerId, 'payout', id, 'UPDATED', at);
        await insertEvent(other.customerId, 'payout', randomUUID(), 'UPDATED', at);
      }
      await insertEvent(k.customerId, 'document', randomUUID(), 'USER_SIGNED', at.replace('T10', 'T11'));
    }
  });

  it('walks every page after the previous page’s cursor: each entry once, newest first', async () => {
    const whole = (await journal(k.client, '?page_size=100')).body;
    // 24 payouts, 8 documents and the login.
    expect(whole.totalCount).toBe(33);
    expect(whole.next_cursor).toBeNull();

    const pages = await walk(k.client, '', 5);
    expect(pages).toHaveLength(7);
    expect(pages.slice(0, -1).every((p) => p.items.length === 5 && typeof p.next_cursor === 'string')).toBe(true);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
    expect(new Set(items.map((i) => i.id)).size).toBe(33);
    expectJournalOrder(items);
    expect(pages.every((p) => p.totalCount === 33)).toBe(true);
  });

  it('keeps the kind and the period across the pages', async () => {
    const filters = '&entity_kind=payout&date_from=2026-02-06&date_to=2026-02-18';
    const whole = (await journal(k.client, `?page_size=100${filters}`)).body;
    // Moments on the 6th, 9th, 12th, 15th and 18th: five of them, three payouts each.
    expect(whole.totalCount).toBe(15);
    const pages = await walk(k.client, filters, 4);
    expect(pages).toHaveLength(4);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
    expect(items.every((i) => i.entity_kind === 'payout' && payoutIds.includes(i.entity_id))).toBe(true);
    expect(items.map((i) => i.occurred_at.slice(0, 10))).toEqual(
      ['2026-02-18', '2026-02-15', '2026-02-12', '2026-02-09', '2026-02-06'].flatMap((d) => [d, d, d]),
    );
    expectJournalOrder(items);
  });

  it('goes on after the cursor when newer entries were written since: none twice, none lost', async () => {
    const first = (await journal(k.client, '?page=1&page_size=10&entity_kind=payout')).body;
    await insertEvent(k.customerId, 'payout', payoutIds[0]!, 'UPDATED', '2026-02-28T12:00:00+03:00');
    const second = (await journal(k.client, `?page=2&page_size=10&entity_kind=payout&after=${first.next_cursor}`)).body;
    const third = (await journal(k.client, `?page=3&page_size=10&entity_kind=payout&after=${second.next_cursor}`)).body;
    const ids = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    expect(third.next_cursor).toBeNull();
    // By page number alone the same step would have shown the last row of page 1 again.
    const byNumber = (await journal(k.client, '?page=2&page_size=10&entity_kind=payout')).body;
    expect(byNumber.items[0]!.id).toBe(first.items.at(-1)!.id);
  });

  it('reads a cursor of other filters or of another company as no cursor: the page number decides', async () => {
    const payouts = (await journal(k.client, '?page=1&page_size=5&entity_kind=payout')).body;
    const documents = (await journal(k.client, `?page=1&page_size=5&entity_kind=document&after=${payouts.next_cursor}`))
      .body;
    expect(documents.items.map((i) => i.entity_kind)).toEqual(Array(5).fill('document'));

    // The neighbour sends K's cursor: its own first page, none of K's entries.
    const ofOther = await journal(other.client, `?page=1&page_size=5&after=${payouts.next_cursor}`);
    expect(ofOther.status).toBe(200);
    expect(ofOther.body.totalCount).toBe(25);
    const theirs = (await walk(other.client, '', 7)).flatMap((p) => p.items);
    expect(theirs).toHaveLength(25);
    const mine = new Set((await journal(k.client, '?page_size=100')).body.items.map((i) => i.id));
    expect(theirs.some((i) => mine.has(i.id) || payoutIds.includes(i.entity_id))).toBe(false);
  });
});

describe('the journal records the company’s accounts, responsible persons and limits', () => {
  let c: LoggedInCompany;
  let neighbour: LoggedInCompany;
  const SBER = {
    account_type: 'LEGAL_ENTITY',
    bik: '044525225',
    bank_name: 'ПАО Сбербанк',
    corr_account: '30101810400000000225',
  };

  beforeAll(async () => {
    c = await loggedInCompany(server, { name: 'ООО "Счета"' });
    neighbour = await loggedInCompany(server, { name: 'ООО "Сосед счетов"', inn: '7719617469' });
  });

  const lines = async (client: LoggedInCompany['client'], kind: string) => {
    const res = await journal(client, `?entity_kind=${kind}&page_size=100`);
    expect(res.status).toBe(200);
    return res;
  };

  it('bank accounts: added, made default, changed, removed — by whom, the number masked', async () => {
    const first = await c.client.post<{ id: string }>(apiPaths.userBanks, {
      ...SBER,
      account_number: '40702810700380000001',
    });
    expect(first.status).toBe(201);
    const second = await c.client.post<{ id: string }>(apiPaths.userBanks, {
      ...SBER,
      account_number: '40702810700380012345',
      is_default: true,
    });
    expect(second.status).toBe(201);
    const firstPath = pathWithId(apiPaths.userBank, first.body.id);
    expect((await c.client.request('PATCH', firstPath, { body: { is_default: true } })).status).toBe(200);
    expect((await c.client.request('PATCH', firstPath, { body: { bank_name: 'Сбербанк' } })).status).toBe(200);
    const secondPath = pathWithId(apiPaths.userBank, second.body.id);
    expect((await c.client.request('DELETE', secondPath)).status).toBe(204);

    const res = await lines(c.client, 'bank_account');
    expect(res.body.items.map((i) => [i.text, i.entity_label, i.actor_name])).toEqual([
      ['Счёт удалён', 'Счёт •• 2345, ПАО Сбербанк', 'ООО "Счета"'],
      ['Изменены реквизиты счёта', 'Счёт •• 0001, Сбербанк', 'ООО "Счета"'],
      ['Счёт сделан основным', 'Счёт •• 0001, Сбербанк', 'ООО "Счета"'],
      ['Счёт сделан основным', 'Счёт •• 2345, ПАО Сбербанк', 'ООО "Счета"'],
      ['Добавлен счёт', 'Счёт •• 2345, ПАО Сбербанк', 'ООО "Счета"'],
      ['Добавлен счёт', 'Счёт •• 0001, Сбербанк', 'ООО "Счета"'],
    ]);
    expect(res.body.items.map((i) => i.entity_id)).toEqual([
      second.body.id,
      first.body.id,
      first.body.id,
      second.body.id,
      second.body.id,
      first.body.id,
    ]);
    // Never the full number.
    expect(JSON.stringify(res.body)).not.toMatch(/40702810700380000001|40702810700380012345/);
  });

  it('responsible persons: added, changed, removed — the short name only', async () => {
    const inn = personInn();
    const personSnils = snils();
    const created = await c.client.post<{ id: string }>(apiPaths.representatives.create, {
      last_name: 'Журавлёва',
      first_name: 'Вера',
      patronymic: 'Павловна',
      job_title: 'Юрист',
      inn,
      snils: personSnils,
    });
    expect(created.status).toBe(201);
    const one = pathWithId(apiPaths.representatives.one, created.body.id);
    expect((await c.client.request('PATCH', one, { body: { job_title: 'Главный юрист' } })).status).toBe(200);
    // A save that changes nothing is no journal line.
    expect((await c.client.request('PATCH', one, { body: { job_title: 'Главный юрист' } })).status).toBe(200);
    expect((await c.client.request('DELETE', one)).status).toBe(204);

    const res = await lines(c.client, 'representative');
    expect(res.body.items.map((i) => [i.text, i.entity_label, i.actor_name, i.entity_id])).toEqual([
      ['Ответственное лицо удалено', 'Журавлёва В. П.', 'ООО "Счета"', created.body.id],
      ['Изменены данные ответственного лица', 'Журавлёва В. П.', 'ООО "Счета"', created.body.id],
      ['Добавлено ответственное лицо', 'Журавлёва В. П.', 'ООО "Счета"', created.body.id],
    ]);
    expect(JSON.stringify(res.body)).not.toContain(inn);
    expect(JSON.stringify(res.body)).not.toContain(personSnils);
  });

  it('payment limits set by support: which and to what, support named as the actor', async () => {
    const support = { authorization: `Bearer ${server.runtime.ctx.config.SUPPORT_API_TOKEN}` };
    const set = await server.client().request('POST', apiPaths.userPaymentLimit, {
      body: { customer_id: c.customerId, per_payout: '100000', per_month: '50000000.00' },
      headers: support,
    });
    expect(set.status).toBe(200);
    const res = await lines(c.client, 'company');
    expect(res.body.items[0]).toMatchObject({
      event: 'LIMITS_SET',
      text: 'Изменены лимиты выплат: на одну выплату — 100\u00a0000,00 ₽, в месяц — 50\u00a0000\u00a0000,00 ₽',
      entity_label: 'Лимиты выплат',
      entity_id: c.customerId,
      actor_name: 'Служба поддержки',
    });
  });

  it('another company sees none of it', async () => {
    for (const kind of ['bank_account', 'representative', 'company']) {
      expect((await lines(neighbour.client, kind)).body.totalCount).toBe(0);
    }
    const all = (await journal(neighbour.client, '?page_size=100')).body;
    expect(all.items.map((i) => i.event)).toEqual(['LOGIN']);
  });
});

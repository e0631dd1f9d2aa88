import {
  apiPaths,
  type ErrorBody,
  pathWithId,
  type Requisite,
  type RequisiteListResponse,
  type SbpBankListResponse,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCurrentOffer,
  createCustomer,
  createEmployee,
  DEMO_EMPLOYEE,
  DEMO_PASSWORD,
} from '../../db/seed/demo.js';
import type { TestClient } from '../../test-support/http-client.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { cardCipher } from './requisites.service.js';

let server: TestServer;
let seq = 0;

// Valid vectors: the account key of 40817810200001234567 fits БИК 044525225 (Сбербанк) and not 044525974.
const BANK_ACCOUNT = {
  kind: 'BANK_ACCOUNT',
  bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  corr_account: '30101810400000000225',
  account_number: '40817810200001234567',
} as const;
const CARD_NUMBER = '2200000000000004';
const CARD = { kind: 'CARD', card_number: '2200 0000 0000 0004' } as const;
const SBP = { kind: 'SBP', phone: '8 (999) 123-45-67', sbp_bank_id: '100000000004' } as const;

/** A fresh contractor logged in, so each test owns its requisites. */
async function newEmployee() {
  seq += 1;
  const phone = `+7999444${String(seq).padStart(4, '0')}`;
  const { account, employee } = await createEmployee(server.runtime.ctx.db, {
    phone,
    password: DEMO_PASSWORD,
    inn: null,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, employeeId: employee.id };
}

const list = async (client: TestClient) =>
  (await client.get<RequisiteListResponse>(apiPaths.employeeRequisites)).body.items;
const create = (client: TestClient, body: unknown) => client.post<Requisite>(apiPaths.employeeRequisites, body);
const patch = (client: TestClient, id: string, body: unknown) =>
  client.request<Requisite>('PATCH', pathWithId(apiPaths.employeeRequisite, id), { body });
const remove = (client: TestClient, id: string) => client.request('DELETE', pathWithId(apiPaths.employeeRequisite, id));

type StoredRow = {
  id: string;
  kind: string;
  is_primary: boolean;
  deleted_at: Date | null;
  card_number_encrypted: string | null;
  card_number_masked: string | null;
  account_number: string | null;
  sbp_phone: string | null;
};
const storedRows = (employeeId: string) =>
  rowsOf<StoredRow>(
    server.runtime.ctx.db,
    sql`select * from employee_requisites where employee_id = ${employeeId} order by created_at`,
  );

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('employee/requisite: each kind', () => {
  it('adds a bank account, a card and an СБП phone; the first is primary', async () => {
    const { client } = await newEmployee();
    expect(await list(client)).toEqual([]);

    const bank = await create(client, BANK_ACCOUNT);
    expect(bank.status).toBe(201);
    expect(bank.body).toMatchObject({
      kind: 'BANK_ACCOUNT',
      is_primary: true,
      bik: '044525225',
      bank_name: 'ПАО Сбербанк',
      corr_account: '30101810400000000225',
      account_number: '40817810200001234567',
      card_number_masked: null,
      sbp_phone: null,
      sbp_bank_id: null,
      sbp_bank_name: null,
    });

    const card = await create(client, CARD);
    expect(card.status).toBe(201);
    expect(card.body).toMatchObject({ kind: 'CARD', is_primary: false, card_number_masked: '•••• 0004', bik: null });

    const sbp = await create(client, SBP);
    expect(sbp.status).toBe(201);
    expect(sbp.body).toMatchObject({
      kind: 'SBP',
      is_primary: false,
      sbp_phone: '+79991234567',
      sbp_bank_id: '100000000004',
      sbp_bank_name: 'Т-Банк',
    });

    const items = await list(client);
    // Primary first, then the newest.
    expect(items.map((r) => r.kind)).toEqual(['BANK_ACCOUNT', 'SBP', 'CARD']);
    expect(items.filter((r) => r.is_primary)).toHaveLength(1);
  });

  it('keeps the card number only encrypted: never in a response, never in clear in the database', async () => {
    const { client, employeeId } = await newEmployee();
    const responses: unknown[] = [];
    const created = await create(client, { ...CARD, is_primary: true });
    responses.push(created.body);
    responses.push(await list(client));
    responses.push((await patch(client, created.body.id, { kind: 'CARD', card_number: '5555555555554444' })).body);
    responses.push(await list(client));
    for (const body of responses) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(CARD_NUMBER);
      expect(text).not.toContain('5555555555554444');
    }

    const [row] = await storedRows(employeeId);
    expect(row!.card_number_masked).toBe('•••• 4444');
    expect(row!.card_number_encrypted).toMatch(/^v1\./);
    const dump = JSON.stringify(await storedRows(employeeId));
    expect(dump).not.toContain('5555555555554444');
    expect(dump).not.toContain(CARD_NUMBER);
    // The ciphertext is bound to its owner and decrypts with the server key only.
    expect(cardCipher(server.runtime.ctx).decrypt(row!.card_number_encrypted!, employeeId)).toBe('5555555555554444');
    expect(() => cardCipher(server.runtime.ctx).decrypt(row!.card_number_encrypted!, 'another-employee')).toThrow();
  });
});

describe('employee/requisite: primary', () => {
  it('moves the mark when another is made primary, on create and on PATCH', async () => {
    const { client, employeeId } = await newEmployee();
    const first = (await create(client, BANK_ACCOUNT)).body;
    const second = (await create(client, { ...CARD, is_primary: true })).body;
    expect(second.is_primary).toBe(true);
    let items = await list(client);
    expect(items.find((r) => r.id === first.id)!.is_primary).toBe(false);

    const third = (await create(client, SBP)).body;
    const res = await patch(client, third.id, { is_primary: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: third.id, is_primary: true, kind: 'SBP', sbp_phone: '+79991234567' });
    items = await list(client);
    expect(items[0]!.id).toBe(third.id);
    expect(items.filter((r) => r.is_primary).map((r) => r.id)).toEqual([third.id]);
    const live = (await storedRows(employeeId)).filter((r) => r.deleted_at === null && r.is_primary);
    expect(live.map((r) => r.id)).toEqual([third.id]);
  });

  it('keeps exactly one primary when requests race', async () => {
    const { client, employeeId } = await newEmployee();
    const bodies = [
      BANK_ACCOUNT,
      CARD,
      SBP,
      { ...SBP, sbp_bank_id: '100000000111' },
      { kind: 'CARD', card_number: '5555555555554444' },
    ];
    const created = await Promise.all(bodies.map((body) => create(client, body)));
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(created.filter((r) => r.body.is_primary)).toHaveLength(1);
    const ids = created.map((r) => r.body.id);
    await Promise.all(ids.map((id) => patch(client, id, { is_primary: true })));
    const live = (await storedRows(employeeId)).filter((r) => r.deleted_at === null);
    expect(live.filter((r) => r.is_primary)).toHaveLength(1);
  });

  it('does not take the mark off the primary with is_primary false', async () => {
    const { client } = await newEmployee();
    const only = (await create(client, { ...SBP, is_primary: false })).body;
    expect(only.is_primary).toBe(true);
    const res = await patch(client, only.id, { ...SBP, is_primary: false });
    expect(res.status).toBe(200);
    expect(res.body.is_primary).toBe(true);
    const bad = await patch(client, only.id, { is_primary: false });
    expect(bad.status).toBe(400);
  });
});

describe('employee/requisite: update and delete', () => {
  it('replaces the details, also with another kind, clearing what the old kind held', async () => {
    const { client, employeeId } = await newEmployee();
    const created = (await create(client, BANK_ACCOUNT)).body;
    const same = await patch(client, created.id, {
      ...BANK_ACCOUNT,
      bik: '044525974',
      bank_name: 'АО «ТБанк»',
      corr_account: '30101810145250000974',
      account_number: '40817810100007654321',
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: created.id, bik: '044525974', account_number: '40817810100007654321' });

    const toSbp = await patch(client, created.id, { kind: 'SBP', phone: '+79995550011', sbp_bank_id: '100000000111' });
    expect(toSbp.status).toBe(200);
    expect(toSbp.body).toMatchObject({
      id: created.id,
      kind: 'SBP',
      is_primary: true,
      bik: null,
      bank_name: null,
      corr_account: null,
      account_number: null,
      sbp_phone: '+79995550011',
      sbp_bank_name: 'Сбербанк',
    });
    const [row] = await storedRows(employeeId);
    expect(row).toMatchObject({ kind: 'SBP', account_number: null, sbp_phone: '+79995550011' });
  });

  it('deletes softly; the newest remaining becomes primary; the list leaves deleted ones out', async () => {
    const { client, employeeId } = await newEmployee();
    const a = (await create(client, BANK_ACCOUNT)).body;
    const b = (await create(client, CARD)).body;
    const c = (await create(client, SBP)).body;
    expect(a.is_primary).toBe(true);

    const removed = await remove(client, a.id);
    expect(removed.status).toBe(204);
    let items = await list(client);
    expect(items.map((r) => r.id)).toEqual([c.id, b.id]);
    expect(items[0]!.is_primary).toBe(true);

    expect((await remove(client, b.id)).status).toBe(204);
    items = await list(client);
    expect(items.map((r) => [r.id, r.is_primary])).toEqual([[c.id, true]]);

    expect((await remove(client, c.id)).status).toBe(204);
    expect(await list(client)).toEqual([]);
    expect((await remove(client, c.id)).status).toBe(404);
    expect((await patch(client, c.id, { is_primary: true })).status).toBe(404);

    // Rows stay for the payouts that may refer to them.
    const rows = await storedRows(employeeId);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.deleted_at !== null && !r.is_primary)).toBe(true);

    // After everything was deleted, the next one is primary again.
    expect((await create(client, CARD)).body.is_primary).toBe(true);
  });

  it('refuses the same details twice', async () => {
    const { client } = await newEmployee();
    await create(client, BANK_ACCOUNT);
    await create(client, CARD);
    await create(client, SBP);
    for (const [body, field] of [
      [BANK_ACCOUNT, 'account_number'],
      [{ kind: 'CARD', card_number: CARD_NUMBER }, 'card_number'],
      [{ ...SBP, phone: '+79991234567' }, 'phone'],
    ] as const) {
      const res = await create(client, body);
      expect(res.status, field).toBe(409);
      expect(res.body).toEqual({
        error_message: 'Эти реквизиты уже добавлены',
        code: 'CONFLICT',
        fields: { [field]: 'Эти реквизиты уже добавлены' },
      });
    }
    expect(await list(client)).toHaveLength(3);
  });
});

describe('employee/requisite: bad input', () => {
  const cases: { name: string; body: Record<string, unknown>; field: string; message?: RegExp }[] = [
    { name: 'БИК not of a bank', body: { ...BANK_ACCOUNT, bik: '123456789' }, field: 'bik', message: /БИК/ },
    { name: 'БИК too short', body: { ...BANK_ACCOUNT, bik: '04452522' }, field: 'bik', message: /9 цифр/ },
    {
      name: 'БИК of a Bank of Russia division',
      body: { ...BANK_ACCOUNT, bik: '044525000' },
      field: 'bik',
      message: /Банка России/,
    },
    {
      name: 'account not in roubles',
      body: { ...BANK_ACCOUNT, account_number: '40817840200001234567' },
      field: 'account_number',
      message: /810/,
    },
    {
      name: 'account key wrong for the БИК',
      body: { ...BANK_ACCOUNT, account_number: '40817810200001234568' },
      field: 'account_number',
      message: /контрольный ключ/,
    },
    {
      name: 'account of another bank',
      body: { ...BANK_ACCOUNT, bik: '044525974', corr_account: '30101810145250000974' },
      field: 'account_number',
      message: /контрольный ключ/,
    },
    {
      name: 'corr. account of another bank',
      body: { ...BANK_ACCOUNT, corr_account: '30101810145250000974' },
      field: 'corr_account',
      message: /не относится к банку/,
    },
    {
      name: 'settlement account of an organisation (not 408)',
      body: { ...BANK_ACCOUNT, account_number: '40702810300000000011' },
      field: 'account_number',
      message: /408/,
    },
    { name: 'no bank name', body: { ...BANK_ACCOUNT, bank_name: ' ' }, field: 'bank_name', message: /банк/i },
    {
      name: 'card failing Luhn',
      body: { kind: 'CARD', card_number: '4111 1111 1111 1112' },
      field: 'card_number',
      message: /^Некорректный номер карты$/,
    },
    { name: 'card too short', body: { kind: 'CARD', card_number: '4111 1111' }, field: 'card_number' },
    { name: 'letters in a card', body: { kind: 'CARD', card_number: '4111 1111 abcd 1111' }, field: 'card_number' },
    { name: 'bad phone', body: { ...SBP, phone: '+7 812 000-00-00' }, field: 'phone', message: /мобильный/ },
    {
      name: 'unknown СБП bank',
      body: { ...SBP, sbp_bank_id: '100000000999' },
      field: 'sbp_bank_id',
      message: /участников СБП/,
    },
    { name: 'malformed СБП bank', body: { ...SBP, sbp_bank_id: 'sber' }, field: 'sbp_bank_id' },
    { name: 'unknown kind', body: { kind: 'CASH' }, field: 'kind', message: /вид реквизитов/ },
    { name: 'no kind', body: { card_number: CARD_NUMBER }, field: 'kind' },
  ];

  it.each(cases)(
    '$name → 400 with a Russian message on the field, nothing stored',
    async ({ body, field, message }) => {
      const { client, employeeId } = await newEmployee();
      const res = await create(client, body);
      expect(res.status).toBe(400);
      const error = res.body as unknown as ErrorBody;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.error_message).toMatch(/[а-яё]/i);
      expect(Object.keys(error.fields ?? {})).toContain(field);
      if (message) expect(error.fields?.[field]).toMatch(message);
      expect(await storedRows(employeeId)).toEqual([]);
    },
  );

  it('refuses bad details on PATCH and leaves the requisite as it was', async () => {
    const { client, employeeId } = await newEmployee();
    const created = (await create(client, BANK_ACCOUNT)).body;
    const before = await storedRows(employeeId);
    for (const body of [
      { ...BANK_ACCOUNT, account_number: '40817810200001234568' },
      { kind: 'CARD', card_number: '4111111111111112' },
      { ...SBP, sbp_bank_id: '100000000999' },
      {},
    ]) {
      const res = await patch(client, created.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as unknown as ErrorBody).error_message).toMatch(/[а-яё]/i);
    }
    expect(await storedRows(employeeId)).toEqual(before);
  });
});

describe('employee/requisite: who may', () => {
  it('needs a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(apiPaths.employeeRequisites)).status).toBe(401);
    expect((await create(anonymous, SBP)).status).toBe(401);
    expect((await anonymous.post(apiPaths.catalogBankSbp, {})).status).toBe(401);
  });

  it('answers 403 to a customer (role user)', async () => {
    seq += 1;
    const email = `requisites-${seq}@company.ru`;
    const { account } = await createCustomer(server.runtime.ctx.db, {
      email,
      inn: '7707083893',
      organisationName: `ООО "Реквизиты ${seq}"`,
      password: DEMO_PASSWORD,
    });
    await acceptCurrentOffer(server.runtime.ctx.db, account.id);
    const customer = server.client();
    await customer.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD });
    const { client: contractor } = await newEmployee();
    const own = (await create(contractor, SBP)).body;

    const responses = [
      await customer.get(apiPaths.employeeRequisites),
      await create(customer, SBP),
      await patch(customer, own.id, { is_primary: true }),
      await remove(customer, own.id),
    ];
    for (const res of responses) {
      expect(res.status).toBe(403);
      expect((res.body as unknown as ErrorBody).error_message).toBe('Реквизиты для выплат есть только у исполнителя');
    }
    const [after] = await list(contractor);
    expect(after).toEqual(own);
  });

  it('never shows or changes another contractor’s requisites: 404 like an unknown id', async () => {
    const alice = await newEmployee();
    const bob = await newEmployee();
    const alicePrimary = (await create(alice.client, BANK_ACCOUNT)).body;
    const aliceCard = (await create(alice.client, CARD)).body;
    await create(bob.client, SBP);
    const aliceBefore = await storedRows(alice.employeeId);

    expect((await list(bob.client)).map((r) => r.kind)).toEqual(['SBP']);
    for (const id of [alicePrimary.id, aliceCard.id]) {
      const patched = await patch(bob.client, id, { is_primary: true });
      expect(patched.status).toBe(404);
      expect((patched.body as unknown as ErrorBody).error_message).toBe('Реквизиты не найдены');
      expect((await patch(bob.client, id, SBP)).status).toBe(404);
      expect((await remove(bob.client, id)).status).toBe(404);
    }
    const unknown = await remove(bob.client, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual((await remove(bob.client, alicePrimary.id)).body);
    expect((await remove(bob.client, 'not-a-uuid')).status).toBe(404);

    expect(await storedRows(alice.employeeId)).toEqual(aliceBefore);
    expect((await list(bob.client)).every((r) => r.is_primary)).toBe(true);
  });

  it('gives the demo contractor a primary СБП requisite', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    expect(await list(client)).toEqual([
      expect.objectContaining({
        kind: 'SBP',
        is_primary: true,
        sbp_phone: DEMO_EMPLOYEE.phone,
        sbp_bank_id: '100000000111',
        sbp_bank_name: 'Сбербанк',
      }),
    ]);
  });
});

describe('catalog/bank_sbp', () => {
  const catalog = (client: TestClient, body: unknown) =>
    client.post<SbpBankListResponse>(apiPaths.catalogBankSbp, body);

  it('lists every participant in the catalog order, for any role', async () => {
    const { client } = await newEmployee();
    const all = await catalog(client, {});
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThanOrEqual(25);
    expect(all.body.items.slice(0, 3)).toEqual([
      { id: '100000000111', name: 'Сбербанк', bik: '044525225' },
      { id: '100000000004', name: 'Т-Банк', bik: '044525974' },
      { id: '110000000005', name: 'Банк ВТБ', bik: '044525187' },
    ]);
    expect(new Set(all.body.items.map((b) => b.id)).size).toBe(all.body.items.length);
    expect(all.body.items.every((b) => /^1[01]0{7}\d{3}$/.test(b.id))).toBe(true);

    const customer = server.client();
    await customer.post(apiPaths.auth.login, { login: 'demo@company.ru', password: DEMO_PASSWORD });
    expect((await catalog(customer, { query: '' })).body.items).toHaveLength(all.body.items.length);
  });

  it('filters by part of the name, ignoring case', async () => {
    const { client } = await newEmployee();
    const names = async (query: string) => (await catalog(client, { query })).body.items.map((b) => b.name);
    expect(await names('СБЕР')).toEqual(['Сбербанк']);
    expect(await names('  альфа ')).toEqual(['Альфа-Банк']);
    expect(await names('т-банк')).toEqual(['Т-Банк']);
    expect(await names('банк')).toEqual(expect.arrayContaining(['Сбербанк', 'Т-Банк', 'Банк ВТБ', 'Почта Банк']));
    expect(await names('нет такого')).toEqual([]);
  });

  it('refuses a query that is not text', async () => {
    const { client } = await newEmployee();
    const res = await catalog(client, { query: 42 });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error_message).toMatch(/[а-яё]/i);
  });
});

describe('logs', () => {
  let logged: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    logged = await startTestServer(
      { LOG_LEVEL: 'debug' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => logged.close());

  it('never hold a card number, also when it is refused or repeated', async () => {
    const client = logged.client();
    await client.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    expect((await create(client, CARD)).status).toBe(201);
    expect((await create(client, CARD)).status).toBe(409);
    expect((await create(client, { kind: 'CARD', card_number: '4111111111111112' })).status).toBe(400);
    const logs = lines.join('\n');
    expect(logs).toContain('request completed');
    for (const secret of [CARD_NUMBER, CARD.card_number, '4111111111111112']) expect(logs).not.toContain(secret);
  });
});

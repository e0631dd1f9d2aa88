/**
 * Profile → balance over HTTP on a real database: the balance and the nominal account's requisites, the
 * operations list (filters, keyset, bad input), the statement files, the nominal account contract, the
 * support-only calls, and the other role refused.
 */
import {
  apiPaths,
  type BalanceOperationsResponse,
  type BalanceResponse,
  type ErrorBody,
  type PayoutCheckResponse,
  pathWithId,
} from '@vyplaty/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { hold } from '../ledger/index.js';
import { company, fund, individualContractor } from '../payouts/payouts-flow.test-helpers.js';
import {
  type BalanceCompany,
  companyWithOwnInn,
  creditDirectly,
  download,
  supportHeaders,
} from './balance.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const balanceOf = async (c: BalanceCompany) => (await c.client.get<BalanceResponse>(apiPaths.balance.balance)).body;
const operations = (c: BalanceCompany, query = '') =>
  c.client.get<BalanceOperationsResponse & ErrorBody>(`${apiPaths.balance.operations}${query}`);
const today = () => moscowDate(new Date());

describe('balance', () => {
  it('a new company has nothing, and sees where and how to top up', async () => {
    const c = await companyWithOwnInn(server);
    const balance = await balanceOf(c);
    const contract = `НС-${c.customerId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(balance).toEqual({
      available: '0.00',
      held: '0.00',
      blocked: '0.00',
      debt: '0.00',
      debt_limit: '0.00',
      payments_blocked: false,
      payments_block_reason: null,
      nominal_account: {
        recipient: 'ООО «Выплаты и документы»',
        inn: '7723456782',
        kpp: '772301001',
        account_number: '40702810938000012345',
        bank_name: 'ПАО Сбербанк',
        bik: '044525225',
        correspondent_account: '30101810400000000225',
        purpose: `Пополнение баланса по договору № ${contract} ИНН ${c.inn}. НДС не облагается`,
      },
    });
  });

  it('shows available, held and blocked money after operations', async () => {
    const c = await companyWithOwnInn(server);
    await creditDirectly(server, c.customerId, 1_000_000n);
    await inTransaction(server.runtime.ctx, (txCtx) =>
      hold(txCtx, {
        customerId: c.customerId,
        amountKopecks: 250_000n,
        referenceKind: 'PAYOUT',
        referenceId: 'a4f1c0de-0000-4000-8000-000000000001',
        description: 'Выплата № 7 Иванову И. И.',
      }),
    );
    const support = supportHeaders(server);
    const blocked = await server
      .client()
      .post<BalanceResponse>(
        apiPaths.balance.supportOperation,
        { operation: 'BLOCK', customer_id: c.customerId, amount: '1 000,50', reason: 'Запрос банка' },
        { headers: support },
      );
    expect(blocked.status).toBe(200);
    expect(await balanceOf(c)).toMatchObject({ available: '6499.50', held: '2500.00', blocked: '1000.50' });

    const list = (await operations(c)).body;
    expect(list.totalCount).toBe(3);
    expect(list.items.map((o) => [o.type, o.amount, o.description, o.payout_id])).toEqual([
      ['BLOCK', '1000.50', 'Блокировка средств: Запрос банка', null],
      ['HOLD', '2500.00', 'Выплата № 7 Иванову И. И.', 'a4f1c0de-0000-4000-8000-000000000001'],
      ['CREDIT', '10000.00', 'Пополнение', null],
    ]);
  });
});

describe('operations list', () => {
  it('filters by type, period and amount, and pages by keyset', async () => {
    const c = await companyWithOwnInn(server);
    for (let i = 1; i <= 25; i++) await creditDirectly(server, c.customerId, BigInt(i * 100));
    const first = (await operations(c, '?page=1&page_size=10')).body;
    expect(first.totalCount).toBe(25);
    expect(first.items[0]!.amount).toBe('25.00');
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await operations(c, `?page=2&page_size=10&after=${first.next_cursor}`)).body;
    const byOffset = (await operations(c, '?page=2&page_size=10')).body;
    expect(second.items.map((o) => o.id)).toEqual(byOffset.items.map((o) => o.id));
    expect(second.items[0]!.amount).toBe('15.00');
    const last = (await operations(c, `?page=3&page_size=10&after=${second.next_cursor}`)).body;
    expect(last.items).toHaveLength(5);
    expect(last.next_cursor).toBeNull();

    const filtered = (await operations(c, '?types=CREDIT,DEBIT&amount_from=5&amount_to=7,00')).body;
    expect(filtered.items.map((o) => o.amount)).toEqual(['7.00', '6.00', '5.00']);
    expect((await operations(c, `?date_from=${today()}&date_to=${today()}`)).body.totalCount).toBe(25);
    expect((await operations(c, '?date_from=2001-01-01&date_to=2001-12-31')).body.totalCount).toBe(0);
    expect((await operations(c, '?types=HOLD')).body.totalCount).toBe(0);
  });

  it('refuses bad filters in Russian', async () => {
    const c = await companyWithOwnInn(server);
    const refused = async (query: string) => {
      const res = await operations(c, query);
      expect(res.status, query).toBe(400);
      return res.body.error_message;
    };
    expect(await refused('?types=CREDIT,GIFT')).toMatch(/Неизвестный вид операции/);
    expect(await refused('?date_from=2026-02-01&date_to=2026-01-01')).toBe('Дата «по» раньше даты «с»');
    expect(await refused('?amount_from=10&amount_to=5')).toBe('Сумма «до» меньше суммы «от»');
    expect(await refused('?amount_from=1.005')).toMatch(/не больше двух знаков/);
    expect(await refused('?date_from=01.01.2026')).toMatch(/ГГГГ-ММ-ДД/);
    expect(await refused('?after=not-a-cursor')).toMatch(/Ссылка на следующую страницу устарела/);
  });
});

describe('statement and contract files', () => {
  it('gives the period as .xlsx with opening and closing balances, and as .pdf', async () => {
    const c = await companyWithOwnInn(server);
    await creditDirectly(server, c.customerId, 150_000n);
    await creditDirectly(server, c.customerId, 50_050n);
    const query = `?format=xlsx&date_from=${today()}&date_to=${today()}`;
    const xlsx = await download(c.client, `${apiPaths.balance.statementFile}${query}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    expect(decodeURIComponent(xlsx.disposition)).toContain('Выписка НС-');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['Остаток на начало периода', '', '', 0]);
    expect(rows).toContainEqual(['Итого', '', '', 2000.5, 0]);
    expect(rows).toContainEqual(['Остаток на конец периода', '', '', 2000.5]);
    expect(rows.filter((r) => r[1] === 'Пополнение').map((r) => r[3])).toEqual([1500, 500.5]);

    const pdf = await download(
      c.client,
      `${apiPaths.balance.statementFile}?format=pdf&date_from=${today()}&date_to=${today()}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const wrong = await c.client.get<ErrorBody>(
      `${apiPaths.balance.statementFile}?format=doc&date_from=${today()}&date_to=${today()}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_message).toBe('Формат выписки: xlsx или pdf');
  });

  it('gives the nominal account contract as a PDF', async () => {
    const c = await companyWithOwnInn(server);
    const pdf = await download(c.client, apiPaths.balance.contractFile);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toMatch(/^inline/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('support-only calls', () => {
  it('need the support token', async () => {
    const c = await companyWithOwnInn(server);
    const calls = [
      () =>
        c.client.post<ErrorBody>(apiPaths.balance.supportPaymentsBlock, { customer_id: c.customerId, blocked: true }),
      () =>
        c.client.post<ErrorBody>(apiPaths.balance.supportOperation, {
          operation: 'DEBT_LIMIT',
          customer_id: c.customerId,
          amount: '100.00',
        }),
      () => c.client.get<ErrorBody>(pathWithId(apiPaths.balance.supportBalance, c.customerId)),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SUPPORT_ONLY');
    }
    expect((await balanceOf(c)).payments_blocked).toBe(false);
  });

  it('block payments with a reason, set the credit line, read any company', async () => {
    const c = await companyWithOwnInn(server);
    const support = supportHeaders(server);
    const client = server.client();
    const blocked = await client.post<BalanceResponse>(
      apiPaths.balance.supportPaymentsBlock,
      { customer_id: c.customerId, blocked: true, reason: 'Проверка документов' },
      { headers: support },
    );
    expect(blocked.body).toMatchObject({ payments_blocked: true, payments_block_reason: 'Проверка документов' });
    expect(await balanceOf(c)).toMatchObject({ payments_blocked: true, payments_block_reason: 'Проверка документов' });
    await client.post(
      apiPaths.balance.supportPaymentsBlock,
      { customer_id: c.customerId, blocked: false },
      { headers: support },
    );
    expect(await balanceOf(c)).toMatchObject({ payments_blocked: false, payments_block_reason: null });

    const limited = await client.post<BalanceResponse>(
      apiPaths.balance.supportOperation,
      { operation: 'DEBT_LIMIT', customer_id: c.customerId, amount: '5000.00' },
      { headers: support },
    );
    expect(limited.body.debt_limit).toBe('5000.00');
    const unblock = await client.post<ErrorBody>(
      apiPaths.balance.supportOperation,
      { operation: 'UNBLOCK', customer_id: c.customerId, amount: '1' },
      { headers: support },
    );
    expect(unblock.status).toBe(409);
    expect(unblock.body.error_message).toBe('Нельзя разблокировать больше, чем заблокировано: 0,00 ₽');
    const overdraw = await client.post<ErrorBody>(
      apiPaths.balance.supportOperation,
      { operation: 'BLOCK', customer_id: c.customerId, amount: '1' },
      { headers: support },
    );
    expect(overdraw.status).toBe(409);
    expect(overdraw.body).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      error_message: 'Недостаточно средств на балансе: доступно 0,00 ₽',
    });

    const any = await client.get<BalanceResponse>(pathWithId(apiPaths.balance.supportBalance, c.customerId), {
      headers: support,
    });
    expect(any.body.debt_limit).toBe('5000.00');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await client.get<ErrorBody>(pathWithId(apiPaths.balance.supportBalance, id), {
        headers: support,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error_message).toBe('Компания не найдена');
    }
    const unknownBlock = await client.post<ErrorBody>(
      apiPaths.balance.supportPaymentsBlock,
      { customer_id: '00000000-0000-4000-8000-000000000000', blocked: true },
      { headers: support },
    );
    expect(unknownBlock.status).toBe(404);

    const file = await download(
      client,
      `${pathWithId(apiPaths.balance.supportStatementFile, c.customerId)}?format=pdf&date_from=${today()}&date_to=${today()}`,
      support,
    );
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the payments block', () => {
  it('stops the company’s payouts with support’s reason until it is lifted', async () => {
    const a = await company(server);
    await fund(server, a.customerId, 100_000n);
    const contractor = await individualContractor(server, a.customerId);
    const check = async () => {
      const res = await a.client.post<PayoutCheckResponse>(apiPaths.individualPayouts.check, {
        rows: [{ employee_id: contractor.employeeId, amount: '100.00' }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.rows[0]!;
    };
    expect((await check()).payable).toBe(true);
    const block = (blocked: boolean) =>
      server
        .client()
        .post(
          apiPaths.balance.supportPaymentsBlock,
          { customer_id: a.customerId, blocked, reason: 'Запрос банка' },
          { headers: supportHeaders(server) },
        );
    await block(true);
    const refused = await check();
    expect(refused.payable).toBe(false);
    expect(JSON.stringify(refused.checks)).toContain('Выплаты компании приостановлены службой поддержки: Запрос банка');
    await block(false);
    expect((await check()).payable).toBe(true);
  });
});

describe('the other role', () => {
  it('a contractor is refused every balance call', async () => {
    const phone = `+7996${String(process.pid % 1000).padStart(3, '0')}0001`;
    const { account } = await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    await acceptCurrentOffer(server.runtime.ctx.db, account.id);
    const client = server.client();
    expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
    for (const path of [
      apiPaths.balance.balance,
      apiPaths.balance.operations,
      apiPaths.balance.moneyback,
      apiPaths.balance.contractFile,
      `${apiPaths.balance.statementFile}?format=pdf&date_from=${today()}&date_to=${today()}`,
    ]) {
      const res = await client.get<ErrorBody>(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error_message).toBe('Раздел доступен только компании');
    }
  });
});

/**
 * The company's reports through HTTP (issue 28, docs/decisions/reports.md): ordered, built by the job with its
 * /processes row and the bell, listed, downloaded and read back — the payouts registry and the НДФЛ report against
 * the payouts made here, the акт сверки against the ledger and GET balance, to the kopeck. Bad orders are refused in
 * Russian and create nothing; another company's report is a 404; a contractor is refused; support downloads any.
 */
import {
  apiPaths,
  type BalanceResponse,
  decimalToKopecks,
  type NotificationListResponse,
  type Payout,
  type ProcessesResponse,
  pathWithId,
  type Report,
  type ReportListResponse,
} from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { download, supportHeaders } from '../balance/balance.test-helpers.js';
import { payoutsForReport } from '../payouts/index.js';
import {
  type Company,
  company,
  createPayouts,
  fund,
  individualContractor,
  liftLimits,
  npdContractor,
  row,
  waitForPayout,
} from '../payouts/payouts-flow.test-helpers.js';
import { downloadReport, orderReport, rowStarting, sheetRows, today, waitForReport } from './reports.test-helpers.js';

let server: TestServer;
let a: Company;
let b: Company;
let individual: { employeeId: string; client: Company['client'] };
const paid: Payout[] = [];

/** A decimal of the answer or a workbook's number as kopecks. */
const kopecks = (value: string) => decimalToKopecks(value)!;
const isFinal = (p: Payout) => p.status === 'DONE' || p.status === 'DECLINED' || p.status === 'ERROR';
const countReports = async (customerId: string) =>
  (
    await rowsOf<{ n: number }>(
      server.runtime.ctx.db,
      sql`select count(*)::int as n from reports where customer_id = ${customerId}`,
    )
  )[0]!.n;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0', BANK_SANDBOX_DELAY_MS: '0' });
  a = await company(server);
  b = await company(server);
  await liftLimits(server, a.customerId);
  await fund(server, a.customerId, 500_000_00n);
  individual = await individualContractor(server, a.customerId);
  const npd = await npdContractor(server, a.customerId);
  const made = [
    await createPayouts(a.client, 'INDIVIDUAL', { rows: [row(individual.employeeId, '100000.00')], pay: true }),
    await createPayouts(a.client, 'NPD', { rows: [row(npd.employeeId, '1500.55')], pay: true }),
  ];
  for (const [i, res] of made.entries()) {
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const kind = i === 0 ? 'INDIVIDUAL' : 'NPD';
    paid.push(await waitForPayout(a.client, kind, res.body.items[0]!.id, isFinal, 'a payout settled'));
  }
  expect(paid.map((p) => p.status)).toEqual(['DONE', 'DONE']);
}, 120_000);
afterAll(() => server?.close());

describe('report: order → job → SUCCESS → list → download', () => {
  it('«Реестр выплат за период»: one row per payout with the money, status and contractor; the bell and /processes', async () => {
    const ordered = await orderReport(a.client, 'PAYOUTS_REGISTRY');
    expect(ordered).toMatchObject({ kind: 'PAYOUTS_REGISTRY', status: 'NEW', file_id: null });
    const done = await waitForReport(a.client, ordered.id);
    expect(done.status, done.error_text ?? '').toBe('SUCCESS');
    expect(done).toMatchObject({ done: 2, total: 2, file_name: expect.stringMatching(/^Реестр выплат .+\.xlsx$/) });

    const processes = await a.client.get<ProcessesResponse>(`${apiPaths.userProcesses}?kind=REPORT`);
    const process = processes.body.items.find((p) => p.subject_id === ordered.id);
    expect(process).toMatchObject({ status: 'SUCCESS', done: 2, total: 2, result_path: '/profile/documents/reports' });
    expect(process!.title).toMatch(/^Реестр выплат за период \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}$/);
    const bell = await a.client.post<NotificationListResponse>(apiPaths.notifications.list, { page: 1, page_size: 50 });
    expect(bell.status, JSON.stringify(bell.body)).toBe(200);
    expect(bell.body.items.find((n) => n.title === 'Отчёт готов')).toMatchObject({ url: '/profile/documents/reports' });

    const file = await downloadReport(a.client, ordered.id);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain(encodeURIComponent('Реестр выплат'));
    const rows = await sheetRows(file.bytes);
    for (const p of paid) {
      const line = rowStarting(rows, p.number);
      expect(line, `payout № ${p.number}`).toBeDefined();
      if (p.kind === 'NPD') expect(String(line![4])).toBe(p.employee.inn);
      expect(line![5]).toBe(p.kind === 'NPD' ? 'НПД' : 'ГПХ');
      expect(kopecks(String(line![6]))).toBe(kopecks(p.amount));
      expect(line![10]).toBe('Выплачено');
    }
    const gph = rowStarting(rows, paid[0]!.number)!;
    expect([gph[3], gph[6], gph[7], gph[8], gph[9]]).toEqual(['Гражданкин Глеб Петрович', 100000, 13000, 87000, 0]);
    const npd = rowStarting(rows, paid[1]!.number)!;
    expect([npd[6], npd[7], npd[8]]).toEqual([1500.55, 0, 1500.55]);
    const totals = rowStarting(rows, 'Итого выплат в реестре')!;
    expect([totals[1], totals[6], totals[7], totals[8]]).toEqual(['2 шт.', 101500.55, 13000, 88500.55]);

    const list = await a.client.get<ReportListResponse>(`${apiPaths.reports.list}?kind=PAYOUTS_REGISTRY&scope=MY`);
    expect(list.body.items.map((r) => r.id)).toContain(ordered.id);
  });

  it('«НДФЛ по договорам ГПХ»: per person and month, and each payout with the 6-НДФЛ dates', async () => {
    const done = await waitForReport(a.client, (await orderReport(a.client, 'NDFL_GPH')).id);
    expect(done.status, done.error_text ?? '').toBe('SUCCESS');
    const file = await downloadReport(a.client, done.id);
    const months = await sheetRows(file.bytes, 'Свод по лицам и месяцам');
    const person = rowStarting(months, 'Гражданкин Глеб Петрович')!;
    expect(person.slice(3)).toEqual([1, 100000, 13000, 30000, 87000]);
    expect(rowStarting(months, 'Итого')!.slice(3)).toEqual([1, 100000, 13000, 30000, 87000]);
    const payouts = await sheetRows(file.bytes, 'Выплаты для 6-НДФЛ');
    const line = rowStarting(payouts, paid[0]!.number)!;
    const day = today().split('-').reverse().join('.');
    expect(line.slice(3, 5)).toEqual([day, day]);
    expect([line[6], line[8], line[9]]).toEqual([100000, 13000, 87000]);
    // The НПД payout is not a ГПХ one.
    expect(rowStarting(payouts, paid[1]!.number)).toBeUndefined();
  });

  it('«Акт сверки»: PDF and .xlsx from the ledger; the closing сальдо is GET balance to the kopeck', async () => {
    const done = await waitForReport(a.client, (await orderReport(a.client, 'RECONCILIATION')).id);
    expect(done.status, done.error_text ?? '').toBe('SUCCESS');
    expect(done.file_name).toMatch(/\.pdf$/);
    expect(done.extra_file_name).toMatch(/\.xlsx$/);
    const pdf = await downloadReport(a.client, done.id);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await sheetRows((await downloadReport(a.client, done.id, 'EXTRA')).bytes);
    const figure = (label: RegExp) => rows.find((r) => label.test(String(r[1])))?.[2];
    const balance = (await a.client.get<BalanceResponse>(apiPaths.balance.balance)).body;
    const seen = kopecks(balance.available) + kopecks(balance.held) + kopecks(balance.blocked) - kopecks(balance.debt);
    expect(kopecks(String(figure(/^Сальдо на конец периода/)))).toBe(seen);
    expect(seen).toBe(500_000_00n - 87_000_00n - 1_500_55n);
    expect(figure(/^Сальдо на начало периода/)).toBe(0);
    expect(figure(/^Пополнения баланса$/)).toBe(500000);
    expect(figure(/^Выплаты исполнителям$/)).toBe(88500.55);
    expect(figure(/^Комиссия платформы$/)).toBe(0);
    expect(figure(/^в том числе доступно$/)).toBe(Number(balance.available));
  });
});

describe("the payouts registry's read", () => {
  it('pages through the period oldest first, a payout once however small the page, none of another company', async () => {
    const period = {
      customerId: a.customerId,
      from: new Date('2020-01-01T00:00:00Z'),
      to: new Date(Date.now() + 60_000),
    };
    const read = async (pageSize: number) => {
      const ids: string[] = [];
      for await (const page of payoutsForReport(server.runtime.ctx, period, pageSize))
        ids.push(...page.map((p) => p.id));
      return ids;
    };
    const whole = await read(1000);
    expect([...whole].sort()).toEqual(paid.map((p) => p.id).sort());
    expect(await read(1)).toEqual(whole);
    const ofB = { ...period, customerId: b.customerId };
    const bPages: string[] = [];
    for await (const page of payoutsForReport(server.runtime.ctx, ofB, 1)) bPages.push(...page.map((p) => p.id));
    expect(bPages).toEqual([]);
  });
});

describe('report: bad orders, other companies, roles, support', () => {
  it('refuses a period ending before it starts, longer than a year, an unknown kind — in Russian, nothing created', async () => {
    const before = await countReports(a.customerId);
    const cases: [unknown, RegExp][] = [
      [{ kind: 'PAYOUTS_REGISTRY', period_from: '2026-10-31', period_to: '2026-10-01' }, /раньше, чем начинается/],
      [{ kind: 'PAYOUTS_REGISTRY', period_from: '2025-01-01', period_to: '2026-01-02' }, /не больше чем за год/],
      [{ kind: 'SALARY', period_from: '2026-10-01', period_to: '2026-10-31' }, /Вид отчёта/],
      [{ kind: 'NDFL_GPH', period_from: '01.10.2026', period_to: '2026-10-31' }, /ГГГГ-ММ-ДД/],
    ];
    for (const [body, message] of cases) {
      const res = await a.client.post<{ error_message: string }>(apiPaths.reports.order, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect(await countReports(a.customerId)).toBe(before);
  });

  it("another company's report is the same 404 as an unknown one, never listed; a contractor is refused", async () => {
    const mine = await orderReport(a.client, 'PAYOUTS_REGISTRY');
    await waitForReport(a.client, mine.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [mine.id, unknown, 'not-an-id']) {
      const one = await b.client.get<{ error_message: string }>(pathWithId(apiPaths.reports.one, id));
      expect(one.status).toBe(404);
      expect(one.body.error_message).toBe('Отчёт не найден');
      expect((await downloadReport(b.client, id)).status).toBe(404);
      expect((await b.client.get(pathWithId(apiPaths.reports.signKep, id))).status).toBe(404);
    }
    const theirs = await b.client.get<ReportListResponse>(apiPaths.reports.list);
    expect(theirs.body.items.map((r) => r.id)).not.toContain(mine.id);
    expect(
      (
        await individual.client.post(apiPaths.reports.order, {
          kind: 'NDFL_GPH',
          period_from: today(),
          period_to: today(),
        })
      ).status,
    ).toBe(403);
    expect((await individual.client.get(apiPaths.reports.list)).status).toBe(403);
  });

  it('support downloads any company’s report by its id; without the token it is refused', async () => {
    const mine = await waitForReport(a.client, (await orderReport(a.client, 'NDFL_GPH')).id);
    const path = `${apiPaths.reports.supportDownload}?report_id=${mine.id}`;
    const res = await download(server.client(), path, supportHeaders(server));
    expect(res.status).toBe(200);
    expect(res.disposition).toContain(encodeURIComponent('НДФЛ'));
    expect((await download(server.client(), path)).status).toBe(403);
    const unknown = `${apiPaths.reports.supportDownload}?report_id=00000000-0000-4000-8000-000000000000`;
    expect((await download(server.client(), unknown, supportHeaders(server))).status).toBe(404);
  });

  it('lists newest first, by keyset', async () => {
    const first = await a.client.get<ReportListResponse>(`${apiPaths.reports.list}?page_size=2`);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(5);
    const next = await a.client.get<ReportListResponse>(
      `${apiPaths.reports.list}?page=2&page_size=2&after=${first.body.next_cursor}`,
    );
    const all = [...first.body.items, ...next.body.items] as Report[];
    expect(new Set(all.map((r) => r.id)).size).toBe(4);
    const times = all.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

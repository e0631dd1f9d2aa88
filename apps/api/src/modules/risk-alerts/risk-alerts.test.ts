/**
 * The company's tax risks over HTTP on a real database, against the FNS sandbox: each kind found from what
 * FNS says, recorded and told once however often the jobs run, listed with «Что делать», resolved; another
 * company sees and changes nothing.
 */
import { apiPaths, type ErrorBody, formatKopecks } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fnsReceipts, riskAlerts } from '../../db/schema/index.js';
import { watchFnsTraffic } from '../../integrations/fns/fns.schema-check.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { bound, contractor, sandbox } from '../fns/connection/fns-connection.test-helpers.js';
import { fnsWatchJob } from '../fns/connection/fns-watch.jobs.js';
import { fnsRefreshTaxpayerJob } from '../fns/taxpayer/fns-taxpayer.jobs.js';
import { companyWith, listOf, registeredReceipt, resolve, riskNotices, runners } from './risk-alerts.test-helpers.js';

let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;
let run: ReturnType<typeof runners>;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  traffic = watchFnsTraffic(server.baseUrl);
  run = runners(server);
});
afterAll(() => server.close());
// Every FNS message and answer follows the XSD 0.28.
afterEach(() => traffic.check());

const refreshTaxpayer = (employeeId: string) => fnsRefreshTaxpayerJob.handler(server.runtime.ctx, { employeeId });
const alertRow = async (id: string) =>
  (await server.runtime.ctx.db.select().from(riskAlerts).where(eq(riskAlerts.id, id)))[0]!;

describe('a receipt the contractor cancelled in «Мой налог»', () => {
  it('is found through GetIncomeRequestV2, marked cancelled and told to the receipt’s company once', async () => {
    const c = await contractor(server);
    const company = await companyWith(server, c.employeeId);
    const neighbour = await companyWith(server, c.employeeId);
    await bound(server, c);
    const receipt = await registeredReceipt(server, company.customerId, c.employeeId, 1500_00n);
    await run.cancellations();
    expect((await listOf(company.client)).items).toEqual([]);

    await sandbox(server, `/taxpayers/${c.inn}/receipts/${receipt.receiptId}/cancel`);
    await run.cancellations();
    await run.cancellations();

    const [row] = await server.runtime.ctx.db.select().from(fnsReceipts).where(eq(fnsReceipts.id, receipt.id));
    expect(row).toMatchObject({ status: 'CANCELED', cancelReason: null });
    const list = await listOf(company.client);
    expect(list.open_count).toBe(1);
    expect(list.items).toHaveLength(1);
    const [alert] = list.items;
    expect(alert).toMatchObject({
      kind: 'RECEIPT_CANCELLED',
      title: 'Исполнитель аннулировал чек',
      status: 'OPEN',
      employee_id: c.employeeId,
      employee_inn: c.inn,
      details: { receipt_id: receipt.receiptId, total_kopecks: '150000' },
      resolved_at: null,
    });
    expect(alert!.employee_name).toMatch(/^Сидоров Семён/);
    expect(alert!.what_to_do).toMatch(/снова сформировать чек/);
    expect(alert!.what_to_do).toMatch(/НДФЛ 13 %/);
    expect(alert!.facts).toEqual(
      expect.arrayContaining([
        { label: 'Чек', value: `№${receipt.receiptId}` },
        { label: 'Сумма чека', value: formatKopecks(1500_00n) },
      ]),
    );
    const notices = await riskNotices(server, company.accountId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Налоговый риск: исполнитель аннулировал чек');
    expect(notices[0]!.body).toMatch(new RegExp(`^Исполнитель Сидоров С\\. аннулировал чек №${receipt.receiptId}`));
    // The cancelled receipt is another company's business: the neighbour sees and hears nothing of it.
    expect((await listOf(neighbour.client)).items).toEqual([]);
    expect(await riskNotices(server, neighbour.accountId)).toEqual([]);
  });
});

describe('a contractor who unbinds the platform', () => {
  let first: Awaited<ReturnType<typeof companyWith>>;
  let second: Awaited<ReturnType<typeof companyWith>>;

  it('is a risk for every company they work for, told once however often the jobs run', async () => {
    const c = await contractor(server);
    first = await companyWith(server, c.employeeId);
    second = await companyWith(server, c.employeeId);
    const stranger = await companyWith(server, (await contractor(server)).employeeId);
    await bound(server, c);
    await run.watch();
    expect((await listOf(first.client)).items).toEqual([]);

    await sandbox(server, `/taxpayers/${c.inn}/unbind`);
    await fnsWatchJob.handler(server.runtime.ctx, {});
    await run.watch();
    await run.watch();
    await run.nightly();

    for (const company of [first, second]) {
      const list = await listOf(company.client);
      expect(list.items.map((a) => [a.kind, a.employee_id])).toEqual([['PLATFORM_UNBOUND', c.employeeId]]);
      expect(list.items[0]!.facts[0]!.label).toBe('Платформа отключена');
      expect(list.items[0]!.what_to_do).toMatch(/подключить платформу в «Мой налог»/);
      const notices = await riskNotices(server, company.accountId);
      expect(notices.map((n) => n.title)).toEqual(['Налоговый риск: исполнитель отключил платформу в «мой налог»']);
    }
    expect((await listOf(stranger.client)).items).toEqual([]);
    expect(await riskNotices(server, stranger.accountId)).toEqual([]);
  });

  it('is resolved by its company alone: another company’s id, an unknown or a malformed one is 404', async () => {
    const [mine] = (await listOf(first.client)).items;
    const [theirs] = (await listOf(second.client)).items;

    const refused = await resolve(second.client, mine!.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error_message).toBe('Риск не найден');
    expect((await alertRow(mine!.id)).resolvedAt).toBeNull();
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const res = await resolve(first.client, id);
      expect([res.status, res.body.error_message]).toEqual([404, 'Риск не найден']);
    }

    const done = await resolve(first.client, mine!.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: mine!.id, status: 'RESOLVED', resolved_at: expect.any(String) });
    expect((await alertRow(mine!.id)).resolvedBy).toBe(first.accountId);
    const again = await resolve(first.client, mine!.id);
    expect(again.body.resolved_at).toBe(done.body.resolved_at);

    expect(await listOf(first.client, { status: 'OPEN' })).toMatchObject({ items: [], totalCount: 0, open_count: 0 });
    expect((await listOf(first.client, { status: 'RESOLVED' })).items.map((a) => a.id)).toEqual([mine!.id]);
    expect((await listOf(first.client, { kind: 'NPD_LOST' })).items).toEqual([]);
    // The other company's own alert of the same event is its own: still open.
    expect((await listOf(second.client)).items.map((a) => [a.id, a.status])).toEqual([[theirs!.id, 'OPEN']]);
    // Resolved or not, the event is not recorded or told again.
    await run.nightly();
    expect(await riskNotices(server, first.accountId)).toHaveLength(1);
  });

  it('refuses contractors and bad filters in Russian', async () => {
    const c = await contractor(server);
    const asContractor = await c.client.get<ErrorBody>(apiPaths.riskAlerts.list);
    expect(asContractor.status).toBe(403);
    expect(asContractor.body.error_message).toBe('Раздел доступен только компании');
    const bad = await first.client.get<ErrorBody>(`${apiPaths.riskAlerts.list}?kind=FOO&status=ALL`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Вид риска: RECEIPT_CANCELLED/);
  });
});

describe('a contractor who lost НПД status', () => {
  it('is found by the status check and told to their company once', async () => {
    const c = await contractor(server);
    const company = await companyWith(server, c.employeeId);
    const removed = new Date(Date.now() - 2 * 86_400_000);
    await sandbox(server, '/taxpayers', { inn: c.inn, unregistration_time: removed.toISOString() });
    await refreshTaxpayer(c.employeeId);
    await run.watch();
    await run.nightly();

    const list = await listOf(company.client);
    expect(list.items.map((a) => a.kind)).toEqual(['NPD_LOST']);
    expect(list.items[0]!.details.unregistered_at).toBe(removed.toISOString());
    expect(list.items[0]!.what_to_do).toMatch(/Не платите исполнителю как самозанятому/);
    expect((await riskNotices(server, company.accountId)).map((n) => n.body)).toEqual([
      expect.stringMatching(/^Исполнитель Сидоров С\. больше не самозанятый/),
    ]);
  });
});

describe('a contractor near the yearly cap', () => {
  it('counts FNS’s income of the year and the platform’s receipts; told at 90 % of 2 400 000 ₽, once a year', async () => {
    const c = await contractor(server, {
      taxpayer: { prior_income: [{ amount_kopecks: 2_100_000_00, operation_time: new Date().toISOString() }] },
    });
    const company = await companyWith(server, c.employeeId);
    await bound(server, c);
    await refreshTaxpayer(c.employeeId);
    await run.watch();
    expect((await listOf(company.client)).items).toEqual([]);

    await registeredReceipt(server, company.customerId, c.employeeId, 100_000_00n);
    await run.watch();
    await run.nightly();
    const list = await listOf(company.client);
    expect(list.items.map((a) => a.kind)).toEqual(['INCOME_NEAR_CAP']);
    expect(list.items[0]!.facts).toEqual(
      expect.arrayContaining([
        { label: 'Доход за год', value: formatKopecks(2_200_000_00n) },
        { label: 'Лимит', value: formatKopecks(2_400_000_00n) },
      ]),
    );
    expect(await riskNotices(server, company.accountId)).toHaveLength(1);
  });
});

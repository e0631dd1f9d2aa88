import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fnsBindings } from '../../../db/schema/index.js';
import { watchFnsTraffic } from '../../../integrations/fns/fns.schema-check.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { bound, companyOf, connection, contractor, notificationsOf, sandbox } from './fns-connection.test-helpers.js';
import { fnsWatchJob } from './fns-watch.jobs.js';

let server: TestServer;
let traffic: ReturnType<typeof watchFnsTraffic>;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
  traffic = watchFnsTraffic(server.baseUrl);
});
afterAll(() => server.close());
// Every FNS message and answer of each test follows the XSD 0.28.
afterEach(() => traffic.check());

const runWatch = () => fnsWatchJob.handler(server.runtime.ctx, {});
const titles = async (accountId: string) => (await notificationsOf(server, accountId)).map((n) => n.title);

describe('the scheduled watch of connections (fns.watch)', () => {
  it('turns a connection unbound in «Мой налог» into UNBIND and tells the contractor and the company once', async () => {
    const c = await contractor(server);
    const company = await companyOf(server, c);
    await bound(server, c);
    await runWatch(); // nothing lost yet
    expect(await titles(company.accountId)).toEqual([]);

    await sandbox(server, `/taxpayers/${c.inn}/unbind`);
    await runWatch();
    const after = await connection(c);
    expect(after).toMatchObject({ status: 'UNBIND', unbound_at: expect.any(String) });
    expect(after.error_message).toMatch(/^Вы отключили платформу в «Мой налог»/);
    expect(await titles(c.accountId)).toContain('Платформа отключена от «Мой налог»');
    expect(await titles(company.accountId)).toEqual(['Исполнитель отключил платформу в «Мой налог»']);
    const [told] = await notificationsOf(server, company.accountId);
    // Surname and initials (SPEC §2), never the full name or a phone.
    expect(told!.body).toMatch(/^Исполнитель Сидоров С\. отключил платформу/);

    await runWatch();
    expect((await titles(company.accountId)).length).toBe(1);
    expect((await titles(c.accountId)).filter((t) => t === 'Платформа отключена от «Мой налог»')).toHaveLength(1);
  });

  it('stores withdrawn permissions, shows them missing and tells everyone once', async () => {
    const c = await contractor(server);
    const company = await companyOf(server, c);
    await bound(server, c);
    await sandbox(server, `/taxpayers/${c.inn}/permissions`, { permissions: ['INCOME_REGISTRATION', 'INCOME_LIST'] });
    await runWatch();
    const after = await connection(c);
    expect(after.status).toBe('BIND');
    expect(after.permissions).toEqual(['INCOME_REGISTRATION', 'INCOME_LIST']);
    expect(after.missing_permissions).toEqual(['CANCEL_INCOME', 'INCOME_SUMMARY']);
    expect(await titles(c.accountId)).toContain('Платформа потеряла права в «Мой налог»');
    expect(await titles(company.accountId)).toEqual(['Исполнитель отозвал права в «Мой налог»']);

    // The row is checked again (oldest first); still missing → no second notification.
    await server.runtime.ctx.db
      .update(fnsBindings)
      .set({ checkedAt: null })
      .where(eq(fnsBindings.employeeId, c.employeeId));
    await runWatch();
    expect(await titles(company.accountId)).toHaveLength(1);
    expect((await titles(c.accountId)).filter((t) => t === 'Платформа потеряла права в «Мой налог»')).toHaveLength(1);
  });

  it('treats TAXPAYER_UNBOUND on the permissions check as a lost connection', async () => {
    const c = await contractor(server);
    const company = await companyOf(server, c);
    await bound(server, c);
    // Unbound in FNS without an entry in the newly-unbound list (e.g. before the watermark).
    await sandbox(server, `/taxpayers/${c.inn}/unbind`);
    await server.runtime.ctx.db
      .update(fnsBindings)
      .set({ checkedAt: null })
      .where(eq(fnsBindings.employeeId, c.employeeId));
    await runWatch();
    expect((await connection(c)).status).toBe('UNBIND');
    expect(await titles(company.accountId)).toEqual(['Исполнитель отключил платформу в «Мой налог»']);
  });
});

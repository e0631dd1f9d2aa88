/**
 * How often the statement is read (BANK_STATEMENT_POLL_SECONDS): the job's own schedule, not a test's
 * call, credits a top-up within that period; the default stays a minute; a period the cron cannot keep
 * is refused at start.
 */
import { apiPaths, type BalanceResponse } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { statementCron } from './balance.jobs.js';
import { companyWithOwnInn, payIntoNominalAccount } from './balance.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BANK_STATEMENT_POLL_SECONDS: '2' });
});
afterAll(() => server.close());

describe('the statement reading period', () => {
  it('credits a top-up by the scheduled job within seconds when the period is 2 s', async () => {
    const c = await companyWithOwnInn(server);
    await payIntoNominalAccount(server, { payerInn: c.inn, amount: '3 000,00' });
    const started = Date.now();
    await waitFor(
      async () => {
        const balance = (await c.client.get<BalanceResponse>(apiPaths.balance.balance)).body;
        return balance.available === '3000.00' ? balance : undefined;
      },
      'the top-up on the balance',
      15_000,
    );
    // A minute's cron would have taken up to 60 s; allow for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('is half a minute by default (a top-up shows within a minute), and only a divisor of 60 is accepted', () => {
    const base = { APP_ENV: 'test', APP_SECRET: 'test-secret-test-secret-test-secret-0123456789' };
    expect(statementCron(loadConfig(base))).toBe('*/30 * * * * *');
    expect(statementCron(loadConfig({ ...base, BANK_STATEMENT_POLL_SECONDS: '60' }))).toBe('* * * * *');
    expect(statementCron(loadConfig({ ...base, BANK_STATEMENT_POLL_SECONDS: '5' }))).toBe('*/5 * * * * *');
    expect(() => loadConfig({ ...base, BANK_STATEMENT_POLL_SECONDS: '7' })).toThrow(/BANK_STATEMENT_POLL_SECONDS/);
    expect(() => loadConfig({ ...base, BANK_STATEMENT_POLL_SECONDS: '0' })).toThrow(/BANK_STATEMENT_POLL_SECONDS/);
  });
});

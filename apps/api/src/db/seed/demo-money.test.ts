/**
 * The demo after `npm start` on a fresh database (issue 14 "Demo"): the runtime migrates, seeds the
 * demo and its money as it does on a fresh DATA_DIR; the demo company then has payouts of both kinds in
 * every status of the lifecycle with their history, its balance is what the ledger's entries say (over
 * 900 000 ₽, so it can pay at once), every DONE НПД payout gets its receipt registered by the real FNS
 * job in the FNS sandbox, and the nightly reconciliation finds nothing.
 */
import {
  apiPaths,
  type BalanceResponse,
  decimalToKopecks,
  type Payout,
  type PayoutHistoryResponse,
  type PayoutKind,
  type PayoutListResponse,
  pathWithId,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReconciliation } from '../../modules/balance/index.js';
import { reconcileBalances } from '../../modules/ledger/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from './demo.js';
import { DEMO_TOP_UPS, isDemoMoneyMissing } from './demo-money.js';

let server: TestServer;
let company: TestClient;

beforeAll(async () => {
  // The bank sandbox keeps a payment PROCESSING for ten minutes: the demo's PENDING payouts, sent by the
  // real execute job after the start, stay PENDING while the test looks at them.
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '600000' }, { freshDatabase: true });
  company = server.client();
  const login = await company.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

const pathsOf = (kind: PayoutKind) => (kind === 'NPD' ? apiPaths.payouts : apiPaths.individualPayouts);

async function payoutsOf(kind: PayoutKind): Promise<Payout[]> {
  const res = await company.post<PayoutListResponse>(pathsOf(kind).list, { page_size: 100 });
  expect(res.status).toBe(200);
  return res.body.items;
}

const kopecks = (amount: string) => decimalToKopecks(amount)!;
const sum = (items: bigint[]) => items.reduce((a, b) => a + b, 0n);
/** What left (or will leave) the balance for a payout: the НПД amount, the individual payout's net. */
const netOf = (p: Payout) => kopecks(p.breakdown ? p.breakdown.payout_amount : p.amount);

describe('the demo company after a fresh start', () => {
  it.each(['NPD', 'INDIVIDUAL'] as const)(
    'has %s payouts in every status, over the last weeks, with their history',
    async (kind) => {
      const items = await payoutsOf(kind);
      expect(new Set(items.map((p) => p.status))).toEqual(new Set(['CREATED', 'PENDING', 'DONE', 'DECLINED', 'ERROR']));
      // The repeat/cancel statuses a payout can rest in: repeated (a new payout paid) and cancelled.
      const repeated = items.find((p) => p.repeat_status === 'CREATED')!;
      expect(repeated.repeated_by).toBeTruthy();
      expect(items.find((p) => p.id === repeated.repeated_by)?.status).toBe('DONE');
      expect(items.find((p) => p.repeat_status === 'CANCELED')?.reason).toBe('Выплата отменена компанией');
      for (const failed of items.filter((p) => p.status === 'DECLINED' || p.status === 'ERROR')) {
        expect(failed.reason, `№${failed.number}`).toMatch(/^[А-ЯЁ]/);
      }
      // Over the last weeks, numbered in the order they were made.
      const days = items.map((p) => (Date.now() - Date.parse(p.created_at)) / 86_400_000);
      expect(Math.max(...days)).toBeGreaterThan(14);
      const byNumber = [...items].sort((a, b) => a.number - b.number);
      expect(byNumber.map((p) => p.created_at)).toEqual([...byNumber.map((p) => p.created_at)].sort());
      if (kind === 'INDIVIDUAL') {
        const done = items.find((p) => p.status === 'DONE')!;
        expect(kopecks(done.breakdown!.ndfl)).toBeGreaterThan(0n);
      }

      const done = items.find((p) => p.status === 'DONE' && !p.repeat_of)!;
      const history = await company.get<PayoutHistoryResponse>(pathWithId(pathsOf(kind).history, done.id));
      expect(history.body.items.map((e) => e.event).slice(0, 3)).toEqual(['CREATED', 'PROCESSING', 'PAID']);
      const declined = items.find((p) => p.status === 'DECLINED')!;
      const declinedHistory = await company.get<PayoutHistoryResponse>(pathWithId(pathsOf(kind).history, declined.id));
      expect(declinedHistory.body.items.map((e) => e.event).slice(0, 3)).toEqual(['CREATED', 'PROCESSING', 'ERROR']);
    },
  );

  it('registers the receipt of every DONE НПД payout in the FNS sandbox', async () => {
    const done = await waitFor(
      async () => {
        const paid = (await payoutsOf('NPD')).filter((p) => p.status === 'DONE');
        return paid.every((p) => p.receipt?.status === 'REGISTERED') ? paid : undefined;
      },
      'the receipts of the demo НПД payouts',
      60_000,
    );
    expect(done.length).toBeGreaterThanOrEqual(3);
    // The id FNS gave the receipt (the sandbox's answer to PostIncomeRequestV2), and its public link.
    for (const p of done) expect(p.receipt?.receipt_id && p.receipt.link, `№${p.number}`).toBeTruthy();
    const history = await company.get<PayoutHistoryResponse>(pathWithId(apiPaths.payouts.history, done[0]!.id));
    expect(history.body.items.map((e) => e.event)).toContain('ADD_RECEIPT');
  });

  it('has a balance equal to its top-ups less what it paid, the ledger equal to its entries, and nothing to reconcile', async () => {
    const all = [...(await payoutsOf('NPD')), ...(await payoutsOf('INDIVIDUAL'))];
    const balance = (await company.get<BalanceResponse>(apiPaths.balance.balance)).body;
    const paid = sum(all.filter((p) => p.status === 'DONE').map(netOf));
    const held = sum(all.filter((p) => p.status === 'PENDING').map(netOf));
    expect(kopecks(balance.held)).toBe(held);
    expect(kopecks(balance.available) + kopecks(balance.held)).toBe(sum(DEMO_TOP_UPS.map((t) => t.kopecks)) - paid);
    expect(kopecks(balance.available)).toBeGreaterThanOrEqual(90_000_000n);

    expect(await reconcileBalances(server.runtime.ctx)).toEqual([]);
    expect(await runReconciliation(server.runtime.ctx)).toEqual([]);
    // The night after, too (the checks leave the last hour alone; the PENDING HOLDs are minutes old).
    const tonight = { ...server.runtime.ctx, now: () => new Date(Date.now() + 2 * 3_600_000) };
    expect(await runReconciliation(tonight)).toEqual([]);
  });
});

describe('when the demo money is seeded', () => {
  it('once: not again on the next start, and it is missing on a database that holds only the demo accounts (`npm run db:seed`)', async () => {
    expect(await isDemoMoneyMissing(server.runtime.ctx.db)).toBe(false);
    // The tests' template is what `npm run db:seed` leaves: the demo accounts without money; the runtime
    // seeds the money at the next start with SEED_DEMO (a test server starts there with it off).
    const accountsOnly = await startTestServer();
    try {
      expect(await isDemoMoneyMissing(accountsOnly.runtime.ctx.db)).toBe(true);
    } finally {
      await accountsOnly.close();
    }
  });
});

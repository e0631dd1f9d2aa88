/**
 * Top-ups from the bank statement (job `balance.read-statement`) and the nightly reconciliation
 * (`ledger.reconcile`), against the bank sandbox on a real database: each arrival credited exactly
 * once to the company its payer's ИНН names, however many readers run; an arrival of nobody's kept and
 * reported to support, and credited once its company appears; every finding of every check sent to
 * support in one letter.
 */
import { apiPaths, type BalanceOperationsResponse, type BalanceResponse } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { hold } from '../ledger/index.js';
import {
  type BalanceCompany,
  companyWithOwnInn,
  organisationInn,
  payIntoNominalAccount,
  readNow,
} from './balance.test-helpers.js';
import { reconcileAndReport, runReconciliation, useReconciliationChecks } from './index.js';
import { balanceReconciliationChecks } from './reconciliation.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const balanceOf = async (c: BalanceCompany) => (await c.client.get<BalanceResponse>(apiPaths.balance.balance)).body;
const creditsOf = async (c: BalanceCompany) =>
  (await c.client.get<BalanceOperationsResponse>(`${apiPaths.balance.operations}?types=CREDIT`)).body.items;
const supportEmail = () => server.runtime.ctx.config.SUPPORT_EMAIL;

describe('top-ups from the bank statement', () => {
  it('credits each arrival once to the company of the payer’s ИНН, whoever reads and however often', async () => {
    const c = await companyWithOwnInn(server);
    const other = await companyWithOwnInn(server);
    const first = await payIntoNominalAccount(server, {
      payerInn: c.inn,
      amount: '1 500,00',
      payerName: 'ООО «Ромашка»',
    });
    await payIntoNominalAccount(server, { payerInn: c.inn, amount: '250.25' });
    // Two readers at once (two worker processes), then the same page read again: one CREDIT per arrival.
    await Promise.all([readNow(server), readNow(server)]);
    await readNow(server);
    expect(await balanceOf(c)).toMatchObject({ available: '1750.25' });
    expect(await balanceOf(other)).toMatchObject({ available: '0.00' });
    const credits = await creditsOf(c);
    expect(credits.map((o) => [o.amount, o.description])).toEqual([
      ['250.25', 'Пополнение от ООО «Плательщик»'],
      ['1500.00', 'Пополнение от ООО «Ромашка»'],
    ]);
    const [row] = await rowsOf<{ customer_id: string; credit_operation_id: string }>(
      server.runtime.ctx.db,
      sql`select customer_id, credit_operation_id from bank_statement_items where bank_reference = ${first.bank_reference}`,
    );
    expect(row).toEqual({ customer_id: c.customerId, credit_operation_id: credits[1]!.id });
    const bell = await c.client.post<{ items: { title: string; body: string }[] }>(apiPaths.notifications.list, {
      page: 1,
      page_size: 10,
    });
    expect(bell.body.items.map((n) => [n.title, n.body])).toEqual(
      expect.arrayContaining([['Баланс пополнен', 'Поступило 1\u00a0500,00 ₽ от ООО «Ромашка»']]),
    );
  });

  it('tells branches with one ИНН apart by the contract number in the purpose', async () => {
    const inn = organisationInn();
    const head = await companyWithOwnInn(server, inn);
    const branch = await companyWithOwnInn(server, inn);
    const purpose = (await balanceOf(branch)).nominal_account.purpose;
    await payIntoNominalAccount(server, { payerInn: inn, amount: '100', purpose });
    const ambiguous = await payIntoNominalAccount(server, { payerInn: inn, amount: '7', purpose: 'Пополнение' });
    await readNow(server);
    expect((await balanceOf(branch)).available).toBe('100.00');
    expect((await balanceOf(head)).available).toBe('0.00');
    const [waiting] = await rowsOf<{ customer_id: string | null }>(
      server.runtime.ctx.db,
      sql`select customer_id from bank_statement_items where bank_reference = ${ambiguous.bank_reference}`,
    );
    expect(waiting).toEqual({ customer_id: null });
  });

  it('keeps an arrival of nobody’s, tells support, and credits it once its company registers', async () => {
    const inn = organisationInn();
    const arrival = await payIntoNominalAccount(server, {
      payerInn: inn,
      amount: '999.99',
      payerName: 'ООО «Новичок»',
    });
    await readNow(server);
    const letter = await server.waitForMail(supportEmail(), (m) => m.text.includes(arrival.bank_reference));
    expect(letter.subject).toBe('Поступление 999,99 ₽ не зачислено: плательщик не найден');
    expect(letter.text).toContain(`ИНН плательщика: ${inn}`);
    await readNow(server);
    expect(server.mails(supportEmail()).filter((m) => m.text.includes(arrival.bank_reference))).toHaveLength(1);

    const newcomer = await companyWithOwnInn(server, inn);
    await readNow(server);
    await readNow(server);
    expect((await balanceOf(newcomer)).available).toBe('999.99');
    expect(await creditsOf(newcomer)).toHaveLength(1);
  });
});

describe('nightly reconciliation', () => {
  it('finds nothing in a whole ledger, and reports a stale HOLD and an unmatched arrival to support', async () => {
    // Arrivals of nobody's left by the test above are findings of their own: only the checks' shapes matter here.
    const before = await runReconciliation(server.runtime.ctx);
    expect(before.filter((f) => f.check === 'ledger.balances' || f.check === 'ledger.unresolved-holds')).toEqual([]);

    const c = await companyWithOwnInn(server);
    await payIntoNominalAccount(server, { payerInn: c.inn, amount: '500' });
    await readNow(server);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await inTransaction({ ...server.runtime.ctx, now: () => twoDaysAgo }, (txCtx) =>
      hold(txCtx, {
        customerId: c.customerId,
        amountKopecks: 12_345n,
        referenceKind: 'PAYOUT',
        referenceId: 'b7c0ffee-0000-4000-8000-000000000001',
        description: 'Выплата № 3 Петрову П. П.',
      }),
    );
    const findings = await reconcileAndReport(server.runtime.ctx);
    expect(findings).toEqual(
      expect.arrayContaining([
        {
          check: 'ledger.unresolved-holds',
          customerId: c.customerId,
          message: expect.stringMatching(
            /^Резерв 123,45 ₽ \(PAYOUT b7c0ffee-0000-4000-8000-000000000001, «Выплата № 3 Петрову П\. П\.»\) с .* не списан и не снят$/,
          ),
        },
        {
          check: 'balance.unmatched-arrivals',
          customerId: null,
          message: expect.stringMatching(
            /^Не зачислены поступления на номинальный счёт, плательщик не найден: \d+ на /,
          ),
        },
      ]),
    );
    const letter = await server.waitForMail(supportEmail(), (m) => m.subject.startsWith('Сверка баланса'));
    expect(letter.subject).toBe(`Сверка баланса: расхождений — ${findings.length}`);
    expect(letter.text).toContain('Петрову П. П.');
  });

  it('runs the checks other modules plug in; a failing check is reported, not fatal', async () => {
    useReconciliationChecks([
      ...balanceReconciliationChecks,
      {
        name: 'payouts.statement',
        run: async () => [{ check: 'payouts.statement', customerId: null, message: 'Выплата без строки выписки' }],
      },
      {
        name: 'payouts.receipts',
        run: async () => {
          throw new Error('boom');
        },
      },
    ]);
    try {
      const findings = await runReconciliation(server.runtime.ctx);
      expect(findings).toEqual(
        expect.arrayContaining([
          { check: 'payouts.statement', customerId: null, message: 'Выплата без строки выписки' },
          { check: 'payouts.receipts', customerId: null, message: 'Проверка payouts.receipts не выполнена: ошибка' },
        ]),
      );
    } finally {
      useReconciliationChecks(balanceReconciliationChecks);
    }
  });
});

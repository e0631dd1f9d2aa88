/**
 * The balance part of the isolation world: A and B each topped up through the bank sandbox and the
 * statement reader (ledger accounts, operations, statement items), and A's moneyback paid by the bank,
 * so the balance routes have A's money to protect.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths, type BalanceResponse, IDEMPOTENCY_KEY_HEADER, type Moneyback } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { readStatement } from '../../modules/balance/index.js';
import { type TestServer, waitFor } from '../test-server.js';
import type { Company } from './world.js';

export async function addBalanceData(server: TestServer, sides: { a: Company; b: Company }): Promise<void> {
  for (const side of [sides.a, sides.b]) {
    const balance = await side.client.get<BalanceResponse>(apiPaths.balance.balance);
    const topUp = await fetch(`${server.baseUrl}/sandbox/bank/control/top-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        payerInn: side.inn,
        payerName: side.name,
        amount: '50000',
        purpose: balance.body.nominal_account.purpose,
      }),
    });
    expect(topUp.status).toBe(201);
  }
  await readStatement(server.runtime.ctx);
  const a = sides.a.client;
  expect((await a.get<BalanceResponse>(apiPaths.balance.balance)).body.available).toBe('50000.00');
  const moneyback = await a.post<Moneyback>(
    apiPaths.balance.moneyback,
    { amount: '1000', bank_account_id: sides.a.bankAccountId },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } },
  );
  expect(moneyback.status).toBe(201);
  await waitFor(async () => {
    const list = await a.get<{ items: Moneyback[] }>(apiPaths.balance.moneyback);
    return list.body.items.find((m) => m.id === moneyback.body.id && m.status === 'DONE');
  }, 'A’s moneyback paid');
}

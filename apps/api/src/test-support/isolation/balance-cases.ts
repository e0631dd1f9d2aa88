/** Isolation cases of the company's balance routes (profile → balance, modules/balance). */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@vyplaty/contracts';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import { today } from './world.js';

export const balanceCases: CaseTable = {
  'GET /v1/balance': selfScoped('customer'),
  'GET /v1/balance/operations': [
    selfScoped('customer'),
    selfScoped('customer', () => ({ query: { types: 'CREDIT,DEBIT,HOLD', date_from: today(), date_to: today() } })),
  ],
  'GET /v1/sber/statement/file': [
    selfScoped('customer', () => ({ query: { format: 'xlsx', date_from: today(), date_to: today() } })),
    selfScoped('customer', () => ({ query: { format: 'pdf', date_from: today(), date_to: today() } })),
  ],
  // A's bank account in B's moneyback: refused like an unknown account, nothing held anywhere.
  'POST /v1/sber/moneyback': ownerOnly(
    'a',
    (w) => ({
      body: { amount: '1', bank_account_id: w.a.bankAccountId },
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    }),
    { allow: [400] },
  ),
  'GET /v1/sber/moneyback': selfScoped('customer'),
  'GET /v1/sber/contract/file_content': selfScoped('customer'),
};

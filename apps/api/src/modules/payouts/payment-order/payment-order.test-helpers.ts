/**
 * The company's own account at its bank, which the payment orders name as the payer (1C:DirectBank
 * mode): one place for the tests of the order, its КЭП and its sending.
 */
import { customerBankAccounts } from '../../../db/schema/index.js';
import type { TestServer } from '../../../test-support/test-server.js';

export const PAYER_ACCOUNT = '40702810938000054321';

export async function addPayerAccount(server: TestServer, customerId: string) {
  await server.runtime.ctx.db.insert(customerBankAccounts).values({
    customerId,
    accountType: 'LEGAL_ENTITY',
    bik: '044525593',
    bankName: 'АО «Альфа-Банк»',
    corrAccount: '30101810200000000593',
    accountNumber: PAYER_ACCOUNT,
    isDefault: true,
  });
}

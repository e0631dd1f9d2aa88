/**
 * The hook point of a receipt registered in FNS (called by the registration job inside the transaction
 * that marks the receipt REGISTERED). Today it tells the contractor. When payouts exist, the payout work
 * adds its part here: the payout history event ADD_RECEIPT (origin SYSTEM, SPEC §4) for `row.payoutId`,
 * so the event commits together with the receipt and is never written twice.
 */

import { formatKopecks } from '@vyplaty/contracts';
import type { TxContext } from '../../../db/transaction.js';
import { notify } from '../../notifications/index.js';
import type { FnsReceiptRow } from './fns-receipts.repo.js';

export async function receiptRegistered(txCtx: TxContext, row: FnsReceiptRow): Promise<void> {
  await notify(
    txCtx,
    { employeeId: row.employeeId },
    {
      title: `Чек №${row.receiptId} зарегистрирован в «Мой налог»`,
      body: `Доход ${formatKopecks(row.totalKopecks)} от ${row.customerOrganization} зарегистрирован в «Мой налог», чек №${row.receiptId}.`,
      type: 'other',
    },
  );
}

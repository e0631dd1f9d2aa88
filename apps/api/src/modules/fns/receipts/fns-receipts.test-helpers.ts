/**
 * For tests that need a receipt already registered in FNS without going through the FNS sandbox (the
 * route-wide isolation world): the row as the registration job leaves it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { insertReceipt, selectReceiptParties, updateReceipt } from './fns-receipts.repo.js';

export async function insertRegisteredReceipt(
  db: Db,
  input: { customerId: string; employeeId: string; totalKopecks: bigint; serviceName: string },
) {
  const parties = await selectReceiptParties(db, input.customerId, input.employeeId);
  if (!parties?.employeeInn) throw new Error('the contractor of a receipt needs an ИНН');
  const now = new Date();
  const row = await insertReceipt(
    db,
    {
      customerId: input.customerId,
      employeeId: input.employeeId,
      inn: parties.employeeInn,
      operationUniqueId: randomUUID(),
      payoutId: null,
      services: [{ name: input.serviceName, amountKopecks: input.totalKopecks, quantity: 1 }],
      totalKopecks: input.totalKopecks,
      operationTime: now,
      customerInn: parties.customer.inn,
      customerOrganization: parties.customer.organisationName,
    },
    now,
  );
  const receiptId = randomBytes(5).toString('hex');
  return updateReceipt(
    db,
    row!.id,
    {
      status: 'REGISTERED',
      receiptId,
      link: `https://lknpd.nalog.ru/api/v1/receipt/${parties.employeeInn}/${receiptId}/print`,
      registeredAt: now,
    },
    now,
  );
}

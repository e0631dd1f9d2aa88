/**
 * `payout.status_changed` (issue 30, modules/webhooks): told in the transaction that moves the payouts — paid
 * (PENDING), DONE, DECLINED / ERROR — grouped by company; the registry ids are read only when someone listens.
 */
import { kopecksToRubles } from '@vyplaty/contracts';
import type { TxContext } from '../../../db/transaction.js';
import { emitWebhookEvents } from '../../webhooks/index.js';
import { selectPayoutRegistryIds } from './payout-webhooks.repo.js';

type MovedPayout = { id: string; customerId: string; employeeId: string; kind: string; amountKopecks: bigint };

export async function emitPayoutStatus(txCtx: TxContext, rows: MovedPayout[], status: string): Promise<void> {
  const byCompany = new Map<string, MovedPayout[]>();
  for (const row of rows) byCompany.set(row.customerId, [...(byCompany.get(row.customerId) ?? []), row]);
  for (const [customerId, moved] of byCompany) {
    await emitWebhookEvents(txCtx, {
      customerId,
      type: 'payout.status_changed',
      data: async () => {
        const registries = await selectPayoutRegistryIds(
          txCtx.db,
          moved.map((r) => r.id),
        );
        return moved.map((row) => ({
          payout_id: row.id,
          payout_kind: row.kind === 'NPD' ? ('NPD' as const) : ('GPH' as const),
          status,
          amount: kopecksToRubles(row.amountKopecks),
          employee_id: row.employeeId,
          registry_id: registries.get(row.id) ?? null,
        }));
      },
    });
  }
}

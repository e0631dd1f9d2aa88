/** `registry.status_changed` to the company's webhooks (issue 30), in the transaction that moves the registry. */
import type { TxContext } from '../../db/transaction.js';
import { emitWebhookEvent } from '../webhooks/index.js';

export async function emitRegistryStatus(
  txCtx: TxContext,
  registry: { id: string; customerId: string; kind: string },
  status: string,
): Promise<void> {
  await emitWebhookEvent(txCtx, {
    customerId: registry.customerId,
    type: 'registry.status_changed',
    data: { registry_id: registry.id, registry_kind: registry.kind === 'NPD' ? 'NPD' : 'GPH', status },
  });
}

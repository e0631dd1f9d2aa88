/**
 * FNS asked about a registry's contractors while it is paid (mass-payout-pay.jobs.ts), ahead of the bank.
 */
import type { AppContext } from '../../context.js';
import { refreshTaxpayersAhead } from '../fns/index.js';
import { selectPayableContractorIds } from './mass-payout-pay.repo.js';
import type { MassPayoutRecord } from './mass-payouts.repo.js';

/**
 * The bank registry's admission (DOMAIN §2.1 right before the money moves) asks FNS afresh about every
 * НПД contractor checked more than PAYOUT_FNS_FRESH_SECONDS ago — 13 messages each, seconds for a
 * registry, after its payouts are made. Asked here while the rows are checked and made payouts, the
 * answers are fresh when the admission comes and the payouts go straight to the bank. Never fails the
 * job: what could not be asked now, the admission asks again (refreshTaxpayersAhead logs it).
 */
export async function askFnsAhead(ctx: AppContext, registry: MassPayoutRecord): Promise<void> {
  if (registry.kind !== 'NPD' || registry.payChannel === 'OWN_ACCOUNT' || registry.payPhase === 'FOLLOWING') return;
  try {
    await refreshTaxpayersAhead(ctx, {
      customerId: registry.customerId,
      employeeIds: await selectPayableContractorIds(ctx.db, registry.id),
      unlessCheckedWithinMs: ctx.config.PAYOUT_FNS_FRESH_SECONDS * 1000,
    });
  } catch (error) {
    ctx.log.warn({ error: (error as Error).name }, 'FNS was not asked ahead of the bank: the admission asks');
  }
}

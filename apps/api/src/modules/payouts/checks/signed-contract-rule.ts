/**
 * N7 (DOMAIN §2.1 «Contract signed … → Payout waits»): when the company asks for it in its constants
 * (`require_signed_contract`, modules/employees), a contractor without a SIGNED contract with the
 * company is not paid. Which contractors have one is the documents module's answer; documents reads
 * payouts (acts filled from a payout, links), so payouts cannot import it back: runtime.ts hands the
 * lookup over in `ctx.handoffs.signedContractLookup`.
 */
import type { AppContext } from '../../../context.js';
import { requiresSignedContract } from '../../employees/index.js';

export type SignedContractLookup = (
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  employeeIds: string[],
) => Promise<Set<string>>;

export const SIGNED_CONTRACT_TITLE = 'Договор с исполнителем подписан';
export const NO_SIGNED_CONTRACT_MESSAGE =
  'Нет подписанного договора с исполнителем, а компания требует его перед выплатой: подпишите договор ' +
  'в разделе «Документы» или отключите требование в настройках исполнителей';

/** null when the company does not require it; else the rule's failure (or null) per contractor. */
export async function signedContractRule(
  ctx: Pick<AppContext, 'db' | 'handoffs'>,
  customerId: string,
  employeeIds: string[],
): Promise<((employeeId: string) => string | null) | null> {
  if (!(await requiresSignedContract(ctx, customerId))) return null;
  const signed = await ctx.handoffs.signedContractLookup(ctx, customerId, [...new Set(employeeIds)]);
  return (employeeId) => (signed.has(employeeId) ? null : NO_SIGNED_CONTRACT_MESSAGE);
}

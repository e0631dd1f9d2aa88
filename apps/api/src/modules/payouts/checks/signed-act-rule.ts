/**
 * N7's second half (DOMAIN §2.1 «act/task accepted if the customer requires it → Payout waits»): when the
 * company asks for it in its constants (`require_signed_act`, modules/employees), a payout it confirms is
 * held as always but waits — not refused — until an act (kind ACT) linked to it is SIGNED by both sides.
 * Which payouts have such an act is the documents module's answer, handed over by runtime.ts in
 * `ctx.handoffs.signedActLookup`, as for the signed contract: documents reads payouts, so payouts cannot
 * import it.
 */
import type { AppContext } from '../../../context.js';
import { requiresSignedAct } from '../../employees/index.js';

/** Of these payouts of the company, those with a linked act SIGNED by both sides. */
export type SignedActLookup = (
  ctx: Pick<AppContext, 'db'>,
  customerId: string,
  payoutIds: string[],
) => Promise<Set<string>>;

export const SIGNED_ACT_RULE = 'SIGNED_ACT';
export const SIGNED_ACT_TITLE = 'Акт по выплате подписан';
export const WAITING_FOR_ACT_NOTE =
  'Компания требует подписанный акт по каждой выплате: деньги зарезервируем сразу, а в банк выплата уйдёт, ' +
  'когда акт, связанный с ней, подпишут обе стороны';

/** The checklist's line when the company requires an act: a wait, not a failure (the row stays payable). */
export async function signedActCheck(ctx: Pick<AppContext, 'db'>, customerId: string, always = false) {
  if (!always && !(await requiresSignedAct(ctx, customerId))) return null;
  const message = always ? TASK_ACT_NOTE : WAITING_FOR_ACT_NOTE;
  return { rule: SIGNED_ACT_RULE, title: SIGNED_ACT_TITLE, passed: true, message, waiting: true };
}

/** A task's accepted work: its act is made with the payout, and the payout always waits for it. */
export const TASK_ACT_NOTE =
  'Оплата принятой работы по заданию: деньги зарезервируем сразу, а в банк выплата уйдёт, когда акт по заданию ' +
  'подпишут обе стороны';

/**
 * Of the payouts being confirmed now, those that must wait for their act: none when the company does not
 * require one (the setting is read at confirmation: a payout confirmed earlier is not affected), else
 * every one without a linked act already SIGNED (a draft may have had its act signed before it was paid).
 */
export async function payoutsToWaitForAct(
  ctx: Pick<AppContext, 'db' | 'handoffs'>,
  customerId: string,
  payoutIds: string[],
  always = false,
): Promise<string[]> {
  if (payoutIds.length === 0 || (!always && !(await requiresSignedAct(ctx, customerId)))) return [];
  const signed = await ctx.handoffs.signedActLookup(ctx, customerId, payoutIds);
  return payoutIds.filter((id) => !signed.has(id));
}

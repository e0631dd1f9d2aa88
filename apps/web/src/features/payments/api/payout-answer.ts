import { createPayoutsResponseSchema, type Payout, payoutSchema } from '@vyplaty/contracts';

/**
 * The payout an action answers with. The contract names the answer of pay / repeat / cancel only as
 * payouts: `{items}` or one payout are both read; anything else leaves the drawer as it was (null).
 */
export function payoutOfAnswer(data: unknown): Payout | null {
  const many = createPayoutsResponseSchema.safeParse(data);
  if (many.success) return many.data.items[0] ?? null;
  const one = payoutSchema.safeParse(data);
  return one.success ? one.data : null;
}

/** Where a registry is shown (its pages, the links of its process and notifications) and its pay process. */
import type { PayoutKind } from '@vyplaty/contracts';

export const REGISTRY_PAGES: Record<PayoutKind, string> = {
  NPD: '/payments/mass-payment',
  INDIVIDUAL: '/payments/mass-individual-payment',
};

/** The registry's payment in /processes. */
export const payProcessOf = (id: string) => ({ kind: 'MASS_PAYOUT_PAYMENT' as const, subjectId: id });

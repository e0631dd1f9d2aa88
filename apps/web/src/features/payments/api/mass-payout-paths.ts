import { apiPaths, type PayoutKind } from '@vyplaty/contracts';
import { queryKeys } from '../../../lib/query-keys';

/** НПД and individual registries answer the same calls under their own paths (SPEC §7). */
export const massPayoutPaths = (kind: PayoutKind) =>
  kind === 'NPD' ? apiPaths.massPayouts : apiPaths.individualMassPayouts;

/** The portal's pages of a kind's registries: the list and, with an id, one registry. */
export const massPayoutPage = (kind: PayoutKind, id?: string) => {
  const base = kind === 'NPD' ? '/payments/mass-payment' : '/payments/mass-individual-payment';
  return id ? `${base}/${encodeURIComponent(id)}` : base;
};

/**
 * The registries' cache keys, under the kind's payouts key of the one registry (lib/query-keys.ts): the pay
 * slice's payouts invalidate them with the rest of the kind. One registry's key is the prefix of its rows.
 */
export const massPayoutKeys = {
  all: (kind: PayoutKind) => [...queryKeys.payouts.kind(kind), 'mass'] as const,
  lists: (kind: PayoutKind) => [...massPayoutKeys.all(kind), 'list'] as const,
  list: (kind: PayoutKind, params: object) => [...massPayoutKeys.lists(kind), params] as const,
  one: (kind: PayoutKind, id: string) => [...massPayoutKeys.all(kind), 'one', id] as const,
  rows: (kind: PayoutKind, id: string) => [...massPayoutKeys.one(kind, id), 'rows'] as const,
  history: (kind: PayoutKind, id: string) => [...massPayoutKeys.one(kind, id), 'history'] as const,
  rowsPage: (kind: PayoutKind, id: string, params: object) => [...massPayoutKeys.rows(kind, id), params] as const,
};

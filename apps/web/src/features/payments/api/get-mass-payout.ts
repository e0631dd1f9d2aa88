import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MassPayout, massPayoutSchema, type PayoutKind, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/** How often the page asks while the file is read and checked (the issue: progress at least once a second). */
export const MASS_PAYOUT_POLL_MS = 1000;

/**
 * How often the page asks while the registry is paid: every second while the rows are checked and the payouts
 * created (the issue: progress at least once a second), every 2.5 s while the bank takes and pays its registry.
 */
export const MASS_PAYOUT_BANK_POLL_MS = 2500;

/** The pay job has not finished (PROCESSING): checking, creating payouts, sending, following the bank. */
export const isPaying = (registry: MassPayout | undefined) => registry?.status === 'PROCESSING';

function pollInterval(registry: MassPayout | undefined): number | false {
  if (isImporting(registry)) return MASS_PAYOUT_POLL_MS;
  if (!isPaying(registry)) return false;
  const phase = registry?.payment?.phase;
  return phase === 'SENDING' || phase === 'FOLLOWING' ? MASS_PAYOUT_BANK_POLL_MS : MASS_PAYOUT_POLL_MS;
}

/** What the rows show moved on: the payment's phase, or the bank paid or declined more of them. */
const rowsMoved = (before: MassPayout, now: MassPayout) =>
  before.payment?.phase !== now.payment?.phase ||
  before.payment?.rows_paid !== now.payment?.rows_paid ||
  before.payment?.rows_failed !== now.payment?.rows_failed;

/** The import job has not finished: the file is queued (NEW) or being read and checked (IN_PROGRESS). */
export const isImporting = (registry: MassPayout | undefined) =>
  registry?.import.status === 'NEW' || registry?.import.status === 'IN_PROGRESS';

export async function getMassPayout(kind: PayoutKind, id: string): Promise<MassPayout> {
  const { data } = await http.get(pathWithId(massPayoutPaths(kind).one, id));
  return massPayoutSchema.parse(data);
}

/**
 * One registry: its import's progress, row counts and totals. Asked every second while it is imported and
 * no more once the import is done; the answer that ends the import refreshes the kind's lists (their
 * status and counts changed) and the registry's history — the rows are read only from then on. While it is
 * paid, asked again as `pollInterval` says: its rows are read again when the payment moved on, and the
 * answer that ends it refreshes the lists, the history and the balance.
 */
export const massPayoutQueryOptions = (kind: PayoutKind, id: string) =>
  queryOptions({
    queryKey: massPayoutKeys.one(kind, id),
    queryFn: async ({ client }) => {
      const before = client.getQueryData<MassPayout>(massPayoutKeys.one(kind, id));
      const registry = await getMassPayout(kind, id);
      if (isImporting(before) && !isImporting(registry)) {
        void client.invalidateQueries({ queryKey: massPayoutKeys.lists(kind) });
        void client.invalidateQueries({ queryKey: massPayoutKeys.history(kind, id) });
      }
      if (before && isPaying(before) && rowsMoved(before, registry)) {
        void client.invalidateQueries({ queryKey: massPayoutKeys.rows(kind, id) });
      }
      if (isPaying(before) && !isPaying(registry)) {
        void client.invalidateQueries({ queryKey: massPayoutKeys.lists(kind) });
        void client.invalidateQueries({ queryKey: massPayoutKeys.history(kind, id) });
        void client.invalidateQueries({ queryKey: queryKeys.balance.all });
      }
      return registry;
    },
    refetchInterval: (query) => pollInterval(query.state.data),
  });

export const useMassPayout = (kind: PayoutKind, id: string) => useQuery(massPayoutQueryOptions(kind, id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MassPayout, massPayoutSchema, type PayoutKind, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/** How often the page asks while the file is read and checked (the issue: progress at least once a second). */
export const MASS_PAYOUT_POLL_MS = 1000;

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
 * status and counts changed) and the registry's history — the rows are read only from then on.
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
      return registry;
    },
    refetchInterval: (query) => (isImporting(query.state.data) ? MASS_PAYOUT_POLL_MS : false),
  });

export const useMassPayout = (kind: PayoutKind, id: string) => useQuery(massPayoutQueryOptions(kind, id));

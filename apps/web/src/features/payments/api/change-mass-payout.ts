import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MassPayout,
  type MassPayoutErrorMode,
  massPayoutSchema,
  type PayoutKind,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { massPayoutKeys, massPayoutPaths } from './mass-payout-paths';

/** PUT …/mass_payout/:id: the registry's error mode (the banks' IGNORE_ERRORS / FAIL_ERRORS). */
export async function updateMassPayoutErrorMode(
  kind: PayoutKind,
  id: string,
  errorMode: MassPayoutErrorMode,
): Promise<MassPayout> {
  const { data } = await http.put(pathWithId(massPayoutPaths(kind).one, id), { error_mode: errorMode });
  return massPayoutSchema.parse(data);
}

/** DELETE …/mass_payout/:id/rows: the rows leave the draft (REMOVED); the answer is the registry recounted. */
export async function removeMassPayoutRows(kind: PayoutKind, id: string, ids: string[]): Promise<MassPayout> {
  const { data } = await http.delete(pathWithId(massPayoutPaths(kind).rows, id), { data: { ids } });
  return massPayoutSchema.parse(data);
}

/** PUT …/mass_payout/:id/rows: flagged repeats confirmed (paid with the rest) or taken back. */
export async function confirmMassPayoutRows(
  kind: PayoutKind,
  id: string,
  ids: string[],
  isConfirmed: boolean,
): Promise<MassPayout> {
  const { data } = await http.put(pathWithId(massPayoutPaths(kind).rows, id), {
    ids,
    duplicate_confirmed: isConfirmed,
  });
  return massPayoutSchema.parse(data);
}

/** DELETE …/mass_payout/:id: a draft registry is deleted. */
export async function deleteMassPayout(kind: PayoutKind, id: string): Promise<void> {
  await http.delete(pathWithId(massPayoutPaths(kind).one, id));
}

type Change =
  | { action: 'error-mode'; errorMode: MassPayoutErrorMode }
  | { action: 'remove-rows'; ids: string[] }
  | { action: 'confirm-rows'; ids: string[]; isConfirmed: boolean };

function change(kind: PayoutKind, id: string, input: Change): Promise<MassPayout> {
  if (input.action === 'error-mode') return updateMassPayoutErrorMode(kind, id, input.errorMode);
  if (input.action === 'remove-rows') return removeMassPayoutRows(kind, id, input.ids);
  return confirmMassPayoutRows(kind, id, input.ids, input.isConfirmed);
}

/**
 * The registry page's changes: each answers the registry as it is now (shown at once); its rows, its history
 * and the kind's lists are read again.
 */
export function useChangeMassPayout(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Change) => change(kind, id, input),
    onSuccess: (registry) => {
      queryClient.setQueryData(massPayoutKeys.one(kind, id), registry);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: massPayoutKeys.rows(kind, id) }),
        queryClient.invalidateQueries({ queryKey: massPayoutKeys.history(kind, id) }),
        queryClient.invalidateQueries({ queryKey: massPayoutKeys.lists(kind) }),
      ]);
    },
  });
}

export function useDeleteMassPayout(kind: PayoutKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMassPayout(kind, id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: massPayoutKeys.one(kind, id) });
      return queryClient.invalidateQueries({ queryKey: massPayoutKeys.lists(kind) });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiPaths, bankLookupResponseSchema, type LookupRequest, type OrganisationStatus } from '@vyplaty/contracts';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

export type FoundBank = {
  bik: string;
  /** The name to write in payment orders. */
  name: string;
  /** null for the Bank of Russia's own units and the treasury. */
  corrAccount: string | null;
  /**
   * The directory keeps banks being wound up and gone ones (LIQUIDATING, LIQUIDATED, BANKRUPT):
   * money sent there does not arrive.
   */
  isClosed: boolean;
  /** REORGANIZING: usually a merger; the requisites may change soon. */
  isReorganizing: boolean;
};

const CLOSED_STATES: ReadonlySet<OrganisationStatus> = new Set(['LIQUIDATING', 'LIQUIDATED', 'BANKRUPT']);

/** The bank with exactly this БИК, or null when the directory has none. */
export async function lookupBankByBik(bik: string): Promise<FoundBank | null> {
  // A 9-digit query asks the directory for exactly that БИК (docs/api.md, lookups).
  const { data } = await http.post(apiPaths.lookups.bank, { query: bik } satisfies LookupRequest);
  const match = bankLookupResponseSchema.parse(data).suggestions.find((s) => s.data.bic === bik);
  if (!match) return null;
  return {
    bik,
    name: match.data.name.payment || match.value,
    corrAccount: match.data.correspondent_account,
    isClosed: CLOSED_STATES.has(match.data.state.status),
    isReorganizing: match.data.state.status === 'REORGANIZING',
  };
}

/** A bank's directory entry changes rarely: kept for the session, never retried (the form offers manual entry). */
export const bankLookupQueryOptions = (bik: string) =>
  queryOptions({
    queryKey: queryKeys.lookups.bank(bik),
    queryFn: () => lookupBankByBik(bik),
    staleTime: 60 * 60_000,
    retry: false,
  });

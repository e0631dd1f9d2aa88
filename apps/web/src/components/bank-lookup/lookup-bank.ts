import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { z } from 'zod';
import { http } from '../../lib/http';

/**
 * The part of a `dadata/bank` answer the form uses. The API answers in the shape of the DaData
 * Suggestions API (`{suggestions: [{value, data: {bic, name: {payment}, correspondent_account}}]}`).
 */
const bankSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        bic: z.string(),
        name: z.object({ payment: z.string() }),
        correspondent_account: z.string().nullable(),
        state: z.object({ status: z.string() }).optional(),
      }),
    }),
  ),
});

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

const CLOSED_STATES = new Set(['LIQUIDATING', 'LIQUIDATED', 'BANKRUPT']);

/** The bank with exactly this БИК, or null when the directory has none. */
export async function lookupBankByBik(bik: string): Promise<FoundBank | null> {
  const { data } = await http.post(apiPaths.lookups.bank, { query: bik });
  const match = bankSuggestionsSchema.parse(data).suggestions.find((s) => s.data.bic === bik);
  if (!match) return null;
  return {
    bik,
    name: match.data.name.payment || match.value,
    corrAccount: match.data.correspondent_account,
    isClosed: CLOSED_STATES.has(match.data.state?.status ?? ''),
    isReorganizing: match.data.state?.status === 'REORGANIZING',
  };
}

export const bankLookupQueryKey = (bik: string) => ['lookups', 'bank', bik] as const;

/** A bank's directory entry changes rarely: kept for the session, never retried (the form offers manual entry). */
export const bankLookupQueryOptions = (bik: string) =>
  queryOptions({
    queryKey: bankLookupQueryKey(bik),
    queryFn: () => lookupBankByBik(bik),
    staleTime: 60 * 60_000,
    retry: false,
  });

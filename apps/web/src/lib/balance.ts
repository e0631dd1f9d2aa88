/**
 * The company's balance (`GET balance`), shared by the header (the available money, issue 24.8), the balance
 * page of the profile and the payout forms, which show what is available beside «Выплатить». One cache entry:
 * a payout or a moneyback invalidates `queryKeys.balance.all` and every place follows. A top-up arrives from the bank's statement,
 * read by the server every BANK_STATEMENT_POLL_SECONDS (30 s): the balance is asked again every 10 s while
 * the page is in sight (never in a hidden tab), so it shows within a minute without a reload.
 */
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type BalanceResponse, balanceResponseSchema } from '@vyplaty/contracts';
import { useEffect, useRef } from 'react';
import { http } from './http';
import { queryKeys } from './query-keys';

export async function getBalance(): Promise<BalanceResponse> {
  const { data } = await http.get(apiPaths.balance.balance);
  return balanceResponseSchema.parse(data);
}

/** How often a visible page asks for the balance again. */
export const BALANCE_REFETCH_MS = 10_000;

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.balance.summary, queryFn: getBalance, refetchInterval: BALANCE_REFETCH_MS });

/** The last balance answer whose change was passed on, per cache: once, however many places show it. */
const announced = new WeakMap<QueryClient, BalanceResponse>();

/**
 * The balance, asked again every 10 s while the page is visible. When the answer differs from the one before (a
 * top-up credited, a payout settled), the rest of the balance's screens — operations, returns — and the bell's
 * unread count (the statement's «Баланс пополнен») are asked again too.
 */
export function useBalance() {
  const balance = useQuery(balanceQueryOptions());
  const queryClient = useQueryClient();
  const shown = useRef(balance.data);
  useEffect(() => {
    const previous = shown.current;
    shown.current = balance.data;
    // Structural sharing keeps the same object for an unchanged answer: a new one means the money moved.
    if (!previous || !balance.data || previous === balance.data) return;
    // Several places show the balance at once (the header and the page): the first to see an answer asks the rest.
    if (announced.get(queryClient) === balance.data) return;
    announced.set(queryClient, balance.data);
    void queryClient.invalidateQueries({
      queryKey: queryKeys.balance.all,
      predicate: (query) => query.queryKey[1] !== queryKeys.balance.summary[1],
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  }, [balance.data, queryClient]);
  return balance;
}

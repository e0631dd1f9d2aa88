import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type BankAccountListResponse, bankAccountListResponseSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The company's bank accounts, the default first. */
export async function getBankAccounts(): Promise<BankAccountListResponse> {
  const { data } = await http.get(apiPaths.userBanks);
  return bankAccountListResponseSchema.parse(data);
}

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.user.bankAccounts, queryFn: getBankAccounts });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());

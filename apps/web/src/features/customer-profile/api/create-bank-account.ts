import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type BankAccount, bankAccountSchema, type CreateBankAccountRequest } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function createBankAccount(body: CreateBankAccountRequest): Promise<BankAccount> {
  const { data } = await http.post(apiPaths.userBanks, body);
  return bankAccountSchema.parse(data);
}

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.bankAccounts }),
  });
}

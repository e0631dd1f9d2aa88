import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type BankAccount,
  bankAccountSchema,
  pathWithId,
  type UpdateBankAccountRequest,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Changes an account or, with `{ is_default: true }`, makes it the default. */
export async function updateBankAccount(id: string, body: UpdateBankAccountRequest): Promise<BankAccount> {
  const { data } = await http.patch(pathWithId(apiPaths.userBank, id), body);
  return bankAccountSchema.parse(data);
}

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBankAccountRequest }) => updateBankAccount(id, body),
    // Making one the default changes another row too: the whole list is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.bankAccounts }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteBankAccount(id: string): Promise<void> {
  await http.delete(pathWithId(apiPaths.userBank, id));
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    // Removing the default makes another one the default: the whole list is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.bankAccounts }),
  });
}

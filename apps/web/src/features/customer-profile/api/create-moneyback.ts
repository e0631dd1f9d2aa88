import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Moneyback, type MoneybackRequest, moneybackSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';

/** POST sber/moneyback with the Idempotency-Key the page keeps until the answer is known. */
export async function createMoneyback(body: MoneybackRequest, idempotencyKey: string): Promise<Moneyback> {
  const { data } = await http.post(apiPaths.balance.moneyback, body, { headers: idempotencyHeaders(idempotencyKey) });
  return moneybackSchema.parse(data);
}

export function useCreateMoneyback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MoneybackRequest; idempotencyKey: string }) =>
      createMoneyback(body, idempotencyKey),
    // The held amount leaves «Доступно» at once; the list shows the new return.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.balance.all }),
  });
}

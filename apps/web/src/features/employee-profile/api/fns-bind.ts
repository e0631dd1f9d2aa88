import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type FnsBindRequest, type FnsConnection, fnsConnectionSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Sends the partner request to «Мой налог» by the profile's ИНН or phone; answers AWAIT_BIND. */
export async function bindFns(body: FnsBindRequest): Promise<FnsConnection> {
  const { data } = await http.post(apiPaths.fns.bind, body);
  return fnsConnectionSchema.parse(data);
}

export function useBindFns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindFns,
    onSuccess: (connection) => {
      // The answer is the new state: the page switches to «waiting» at once and starts polling.
      queryClient.setQueryData(queryKeys.employee.fns.connection, connection);
      return queryClient.invalidateQueries({ queryKey: queryKeys.employee.fns.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type FnsConnection, fnsConnectionSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Disconnects the platform from the contractor's «Мой налог»; answers the new state (UNBIND). */
export async function unbindFns(): Promise<FnsConnection> {
  const { data } = await http.post(apiPaths.fns.unbind, {});
  return fnsConnectionSchema.parse(data);
}

export function useUnbindFns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindFns,
    onSuccess: (connection) => {
      queryClient.setQueryData(queryKeys.employee.fns.connection, connection);
      // The account status and activity kinds are read through the connection that is gone.
      return queryClient.invalidateQueries({ queryKey: queryKeys.employee.fns.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type FnsMyActivities,
  type FnsMyActivitiesResponse,
  fnsMyActivitiesResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Sends the contractor's activity kinds to FNS; answers with `pending` until FNS has taken them. */
export async function saveFnsActivities(body: FnsMyActivities): Promise<FnsMyActivitiesResponse> {
  const { data } = await http.post(apiPaths.fns.activity, body);
  return fnsMyActivitiesResponseSchema.parse(data);
}

export function useSaveFnsActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFnsActivities,
    // The answer (pending) starts the polling of the own kinds until FNS has answered.
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.employee.fns.myActivities, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.employee.fns.myActivities });
    },
  });
}

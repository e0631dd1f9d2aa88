import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type RiskAlert, riskAlertSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function resolveRiskAlert(id: string): Promise<RiskAlert> {
  const { data } = await http.post(apiPaths.riskAlerts.resolve.replace(':id', encodeURIComponent(id)), {});
  return riskAlertSchema.parse(data);
}

/** «Отметить решённым»: the lists and the header's count are read again. */
export function useResolveRiskAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveRiskAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.user.riskAlerts.all }),
  });
}

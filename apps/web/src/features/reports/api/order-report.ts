import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Report, type ReportOrder, reportSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST report: the report is ordered and built in the background (NEW, then PROCESSING with done/total). */
export async function orderReport(order: ReportOrder): Promise<Report> {
  const { data } = await http.post(apiPaths.reports.order, order);
  return reportSchema.parse(data);
}

export function useOrderReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.reports.all }),
  });
}

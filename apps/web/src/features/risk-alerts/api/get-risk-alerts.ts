import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type RiskAlertKind,
  type RiskAlertStatus,
  type RiskAlertsResponse,
  riskAlertsResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The header's count of open risks is asked again this often (a job may find one at any time). */
export const OPEN_RISKS_POLL_MS = 60_000;

/** The query of `GET user/risk_alerts` as sent: page, size and the filters present. */
export type RiskAlertsParams = {
  page: number;
  page_size: number;
  status?: RiskAlertStatus | undefined;
  kind?: RiskAlertKind | undefined;
};

export async function getRiskAlerts(params: RiskAlertsParams): Promise<RiskAlertsResponse> {
  const { data } = await http.get(apiPaths.riskAlerts.list, { params });
  return riskAlertsResponseSchema.parse(data);
}

/** One page of the company's risks, newest first. */
export const riskAlertsQueryOptions = (params: RiskAlertsParams) =>
  queryOptions({
    queryKey: queryKeys.user.riskAlerts.list(params),
    queryFn: () => getRiskAlerts(params),
    placeholderData: keepPreviousData,
  });

export const useRiskAlerts = (params: RiskAlertsParams) => useQuery(riskAlertsQueryOptions(params));

/** How many risks are open: the answer's open_count of the smallest page. */
export const useOpenRisksCount = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.user.riskAlerts.openCount,
    queryFn: async () => (await getRiskAlerts({ page: 1, page_size: 1, status: 'OPEN' })).open_count,
    refetchInterval: OPEN_RISKS_POLL_MS,
    enabled,
  });

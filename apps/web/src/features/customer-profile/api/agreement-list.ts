import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Agreement,
  type AgreementListResponse,
  agreementListResponseSchema,
  agreementSchema,
  apiPaths,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the company's agreements, newest first (POST agreement/list). */
export async function getAgreements(page: { page: number; page_size: number }): Promise<AgreementListResponse> {
  const { data } = await http.post(apiPaths.agreement.list, page);
  return agreementListResponseSchema.parse(data);
}

export const agreementsQueryOptions = (page: { page: number; page_size: number }) =>
  queryOptions({
    queryKey: queryKeys.agreements.page(page.page, page.page_size),
    queryFn: () => getAgreements(page),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAgreements = (page: { page: number; page_size: number }) => useQuery(agreementsQueryOptions(page));

/** One of the company's agreements (GET agreement?id=). */
export async function getAgreement(id: string): Promise<Agreement> {
  const { data } = await http.get(apiPaths.agreement.one, { params: { id } });
  return agreementSchema.parse(data);
}

export const useAgreement = (id: string | undefined) =>
  useQuery({ queryKey: queryKeys.agreements.one(id), queryFn: () => getAgreement(id!), enabled: Boolean(id) });

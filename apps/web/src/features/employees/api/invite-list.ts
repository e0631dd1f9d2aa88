import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type InviteListRequest,
  type InviteListResponse,
  inviteListResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the company's invites (GET /invites), filtered by status, sorted by date added. */
export async function getInvites(params: InviteListRequest): Promise<InviteListResponse> {
  const { data } = await http.get(apiPaths.invites.list, { params });
  return inviteListResponseSchema.parse(data);
}

export const invitesQueryOptions = (params: InviteListRequest) =>
  queryOptions({
    queryKey: queryKeys.invites.list(params),
    queryFn: () => getInvites(params),
    placeholderData: keepPreviousData,
  });

export const useInvites = (params: InviteListRequest) => useQuery(invitesQueryOptions(params));

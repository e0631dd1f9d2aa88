import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Invite, inviteSchema, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** One invite with its people and, once published, its link. */
export async function getInvite(id: string): Promise<Invite> {
  const { data } = await http.get(pathWithId(apiPaths.invites.one, id));
  return inviteSchema.parse(data);
}

export const inviteQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.invites.one(id), queryFn: () => getInvite(id) });

export const useInvite = (id: string) => useQuery(inviteQueryOptions(id));

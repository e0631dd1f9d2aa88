import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActiveSessionsResponse,
  activeSessionsResponseSchema,
  apiPaths,
  endSessionsResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function getActiveSessions(): Promise<ActiveSessionsResponse> {
  const { data } = await http.get(apiPaths.auth.sessions);
  return activeSessionsResponseSchema.parse(data);
}

export const activeSessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.sessions, queryFn: getActiveSessions });

export const useActiveSessions = () => useQuery(activeSessionsQueryOptions());

export async function endSession(sessionId: string): Promise<number> {
  const { data } = await http.post(apiPaths.auth.sessionEnd, { session_id: sessionId });
  return endSessionsResponseSchema.parse(data).ended;
}

export async function endOtherSessions(): Promise<number> {
  const { data } = await http.post(apiPaths.auth.sessionsEndOthers);
  return endSessionsResponseSchema.parse(data).ended;
}

/** Ends one session (an id) or every other one (null); the list is refetched either way. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) => (sessionId ? endSession(sessionId) : endOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.sessions }),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { getEnvelope, getEnvelopes } from './envelope-calls';

/** The contractor's envelopes (under the contractor's documents, so their refresh and a logout cover them). */
export const useEnvelopes = () => useQuery({ queryKey: queryKeys.employeeDocuments.envelopes, queryFn: getEnvelopes });

export const useEnvelope = (id: string) =>
  useQuery({ queryKey: queryKeys.employeeDocuments.envelope(id), queryFn: () => getEnvelope(id), enabled: id !== '' });

/** After signing: the envelopes, their documents and the contractor's document lists are stale. */
export function useEnvelopeSigned() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.employeeDocuments.all });
  }, [queryClient]);
}

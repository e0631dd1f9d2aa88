import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Agreement,
  agreementSchema,
  apiPaths,
  type SentCodeResponse,
  sentCodeResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST, but idempotent: the company's EDO agreement is made on the first call and returned afterwards. */
export async function getEdoAgreement(): Promise<Agreement> {
  const { data } = await http.post(apiPaths.agreement.edo);
  return agreementSchema.parse(data);
}

export const useEdoAgreement = (options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: queryKeys.agreements.edo, queryFn: getEdoAgreement, enabled: options.enabled });

/** A code for signing the agreement with the caller's ПЭП; it goes by the key's own channel. */
export async function sendAgreementSignCode(agreementId: string): Promise<SentCodeResponse> {
  const { data } = await http.post(apiPaths.agreement.signSelfNepSendCode, { agreement_id: agreementId });
  return sentCodeResponseSchema.parse(data);
}

export async function signAgreement(input: { agreement_id: string; code: string }): Promise<Agreement> {
  const { data } = await http.post(apiPaths.agreement.signSelfNep, input);
  return agreementSchema.parse(data);
}

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    // The step list, the session's "verified" and the agreements all change with a signature; inactive
    // queries are refetched too, so the session the route guard reads is fresh before the next navigation.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'all' }),
  });
}

/** Calls of the ПЭП (apiPaths.selfNep) and of agreement files, shared by customers and contractors. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type ConfirmSelfNepResponse,
  confirmSelfNepResponseSchema,
  type SelfNep,
  type SelfNepAgreementResponse,
  type SelfNepChannel,
  type SentCodeResponse,
  selfNepAgreementResponseSchema,
  selfNepResponseSchema,
  sentCodeResponseSchema,
} from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

export async function getSelfNep(): Promise<SelfNep | null> {
  const { data } = await http.get(apiPaths.selfNep.current);
  return selfNepResponseSchema.parse(data).self_nep;
}

/** The caller's current ПЭП, or null while none is issued. */
export function useSelfNep() {
  return useQuery({ queryKey: queryKeys.selfNep.all, queryFn: getSelfNep });
}

/** POST, but idempotent: the API makes the ПЭП agreement once per account and returns it afterwards. */
export async function getSelfNepAgreement(): Promise<SelfNepAgreementResponse> {
  const { data } = await http.post(apiPaths.selfNep.agreement);
  return selfNepAgreementResponseSchema.parse(data);
}

export function useSelfNepAgreement(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.selfNep.agreement, queryFn: getSelfNepAgreement, enabled: options.enabled });
}

export async function sendSelfNepCode(input: {
  agreement_id: string;
  channel: SelfNepChannel;
}): Promise<SentCodeResponse> {
  const { data } = await http.post(apiPaths.selfNep.sendCode, input);
  return sentCodeResponseSchema.parse(data);
}

export async function confirmSelfNep(input: { agreement_id: string; code: string }): Promise<ConfirmSelfNepResponse> {
  const { data } = await http.post(apiPaths.selfNep.confirm, input);
  return confirmSelfNepResponseSchema.parse(data);
}

export function useConfirmSelfNep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSelfNep,
    // Everything that shows the key or a step built on it (profile steps, agreements) is refetched,
    // inactive queries too: the cached session (auth/me) the route guard reads may now be verified.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'all' }),
  });
}

/** The in-app preview page of an agreement's PDF. */
export const agreementPreviewPath = (fileId: string) => `/files-preview/agreement/${encodeURIComponent(fileId)}`;

/** The PDF of an agreement file as a Blob (the API checks it is the caller's own file). */
export async function fetchAgreementFile(fileId: string): Promise<Blob> {
  return (await fetchAgreementFileNamed(fileId)).blob;
}

/** The PDF and the name the API gives it (e.g. «Соглашение … (подписано).pdf»). */
export async function fetchAgreementFileNamed(fileId: string): Promise<{ blob: Blob; name: string }> {
  const response = await http
    .get<Blob>(apiPaths.agreement.fileContent, { params: { file_id: fileId }, responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  const disposition = response.headers?.['content-disposition'] as string | undefined;
  return { blob: response.data, name: fileNameOf(disposition, 'Соглашение.pdf') };
}

/** An agreement PDF for showing inline; files never change, so it is fetched once per file. */
export function useAgreementFile(fileId: string) {
  return useQuery({
    queryKey: queryKeys.agreements.file(fileId),
    queryFn: () => fetchAgreementFileNamed(fileId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

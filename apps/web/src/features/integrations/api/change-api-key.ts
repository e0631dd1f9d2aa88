import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApiKeyRotate,
  type ApiKeyUpdate,
  type ApiKeyWithSecret,
  apiKeyWithSecretSchema,
  apiPaths,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const p = apiPaths.apiKeys;

/** PATCH user/api_keys/:id: the name and the allowed addresses. */
export async function updateApiKey({ id, body }: { id: string; body: ApiKeyUpdate }): Promise<void> {
  await http.patch(pathWithId(p.one, id), body);
}

/** POST :id/revoke: the key stops working on its next call. */
export async function revokeApiKey(id: string): Promise<void> {
  await http.post(pathWithId(p.revoke, id), {});
}

/** POST :id/rotate: a new secret (shown once); the old one works `overlap_hours` more. */
export async function rotateApiKey({ id, body }: { id: string; body: ApiKeyRotate }): Promise<ApiKeyWithSecret> {
  const { data } = await http.post(pathWithId(p.rotate, id), body);
  return apiKeyWithSecretSchema.parse(data);
}

/** Every change refreshes the list: statuses, the prefix and the rotation's overlap are the server's to say. */
function useApiKeyChange<V, R>(mutationFn: (variables: V) => Promise<R>, hasSecret = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A rotation's answer holds the new secret: not kept in the mutation cache once nobody observes it.
    ...(hasSecret ? { gcTime: 0 } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.apiKeys }),
  });
}

export const useUpdateApiKey = () => useApiKeyChange(updateApiKey);
export const useRevokeApiKey = () => useApiKeyChange(revokeApiKey);
export const useRotateApiKey = () => useApiKeyChange(rotateApiKey, true);

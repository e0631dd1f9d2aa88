import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiKeyCreate, type ApiKeyWithSecret, apiKeyWithSecretSchema, apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST user/api_keys: the key and its secret, which the API shows this once and keeps only as a hash. */
export async function createApiKey(body: ApiKeyCreate): Promise<ApiKeyWithSecret> {
  const { data } = await http.post(apiPaths.apiKeys.list, body);
  return apiKeyWithSecretSchema.parse(data);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the secret: the mutation cache drops it as soon as the dialog no longer observes it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.apiKeys }),
  });
}

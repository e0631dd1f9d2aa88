import { useMutation } from '@tanstack/react-query';
import { apiPaths, pathWithId, webhookSecretSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** GET user/webhooks/:id/secret: the signing secret again, on the owner's request. */
export async function getWebhookSecret(id: string): Promise<string> {
  const { data } = await http.get(pathWithId(apiPaths.webhooks.secret, id));
  return webhookSecretSchema.parse(data).secret;
}

/**
 * Asked on a button press, not a query: a secret is never put in the query cache (which outlives the dialog); the
 * mutation's copy is dropped as soon as the dialog closes.
 */
export const useWebhookSecret = () => useMutation({ mutationFn: getWebhookSecret, gcTime: 0 });

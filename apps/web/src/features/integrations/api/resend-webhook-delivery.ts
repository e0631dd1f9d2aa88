import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** POST user/webhook_deliveries/:id/resend: the same event (same id) goes out again. */
export async function resendWebhookDelivery(id: string): Promise<void> {
  await http.post(pathWithId(apiPaths.webhooks.resend, id), {});
}

/** The list and the delivery then show the new attempt. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.webhooks.all }),
  });
}

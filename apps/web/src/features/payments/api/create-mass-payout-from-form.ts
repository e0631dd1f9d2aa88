import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type MassPayout, type MassPayoutFormRequest, massPayoutSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { massPayoutKeys } from './mass-payout-paths';

/**
 * POST individual/mass_payout/import_file/create: the rows typed on /payments/mass-individual-payment/form,
 * with the Idempotency-Key the form keeps until the answer is known (a retry cannot make a second registry).
 * The answer (201) is the registry, its import NEW: the job reads and checks the rows like an uploaded file.
 */
export async function createMassPayoutFromForm(
  body: MassPayoutFormRequest,
  idempotencyKey: string,
): Promise<MassPayout> {
  const { data } = await http.post(apiPaths.individualMassPayouts.createFromForm, body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return massPayoutSchema.parse(data);
}

export function useCreateMassPayoutFromForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MassPayoutFormRequest; idempotencyKey: string }) =>
      createMassPayoutFromForm(body, idempotencyKey),
    onSuccess: (registry) => {
      queryClient.setQueryData(massPayoutKeys.one('INDIVIDUAL', registry.id), registry);
      return queryClient.invalidateQueries({ queryKey: massPayoutKeys.lists('INDIVIDUAL') });
    },
  });
}

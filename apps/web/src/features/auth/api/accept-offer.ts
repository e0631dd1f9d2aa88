import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

export async function acceptOffer(offerId: string): Promise<void> {
  await http.post(apiPaths.offer.accept, { offer_id: offerId });
}

export function useAcceptOffer() {
  return useMutation({ mutationFn: acceptOffer });
}

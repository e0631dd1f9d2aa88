import { useMutation } from '@tanstack/react-query';
import {
  type PayoutCheckRequest,
  type PayoutCheckResponse,
  type PayoutKind,
  payoutCheckResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { payoutPaths } from './payout-paths';

/** Every rule for every row (POST payout/check): nothing changes on the server. */
export async function checkPayouts(kind: PayoutKind, body: PayoutCheckRequest): Promise<PayoutCheckResponse> {
  const { data } = await http.post(payoutPaths(kind).check, body);
  return payoutCheckResponseSchema.parse(data);
}

export const useCheckPayouts = (kind: PayoutKind) =>
  useMutation({ mutationFn: (body: PayoutCheckRequest) => checkPayouts(kind, body) });

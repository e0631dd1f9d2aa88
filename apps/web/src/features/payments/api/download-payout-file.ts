import type { PayoutKind } from '@vyplaty/contracts';
import { http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { fillPath, payoutPaths } from './payout-paths';

/** A payout file's bytes, saved by the caller under its name; a refusal keeps the server's Russian message. */
export async function downloadPayoutFile(kind: PayoutKind, id: string, fileId: string): Promise<Blob> {
  const { data } = await http
    .get<Blob>(fillPath(payoutPaths(kind).file, id, fileId), { responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  return data;
}

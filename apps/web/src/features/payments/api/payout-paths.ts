import { apiPaths, type PayoutKind } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** НПД and individual payouts answer the same calls under their own paths (apiPaths.payouts / individualPayouts). */
export const payoutPaths = (kind: PayoutKind) => (kind === 'NPD' ? apiPaths.payouts : apiPaths.individualPayouts);

/** Fills `:id` and `:fileId` of a payout path. */
export const fillPath = (template: string, id: string, fileId = '') =>
  template.replace(':id', encodeURIComponent(id)).replace(':fileId', encodeURIComponent(fileId));

/**
 * A receipt's link or print page as a browser address: absolute links (lknpd.nalog.ru) as they are, our
 * own paths under the API's address (the same origin unless configured otherwise).
 */
export function apiHref(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${http.defaults.baseURL ?? ''}${url}`;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type OfferContent, offerContentSchema } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export async function getOfferContent(offerId: string): Promise<OfferContent> {
  const { data } = await http.post(apiPaths.offer.fileContent, { offer_id: offerId, format: 'json' });
  return offerContentSchema.parse(data);
}

/** The same call with format 'pdf' answers the printable document. */
export async function getOfferPdf(offerId: string): Promise<Blob> {
  const { data } = await http.post<Blob>(
    apiPaths.offer.fileContent,
    { offer_id: offerId, format: 'pdf' },
    { responseType: 'blob' },
  );
  return data;
}

export function offerContentQueryOptions(offerId: string) {
  return queryOptions({ queryKey: queryKeys.offer.content(offerId), queryFn: () => getOfferContent(offerId) });
}

export function useOfferContent(offerId: string) {
  return useQuery(offerContentQueryOptions(offerId));
}

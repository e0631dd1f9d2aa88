import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type CustomOffer,
  customOfferSchema,
  type KepToSignResponse,
  kepToSignResponseSchema,
  type OfferContent,
  offerContentSchema,
} from '@vyplaty/contracts';
import { http, rethrowWithBlobErrorBody } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

/** POST offer/file_content without an id: the offer in force (its edition and text). */
export async function getCurrentOffer(): Promise<OfferContent> {
  const { data } = await http.post(apiPaths.offer.fileContent, { format: 'json' });
  return offerContentSchema.parse(data);
}

export const useCurrentOffer = () =>
  useQuery({ queryKey: queryKeys.offer.current, queryFn: getCurrentOffer, staleTime: 5 * 60_000 });

/** POST offer/custom: the caller's «Заявление о присоединении к оферте» — the edition, their requisites, the date. */
export async function getCustomOffer(offerId: string): Promise<CustomOffer> {
  const { data } = await http.post(apiPaths.offer.custom, { offer_id: offerId, format: 'json' });
  return customOfferSchema.parse(data);
}

/** The same application as PDF: the exact bytes a КЭП signs. */
export async function getCustomOfferPdf(offerId: string): Promise<Blob> {
  const { data } = await http
    .post<Blob>(apiPaths.offer.custom, { offer_id: offerId, format: 'pdf' }, { responseType: 'blob' })
    .catch(rethrowWithBlobErrorBody);
  return data;
}

/** GET offer/sign_kep?offer_id=: the application's bytes (base64) for the plug-in; 409 once signed. */
export async function getOfferKepToSign(offerId: string): Promise<KepToSignResponse> {
  const { data } = await http.get(apiPaths.offer.signKep, { params: { offer_id: offerId } });
  return kepToSignResponseSchema.parse(data);
}

/** POST offer/sign_kep: the detached CAdES-BES; the offer is accepted, a refused signature → 422 with the reason. */
export async function postOfferKep(offerId: string, signature: string): Promise<CustomOffer> {
  const { data } = await http.post(apiPaths.offer.signKep, { offer_id: offerId, signature });
  return customOfferSchema.parse(data);
}

export const customOfferQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: queryKeys.offer.custom(offerId), queryFn: () => getCustomOffer(offerId) });

export const useCustomOffer = (offerId: string, enabled = true) =>
  useQuery({ ...customOfferQueryOptions(offerId), enabled });

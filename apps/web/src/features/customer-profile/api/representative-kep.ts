import {
  apiPaths,
  type KepToSignResponse,
  kepToSignResponseSchema,
  pathWithId,
  type RepresentativeDocument,
  representativeDocumentSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** GET user/representative/{id}/sign_kep?document_id=: the trust document's exact bytes (base64) — or, over 5 MiB, only their hash —. */
export async function getTrustDocumentKepToSign(
  representativeId: string,
  documentId: string,
): Promise<KepToSignResponse> {
  const { data } = await http.get(pathWithId(apiPaths.representatives.signKep, representativeId), {
    params: { document_id: documentId },
  });
  return kepToSignResponseSchema.parse(data);
}

/** POST …/sign_kep: the head's detached CAdES-BES; 422 carries the failed step's reason. */
export async function postTrustDocumentKep(
  representativeId: string,
  documentId: string,
  signature: string,
): Promise<RepresentativeDocument> {
  const { data } = await http.post(pathWithId(apiPaths.representatives.signKep, representativeId), {
    document_id: documentId,
    signature,
  });
  return representativeDocumentSchema.parse(data);
}

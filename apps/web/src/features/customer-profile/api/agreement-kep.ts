import {
  type Agreement,
  agreementSchema,
  apiPaths,
  type KepToSignResponse,
  kepToSignResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** GET agreement/sign_kep?id=: the agreement PDF's exact bytes (base64) — or, over 5 MiB, only their hash — for the plug-in to sign. */
export async function getAgreementKepToSign(id: string): Promise<KepToSignResponse> {
  const { data } = await http.get(apiPaths.agreement.signKep, { params: { id } });
  return kepToSignResponseSchema.parse(data);
}

/** POST agreement/sign_kep: the detached CAdES-BES; 422 carries the failed step's reason. */
export async function postAgreementKep(agreementId: string, signature: string): Promise<Agreement> {
  const { data } = await http.post(apiPaths.agreement.signKep, { agreement_id: agreementId, signature });
  return agreementSchema.parse(data);
}

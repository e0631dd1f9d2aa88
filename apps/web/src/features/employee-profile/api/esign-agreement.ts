import { useQuery } from '@tanstack/react-query';
import { type Agreement, agreementSchema, apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The agreement the contractor's ПЭП was issued under (its signed PDF carries the signature sheet). */
export async function getAgreement(id: string): Promise<Agreement> {
  const { data } = await http.get(apiPaths.agreement.one, { params: { id } });
  return agreementSchema.parse(data);
}

export const useEsignAgreement = (id: string | undefined) =>
  useQuery({ queryKey: queryKeys.agreements.forSigning(id), queryFn: () => getAgreement(id!), enabled: Boolean(id) });

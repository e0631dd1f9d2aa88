import {
  apiPaths,
  type KepToSignResponse,
  kepToSignResponseSchema,
  pathWithId,
  type Report,
  reportSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** GET report/{id}/sign_kep: the акт сверки's PDF bytes (or their hash) for the plug-in to sign. */
export async function getReportKepToSign(id: string): Promise<KepToSignResponse> {
  const { data } = await http.get(pathWithId(apiPaths.reports.signKep, id));
  return kepToSignResponseSchema.parse(data);
}

/** POST report/{id}/sign_kep: the detached CAdES-BES; 422 carries the failed step's reason. */
export async function postReportKep(id: string, signature: string): Promise<Report> {
  const { data } = await http.post(pathWithId(apiPaths.reports.signKep, id), { signature });
  return reportSchema.parse(data);
}

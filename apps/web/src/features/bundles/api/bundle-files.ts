/**
 * The bundle's act, terminate with a result per document and the PDFs made again (issue 27 slice 3; the
 * contracts' bundle-files.ts). The archive itself is `getBundleArchive` (bundle-signing.ts).
 */
import {
  apiPaths,
  type BundleAttachmentsGenerateResponse,
  type BundleDocumentGroup,
  type BundleTerminateRequest,
  type BundleTerminateResponse,
  bundleActName,
  bundleAttachmentsGenerateResponseSchema,
  bundleTerminateResponseSchema,
  type GenerateAttachmentsResponse,
  generateAttachmentsResponseSchema,
  pathWithId,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { getBundleFile } from './bundle-calls';

const p = apiPaths.bundles;

/** The documents groups a terminate can take: on signing or signed. */
export const TERMINABLE_GROUPS: BundleDocumentGroup[] = ['AWAIT_COMPANY', 'AWAIT_CONTRACTOR', 'SIGNED'];

/** «Акт-реестр (PDF)»: the bundle's act-register, saved with the session. */
export const getBundleAct = (id: string, number: number) => getBundleFile(p.act, id, bundleActName(number));

/** POST bundle/{id}/terminate: the chosen documents (none: all that can be), a result per document. */
export async function terminateBundleDocuments(
  id: string,
  request: BundleTerminateRequest,
): Promise<BundleTerminateResponse> {
  const { data } = await http.post(pathWithId(p.terminate, id), request, { timeout: 600_000 });
  return bundleTerminateResponseSchema.parse(data);
}

/** POST bundle/{id}/attachments/generate: the PDFs of documents without a file or in error made again. */
export async function generateBundleAttachments(id: string): Promise<BundleAttachmentsGenerateResponse> {
  const { data } = await http.post(pathWithId(p.attachmentsGenerate, id), {});
  return bundleAttachmentsGenerateResponseSchema.parse(data);
}

/** The generation batch's progress (documents' own endpoint). */
export async function getGenerationBatch(batchId: string): Promise<GenerateAttachmentsResponse> {
  const { data } = await http.get(apiPaths.documents.generateBatch.replace(':batchId', encodeURIComponent(batchId)));
  return generateAttachmentsResponseSchema.parse(data);
}

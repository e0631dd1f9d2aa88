import {
  apiPaths,
  type CreateDocumentRequest,
  type Document,
  type DocumentHistoryResponse,
  type DocumentListRequest,
  type DocumentListResponse,
  type DocumentTemplate,
  documentAttachmentSchema,
  documentHistoryResponseSchema,
  documentListResponseSchema,
  documentSchema,
  documentTemplatesResponseSchema,
  type GenerateAttachmentsResponse,
  generateAttachmentsResponseSchema,
  type SentCodeResponse,
  sentCodeResponseSchema,
  signLinkResponseSchema,
  type UpdateDocumentRequest,
} from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';

const p = apiPaths.documents;

/** Fills `:id`, `:attachmentId`, `:batchId` of a documents path. */
export const fillDocumentPath = (template: string, id: string, attachmentId = '') =>
  template
    .replace(':id', encodeURIComponent(id))
    .replace(':batchId', encodeURIComponent(id))
    .replace(':attachmentId', encodeURIComponent(attachmentId));

/** Who is looking: the company reads user/document(s), the contractor employee/document(s). */
export type DocumentSide = 'company' | 'contractor';

export async function getTemplates(): Promise<DocumentTemplate[]> {
  const { data } = await http.get(p.templates);
  return documentTemplatesResponseSchema.parse(data).items;
}

export async function getDocuments(side: DocumentSide, request: DocumentListRequest): Promise<DocumentListResponse> {
  const { data } = await http.post(side === 'company' ? p.list : p.employeeList, request);
  return documentListResponseSchema.parse(data);
}

export async function getReadyForSign(request: DocumentListRequest): Promise<DocumentListResponse> {
  const { data } = await http.post(p.readyForSign, request);
  return documentListResponseSchema.parse(data);
}

export async function getDocument(side: DocumentSide, id: string): Promise<Document> {
  const { data } = await http.get(fillDocumentPath(side === 'company' ? p.companyOne : p.employeeOne, id));
  return documentSchema.parse(data);
}

export async function getDocumentHistory(id: string): Promise<DocumentHistoryResponse> {
  const { data } = await http.get(fillDocumentPath(p.history, id));
  return documentHistoryResponseSchema.parse(data);
}

export async function createDocument(request: CreateDocumentRequest): Promise<Document> {
  // The PDF is made in the same request: give it longer than a plain call.
  const { data } = await http.post(p.create, request, { timeout: 60_000 });
  return documentSchema.parse(data);
}

/** PUT document/{id}: a draft's title and fields; its PDF is made again in the same request. */
export async function updateDocument(id: string, request: UpdateDocumentRequest): Promise<Document> {
  const { data } = await http.put(fillDocumentPath(p.one, id), request, { timeout: 60_000 });
  return documentSchema.parse(data);
}

export type UploadDocumentInput = {
  file: File;
  employee_id: string;
  kind: 'ACT' | 'CONTRACT';
  subkind_id: string;
  title: string;
};

/** multipart/form-data: the company's own PDF and the document's fields. */
export async function uploadDocument({ file, ...fields }: UploadDocumentInput): Promise<Document> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const { data } = await http.post(p.upload, form, { timeout: 120_000 });
  return documentSchema.parse(data);
}

export async function deleteDocument(id: string): Promise<void> {
  await http.delete(fillDocumentPath(p.one, id));
}

/** An action on a document answering the document as it now is (send, sign, reject, terminate). */
async function act(path: string, id: string, body: object = {}): Promise<Document> {
  const { data } = await http.post(fillDocumentPath(path, id), body);
  return documentSchema.parse(data);
}

export const sendDocument = (id: string) => act(p.send, id);
export const signDocument = (id: string, code: string) => act(p.signSelfNep, id, { code });
export const rejectDocument = (id: string, reason: string) => act(p.reject, id, { reason });
export const terminateDocument = (id: string, reason: string) => act(p.terminate, id, { reason });

export async function sendSignCode(id: string): Promise<SentCodeResponse> {
  const { data } = await http.post(fillDocumentPath(p.signSelfNepSendCode, id), {});
  return sentCodeResponseSchema.parse(data);
}

export async function getSignLink(id: string): Promise<string> {
  const { data } = await http.post(fillDocumentPath(p.signLink, id), {});
  return signLinkResponseSchema.parse(data).url;
}

/** One file of a document, inline, with its name; a refusal keeps the server's Russian message. */
export async function getAttachmentFile(id: string, attachmentId: string): Promise<{ blob: Blob; name: string }> {
  const response = await http
    .get<Blob>(fillDocumentPath(p.attachment, id, attachmentId), { responseType: 'blob', timeout: 60_000 })
    .catch(rethrowWithBlobErrorBody);
  return { blob: response.data, name: fileNameOf(response.headers['content-disposition'] as string, 'документ.pdf') };
}

/** The zip: the signed PDF, each signature's record, appendices and the history. */
export async function downloadArchive(id: string): Promise<{ blob: Blob; name: string }> {
  const response = await http
    .get<Blob>(fillDocumentPath(p.download, id), { responseType: 'blob', timeout: 60_000 })
    .catch(rethrowWithBlobErrorBody);
  return { blob: response.data, name: fileNameOf(response.headers['content-disposition'] as string, 'документ.zip') };
}

export async function addAttachment(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post(fillDocumentPath(p.attachments, id), form, { timeout: 120_000 });
  return documentAttachmentSchema.parse(data);
}

export async function renameAttachment(id: string, attachmentId: string, name: string) {
  const { data } = await http.patch(fillDocumentPath(p.attachment, id, attachmentId), { name });
  return documentAttachmentSchema.parse(data);
}

export async function deleteAttachment(id: string, attachmentId: string): Promise<void> {
  await http.delete(fillDocumentPath(p.attachment, id, attachmentId));
}

export async function generateAttachments(documentIds: string[]): Promise<GenerateAttachmentsResponse> {
  const { data } = await http.post(p.generate, { document_ids: documentIds }, { timeout: 60_000 });
  return generateAttachmentsResponseSchema.parse(data);
}

export async function getGenerationProgress(batchId: string): Promise<GenerateAttachmentsResponse> {
  const { data } = await http.get(fillDocumentPath(p.generateBatch, batchId));
  return generateAttachmentsResponseSchema.parse(data);
}

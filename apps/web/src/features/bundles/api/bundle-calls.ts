import {
  apiPaths,
  type Bundle,
  type BundleCreateRequest,
  type BundleDocumentsRequest,
  type BundleDocumentsResponse,
  type BundleHistoryResponse,
  type BundleListRequest,
  type BundleListResponse,
  type BundleRowsRequest,
  type BundleRowsResponse,
  type BundleUpdateRequest,
  bundleDocumentsResponseSchema,
  bundleHistoryResponseSchema,
  bundleListResponseSchema,
  bundleRowsResponseSchema,
  bundleSchema,
  pathWithId,
} from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';

const p = apiPaths.bundles;

export async function getBundles(request: BundleListRequest): Promise<BundleListResponse> {
  const { data } = await http.post(p.list, request);
  return bundleListResponseSchema.parse(data);
}

export async function getBundle(id: string): Promise<Bundle> {
  const { data } = await http.get(pathWithId(p.one, id));
  return bundleSchema.parse(data);
}

/** POST bundle: by hand with `employee_ids`, or empty, waiting for its file. */
export async function createBundle(request: BundleCreateRequest): Promise<Bundle> {
  const { data } = await http.post(p.create, request);
  return bundleSchema.parse(data);
}

/** PUT bundle/{id}: the name and the reminders. */
export async function updateBundle(id: string, request: BundleUpdateRequest): Promise<Bundle> {
  const { data } = await http.put(pathWithId(p.one, id), request);
  return bundleSchema.parse(data);
}

export async function deleteBundle(id: string): Promise<void> {
  await http.delete(pathWithId(p.one, id));
}

export async function getBundleHistory(id: string): Promise<BundleHistoryResponse> {
  const { data } = await http.get(pathWithId(p.history, id));
  return bundleHistoryResponseSchema.parse(data);
}

export async function getBundleDocuments(
  id: string,
  request: BundleDocumentsRequest,
): Promise<BundleDocumentsResponse> {
  const { data } = await http.post(pathWithId(p.documents, id), request);
  return bundleDocumentsResponseSchema.parse(data);
}

export async function getBundleRows(id: string, request: BundleRowsRequest): Promise<BundleRowsResponse> {
  const { data } = await http.post(pathWithId(p.importRows, id), request);
  return bundleRowsResponseSchema.parse(data);
}

/** multipart/form-data with the .xlsx; 202 — the rows are checked by a job (the bundle's `import`). */
export async function uploadBundleFile(id: string, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post(pathWithId(p.importFile, id), form, {
    timeout: 600_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.((event.loaded / event.total) * 100);
    },
  });
  return bundleSchema.parse(data);
}

/** 202: the documents of the rows without errors are made by a job (the bundle's `generation`). */
export async function generateBundleDocuments(id: string): Promise<Bundle> {
  const { data } = await http.post(pathWithId(p.generateDocuments, id), {});
  return bundleSchema.parse(data);
}

export type SavedFile = { blob: Blob; name: string };

/** A file of the bundle with the session (no plain href): the refusal keeps the server's Russian message. */
export async function getBundleFile(
  path: string,
  id: string,
  fallbackName: string,
  params?: Record<string, number>,
): Promise<SavedFile> {
  const response = await http
    .get<Blob>(pathWithId(path, id), { responseType: 'blob', timeout: 600_000, ...(params ? { params } : {}) })
    .catch(rethrowWithBlobErrorBody);
  return { blob: response.data, name: fileNameOf(response.headers['content-disposition'] as string, fallbackName) };
}

/** «Скачать шаблон»: the .xlsx made from the bundle's template, a column per field. */
export const getBundleImportTemplate = (id: string) => getBundleFile(p.importFile, id, 'Пакет документов.xlsx');
/** «Скачать файл с ошибками»: the file's rows with the «Ошибка» column. */
export const getBundleErrorReport = (id: string) => getBundleFile(p.errorReport, id, 'Ошибки пакета.xlsx');

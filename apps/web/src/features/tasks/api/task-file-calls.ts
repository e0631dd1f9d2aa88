/**
 * A task's files (apiPaths.taskFiles): the list, an upload with its progress, a download with the session (a
 * Blob saved under the server's name — never a token in an address) and a removal. The same calls serve the
 * company (the brief) and the contractor (their result); only the cache key differs by side.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  type TaskFile,
  type TaskFilesResponse,
  taskFileSchema,
  taskFilesResponseSchema,
} from '@vyplaty/contracts';
import { fileNameOf, http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type TaskFileSide = 'company' | 'contractor';

const p = apiPaths.taskFiles;
const listPath = (taskId: string) => p.list.replace(':id', encodeURIComponent(taskId));
const uploadPath = (taskId: string) => p.upload.replace(':id', encodeURIComponent(taskId));
const onePath = (taskId: string, fileId: string) =>
  p.one.replace(':id', encodeURIComponent(taskId)).replace(':fileId', encodeURIComponent(fileId));

const filesKey = (side: TaskFileSide, taskId: string) =>
  side === 'company' ? queryKeys.tasks.files(taskId) : queryKeys.employeeTasks.files(taskId);

export async function getTaskFiles(taskId: string): Promise<TaskFilesResponse> {
  const { data } = await http.get(listPath(taskId));
  return taskFilesResponseSchema.parse(data);
}

export async function uploadTaskFile(taskId: string, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  // 20 MB from a phone on a slow line takes minutes, far past the default timeout.
  const { data } = await http.post(uploadPath(taskId), form, {
    timeout: 600_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.((event.loaded / event.total) * 100);
    },
  });
  return taskFileSchema.parse(data);
}

/** The file's bytes with its name from Content-Disposition; a refusal keeps the server's Russian message. */
export async function downloadTaskFile(taskId: string, file: TaskFile): Promise<{ blob: Blob; name: string }> {
  const response = await http
    .get<Blob>(onePath(taskId, file.id), { responseType: 'blob', timeout: 600_000 })
    .catch(rethrowWithBlobErrorBody);
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, name: fileNameOf(disposition, file.name) };
}

export async function deleteTaskFile(taskId: string, fileId: string): Promise<void> {
  await http.delete(onePath(taskId, fileId));
}

export const useTaskFiles = (side: TaskFileSide, taskId: string) =>
  useQuery({ queryKey: filesKey(side, taskId), queryFn: () => getTaskFiles(taskId) });

/** After a change: the files, and the company's history of the task (an upload or removal is an event there). */
function useRefresh(side: TaskFileSide, taskId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: filesKey(side, taskId) }),
      side === 'company' ? queryClient.invalidateQueries({ queryKey: queryKeys.tasks.history(taskId) }) : undefined,
    ]);
}

export function useUploadTaskFile(side: TaskFileSide, taskId: string, onProgress: (percent: number) => void) {
  const refresh = useRefresh(side, taskId);
  return useMutation({ mutationFn: (file: File) => uploadTaskFile(taskId, file, onProgress), onSuccess: refresh });
}

export function useDeleteTaskFile(side: TaskFileSide, taskId: string) {
  const refresh = useRefresh(side, taskId);
  return useMutation({ mutationFn: (fileId: string) => deleteTaskFile(taskId, fileId), onSuccess: refresh });
}

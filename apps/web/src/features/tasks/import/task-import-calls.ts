/** The calls of tasks from Excel: upload, the import's state (polled), the files, create and invite. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  pathWithId,
  type TaskImport,
  type TaskImportCreateResponse,
  type TaskImportInviteResponse,
  taskImportCreateResponseSchema,
  taskImportInviteResponseSchema,
  taskImportSchema,
} from '@vyplaty/contracts';
import { http, rethrowWithBlobErrorBody } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const p = apiPaths.taskImport;
export const TASK_IMPORT_POLL_MS = 1000;

/** Which file: the company's tasks, or the contractors of one task. */
export type TaskImportTarget = { kind: 'TASKS' } | { kind: 'CONTRACTORS'; taskId: string };

/** Multipart, field «file»; the check runs in the background (the answer is NEW). */
export async function uploadTaskImport(target: TaskImportTarget, file: File): Promise<TaskImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = target.kind === 'TASKS' ? p.upload : pathWithId(p.employeeUpload, target.taskId);
  const { data } = await http.post(path, form, { timeout: 120_000 });
  return taskImportSchema.parse(data);
}

export const useUploadTaskImport = (target: TaskImportTarget) =>
  useMutation({ mutationFn: (file: File) => uploadTaskImport(target, file) });

export async function getTaskImport(id: string): Promise<TaskImport> {
  const { data } = await http.get(pathWithId(p.one, id));
  return taskImportSchema.parse(data);
}

/** Create's job runs: claimed (applied_count set) and not ended (applied_at empty). */
export const isCreating = (data: TaskImport | undefined) =>
  data?.kind === 'TASKS' && data.applied_count !== null && data.applied_at === null;

const running = (data: TaskImport | undefined) =>
  data?.status === 'NEW' || data?.status === 'IN_PROGRESS' || isCreating(data);

/** The import, polled while its check or its create job runs. */
export const taskImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.taskImport.one(id),
    queryFn: () => getTaskImport(id),
    refetchInterval: (query) => (running(query.state.data) ? TASK_IMPORT_POLL_MS : false),
  });

export const useTaskImport = (id: string | null) =>
  useQuery({ ...taskImportQueryOptions(id ?? ''), enabled: id !== null });

async function downloadBlob(path: string): Promise<Blob> {
  const { data } = await http.get<Blob>(path, { responseType: 'blob' }).catch(rethrowWithBlobErrorBody);
  return data;
}

export const downloadTaskImportTemplate = (target: TaskImportTarget) =>
  downloadBlob(target.kind === 'TASKS' ? p.template : p.employeeTemplate);

export const downloadTaskImportErrorFile = (id: string) => downloadBlob(pathWithId(p.errorFile, id));

export async function createTasksFromImport(importId: string): Promise<TaskImportCreateResponse> {
  const { data } = await http.post(p.create, { import_id: importId });
  return taskImportCreateResponseSchema.parse(data);
}

export async function inviteFromImport(taskId: string, importId: string): Promise<TaskImportInviteResponse> {
  const { data } = await http.post(pathWithId(p.employeeInvite, taskId), { import_id: importId });
  return taskImportInviteResponseSchema.parse(data);
}

/**
 * Create (tasks: 202, the job's progress is then polled on the import) or invite (a task's contractors,
 * inside the request); the tasks' lists and the task are refreshed (again when the create job ends).
 */
export function useApplyTaskImport(target: TaskImportTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string): Promise<TaskImportCreateResponse | TaskImportInviteResponse> =>
      target.kind === 'TASKS' ? createTasksFromImport(importId) : inviteFromImport(target.taskId, importId),
    onSuccess: (data, importId) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
      if ('id' in data) queryClient.setQueryData(queryKeys.taskImport.one(importId), data);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.taskImport.one(importId) });
    },
  });
}

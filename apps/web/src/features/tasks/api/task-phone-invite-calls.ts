/**
 * A task's invites by phone and its contractors who left (docs/decisions/tasks.md «Inviting by phone»,
 * «Contractors who left»): the calls and their queries. Both are cached under the task's contractors
 * (`queryKeys.tasks.pairs`), so every company move that refreshes the task refreshes them too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type TaskDisconnectedListRequest,
  type TaskDisconnectedListResponse,
  type TaskPhoneInviteCancelResponse,
  type TaskPhoneInviteListResponse,
  type TaskPhoneInviteRequest,
  type TaskPhoneInviteResponse,
  taskDisconnectedListResponseSchema,
  taskPhoneInviteCancelResponseSchema,
  taskPhoneInviteListResponseSchema,
  taskPhoneInviteResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { taskPath } from './task-calls';

const p = apiPaths.taskPhoneInvites;

export async function getTaskPhoneInvites(id: string): Promise<TaskPhoneInviteListResponse> {
  const { data } = await http.get(taskPath(p.list, id));
  return taskPhoneInviteListResponseSchema.parse(data);
}

/** Each row answered: onto the task, invite sent, already waiting, or refused with the reason. */
export async function invitePhonesToTask(
  id: string,
  request: TaskPhoneInviteRequest,
): Promise<TaskPhoneInviteResponse> {
  const { data } = await http.post(taskPath(p.create, id), request);
  return taskPhoneInviteResponseSchema.parse(data);
}

/** The task invite canceled; the company's invite by SMS stays (the answer's message says so). */
export async function cancelTaskPhoneInvite(id: string, inviteId: string): Promise<TaskPhoneInviteCancelResponse> {
  const { data } = await http.delete(taskPath(p.cancel, id).replace(':inviteId', encodeURIComponent(inviteId)));
  return taskPhoneInviteCancelResponseSchema.parse(data);
}

export async function getDisconnectedContractors(
  id: string,
  request: TaskDisconnectedListRequest,
): Promise<TaskDisconnectedListResponse> {
  const { data } = await http.post(taskPath(apiPaths.tasks.disconnectedEmployees, id), request);
  return taskDisconnectedListResponseSchema.parse(data);
}

export const useTaskPhoneInvites = (id: string) =>
  useQuery({
    queryKey: queryKeys.tasks.pairs(id, { phone_invites: true }),
    queryFn: () => getTaskPhoneInvites(id),
  });

export const useDisconnectedContractors = (id: string, request: TaskDisconnectedListRequest) =>
  useQuery({
    queryKey: queryKeys.tasks.pairs(id, { disconnected: request }),
    queryFn: () => getDisconnectedContractors(id, request),
    placeholderData: keepPreviousData,
  });

/** «+7 999 ***-**-12»: enough to tell the company's people apart on screen, not the whole number. */
export function maskPhone(phone: string): string {
  const m = /^\+7(\d{3})\d{5}(\d{2})$/.exec(phone);
  return m ? `+7 ${m[1]} ***-**-${m[2]}` : phone;
}

/**
 * Accepted work paid later or on its own (docs/decisions/tasks.md «From acceptance to money»): the work ready to
 * be paid in a registry, the registries made of the chosen work, and one pair's work paid alone (a money call:
 * Idempotency-Key).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type Task,
  type TaskRegistryRequest,
  type TaskRegistryResponse,
  type TaskWorkToPay,
  type TaskWorkToPayRequest,
  type TaskWorkToPayResponse,
  taskRegistryResponseSchema,
  taskSchema,
  taskWorkToPayResponseSchema,
} from '@vyplaty/contracts';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { taskPath } from './task-calls';

const p = apiPaths.tasks;

export async function getWorkToPay(request: TaskWorkToPayRequest): Promise<TaskWorkToPayResponse> {
  const { data } = await http.post(p.workToPay, request);
  return taskWorkToPayResponseSchema.parse(data);
}

/** The chosen work put in registries (one per kind); all or nothing — a 409 names the work no longer ready. */
export async function createWorkRegistries(request: TaskRegistryRequest): Promise<TaskRegistryResponse> {
  const { data } = await http.post(p.workToPayRegistry, request);
  return taskRegistryResponseSchema.parse(data);
}

/** One pair's accepted work paid on its own: a new payout with the same act. */
export async function repayWork(taskId: string, employeeId: string, idempotencyKey: string): Promise<Task> {
  const { data } = await http.post(
    taskPath(p.repay, taskId),
    { employee_id: employeeId },
    { headers: idempotencyHeaders(idempotencyKey) },
  );
  return taskSchema.parse(data);
}

/** Under the tasks' key, so every move on a task (accepting, repaying, a registry made) asks it again. */
export const workToPayKey = (request: TaskWorkToPayRequest) =>
  [...queryKeys.tasks.all, 'work-to-pay', request] as const;

export const useWorkToPay = (request: TaskWorkToPayRequest) =>
  useQuery({
    queryKey: workToPayKey(request),
    queryFn: () => getWorkToPay(request),
    placeholderData: keepPreviousData,
  });

/** A work's pair: what the registry call takes, and the key of the dialog's choice. */
export const pairOf = (work: TaskWorkToPay) => ({ task_id: work.task.id, employee_id: work.employee.id });
export const workKey = (work: TaskWorkToPay) => `${work.task.id}:${work.employee.id}`;

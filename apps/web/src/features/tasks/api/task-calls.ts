import {
  apiPaths,
  type EmployeeTask,
  employeeTaskListResponseSchema,
  employeeTaskSchema,
  type Service,
  type ServiceInput,
  serviceSchema,
  servicesResponseSchema,
  serviceUnitsResponseSchema,
  type Task,
  type TaskAudience,
  type TaskEmployeeOwnAction,
  type TaskInput,
  type TaskListRequest,
  type TaskListResponse,
  type TaskPairListRequest,
  type TaskUserActionRequest,
  taskHistoryResponseSchema,
  taskListResponseSchema,
  taskPairListResponseSchema,
  taskSchema,
} from '@vyplaty/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { idempotencyHeaders } from '../../../lib/idempotency-key';

const p = apiPaths.tasks;

/** Fills `:id` of a tasks path. */
export const taskPath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export type TaskHistory = z.infer<typeof taskHistoryResponseSchema>;
export type TaskPairList = z.infer<typeof taskPairListResponseSchema>;
export type EmployeeTaskList = z.infer<typeof employeeTaskListResponseSchema>;

/** The company's catalogue of services: a task is for one of them (its name is the act's subject). */
export async function getServices(): Promise<Service[]> {
  const { data } = await http.get(apiPaths.services.list);
  return servicesResponseSchema.parse(data).items;
}

/** The units a service is counted in: the platform's (услуга, час, шт., день, месяц) and the company's. */
export async function getServiceUnits(): Promise<Service['unit'][]> {
  const { data } = await http.get(apiPaths.services.units);
  return serviceUnitsResponseSchema.parse(data).items;
}

/** A new service of the catalogue (its name is unique in the company: a 409 names the field). */
export async function createService(input: ServiceInput): Promise<Service> {
  const { data } = await http.post(apiPaths.services.one, input);
  return serviceSchema.parse(data);
}

export async function getTasks(request: TaskListRequest): Promise<TaskListResponse> {
  const { data } = await http.post(p.list, request);
  return taskListResponseSchema.parse(data);
}

export async function getTask(id: string): Promise<Task> {
  const { data } = await http.get(taskPath(p.one, id));
  return taskSchema.parse(data);
}

export async function createTask(input: TaskInput): Promise<Task> {
  const { data } = await http.post(p.create, input);
  return taskSchema.parse(data);
}

export async function updateTask(id: string, input: TaskInput): Promise<Task> {
  const { data } = await http.put(taskPath(p.one, id), input);
  return taskSchema.parse(data);
}

export async function deleteTask(id: string): Promise<void> {
  await http.delete(taskPath(p.one, id));
}

/** A company's move on the task answering the task as it now is (publish, cancel, copy → the new draft, completed). */
async function act(path: string, id: string, body: object = {}, idempotencyKey?: string): Promise<Task> {
  const config = idempotencyKey ? { headers: idempotencyHeaders(idempotencyKey) } : undefined;
  const { data } = await http.post(taskPath(path, id), body, config);
  return taskSchema.parse(data);
}

export const publishTask = (id: string, audience: TaskAudience) => act(p.publish, id, { audience });
export const cancelTask = (id: string, reason: string) => act(p.cancel, id, { reason });
export const copyTask = (id: string) => act(p.copy, id);
export const completeTask = (id: string) => act(p.completed, id);
/** Moves on contractors; accepting work (WAIT_PAYOUT) reserves money, so it carries an Idempotency-Key. */
export const actOnContractors = (id: string, request: TaskUserActionRequest, idempotencyKey?: string) =>
  act(p.userAction, id, request, idempotencyKey);

export async function getTaskPairs(id: string, request: TaskPairListRequest): Promise<TaskPairList> {
  const { data } = await http.post(taskPath(p.employees, id), request);
  return taskPairListResponseSchema.parse(data);
}

export async function getTaskHistory(id: string): Promise<TaskHistory> {
  const { data } = await http.get(taskPath(p.history, id));
  return taskHistoryResponseSchema.parse(data);
}

export async function getEmployeeTasks(request: TaskListRequest): Promise<EmployeeTaskList> {
  const { data } = await http.post(p.employeeList, request);
  return employeeTaskListResponseSchema.parse(data);
}

export async function getEmployeeTask(id: string): Promise<EmployeeTask> {
  const { data } = await http.get(taskPath(p.employeeOne, id));
  return employeeTaskSchema.parse(data);
}

/** The contractor's own moves, each answering the task as the contractor now sees it. */
async function employeeAct(path: string, id: string, body: object): Promise<EmployeeTask> {
  const { data } = await http.post(taskPath(path, id), body);
  return employeeTaskSchema.parse(data);
}

export const answerTask = (id: string, action: TaskEmployeeOwnAction, comment?: string) =>
  employeeAct(p.employeeAction, id, comment ? { action, comment } : { action });
export const startTask = (id: string) => employeeAct(p.inProgress, id, {});
export const handOverTask = (id: string, comment?: string) => employeeAct(p.done, id, comment ? { comment } : {});

import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmployeeTask,
  Task,
  TaskListRequest,
  TaskListResponse,
  TaskPairListRequest,
  TaskPairListResponse,
} from '@vyplaty/contracts';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import {
  type EmployeeTaskList,
  getEmployeeTask,
  getEmployeeTasks,
  getServices,
  getServiceUnits,
  getTask,
  getTaskHistory,
  getTaskPairs,
  getTasks,
} from './task-calls';

export const useTaskServices = () =>
  useQuery({ queryKey: queryKeys.tasks.services, queryFn: getServices, staleTime: 5 * 60_000 });

export const useServiceUnits = () =>
  useQuery({ queryKey: queryKeys.tasks.serviceUnits, queryFn: getServiceUnits, staleTime: 5 * 60_000 });

/** A page of the company's tasks; the next page goes with the previous page's cursor when it is cached (lists.md). */
export const tasksQueryOptions = (request: TaskListRequest) =>
  queryOptions({
    queryKey: queryKeys.tasks.list(request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1
          ? client.getQueryData<TaskListResponse>(queryKeys.tasks.list({ ...request, page: page - 1 }))
          : undefined;
      return getTasks(previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    placeholderData: keepPreviousData,
  });

export const useTasks = (request: TaskListRequest) => useQuery(tasksQueryOptions(request));

/**
 * While accepted work waits for its money (a pair WAIT_PAYOUT), the task and its contractors are asked again every
 * few seconds: the payout moves at the bank, the pair and the task complete on their own, and the page follows —
 * the task's status and counts and the pairs' rows never tell two different moments.
 */
export const TASK_MONEY_POLL_MS = 4000;
const moneyInFlight = (task: Task | undefined) => (task?.pairs.WAIT_PAYOUT ?? 0) > 0;
const pairsInFlight = (list: TaskPairListResponse | undefined) =>
  list?.items.some((p) => p.status === 'WAIT_PAYOUT' && p.payout?.wait_status !== 'ERROR') ?? false;

export const useTask = (id: string) =>
  useQuery({
    queryKey: queryKeys.tasks.one(id),
    queryFn: () => getTask(id),
    refetchInterval: (query) => (moneyInFlight(query.state.data) ? TASK_MONEY_POLL_MS : false),
  });

export const useTaskPairs = (id: string, request: TaskPairListRequest) =>
  useQuery({
    queryKey: queryKeys.tasks.pairs(id, request),
    queryFn: () => getTaskPairs(id, request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (pairsInFlight(query.state.data) ? TASK_MONEY_POLL_MS : false),
  });

export const useTaskHistory = (id: string) =>
  useQuery({ queryKey: queryKeys.tasks.history(id), queryFn: () => getTaskHistory(id) });

export const employeeTasksQueryOptions = (request: TaskListRequest) =>
  queryOptions({
    queryKey: queryKeys.employeeTasks.list(request),
    queryFn: ({ client }) => {
      const page = request.page ?? 1;
      const previous =
        page > 1
          ? client.getQueryData<EmployeeTaskList>(queryKeys.employeeTasks.list({ ...request, page: page - 1 }))
          : undefined;
      return getEmployeeTasks(previous?.next_cursor ? { ...request, after: previous.next_cursor } : request);
    },
    placeholderData: keepPreviousData,
  });

export const useEmployeeTasks = (request: TaskListRequest) => useQuery(employeeTasksQueryOptions(request));

/** The contractor's own accepted work waiting for its money is followed the same way. */
const ownMoneyInFlight = (task: EmployeeTask | undefined) =>
  task?.my?.status === 'WAIT_PAYOUT' && task.my.payout?.wait_status !== 'ERROR';

export const useEmployeeTask = (id: string) =>
  useQuery({
    queryKey: queryKeys.employeeTasks.one(id),
    queryFn: () => getEmployeeTask(id),
    refetchInterval: (query) => (ownMoneyInFlight(query.state.data) ? TASK_MONEY_POLL_MS : false),
  });

/** After a company's move: the fresh task in place at once, its lists, contractors and history asked again. */
export function useTaskChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (task?: Task) => {
      if (task) queryClient.setQueryData(queryKeys.tasks.one(task.id), task);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
    },
    [queryClient],
  );
}

/** After the contractor's move: the task as they now see it, and their lists asked again. */
export function useEmployeeTaskChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (task: EmployeeTask) => {
      queryClient.setQueryData(queryKeys.employeeTasks.one(task.id), task);
      void queryClient.invalidateQueries({ queryKey: queryKeys.employeeTasks.all });
    },
    [queryClient],
  );
}

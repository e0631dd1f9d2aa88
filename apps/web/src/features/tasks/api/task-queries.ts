import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeTask, Task, TaskListRequest, TaskListResponse, TaskPairListRequest } from '@vyplaty/contracts';
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

export const useTask = (id: string) => useQuery({ queryKey: queryKeys.tasks.one(id), queryFn: () => getTask(id) });

export const useTaskPairs = (id: string, request: TaskPairListRequest) =>
  useQuery({
    queryKey: queryKeys.tasks.pairs(id, request),
    queryFn: () => getTaskPairs(id, request),
    placeholderData: keepPreviousData,
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

export const useEmployeeTask = (id: string) =>
  useQuery({ queryKey: queryKeys.employeeTasks.one(id), queryFn: () => getEmployeeTask(id) });

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

// size: every call of SPEC §7 Tasks, User task(s) and Employee task(s) in one table of routes
/** Tasks (SPEC §7 Tasks): the company's calls and the contractor's, one row a call, thin over the services. */
import {
  apiPaths,
  employeeTaskListResponseSchema,
  employeeTaskSchema,
  errorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  taskCancelRequestSchema,
  taskDisconnectedListRequestSchema,
  taskDisconnectedListResponseSchema,
  taskEmployeeActionRequestSchema,
  taskHistoryResponseSchema,
  taskInputSchema,
  taskListRequestSchema,
  taskListResponseSchema,
  taskPairListRequestSchema,
  taskPairListResponseSchema,
  taskPublishRequestSchema,
  taskSchema,
  taskUserActionRequestSchema,
  taskWorkRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { tableRoute } from '../../http/route-table.js';
import { isUuid } from '../../lib/ids.js';
import { requireIdempotencyKey, withIdempotency } from '../idempotency/index.js';
import { listDisconnectedContractors } from './task-disconnected.service.js';
import { cancelTask, completeTask, publishTask } from './task-lifecycle.service.js';
import { acceptAndPay, actOnContractors, listTaskPairs } from './task-pairs.service.js';
import { getEmployeeTask, getTaskHistory, listCompanyTasks, listEmployeeTasks } from './task-read.service.js';
import { answerTask, handOverWork, startWork } from './task-work.service.js';
import {
  companyOf,
  copyTask,
  createTask,
  deleteDraftTask,
  getTask,
  taskNotFound,
  updateDraftTask,
} from './tasks.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moveErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: z.string().describe('id задания') });
const p = apiPaths.tasks;
/** Only WAIT_PAYOUT (accepting pays) needs the key; the other moves of the same call move no money. */
const optionalIdempotencyKey = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .describe('Ключ идемпотентности (UUID): обязателен для WAIT_PAYOUT — повтор с тем же ключом вернёт тот же ответ'),
});

/** A malformed id answers like an unknown one. */
const idOf = (req: { params: { id: string } }) => {
  if (!isUuid(req.params.id)) throw taskNotFound();
  return req.params.id;
};

export const tasksRoutes = [
  tableRoute({
    method: 'POST',
    url: p.create,
    status: 201,
    schema: { summary: 'Создать задание (черновик)', body: taskInputSchema, response: { 201: taskSchema, ...errors } },
    run: (ctx, req) => createTask(ctx, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.one,
    schema: { summary: 'Задание компании', params, response: { 200: taskSchema, ...errors } },
    run: (ctx, req) => getTask(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'PUT',
    url: p.one,
    schema: {
      summary: 'Изменить черновик задания',
      params,
      body: taskInputSchema,
      response: { 200: taskSchema, ...moveErrors },
    },
    run: (ctx, req) => updateDraftTask(ctx, idOf(req), req.body),
  }),
  tableRoute({
    method: 'DELETE',
    url: p.one,
    status: 204,
    schema: { summary: 'Удалить черновик задания', params, response: { 204: z.null(), ...moveErrors } },
    run: (ctx, req) => deleteDraftTask(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.list,
    schema: {
      summary: 'Задания компании',
      description: 'Сортировка NAME, PERIOD, START_TIME, ADDED_AT; фильтры scope, status, период, поиск; курсор after.',
      body: taskListRequestSchema,
      response: { 200: taskListResponseSchema, ...errors },
    },
    run: (ctx, req) => listCompanyTasks(ctx, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.publish,
    schema: {
      summary: 'Опубликовать задание',
      params,
      body: taskPublishRequestSchema,
      response: { 200: taskSchema, ...moveErrors },
    },
    run: (ctx, req) => publishTask(ctx, idOf(req), req.body.audience),
  }),
  tableRoute({
    method: 'POST',
    url: p.cancel,
    schema: {
      summary: 'Отменить задание',
      params,
      body: taskCancelRequestSchema,
      response: { 200: taskSchema, ...moveErrors },
    },
    run: (ctx, req) => cancelTask(ctx, idOf(req), req.body.reason),
  }),
  tableRoute({
    method: 'POST',
    url: p.copy,
    status: 201,
    schema: { summary: 'Копия задания (новый черновик)', params, response: { 201: taskSchema, ...errors } },
    run: (ctx, req) => copyTask(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.completed,
    schema: { summary: 'Завершить приём работ по заданию', params, response: { 200: taskSchema, ...moveErrors } },
    run: (ctx, req) => completeTask(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.employees,
    schema: {
      summary: 'Исполнители задания',
      params,
      body: taskPairListRequestSchema,
      response: { 200: taskPairListResponseSchema, ...errors },
    },
    run: (ctx, req) => listTaskPairs(ctx, idOf(req), req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.disconnectedEmployees,
    schema: {
      summary: 'Выбывшие исполнители задания',
      description: 'Отказавшиеся от задания и отключённые от компании: когда и почему. Сортировка LEFT_AT, FIO.',
      params,
      body: taskDisconnectedListRequestSchema,
      response: { 200: taskDisconnectedListResponseSchema, ...errors },
    },
    run: (ctx, req) => listDisconnectedContractors(ctx, idOf(req), req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.userAction,
    schema: {
      summary: 'Действие компании с исполнителями задания',
      description:
        'INVITE, CONFIRM, CANCEL, WAIT_PAYOUT (принять и оплатить: каждому исполнителю своя выплата и акт на подпись ' +
        'обеим сторонам; заголовок Idempotency-Key обязателен), IN_PROGRESS (вернуть с комментарием). Всё или ничего.',
      params,
      body: taskUserActionRequestSchema,
      headers: optionalIdempotencyKey,
      response: { 200: taskSchema, ...moveErrors, 422: errorBodySchema },
    },
    run: async (ctx, req, reply) => {
      const id = idOf(req);
      if (req.body.action !== 'WAIT_PAYOUT') return actOnContractors(ctx, id, req.body);
      // Accepting pays (task-payout.service.ts): a money call, once per Idempotency-Key.
      await requireIdempotencyKey(req);
      return withIdempotency(req, reply, ctx, companyOf(ctx), (txCtx) => acceptAndPay(txCtx, id, req.body));
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeAction,
    schema: {
      summary: 'Ответ исполнителя: отклик, согласие, отказ',
      params,
      body: taskEmployeeActionRequestSchema,
      response: { 200: employeeTaskSchema, ...moveErrors },
    },
    run: (ctx, req) => answerTask(ctx, idOf(req), req.body.action, req.body.comment),
  }),
  tableRoute({
    method: 'POST',
    url: p.inProgress,
    schema: {
      summary: 'Исполнитель приступил к работе',
      params,
      body: taskWorkRequestSchema,
      response: { 200: employeeTaskSchema, ...moveErrors },
    },
    run: (ctx, req) => startWork(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.done,
    schema: {
      summary: 'Исполнитель сдал работу',
      params,
      body: taskWorkRequestSchema,
      response: { 200: employeeTaskSchema, ...moveErrors },
    },
    run: (ctx, req) => handOverWork(ctx, idOf(req), req.body.comment),
  }),
  tableRoute({
    method: 'GET',
    url: p.history,
    schema: { summary: 'История задания', params, response: { 200: taskHistoryResponseSchema, ...errors } },
    run: (ctx, req) => getTaskHistory(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeList,
    schema: {
      summary: 'Задания исполнителя',
      body: taskListRequestSchema,
      response: { 200: employeeTaskListResponseSchema, ...errors },
    },
    run: (ctx, req) => listEmployeeTasks(ctx, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.employeeOne,
    schema: { summary: 'Задание исполнителя', params, response: { 200: employeeTaskSchema, ...errors } },
    run: (ctx, req) => getEmployeeTask(ctx, idOf(req)),
  }),
];

/** A task's invites by phone (docs/decisions/tasks.md «Inviting by phone»): list, invite, cancel; thin over the service. */
import {
  apiPaths,
  errorBodySchema,
  taskPhoneInviteCancelResponseSchema,
  taskPhoneInviteListResponseSchema,
  taskPhoneInviteRequestSchema,
  taskPhoneInviteResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { type TableRoute, tableRoute } from '../../http/route-table.js';
import { isUuid } from '../../lib/ids.js';
import { cancelTaskPhoneInvite, invitePhonesToTask, listTaskPhoneInvites } from './task-phone-invites.service.js';
import { taskNotFound } from './tasks.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moveErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: z.string().describe('id задания') });
const p = apiPaths.taskPhoneInvites;

/** A malformed id answers like an unknown one. */
const idOf = (req: { params: { id: string } }) => {
  if (!isUuid(req.params.id)) throw taskNotFound();
  return req.params.id;
};

export const taskPhoneInviteRoutes: TableRoute[] = [
  tableRoute({
    method: 'GET',
    url: p.list,
    schema: {
      summary: 'Приглашения в задание по телефону',
      params,
      response: { 200: taskPhoneInviteListResponseSchema, ...errors },
    },
    run: (ctx, req) => listTaskPhoneInvites(ctx, idOf(req)),
  }),
  tableRoute({
    method: 'POST',
    url: p.create,
    schema: {
      summary: 'Пригласить в задание по телефону',
      description:
        'До 100 телефонов. Исполнитель компании сразу приглашается в задание; остальным уходит приглашение в ' +
        'компанию по СМС, и они попадут в задание, когда примут его. Ответ — по каждой строке.',
      params,
      body: taskPhoneInviteRequestSchema,
      response: { 200: taskPhoneInviteResponseSchema, ...moveErrors },
    },
    run: (ctx, req) => invitePhonesToTask(ctx, idOf(req), req.body),
  }),
  tableRoute({
    method: 'DELETE',
    url: p.cancel,
    schema: {
      summary: 'Отменить приглашение в задание по телефону',
      description: 'Приглашение в компанию по СМС остаётся в силе.',
      params: z.object({ id: z.string().describe('id задания'), inviteId: z.string().describe('id приглашения') }),
      response: { 200: taskPhoneInviteCancelResponseSchema, ...moveErrors },
    },
    run: (ctx, req) => cancelTaskPhoneInvite(ctx, idOf(req), req.params.inviteId),
  }),
];

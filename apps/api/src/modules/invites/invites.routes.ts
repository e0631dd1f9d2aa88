/** SPEC §7 `invite…` and `/invites`: the company's invites of contractors (role user), and the public link call. */
import {
  apiPaths,
  disconnectedEmployeeListRequestSchema,
  disconnectedEmployeeListResponseSchema,
  errorBodySchema,
  inviteLinkRequestSchema,
  inviteLinkResponseSchema,
  inviteListRequestSchema,
  inviteListResponseSchema,
  invitePersonSchema,
  inviteRequestSchema,
  inviteSchema,
  inviteSendSmsRequestSchema,
  inviteSendSmsResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor, contextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { findDisconnectedEmployees, findInviteByLink, resendInviteSms } from './invite-sms.service.js';
import {
  cancelInvitePerson,
  createInvite,
  deleteInvite,
  findInvite,
  findInvitePeople,
  findInvites,
  publishInvite,
  rejectInvite,
  updateInvite,
} from './invites.service.js';

const tags = ['Приглашения'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const stateErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: z.string().describe('id приглашения') });

export const inviteRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.invites.list,
    {
      schema: {
        tags,
        summary: 'Приглашения компании: по странице, фильтр по статусу, сортировка по дате добавления',
        querystring: inviteListRequestSchema,
        response: { 200: inviteListResponseSchema, ...errors },
      },
    },
    async (req) => findInvites(actorContextFor(ctx, req), req.query),
  );

  app.post(
    apiPaths.invites.create,
    {
      schema: {
        tags,
        summary: 'Создать приглашение',
        description:
          'Каждый человек — по телефону и/или ИНН (хотя бы одно). publish: true сразу публикует приглашение и ' +
          'отправляет СМС со ссылкой. Исполнителя, уже работающего с компанией, пригласить нельзя (409).',
        body: inviteRequestSchema,
        response: { 201: inviteSchema, ...stateErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await createInvite(actorContextFor(ctx, req), req.body)),
  );

  app.get(
    apiPaths.invites.disconnectedEmployees,
    {
      schema: {
        tags,
        summary: 'Отключённые исполнители компании — их можно пригласить снова',
        querystring: disconnectedEmployeeListRequestSchema,
        response: { 200: disconnectedEmployeeListResponseSchema, ...errors },
      },
    },
    async (req) => findDisconnectedEmployees(actorContextFor(ctx, req), req.query),
  );

  app.get(
    apiPaths.invites.one,
    {
      schema: {
        tags,
        summary: 'Приглашение с людьми и ссылкой (ссылка — только у опубликованного)',
        params,
        response: { 200: inviteSchema, ...errors },
      },
    },
    async (req) => findInvite(actorContextFor(ctx, req), req.params.id),
  );

  app.put(
    apiPaths.invites.one,
    {
      schema: {
        tags,
        summary: 'Изменить черновик приглашения (люди заменяются)',
        params,
        body: inviteRequestSchema,
        response: { 200: inviteSchema, ...stateErrors },
      },
    },
    async (req) => updateInvite(actorContextFor(ctx, req), req.params.id, req.body),
  );

  app.delete(
    apiPaths.invites.one,
    {
      schema: {
        tags,
        summary: 'Удалить черновик приглашения',
        params,
        response: { 204: z.null().describe('Черновик удалён'), ...stateErrors },
      },
    },
    async (req, reply) => {
      await deleteInvite(actorContextFor(ctx, req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    apiPaths.invites.publish,
    {
      schema: {
        tags,
        summary: 'Опубликовать черновик: ссылка начинает работать, СМС уходят всем с телефоном',
        params,
        response: { 200: inviteSchema, ...stateErrors },
      },
    },
    async (req) => publishInvite(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    apiPaths.invites.reject,
    {
      schema: {
        tags,
        summary: 'Отозвать опубликованное приглашение: ссылка перестаёт работать',
        params,
        response: { 200: inviteSchema, ...stateErrors },
      },
    },
    async (req) => rejectInvite(actorContextFor(ctx, req), req.params.id),
  );

  app.get(
    apiPaths.invites.employeesList,
    {
      schema: {
        tags,
        summary: 'Люди приглашения и их действия (INVITE / CANCEL / CONFIRM)',
        params,
        response: { 200: z.object({ items: z.array(invitePersonSchema) }), ...errors },
      },
    },
    async (req) => findInvitePeople(actorContextFor(ctx, req), req.params.id),
  );

  app.delete(
    apiPaths.invites.employee,
    {
      schema: {
        tags,
        summary: 'Отменить приглашение одного человека (CANCEL)',
        params: params.extend({ personId: z.string().describe('id человека в приглашении') }),
        response: { 200: inviteSchema, ...stateErrors },
      },
    },
    async (req) => cancelInvitePerson(actorContextFor(ctx, req), req.params.id, req.params.personId),
  );

  app.post(
    apiPaths.invites.sendSms,
    {
      schema: {
        tags,
        summary: 'Отправить СМС с приглашением ещё раз',
        description:
          'employee_ids — кому (по умолчанию всем с телефоном, кто ещё не ответил). Одному человеку — не чаще ' +
          'раза в минуту и не больше 5 в сутки (429 с Retry-After).',
        params,
        body: inviteSendSmsRequestSchema,
        response: { 200: inviteSendSmsResponseSchema, ...stateErrors, 429: errorBodySchema },
      },
    },
    async (req) => resendInviteSms(actorContextFor(ctx, req), req.params.id, req.body.employee_ids),
  );
};

/**
 * Public: the landing page of an invite link: who invites and as whom; what the company entered for a
 * person only with that person's key from their SMS.
 */
export const inviteLinkRoutes: NonNullable<AppModule['publicRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.invites.link,
    {
      schema: {
        tags,
        summary: 'Что показать по ссылке-приглашению (публичный)',
        description:
          'Токен — в теле, чтобы он не попадал в журналы запросов. Неизвестная, черновая и отозванная ссылки ' +
          'отвечают одинаково: 404. С ключом человека из его СМС (`person`, параметр `p` ссылки) ответ содержит ' +
          'то, что компания указала для него (телефон, ФИО, ИНН), — для заполнения регистрации.',
        body: inviteLinkRequestSchema,
        response: { 200: inviteLinkResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => findInviteByLink(contextFor(ctx, req), req.body),
  );
};

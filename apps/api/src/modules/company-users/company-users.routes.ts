/**
 * The company's users (issue 28, /users): the owner's list, invite, change, block, unblock, remove and resend
 * (behind the session; the route gate lets only an OWNER in), and the invite link's public calls.
 */
import {
  apiPaths,
  companyUserInviteAcceptSchema,
  companyUserInviteInfoSchema,
  companyUserInviteSchema,
  companyUserSchema,
  companyUsersResponseSchema,
  companyUserUpdateSchema,
  errorBodySchema,
  okResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor, contextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import {
  acceptCompanyUserInvite,
  declineCompanyUserInvite,
  getCompanyUserInvite,
} from './company-user-invites.service.js';
import {
  blockCompanyUser,
  inviteCompanyUser,
  listCompanyUsers,
  removeCompanyUser,
  resendCompanyUserInvite,
  unblockCompanyUser,
  updateCompanyUser,
} from './company-users.service.js';

const tags = ['Пользователи компании'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().describe('id пользователя компании') });
/** Any text: a malformed link is the same 404 as an unknown one. */
const tokenParams = z.object({ token: z.string().max(200).describe('токен из ссылки-приглашения') });
const one = { 200: companyUserSchema, ...errors };
const OK = { ok: true as const };

export const companyUserRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  privateRoutes(app, ctx) {
    app.get(
      apiPaths.companyUsers.list,
      {
        schema: {
          tags,
          summary: 'Пользователи компании (только владелец)',
          description: 'Все входы компании, кроме удалённых, в порядке добавления: роль, статус, кто пригласил.',
          response: { 200: companyUsersResponseSchema, ...errors },
        },
      },
      async (req) => listCompanyUsers(actorContextFor(ctx, req)),
    );
    app.post(
      apiPaths.companyUsers.invite,
      {
        schema: {
          tags,
          summary: 'Пригласить пользователя по e-mail с ролью',
          description: 'Письмо со ссылкой, действует 7 дней. Почта любого существующего входа — 409.',
          body: companyUserInviteSchema,
          response: one,
        },
      },
      async (req) => inviteCompanyUser(actorContextFor(ctx, req), req.body),
    );
    app.patch(
      apiPaths.companyUsers.one,
      {
        schema: { tags, summary: 'Изменить роль или имя', params, body: companyUserUpdateSchema, response: one },
      },
      async (req) => updateCompanyUser(actorContextFor(ctx, req), req.params.id, req.body),
    );
    app.post(
      apiPaths.companyUsers.block,
      {
        schema: {
          tags,
          summary: 'Заблокировать (все сеансы завершаются)',
          description: 'Последнего активного владельца заблокировать нельзя — 409.',
          params,
          response: one,
        },
      },
      async (req) => blockCompanyUser(actorContextFor(ctx, req), req.params.id),
    );
    app.post(
      apiPaths.companyUsers.unblock,
      { schema: { tags, summary: 'Разблокировать', params, response: one } },
      async (req) => unblockCompanyUser(actorContextFor(ctx, req), req.params.id),
    );
    app.delete(
      apiPaths.companyUsers.one,
      {
        schema: {
          tags,
          summary: 'Удалить пользователя (приглашение — отозвать)',
          description:
            'Вход больше не работает, сеансы завершаются; в журнале он остаётся. Последнего владельца — 409.',
          params,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (req) => {
        await removeCompanyUser(actorContextFor(ctx, req), req.params.id);
        return OK;
      },
    );
    app.post(
      apiPaths.companyUsers.resendInvite,
      {
        schema: {
          tags,
          summary: 'Отправить приглашение ещё раз',
          description:
            'Новая ссылка на 7 дней; прежняя перестаёт работать. Отклонённое приглашение отправляется снова.',
          params,
          response: one,
        },
      },
      async (req) => resendCompanyUserInvite(actorContextFor(ctx, req), req.params.id),
    );
  },

  publicRoutes(app, ctx) {
    app.get(
      apiPaths.companyUsers.inviteInfo,
      {
        schema: {
          tags,
          summary: 'Приглашение по ссылке: компания, роль, кто пригласил',
          description: 'Неизвестная, использованная, отозванная или истёкшая ссылка — 404.',
          params: tokenParams,
          response: { 200: companyUserInviteInfoSchema, ...errors },
        },
      },
      async (req) => getCompanyUserInvite(contextFor(ctx, req), req.params.token),
    );
    app.post(
      apiPaths.companyUsers.inviteAccept,
      {
        schema: {
          tags,
          summary: 'Принять приглашение: задать пароль',
          description: 'Вход становится активным, e-mail подтверждён; затем человек входит на странице входа.',
          params: tokenParams,
          body: companyUserInviteAcceptSchema,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (req) => {
        await acceptCompanyUserInvite(contextFor(ctx, req), req.params.token, req.body.password);
        return OK;
      },
    );
    app.post(
      apiPaths.companyUsers.inviteDecline,
      {
        schema: {
          tags,
          summary: 'Отклонить приглашение',
          params: tokenParams,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (req) => {
        await declineCompanyUserInvite(contextFor(ctx, req), req.params.token);
        return OK;
      },
    );
  },
};

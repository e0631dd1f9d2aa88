/** The caller's ПЭП (SELF_NEP): any role. Issuing it: agreement → send_code → confirm (DOMAIN.md §6.7). */
import {
  apiPaths,
  confirmSelfNepRequestSchema,
  confirmSelfNepResponseSchema,
  errorBodySchema,
  selfNepAgreementResponseSchema,
  selfNepResponseSchema,
  sendSelfNepCodeRequestSchema,
  sentCodeResponseSchema,
} from '@vyplaty/contracts';
import { actorContextFor, requestMeta } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { confirmSelfNep, getSelfNep, getSelfNepAgreement, sendSelfNepCode } from './self-nep-issue.service.js';

const tags = ['Простая электронная подпись'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const selfNepRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.selfNep.current,
    {
      schema: {
        tags,
        summary: 'Действующая ПЭП или null',
        response: { 200: selfNepResponseSchema, 401: errorBodySchema },
      },
    },
    async (req) => getSelfNep(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.selfNep.agreement,
    {
      schema: {
        tags,
        summary: 'Соглашение о ПЭП для прочтения (создаётся один раз) и доступные каналы кода',
        description:
          'SMS — если у учётной записи есть телефон, EMAIL — если есть e-mail (подтверждать его не нужно: код доказывает доступ к ящику).',
        response: { 200: selfNepAgreementResponseSchema, 401: errorBodySchema },
      },
    },
    async (req) => getSelfNepAgreement(actorContextFor(ctx, req)),
  );

  app.post(
    apiPaths.selfNep.sendCode,
    {
      schema: {
        tags,
        summary: 'Отправить код подтверждения соглашения о ПЭП',
        description: '6 цифр, 10 минут, 5 попыток; новый код — не чаще раза в минуту и не больше 10 в час.',
        body: sendSelfNepCodeRequestSchema,
        response: { 200: sentCodeResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (req) => sendSelfNepCode(actorContextFor(ctx, req), req.body),
  );

  app.post(
    apiPaths.selfNep.confirm,
    {
      schema: {
        tags,
        summary: 'Подтвердить код: выпускается ПЭП и подписывается соглашение о ПЭП',
        body: confirmSelfNepRequestSchema,
        response: { 200: confirmSelfNepResponseSchema, ...errors },
      },
    },
    async (req) => confirmSelfNep(actorContextFor(ctx, req), { ...req.body, meta: requestMeta(req) }),
  );
};

/** SPEC §7 Bank: `one_c_direct_bank` login, login_otp, logout (and the state, GET) — role user only. */
import {
  apiPaths,
  directBankLoginOtpRequestSchema,
  directBankLoginRequestSchema,
  directBankSessionSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import {
  confirmDirectBankOtp,
  getDirectBankSession,
  loginDirectBank,
  logoutDirectBank,
} from './direct-bank.service.js';

const tags = ['1С:ДиректБанк'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

export const directBankRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  const paths = apiPaths.oneCDirectBank;

  app.get(
    paths.session,
    {
      schema: {
        tags,
        summary: 'Состояние входа в банк компании через 1С:ДиректБанк',
        response: { 200: directBankSessionSchema, ...errors },
      },
    },
    async (req) => getDirectBankSession(actorContextFor(ctx, req)),
  );

  app.post(
    paths.login,
    {
      schema: {
        tags,
        summary: 'Войти в банк логином и паролем банка',
        description:
          'Банк присылает код в СМС (status OTP_REQUIRED, phone_mask) или сразу открывает сессию (ACTIVE). ' +
          'Логин и пароль банка не сохраняются.',
        body: directBankLoginRequestSchema,
        response: { 200: directBankSessionSchema, ...errors },
      },
    },
    async (req) => loginDirectBank(actorContextFor(ctx, req), req.body),
  );

  app.post(
    paths.loginOtp,
    {
      schema: {
        tags,
        summary: 'Подтвердить вход в банк кодом из СМС',
        body: directBankLoginOtpRequestSchema,
        response: { 200: directBankSessionSchema, ...errors },
      },
    },
    async (req) => confirmDirectBankOtp(actorContextFor(ctx, req), req.body),
  );

  app.post(
    paths.logout,
    {
      schema: {
        tags,
        summary: 'Выйти из банка: портал забывает сессию банка',
        body: z.object({}).strict().optional(),
        response: { 200: directBankSessionSchema, ...errors },
      },
    },
    async (req) => logoutDirectBank(actorContextFor(ctx, req)),
  );
};

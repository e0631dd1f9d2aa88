/** Registration, e-mail confirmation and passwords (SPEC §7 Auth others). */
import {
  apiPaths,
  changePasswordRequestSchema,
  customerRegistrationRequestSchema,
  employeeResetPasswordRequestSchema,
  errorBodySchema,
  okResponseSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registrationInfoSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneSendRequestSchema,
  verifyPhoneSendResponseSchema,
} from '@vyplaty/contracts';
import { actorContextFor, contextFor, requestMeta } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { getCurrentOffer, toOfferSummary } from '../offers/index.js';
import { sendVerificationEmail, verifyEmail } from './email-verification.service.js';
import {
  changePassword,
  requestPasswordReset,
  resetEmployeePassword,
  setPasswordFromLink,
} from './password.service.js';
import { sendPhoneCode } from './phone-codes.service.js';
import { registerCustomer } from './registration.service.js';

const tags = ['Регистрация и пароли'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const ok = { 200: okResponseSchema, ...errors };
const OK = { ok: true as const };

export const accountRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  publicRoutes(app, ctx) {
    app.get(
      apiPaths.auth.registrationInfo,
      {
        schema: {
          tags,
          summary: 'Что нужно для регистрации: оферта, правила пароля, документы',
          response: { 200: registrationInfoSchema },
        },
      },
      async (req) => ({
        offer: toOfferSummary(await getCurrentOffer(contextFor(ctx, req))),
        password_rules: { min_length: PASSWORD_MIN_LENGTH, max_length: PASSWORD_MAX_LENGTH },
        documents: {
          privacy_policy: { title: 'Политика обработки персональных данных', url: '/docs/privacy-policy.pdf' },
          personal_data_consent: {
            title: 'Согласие на обработку персональных данных',
            url: '/docs/personal-data-consent.pdf',
          },
        },
      }),
    );
    app.post(
      apiPaths.auth.registration,
      {
        schema: {
          tags,
          summary: 'Регистрация заказчика (ответ не раскрывает, занят ли e-mail)',
          body: customerRegistrationRequestSchema,
          response: ok,
        },
      },
      async (req) => {
        await registerCustomer(contextFor(ctx, req), req.body, requestMeta(req));
        return OK;
      },
    );
    app.post(
      apiPaths.auth.verifyEmail,
      {
        schema: {
          tags,
          summary: 'Подтверждение e-mail по ссылке из письма',
          body: verifyEmailRequestSchema,
          response: ok,
        },
      },
      async (req) => {
        await verifyEmail(contextFor(ctx, req), req.body.token);
        return OK;
      },
    );
    app.post(
      apiPaths.auth.resetPassword,
      {
        schema: {
          tags,
          summary: 'Письмо со ссылкой для смены пароля (ответ одинаков для любых адресов)',
          body: resetPasswordRequestSchema,
          response: ok,
        },
      },
      async (req) => {
        await requestPasswordReset(contextFor(ctx, req), req.body.email, req.ip);
        return OK;
      },
    );
    app.post(
      apiPaths.auth.setPassword,
      { schema: { tags, summary: 'Новый пароль по ссылке из письма', body: setPasswordRequestSchema, response: ok } },
      async (req) => {
        await setPasswordFromLink(contextFor(ctx, req), req.body);
        return OK;
      },
    );
    app.post(
      apiPaths.employeeAuth.verifyPhoneSend,
      {
        schema: {
          tags,
          summary: 'Код подтверждения телефона по СМС',
          body: verifyPhoneSendRequestSchema,
          response: { 200: verifyPhoneSendResponseSchema, ...errors },
        },
      },
      async (req) => ({
        ok: true as const,
        ...(await sendPhoneCode(contextFor(ctx, req), { ...req.body, ip: req.ip })),
      }),
    );
    app.post(
      apiPaths.employeeAuth.resetPassword,
      {
        schema: {
          tags,
          summary: 'Новый пароль исполнителя по коду из СМС',
          body: employeeResetPasswordRequestSchema,
          response: ok,
        },
      },
      async (req) => {
        await resetEmployeePassword(contextFor(ctx, req), req.body);
        return OK;
      },
    );
  },

  privateRoutes(app, ctx) {
    app.post(
      apiPaths.auth.verifyEmailSend,
      { schema: { tags, summary: 'Отправить письмо подтверждения e-mail ещё раз', response: ok } },
      async (req) => {
        await sendVerificationEmail(actorContextFor(ctx, req));
        return OK;
      },
    );
    app.post(
      apiPaths.auth.changePassword,
      {
        schema: {
          tags,
          summary: 'Смена пароля (остальные сеансы завершаются)',
          body: changePasswordRequestSchema,
          response: ok,
        },
      },
      async (req) => {
        await changePassword(actorContextFor(ctx, req), req.body);
        return OK;
      },
    );
  },
};

/** SPEC §7 `employee` PUT and the contractor's own onboarding calls (role employee, own data only). */
import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  apiPaths,
  changeEmailRequestSchema,
  changePhoneRequestSchema,
  changePhoneSendCodeRequestSchema,
  employeeCompaniesResponseSchema,
  employeeCompleteRegistrationSchema,
  employeeInnRequestSchema,
  employeePersonalDataRequestSchema,
  employeePersonalDataSchema,
  errorBodySchema,
  verifyPhoneSendResponseSchema,
} from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { changeEmail, changePhone, sendChangePhoneCode } from './employee-contacts.service.js';
import {
  acceptInvite,
  getCompanies,
  getCompleteRegistration,
  getPersonalData,
  saveInn,
  savePersonalData,
} from './employee-onboarding.service.js';

const tags = ['Исполнитель: регистрация и личные данные'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const employeeOnly = 'Только роль employee (другая — 403); только свои данные.';
const personal = { 200: employeePersonalDataSchema, ...errors };

export const employeeOnboardingRoutes: AppModule['privateRoutes'] = (app, ctx) => {
  app.get(
    apiPaths.employeeOnboarding.personal,
    { schema: { tags, summary: 'Личные данные исполнителя целиком', description: employeeOnly, response: personal } },
    async (req) => getPersonalData(actorContextFor(ctx, req)),
  );
  app.put(
    apiPaths.employee,
    {
      schema: {
        tags,
        summary: 'Сохранить личные данные (шаг «Личные данные» и профиль)',
        description: `${employeeOnly} После верификации смена ФИО, даты рождения, ИНН или СНИЛС требует current_password. Новый e-mail остаётся неподтверждённым, на него уходит письмо.`,
        body: employeePersonalDataRequestSchema,
        response: personal,
      },
    },
    async (req) => savePersonalData(actorContextFor(ctx, req), req.body),
  );
  app.put(
    apiPaths.employeeOnboarding.inn,
    {
      schema: {
        tags,
        summary: 'Сохранить ИНН (шаг «ИНН»)',
        description: employeeOnly,
        body: employeeInnRequestSchema,
        response: personal,
      },
    },
    async (req) => saveInn(actorContextFor(ctx, req), req.body),
  );
  app.get(
    apiPaths.employeeOnboarding.completeRegistration,
    {
      schema: {
        tags,
        summary: 'Шаги завершения регистрации исполнителя',
        description: employeeOnly,
        response: { 200: employeeCompleteRegistrationSchema, ...errors },
      },
    },
    async (req) => getCompleteRegistration(actorContextFor(ctx, req)),
  );
  app.get(
    apiPaths.employeeOnboarding.companies,
    {
      schema: {
        tags,
        summary: 'Компании, с которыми работает исполнитель',
        description: employeeOnly,
        response: { 200: employeeCompaniesResponseSchema, ...errors },
      },
    },
    async (req) => getCompanies(actorContextFor(ctx, req)),
  );
  app.post(
    apiPaths.employeeOnboarding.acceptInvite,
    {
      schema: {
        tags,
        summary: 'Принять приглашение компании по ссылке',
        description: `${employeeOnly} Повторный вызов ничего не меняет (is_new: false). Телефон учётной записи должен совпадать с телефоном из приглашения. Необязательный former_employment — ответ исполнителя, был ли он сотрудником компании по трудовому договору (как в PUT employee/companies/{id}/former_employment).`,
        body: acceptInviteRequestSchema,
        response: { 200: acceptInviteResponseSchema, ...errors },
      },
    },
    async (req) => acceptInvite(actorContextFor(ctx, req), req.body),
  );
  app.post(
    apiPaths.employeeOnboarding.phoneSendCode,
    {
      schema: {
        tags,
        summary: 'Код из СМС на новый номер телефона',
        description: employeeOnly,
        body: changePhoneSendCodeRequestSchema,
        response: { 200: verifyPhoneSendResponseSchema, ...errors },
      },
    },
    async (req) => ({
      ok: true as const,
      ...(await sendChangePhoneCode(actorContextFor(ctx, req), req.body.phone, req.ip)),
    }),
  );
  app.post(
    apiPaths.employeeOnboarding.phone,
    {
      schema: {
        tags,
        summary: 'Сменить телефон по коду из СМС, отправленному на новый номер',
        description: employeeOnly,
        body: changePhoneRequestSchema,
        response: personal,
      },
    },
    async (req) => changePhone(actorContextFor(ctx, req), req.body),
  );
  app.post(
    apiPaths.employeeOnboarding.email,
    {
      schema: {
        tags,
        summary: 'Сменить e-mail: письмо со ссылкой подтверждения уходит на новый адрес',
        description: employeeOnly,
        body: changeEmailRequestSchema,
        response: personal,
      },
    },
    async (req) => changeEmail(actorContextFor(ctx, req), req.body.email),
  );
};

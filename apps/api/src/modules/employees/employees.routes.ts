/**
 * SPEC §7 `employees` (POST list, DELETE remove), `employees/export`, `employee/entities/count`, and
 * the company's defaults `user/constants` (GET, PUT). Role user only.
 */
import {
  apiPaths,
  employeeConstantsRequestSchema,
  employeeConstantsSchema,
  employeeEntitiesCountSchema,
  employeeExportRequestSchema,
  employeeListRequestSchema,
  employeeListResponseSchema,
  employeeRemoveRequestSchema,
  employeeRemoveResponseSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { actorContextFor } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import type { AppModule } from '../module.js';
import { getEmployeeConstants, saveEmployeeConstants } from './employee-constants.service.js';
import { countEmployees, employeesForExport, findEmployees, removeEmployees } from './employees.service.js';
import { employeesWorkbook, exportFileName, XLSX_MIME_TYPE } from './employees-xlsx.js';

const tags = ['Исполнители компании'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const employeesRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.post(
    apiPaths.employees.list,
    {
      schema: {
        tags,
        summary: 'Исполнители компании: страница списка',
        description:
          'Только подключённые к компании (удалённые не показываются). Поиск по ФИО, телефону и ИНН; ' +
          'сортировка FIO / EMPLOYEE_FIO / ADDED_AT / EMPLOYEE_NPD (по умолчанию ADDED_AT DESC). ' +
          'npd_status — по последней проверке в ФНС (UNKNOWN, пока не проверен), fns_binding — подключение платформы ' +
          'в «Мой налог» (null — не подключал), yearly_income — доход за календарный год (зарегистрированный в ФНС и ' +
          'ожидающий чека; null, пока не проверен). Фильтры npd_status и fns_binding.',
        body: employeeListRequestSchema,
        response: { 200: employeeListResponseSchema, ...errors },
      },
    },
    async (req) => findEmployees(actorContextFor(ctx, req), req.body),
  );

  app.delete(
    apiPaths.employees.list,
    {
      schema: {
        tags,
        summary: 'Удалить исполнителей из компании',
        description:
          'Связь с компанией отключается (DISCONNECTED); аккаунт и данные исполнителя и его работа с другими ' +
          'компаниями сохраняются. Всё или ничего: чужой, уже удалённый или неизвестный id — 404, ничего не меняется.',
        body: employeeRemoveRequestSchema,
        response: { 200: employeeRemoveResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (req) => removeEmployees(actorContextFor(ctx, req), req.body),
  );

  app.post(
    apiPaths.employees.export,
    {
      schema: {
        tags,
        summary: 'Выгрузить исполнителей в Excel (.xlsx)',
        description: 'Те же поиск, фильтры и порядок, что у списка; не больше 10 000 строк.',
        body: employeeExportRequestSchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      const bytes = await employeesWorkbook(await employeesForExport(actorCtx, req.body));
      return sendFile(reply, { name: exportFileName(actorCtx.now()), mimeType: XLSX_MIME_TYPE }, bytes);
    },
  );

  app.get(
    apiPaths.employees.entitiesCount,
    {
      schema: {
        tags,
        summary: 'Число исполнителей компании по состоянию подключения',
        response: { 200: employeeEntitiesCountSchema, ...errors },
      },
    },
    async (req) => countEmployees(actorContextFor(ctx, req)),
  );

  app.get(
    apiPaths.employees.constants,
    {
      schema: {
        tags,
        summary: 'Настройки компании для приглашений и выплат',
        response: { 200: employeeConstantsSchema, ...errors },
      },
    },
    async (req) => getEmployeeConstants(actorContextFor(ctx, req)),
  );

  app.put(
    apiPaths.employees.constants,
    {
      schema: {
        tags,
        summary: 'Сохранить настройки для приглашений и выплат',
        description: 'Заменяет весь набор; пустая строка или null очищает значение.',
        body: employeeConstantsRequestSchema,
        response: { 200: employeeConstantsSchema, ...errors },
      },
    },
    async (req) => saveEmployeeConstants(actorContextFor(ctx, req), req.body),
  );
};

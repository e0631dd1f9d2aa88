/** SPEC §7 `employees/import_file` (validate) and `import_file/create` (confirm), plus status, report and template. */
import {
  apiPaths,
  EMPLOYEE_IMPORT_MAX_BYTES,
  employeeImportCreateRequestSchema,
  employeeImportSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { readUpload } from '../../../http/read-upload.js';
import { actorContextFor } from '../../../http/request-context.js';
import { sendFile } from '../../../http/send-file.js';
import { customerIdOf } from '../../../lib/actor-scope.js';
import type { AppModule } from '../../module.js';
import {
  confirmEmployeeImport,
  findEmployeeImport,
  readEmployeeImportReport,
  validateEmployeeImport,
} from './employee-import.service.js';
import { importTemplateWorkbook, XLSX_MIME_TYPE } from './employee-import-xlsx.js';

const tags = ['Загрузка исполнителей из файла'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id загрузки') });

export const employeeImportRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.get(
    apiPaths.employeeImport.template,
    { schema: { tags, summary: 'Шаблон файла (.xlsx)', response: errors } },
    async (req, reply) => {
      customerIdOf(actorContextFor(ctx, req));
      const bytes = await importTemplateWorkbook();
      return sendFile(reply, { name: 'Шаблон загрузки исполнителей.xlsx', mimeType: XLSX_MIME_TYPE }, bytes);
    },
  );

  app.post(
    apiPaths.employeeImport.validate,
    {
      schema: {
        tags,
        summary: 'Шаг 1: проверить файл',
        description:
          'multipart/form-data, поле file: .xlsx до 5 МБ, не больше 5000 строк. Ничего не создаёт, кроме загрузки: ' +
          'отвечает числом принятых и отклонённых строк и причиной по каждой отклонённой; отчёт — файл со столбцом «Ошибка».',
        consumes: ['multipart/form-data'],
        response: { 201: employeeImportSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (req, reply) => {
      const actorCtx = actorContextFor(ctx, req);
      // The role is checked before the body is read: the other role never gets to upload anything.
      customerIdOf(actorCtx);
      const upload = await readUpload(req, { maxBytes: EMPLOYEE_IMPORT_MAX_BYTES, kinds: ['xlsx'] });
      return reply.code(201).send(await validateEmployeeImport(actorCtx, upload));
    },
  );

  app.post(
    apiPaths.employeeImport.create,
    {
      schema: {
        tags,
        summary: 'Шаг 2: загрузить принятые строки',
        description:
          'Запускает фоновую задачу: по каждой принятой строке — опубликованное приглашение и СМС. Ход — в GET загрузки.',
        body: employeeImportCreateRequestSchema,
        response: { 202: employeeImportSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await confirmEmployeeImport(actorContextFor(ctx, req), req.body.import_id)),
  );

  app.get(
    apiPaths.employeeImport.one,
    {
      schema: {
        tags,
        summary: 'Состояние загрузки и её ход',
        params,
        response: { 200: employeeImportSchema, ...errors },
      },
    },
    async (req) => findEmployeeImport(actorContextFor(ctx, req), req.params.id),
  );

  app.get(
    apiPaths.employeeImport.report,
    { schema: { tags, summary: 'Отчёт: загруженный файл со столбцом «Ошибка»', params, response: errors } },
    async (req, reply) => {
      const { file, bytes } = await readEmployeeImportReport(actorContextFor(ctx, req), req.params.id);
      return sendFile(reply, file, bytes);
    },
  );
};

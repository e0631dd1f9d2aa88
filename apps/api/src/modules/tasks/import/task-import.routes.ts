/**
 * Tasks from Excel (SPEC §7 Tasks `import_file` (+create), `employee/import_file` (+invite)): the templates,
 * the uploads (multipart, streamed into storage, size-capped, .xlsx only), an import's state and error
 * file, and the two steps that use the valid rows.
 */
import {
  apiPaths,
  errorBodySchema,
  TASK_IMPORT_MAX_BYTES,
  taskImportApplyRequestSchema,
  taskImportCreateResponseSchema,
  taskImportInviteResponseSchema,
  taskImportSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { streamUploadToStorage } from '../../../http/read-upload.js';
import { tableRoute } from '../../../http/route-table.js';
import { sendFile, sendFileStream } from '../../../http/send-file.js';
import { companyOf } from '../tasks.service.js';
import { inviteFromImport } from './task-employee-import.service.js';
import {
  createTasksFromImport,
  getTaskImport,
  ownTaskId,
  startTaskImport,
  taskImportErrorFile,
  taskImportTemplateOf,
} from './task-import.service.js';
import { XLSX_MIME_TYPE } from './task-import-xlsx.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id загрузки') });
const taskParams = z.object({ id: z.string().describe('id задания') });
const p = apiPaths.taskImport;
const UPLOAD_NOTE = `multipart/form-data, поле file: .xlsx до ${TASK_IMPORT_MAX_BYTES / 1024 / 1024} МБ. Проверка строк идёт в фоне: ход — в GET загрузки.`;

export const taskImportRoutes = (ctx: AppContext) => [
  tableRoute({
    method: 'GET',
    url: p.template,
    schema: { summary: 'Шаблон файла заданий (.xlsx)', response: errors },
    run: async (actorCtx, _req, reply) =>
      sendFile(
        reply,
        { name: 'Шаблон загрузки заданий.xlsx', mimeType: XLSX_MIME_TYPE },
        await taskImportTemplateOf(actorCtx, 'TASKS'),
      ),
  }),
  tableRoute({
    method: 'GET',
    url: p.employeeTemplate,
    schema: { summary: 'Шаблон файла исполнителей задания (.xlsx)', response: errors },
    run: async (actorCtx, _req, reply) =>
      sendFile(
        reply,
        { name: 'Шаблон исполнителей задания.xlsx', mimeType: XLSX_MIME_TYPE },
        await taskImportTemplateOf(actorCtx, 'CONTRACTORS'),
      ),
  }),
  tableRoute({
    method: 'POST',
    url: p.upload,
    status: 201,
    schema: {
      summary: 'Загрузить файл заданий',
      description: UPLOAD_NOTE,
      consumes: ['multipart/form-data'],
      response: { 201: taskImportSchema, ...errors, 413: errorBodySchema },
    },
    run: async (actorCtx, req) => {
      // The role is checked before a byte is read: the other role never gets to upload anything.
      companyOf(actorCtx);
      const stored = await streamUploadToStorage(req, ctx.storage, {
        maxBytes: TASK_IMPORT_MAX_BYTES,
        kinds: ['xlsx'],
      });
      return startTaskImport(actorCtx, 'TASKS', null, stored);
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeUpload,
    status: 201,
    schema: {
      summary: 'Загрузить файл исполнителей задания',
      description: UPLOAD_NOTE,
      consumes: ['multipart/form-data'],
      params: taskParams,
      response: { 201: taskImportSchema, ...errors, 413: errorBodySchema },
    },
    run: async (actorCtx, req) => {
      const taskId = await ownTaskId(actorCtx, req.params.id);
      const stored = await streamUploadToStorage(req, ctx.storage, {
        maxBytes: TASK_IMPORT_MAX_BYTES,
        kinds: ['xlsx'],
      });
      return startTaskImport(actorCtx, 'CONTRACTORS', taskId, stored);
    },
  }),
  tableRoute({
    method: 'GET',
    url: p.one,
    schema: {
      summary: 'Загрузка: статус, ход, строки с причинами',
      params,
      response: { 200: taskImportSchema, ...errors },
    },
    run: (actorCtx, req) => getTaskImport(actorCtx, req.params.id),
  }),
  tableRoute({
    method: 'GET',
    url: p.errorFile,
    schema: { summary: 'Файл с ошибками: строки файла со столбцом «Ошибка»', params, response: errors },
    run: async (actorCtx, req, reply) => {
      const { file, stream } = await taskImportErrorFile(actorCtx, req.params.id);
      return sendFileStream(reply, file, stream);
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.create,
    schema: {
      summary: 'Создать черновики заданий из строк без ошибок',
      description: 'Черновики создаются в фоне: ход — applied_count / valid_rows в GET загрузки, конец — applied_at.',
      body: taskImportApplyRequestSchema,
      response: { 202: taskImportCreateResponseSchema, ...errors, 409: errorBodySchema },
    },
    // 202: the tasks are made in a job (the route table knows 200 / 201 / 204 only, so the row sends it).
    run: async (actorCtx, req, reply) =>
      reply.code(202).send(await createTasksFromImport(actorCtx, req.body.import_id)),
  }),
  tableRoute({
    method: 'POST',
    url: p.employeeInvite,
    schema: {
      summary: 'Пригласить в задание исполнителей из файла',
      params: taskParams,
      body: taskImportApplyRequestSchema,
      response: { 200: taskImportInviteResponseSchema, ...errors, 409: errorBodySchema },
    },
    run: async (actorCtx, req) =>
      inviteFromImport(actorCtx, await ownTaskId(actorCtx, req.params.id), req.body.import_id),
  }),
];

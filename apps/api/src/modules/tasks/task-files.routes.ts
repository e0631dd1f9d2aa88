/**
 * Files of a task (SPEC §7 Tasks `file`, apiPaths.taskFiles): the list, an upload (multipart, one file), the
 * download and the removal — the same calls for the company (the brief) and a contractor (their result); the
 * service decides from the caller's role which side they are.
 */
import {
  apiPaths,
  errorBodySchema,
  TASK_FILE_EXTENSIONS,
  TASK_FILE_INVALID_MESSAGE,
  TASK_FILE_MAX_MB,
  TASK_FILES_MAX_COUNT,
  taskFileParamsSchema,
  taskFileSchema,
  taskFilesResponseSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { readUpload, type UploadKind } from '../../http/read-upload.js';
import type { TableRoute } from '../../http/route-table.js';
import { tableRoute } from '../../http/route-table.js';
import { sendFile } from '../../http/send-file.js';
import {
  addTaskFile,
  deleteTaskFile,
  listTaskFiles,
  readTaskFile,
  TASK_FILE_MAX_BYTES,
  taskFileUploadTarget,
} from './task-files.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id задания') });
const p = apiPaths.taskFiles;
/** .jpeg is a .jpg and .txt any text (not the 1C export the same extension means elsewhere). */
const KINDS: readonly UploadKind[] = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'odt',
  'ods',
  'jpg',
  'png',
  'heic',
  'txt',
  'zip',
];
const UPLOAD_NOTE =
  `multipart/form-data, одно поле file: ${TASK_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ')} до ${TASK_FILE_MAX_MB} МБ ` +
  `(содержимое проверяется). Компания — к заданию (пока оно не завершено и не отменено), исполнитель — к своему ` +
  `результату (пока работа у него в работе); не больше ${TASK_FILES_MAX_COUNT} файлов у каждой стороны.`;

export const taskFileRoutes: TableRoute[] = [
  tableRoute({
    method: 'GET',
    url: p.list,
    schema: {
      summary: 'Файлы задания: задание компании и результаты исполнителей',
      description: 'Компания видит все файлы задания, исполнитель — файлы задания и свой результат.',
      params,
      response: { 200: taskFilesResponseSchema, ...errors },
    },
    run: (actorCtx, req) => listTaskFiles(actorCtx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.upload,
    status: 201,
    schema: {
      summary: 'Приложить файл к заданию или к своему результату',
      description: UPLOAD_NOTE,
      consumes: ['multipart/form-data'],
      params,
      response: { 201: taskFileSchema, ...errors, 409: errorBodySchema, 413: errorBodySchema },
    },
    run: async (actorCtx, req) => {
      // Who and whether are checked before a byte is read: a stranger or a closed task never uploads anything.
      const target = await taskFileUploadTarget(actorCtx, req.params.id);
      const upload = await readUpload(req, {
        maxBytes: TASK_FILE_MAX_BYTES,
        kinds: KINDS,
        invalidMessage: TASK_FILE_INVALID_MESSAGE,
      });
      return addTaskFile(actorCtx, target, upload);
    },
  }),
  tableRoute({
    method: 'GET',
    url: p.one,
    schema: { summary: 'Скачать файл задания', params: taskFileParamsSchema, response: errors },
    run: async (actorCtx, req, reply) => {
      const { file, bytes } = await readTaskFile(actorCtx, req.params.id, req.params.fileId);
      return sendFile(reply, file, bytes);
    },
  }),
  tableRoute({
    method: 'DELETE',
    url: p.one,
    status: 204,
    schema: {
      summary: 'Удалить свой файл задания',
      params: taskFileParamsSchema,
      response: { 204: z.null().describe('Файл удалён'), ...errors, 409: errorBodySchema },
    },
    run: (actorCtx, req) => deleteTaskFile(actorCtx, req.params.id, req.params.fileId),
  }),
];

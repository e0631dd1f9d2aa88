/**
 * Document bundles (SPEC §7 Bundle; docs/decisions/bundles.md): one row a call, thin over the services. The
 * company's calls only; another company's bundle answers 404 like an unknown one.
 */
import {
  apiPaths,
  BUNDLE_IMPORT_MAX_BYTES,
  bundleCreateRequestSchema,
  bundleDocumentsRequestSchema,
  bundleDocumentsResponseSchema,
  bundleHistoryResponseSchema,
  bundleListRequestSchema,
  bundleListResponseSchema,
  bundleRowsRequestSchema,
  bundleRowsResponseSchema,
  bundleSchema,
  bundleUpdateRequestSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { streamUploadToStorage } from '../../http/read-upload.js';
import { tableRoute } from '../../http/route-table.js';
import { sendFile, sendFileStream } from '../../http/send-file.js';
import {
  bundleErrorReport,
  bundleForUpload,
  bundleImportFile,
  bundleRows,
  generateBundleDocuments,
  startBundleImport,
} from './bundle-import.service.js';
import {
  bundleDocuments,
  bundleHistory,
  createBundle,
  deleteBundle,
  getBundle,
  listBundles,
  updateBundleSettings,
} from './bundles.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moveErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: z.string().describe('id пакета документов') });
const p = apiPaths.bundles;

export const bundlesRoutes = (ctx: AppContext) => [
  tableRoute({
    method: 'POST',
    url: p.create,
    status: 201,
    schema: {
      summary: 'Создать пакет документов',
      description: 'С employee_ids — строки пакета из выбранных исполнителей; без них пакет заполняется файлом.',
      body: bundleCreateRequestSchema,
      response: { 201: bundleSchema, ...errors },
    },
    run: (actorCtx, req) => createBundle(actorCtx, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.list,
    schema: {
      summary: 'Пакеты документов компании',
      body: bundleListRequestSchema,
      response: { 200: bundleListResponseSchema, ...errors },
    },
    run: (actorCtx, req) => listBundles(actorCtx, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.one,
    schema: { summary: 'Пакет документов', params, response: { 200: bundleSchema, ...errors } },
    run: (actorCtx, req) => getBundle(actorCtx, req.params.id),
  }),
  tableRoute({
    method: 'PUT',
    url: p.one,
    schema: {
      summary: 'Изменить название и напоминания пакета',
      params,
      body: bundleUpdateRequestSchema,
      response: { 200: bundleSchema, ...errors },
    },
    run: (actorCtx, req) => updateBundleSettings(actorCtx, req.params.id, req.body),
  }),
  tableRoute({
    method: 'DELETE',
    url: p.one,
    status: 204,
    schema: { summary: 'Удалить пакет без документов', params, response: { 204: z.null(), ...moveErrors } },
    run: (actorCtx, req) => deleteBundle(actorCtx, req.params.id),
  }),
  tableRoute({
    method: 'GET',
    url: p.history,
    schema: { summary: 'История пакета', params, response: { 200: bundleHistoryResponseSchema, ...errors } },
    run: (actorCtx, req) => bundleHistory(actorCtx, req.params.id),
  }),
  tableRoute({
    method: 'POST',
    url: p.documents,
    schema: {
      summary: 'Документы пакета',
      params,
      body: bundleDocumentsRequestSchema,
      response: { 200: bundleDocumentsResponseSchema, ...errors },
    },
    run: (actorCtx, req) => bundleDocuments(actorCtx, req.params.id, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.importFile,
    schema: { summary: 'Шаблон файла пакета (.xlsx) по полям шаблона документа', params, response: moveErrors },
    run: async (actorCtx, req, reply) => {
      const { file, bytes } = await bundleImportFile(actorCtx, req.params.id);
      return sendFile(reply, file, bytes);
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.importFile,
    schema: {
      summary: 'Загрузить файл пакета',
      description: `multipart/form-data, поле file: .xlsx до ${BUNDLE_IMPORT_MAX_BYTES / 1024 / 1024} МБ. Проверка строк идёт в фоне: ход — import в GET пакета.`,
      consumes: ['multipart/form-data'],
      params,
      response: { 202: bundleSchema, ...moveErrors, 413: errorBodySchema },
    },
    run: async (actorCtx, req, reply) => {
      // The bundle and its state are checked before a byte is kept.
      await bundleForUpload(actorCtx, req.params.id);
      const stored = await streamUploadToStorage(req, ctx.storage, {
        maxBytes: BUNDLE_IMPORT_MAX_BYTES,
        kinds: ['xlsx'],
      });
      return reply.code(202).send(await startBundleImport(actorCtx, req.params.id, stored));
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.importRows,
    schema: {
      summary: 'Строки файла пакета с причинами',
      params,
      body: bundleRowsRequestSchema,
      response: { 200: bundleRowsResponseSchema, ...errors },
    },
    run: (actorCtx, req) => bundleRows(actorCtx, req.params.id, req.body),
  }),
  tableRoute({
    method: 'GET',
    url: p.errorReport,
    schema: { summary: 'Файл с ошибками: строки файла со столбцом «Ошибка»', params, response: errors },
    run: async (actorCtx, req, reply) => {
      const { file, stream } = await bundleErrorReport(actorCtx, req.params.id);
      return sendFileStream(reply, file, stream);
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.generateDocuments,
    schema: {
      summary: 'Сформировать документы строк без ошибок',
      description: 'Документы формируются в фоне: ход — generation в GET пакета и на странице процессов.',
      params,
      response: { 202: bundleSchema, ...moveErrors },
    },
    // 202: the documents are made in a job (the route table knows 200 / 201 / 204 only, so the row sends it).
    run: async (actorCtx, req, reply) => reply.code(202).send(await generateBundleDocuments(actorCtx, req.params.id)),
  }),
];

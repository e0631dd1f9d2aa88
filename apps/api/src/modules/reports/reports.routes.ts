/**
 * The company's reports (SPEC §7 Report: GET, download, list; support-only report/download; issue 28): order one
 * for a period, read it, list them, download its files, sign the акт сверки with КЭП; support downloads any.
 */
import {
  apiPaths,
  errorBodySchema,
  kepToSignResponseSchema,
  reportDownloadQuerySchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportOrderSchema,
  reportSchema,
  signKepRequestSchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { actorContextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import type { AppModule } from '../module.js';
import { anyReportFile, reportFile } from './report-files.service.js';
import { reportKepToSign, signReportKep } from './report-kep.service.js';
import { getReport, listReports, orderReport } from './reports.service.js';

const tags = ['Отчёты'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().describe('id отчёта') });
const p = apiPaths.reports;

export const reportRoutes: NonNullable<AppModule['privateRoutes']> = (app, ctx) => {
  app.post(
    p.order,
    {
      schema: {
        tags,
        summary: 'Заказать отчёт за период',
        description:
          'Виды: PAYOUTS_REGISTRY (реестр выплат, .xlsx), RECEIPTS_ARCHIVE (архив чеков), CLOSING_DOCUMENTS ' +
          '(закрывающие документы), RECONCILIATION (акт сверки: PDF и .xlsx), NDFL_GPH (НДФЛ по договорам ГПХ, .xlsx). ' +
          'Период — дни по Москве, оба включительно, не больше года. Отчёт формируется в фоне: ход — в done/total и в «Процессах».',
        body: reportOrderSchema,
        response: { 201: reportSchema, ...errors },
      },
    },
    async (req, reply) => {
      const report = await orderReport(actorContextFor(ctx, req), req.body);
      return reply.status(201).send(report);
    },
  );

  app.get(
    p.list,
    {
      schema: {
        tags,
        summary: 'Отчёты компании: новые первыми',
        description:
          'Фильтры: kind, scope (MY — заказанные мной). Следующую страницу быстрее читать с after = next_cursor.',
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...errors },
      },
    },
    async (req) => listReports(actorContextFor(ctx, req), req.query),
  );

  app.get(
    p.download,
    {
      schema: {
        tags,
        summary: 'Скачать файл отчёта',
        description: 'file: REPORT — сам отчёт, EXTRA — Excel акта сверки, SIGNATURE — подпись КЭП акта сверки (.sig).',
        querystring: reportDownloadQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await reportFile(actorContextFor(ctx, req), req.query.report_id, req.query.file);
      return sendFile(reply, file, file.bytes);
    },
  );

  app.get(
    p.one,
    { schema: { tags, summary: 'Отчёт: статус, ход, файлы', params, response: { 200: reportSchema, ...errors } } },
    async (req) => getReport(actorContextFor(ctx, req), req.params.id),
  );

  app.get(
    p.signKep,
    {
      schema: {
        tags,
        summary: 'Что подписать КЭП: байты PDF акта сверки и их хэш ГОСТ Р 34.11-2012',
        params,
        response: { 200: kepToSignResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (req) => reportKepToSign(actorContextFor(ctx, req), req.params.id),
  );

  app.post(
    p.signKep,
    {
      schema: {
        tags,
        summary: 'Подписать акт сверки КЭП: открепленная подпись CAdES-BES (base64)',
        params,
        body: signKepRequestSchema,
        response: { 200: reportSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (req) =>
      signReportKep(actorContextFor(ctx, req), {
        id: req.params.id,
        signature: req.body.signature,
        meta: requestMeta(req),
      }),
  );
};

export const supportReportRoutes: NonNullable<AppModule['supportRoutes']> = (app, ctx) => {
  app.get(
    p.supportDownload,
    {
      schema: {
        tags: ['Поддержка'],
        security: [{ support: [] }],
        summary: 'Скачать файл отчёта любой компании',
        querystring: reportDownloadQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const file = await anyReportFile(ctx, req.query.report_id, req.query.file);
      return sendFile(reply, file, file.bytes);
    },
  );
};

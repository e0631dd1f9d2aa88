/**
 * A bundle's download, act, terminate and PDFs made again (SPEC §7 Bundle download, act, terminate,
 * attachments/generate; docs/decisions/bundles.md «Download, terminate, the bundle's act»). The company's calls.
 */
import {
  apiPaths,
  BUNDLE_ARCHIVE_PART_SIZE,
  bundleAttachmentsGenerateResponseSchema,
  bundleDownloadQuerySchema,
  bundleTerminateRequestSchema,
  bundleTerminateResponseSchema,
  errorBodySchema,
} from '@vyplaty/contracts';
import { z } from 'zod';
import { tableRoute } from '../../http/route-table.js';
import { sendFile, sendFileStream } from '../../http/send-file.js';
import { bundleAct, downloadBundle, generateBundleAttachments, terminateBundle } from './bundle-files.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const moveErrors = { ...errors, 409: errorBodySchema };
const params = z.object({ id: z.string().describe('id пакета документов') });
const p = apiPaths.bundles;

export const bundleFilesRoutes = () => [
  tableRoute({
    method: 'GET',
    url: p.download,
    schema: {
      summary: 'Архив пакета: документы с подписями и доказательствами, реестр .xlsx',
      description: `Папка «<номер> <ФИО>» на документ (как в архиве документа) и «Реестр пакета № N.xlsx». По ${BUNDLE_ARCHIVE_PART_SIZE} документов в архиве: part — номер части (с 1).`,
      params,
      querystring: bundleDownloadQuerySchema,
      response: moveErrors,
    },
    run: async (actorCtx, req, reply) => {
      const { file, stream } = await downloadBundle(actorCtx, req.params.id, req.query.part);
      return sendFileStream(reply, file, stream);
    },
  }),
  tableRoute({
    method: 'GET',
    url: p.act,
    schema: { summary: 'Акт-реестр документов пакета (PDF)', params, response: moveErrors },
    run: async (actorCtx, req, reply) => {
      const { file, bytes } = await bundleAct(actorCtx, req.params.id);
      return sendFile(reply, file, bytes);
    },
  }),
  tableRoute({
    method: 'POST',
    url: p.terminate,
    schema: {
      summary: 'Расторгнуть документы пакета',
      description:
        'Без document_ids — все документы на подписании и подписанные (до 1000 за вызов, remaining — сколько ещё). Результат по каждому документу.',
      params,
      body: bundleTerminateRequestSchema,
      response: { 200: bundleTerminateResponseSchema, ...errors },
    },
    run: (actorCtx, req) => terminateBundle(actorCtx, req.params.id, req.body),
  }),
  tableRoute({
    method: 'POST',
    url: p.attachmentsGenerate,
    schema: {
      summary: 'Сформировать заново PDF документов пакета без файла или с ошибкой',
      description: 'До 1000 документов за раз; ход — document/attachment/generate/{batch_id}.',
      params,
      response: { 200: bundleAttachmentsGenerateResponseSchema, ...moveErrors },
    },
    run: (actorCtx, req) => generateBundleAttachments(actorCtx, req.params.id),
  }),
];

/**
 * document/{id}/sign_goskey: POST sends the document to a person's «Госключ» app; GET …/representatives
 * lists the company's responsible persons who may sign it there (document-goskey.service.ts).
 */
import {
  apiPaths,
  documentSchema,
  errorBodySchema,
  goskeyRepresentativesResponseSchema,
  signGoskeyRequestSchema,
} from '@vyplaty/contracts';
import { tableRoute } from '../../http/route-table.js';
import { goskeyRepresentatives, signDocumentGoskey } from './document-goskey.service.js';
import { errors, params } from './documents.routes.js';

export const documentGoskeyRoutes = [
  tableRoute({
    method: 'POST',
    url: apiPaths.documents.signGoskey,
    schema: {
      summary: 'Отправить документ на подпись в Госключ (УКЭП или УНЭП)',
      description:
        'Исполнитель получает документ в приложение «Госключ» по СНИЛС из профиля; компания — через ответственное ' +
        'лицо representative_id (СНИЛС и действующая МЧД, см. GET …/sign_goskey/representatives). Результат приходит ' +
        'позже — документ показывает запрос в поле goskey (PENDING до expires_at). 202 — Госключ не подтвердил ' +
        'получение (goskey.status SEND_UNKNOWN): отправка повторяется с тем же ключом идемпотентности, пока сервис не ' +
        'ответит. Повторная отправка, пока запрос открыт, — 409.',
      params,
      body: signGoskeyRequestSchema,
      response: {
        200: documentSchema,
        202: documentSchema,
        ...errors,
        409: errorBodySchema,
        422: errorBodySchema,
        503: errorBodySchema,
      },
    },
    run: async (ctx, req, reply) => {
      const doc = await signDocumentGoskey(ctx, {
        id: req.params.id,
        kind: req.body.kind,
        representativeId: req.body.representative_id,
      });
      return reply.code(doc.goskey?.status === 'SEND_UNKNOWN' ? 202 : 200).send(doc);
    },
  }),
  tableRoute({
    method: 'GET',
    url: apiPaths.documents.signGoskeyRepresentatives,
    schema: {
      summary: 'Кто из ответственных лиц компании может подписать документ в Госключе',
      description:
        'Только для компании: ответственные лица с СНИЛС и действующей сегодня МЧД от компании. Пустой список — ' +
        'подписать в Госключе некому: добавьте СНИЛС и загрузите МЧД в карточке ответственного лица.',
      params,
      response: {
        200: goskeyRepresentativesResponseSchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
      },
    },
    run: (ctx, req) => goskeyRepresentatives(ctx, req.params.id),
  }),
];

/** POST document/act: an act of services for a payout (SPEC §7 Document «act»). */
import { apiPaths, createActRequestSchema, documentSchema, errorBodySchema } from '@vyplaty/contracts';
import type { AppContext } from '../../context.js';
import { actorContextFor } from '../../http/request-context.js';
import type { TypedApp } from '../module.js';
import { createActForPayout } from './document-act.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function documentActRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    apiPaths.documents.act,
    {
      schema: {
        tags: ['Документы'],
        summary: 'Создать акт об оказанных услугах по выплате (черновик, PDF формируется сразу)',
        description:
          'Шаблон платформы «Акт об оказанных услугах»: исполнитель, услуги и стоимость — из выплаты, период — день выплаты, ' +
          'если не указан; акт связан с выплатой. Отправка на подпись — POST document/{id}/send.',
        body: createActRequestSchema,
        response: { 201: documentSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await createActForPayout(actorContextFor(ctx, req), req.body)),
  );
}

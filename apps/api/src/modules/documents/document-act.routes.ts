/** POST document/act: an act of services for a payout (SPEC §7 Document «act»). */
import { apiPaths, createActRequestSchema, documentSchema } from '@vyplaty/contracts';
import { tableRoute } from '../../http/route-table.js';
import { createActForPayout } from './document-act.service.js';
import { errors } from './documents.routes.js';

export const documentActRoutes = [
  tableRoute({
    method: 'POST',
    url: apiPaths.documents.act,
    status: 201,
    schema: {
      summary: 'Создать акт об оказанных услугах по выплате (черновик, PDF формируется сразу)',
      description:
        'Шаблон платформы «Акт об оказанных услугах»: исполнитель, услуги и стоимость — из выплаты, период — день выплаты, ' +
        'если не указан; акт связан с выплатой. Отправка на подпись — POST document/{id}/send.',
      body: createActRequestSchema,
      response: { 201: documentSchema, ...errors },
    },
    run: (ctx, req) => createActForPayout(ctx, req.body),
  }),
];

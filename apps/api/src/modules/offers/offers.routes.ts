/** Platform offer calls: reading its text or PDF (public, needed before registration) and accepting it. */
import {
  acceptOfferRequestSchema,
  apiPaths,
  errorBodySchema,
  offerContentSchema,
  offerFileContentRequestSchema,
  okResponseSchema,
} from '@vyplaty/contracts';
import { actorContextFor, contextFor, requestMeta } from '../../http/request-context.js';
import type { AppModule } from '../module.js';
import { acceptOffer, getOfferContent, getOfferPdf } from './offers.service.js';

const tags = ['Оферта'];

export const offersRoutes: Pick<AppModule, 'publicRoutes' | 'privateRoutes'> = {
  publicRoutes(app, ctx) {
    app.post(
      apiPaths.offer.fileContent,
      {
        schema: {
          tags,
          summary: 'Текст оферты (format=json) или её PDF (format=pdf); без offer_id — действующая',
          body: offerFileContentRequestSchema,
          response: {
            200: offerContentSchema.describe('Текст оферты; при format=pdf — файл application/pdf'),
            404: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const c = contextFor(ctx, req);
        if (req.body.format === 'pdf') {
          const pdf = await getOfferPdf(c, req.body.offer_id);
          // A Buffer bypasses the JSON serializer and goes out as raw bytes.
          return reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${pdf.fileName}"`)
            .send(pdf.content as never);
        }
        return getOfferContent(c, req.body.offer_id);
      },
    );
  },
  privateRoutes(app, ctx) {
    app.post(
      apiPaths.offer.accept,
      {
        schema: {
          tags,
          summary: 'Принять действующую оферту',
          body: acceptOfferRequestSchema,
          response: { 200: okResponseSchema, 400: errorBodySchema },
        },
      },
      async (req) => {
        await acceptOffer(actorContextFor(ctx, req), req.body.offer_id, requestMeta(req));
        return { ok: true as const };
      },
    );
  },
};

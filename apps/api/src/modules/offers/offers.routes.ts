/** Platform offer calls: reading its text or PDF (public, needed before registration) and accepting it. */
import {
  acceptOfferRequestSchema,
  apiPaths,
  customOfferRequestSchema,
  customOfferSchema,
  errorBodySchema,
  kepToSignResponseSchema,
  offerContentSchema,
  offerFileContentRequestSchema,
  offerSignKepQuerySchema,
  okResponseSchema,
  signOfferKepRequestSchema,
} from '@vyplaty/contracts';
import { actorContextFor, contextFor, requestMeta } from '../../http/request-context.js';
import { sendFile } from '../../http/send-file.js';
import type { AppModule } from '../module.js';
import { acceptedOfferFile } from './offer-download.service.js';
import { customOffer, customOfferPdf, offerEvidencePdf, offerKepToSign, signOfferKep } from './offer-kep.service.js';
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
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
    app.post(
      apiPaths.offer.custom,
      {
        schema: {
          tags,
          summary:
            'Заявление о присоединении к оферте с реквизитами вызывающего (format=json) или его PDF (format=pdf)',
          description: 'Личный документ, который подписывается КЭП (offer/sign_kep). Только действующая оферта.',
          body: customOfferRequestSchema,
          response: { 200: customOfferSchema.describe('format=json; при format=pdf — файл'), ...errors },
        },
      },
      async (req, reply) => {
        const c = actorContextFor(ctx, req);
        if (req.body.format === 'pdf') {
          const { file, bytes } = await customOfferPdf(c, req.body.offer_id);
          return sendFile(reply, file, bytes, 'inline');
        }
        return customOffer(c, req.body.offer_id);
      },
    );
    app.get(
      apiPaths.offer.signKep,
      {
        schema: {
          tags,
          summary: 'Что подписать КЭП: байты заявления о присоединении к оферте и их хэш ГОСТ Р 34.11-2012',
          querystring: offerSignKepQuerySchema,
          response: { 200: kepToSignResponseSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (req) => offerKepToSign(actorContextFor(ctx, req), req.query.offer_id),
    );
    app.post(
      apiPaths.offer.signKep,
      {
        schema: {
          tags,
          summary: 'Принять оферту КЭП: открепленная подпись CAdES-BES заявления о присоединении',
          description: 'Непринятая подпись — 422 с причиной, оферта не принята.',
          body: signOfferKepRequestSchema,
          response: { 200: customOfferSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req) => signOfferKep(actorContextFor(ctx, req), { ...req.body, meta: requestMeta(req) }),
    );
    app.get(
      apiPaths.offer.evidence,
      {
        schema: {
          tags,
          summary: 'Доказательства принятия оферты КЭП (PDF): подпись, сертификат, проверка, время, хеши',
          querystring: offerSignKepQuerySchema,
          response: { ...errors, 409: errorBodySchema },
        },
      },
      async (req, reply) => {
        const { file, bytes } = await offerEvidencePdf(actorContextFor(ctx, req), req.query.offer_id);
        return sendFile(reply, file, bytes, 'attachment');
      },
    );
    app.get(
      apiPaths.userOfferDownload,
      {
        schema: {
          tags,
          summary:
            'Принятая компанией оферта: PDF её редакции; принятая КЭП — zip с PDF, заявлением, .sig и доказательствами',
          description: 'Новейшая редакция, принятая любым пользователем компании. Не принята — 404.',
          response: errors,
        },
      },
      async (req, reply) => {
        const { file, bytes } = await acceptedOfferFile(actorContextFor(ctx, req));
        return sendFile(reply, file, bytes, 'attachment');
      },
    );
  },
};

/** Payouts from a bundle's signed acts (SPEC §7 Mass payout bundle/generate_payouts; bundle-payouts.service.ts). */
import { apiPaths, bundlePayoutsRequestSchema, bundlePayoutsResponseSchema, errorBodySchema } from '@vyplaty/contracts';
import { tableRoute } from '../../http/route-table.js';
import { generateBundlePayouts } from './bundle-payouts.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const bundlePayoutsRoutes = () => [
  tableRoute({
    method: 'POST',
    url: apiPaths.bundles.generatePayouts,
    status: 201,
    schema: {
      summary: 'Реестры выплат по подписанным актам пакета',
      description:
        'Акты пакета, подписанные обеими сторонами, становятся реестрами выплат (по одной выплате на акт, НПД и ' +
        'физическим лицам — отдельно); неподписанные, уже оплаченные и уже включённые в реестр — в ответе отдельно.',
      body: bundlePayoutsRequestSchema,
      response: { 201: bundlePayoutsResponseSchema, ...errors, 409: errorBodySchema },
    },
    run: (ctx, req) => generateBundlePayouts(ctx, req.body),
  }),
];

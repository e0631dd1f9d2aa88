/**
 * POST mass_payout/bundle/generate_payouts (docs/decisions/bundles.md «From signatures to money»): a bundle's acts
 * signed by both sides become payout registries through the mass-payouts path — one payout per act with the act's
 * sum and services, НПД and individuals in registries of their own; acts not signed yet, and acts already paid or in
 * a live registry, are listed apart and never paid.
 */
import { z } from 'zod';
import { documentStatusSchema } from './enums.js';
import { payoutKindSchema } from './payouts.js';

export const bundlePayoutsRequestSchema = z.object({ bundle_id: z.uuid({ error: 'Некорректный пакет' }) });
export type BundlePayoutsRequest = z.input<typeof bundlePayoutsRequestSchema>;

const actRefSchema = z.object({
  document_id: z.uuid(),
  number: z.number().int(),
  employee: z.object({ id: z.uuid(), fio: z.string() }),
});

export const bundlePayoutsResponseSchema = z.object({
  registries: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      kind: payoutKindSchema,
      rows: z.number().int(),
      path: z.string(),
    }),
  ),
  /** Acts not signed by both sides yet: not paid. */
  not_signed: z.array(actRefSchema.extend({ status: documentStatusSchema })),
  /** Signed acts left out, each with its reason (already paid, in a live registry, no sum). */
  skipped: z.array(actRefSchema.extend({ reason: z.string() })),
});
export type BundlePayoutsResponse = z.infer<typeof bundlePayoutsResponseSchema>;

export const BUNDLE_PAYOUT_MESSAGES = {
  notActs: 'Выплаты формируются только по пакету актов: в пакете договоров платить не за что',
  generating: 'Документы пакета ещё формируются: дождитесь окончания',
  nothingSigned: 'В пакете нет актов, подписанных обеими сторонами и ещё не оплаченных',
  inRegistry: (number: number) => `Акт уже в реестре № ${number}`,
  paid: (number: number) => `По акту уже есть выплата № ${number}`,
  noSum: 'В акте нет суммы: поле «Стоимость услуг» не заполнено',
} as const;

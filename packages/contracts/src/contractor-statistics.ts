/**
 * A contractor's statistics with a company (issue 26, docs/decisions/contractor-statistics.md): per Moscow
 * month the orders (DONE payouts — each order is paid on its own, 289-ФЗ), the tasks completed, the sum paid
 * gross and the hours where a task was priced per hour; the current run of months in a row; and the proposed
 * «6 months / 160 hours» rule (DOMAIN §9.3) — a bill, not law, so `enforced: false`.
 *
 * GET employees/{id}/statistics — the company about its contractor; GET employee/statistics — the contractor
 * about themselves, every company they work or worked for (or one: `customer_id`).
 */
import { z } from 'zod';
import { moneySchema } from './money.js';

/**
 * The proposed rule, in one place: its thresholds and whether the portal enforces it. Switching it on is
 * changing `enforced` (and deciding what a crossing refuses), nothing else.
 */
export const CONTRACTOR_LIMIT_RULE = {
  /** «не более 6 месяцев подряд»: the 7th month of a run crosses it. */
  monthsInARowMax: 6,
  /** «не более 160 часов в месяц»: more than 160 hours in one month crosses it. */
  hoursPerMonthMax: 160,
  /** A bill, not law (DOMAIN §9.3): shown, never refused on. */
  enforced: false,
} as const;

export const STATISTICS_MONTHS_DEFAULT = 12;
export const STATISTICS_MONTHS_MAX = 36;
const MONTHS_MESSAGE = `Число месяцев — целое от 1 до ${STATISTICS_MONTHS_MAX}`;

const monthsField = z.coerce
  .number({ error: MONTHS_MESSAGE })
  .int(MONTHS_MESSAGE)
  .min(1, MONTHS_MESSAGE)
  .max(STATISTICS_MONTHS_MAX, MONTHS_MESSAGE)
  .default(STATISTICS_MONTHS_DEFAULT);

/** GET employees/{id}/statistics?months= */
export const contractorStatisticsQuerySchema = z.object({ months: monthsField });
export type ContractorStatisticsQuery = z.output<typeof contractorStatisticsQuerySchema>;

/** GET employee/statistics?customer_id=&months= — without customer_id every company of the contractor. */
export const ownStatisticsQuerySchema = z.object({
  months: monthsField,
  customer_id: z.string().max(100, 'Компания не найдена').optional(),
});
export type OwnStatisticsQuery = z.output<typeof ownStatisticsQuerySchema>;

/** Hours as a decimal with up to 3 places ("160", "7.5"); null when no order of the period was priced per hour. */
const hoursSchema = z
  .string()
  .regex(/^\d+(\.\d{1,3})?$/)
  .nullable();

export const statisticsFiguresSchema = z.object({
  /** DONE payouts of the company to the contractor. */
  orders: z.number().int(),
  /** Task pairs COMPLETED (paid) among those orders. */
  tasks_completed: z.number().int(),
  /** Gross paid, "1500.00". */
  paid: moneySchema,
  hours: hoursSchema,
  /** Orders whose hours are known (a task priced per hour): hours cover only these. */
  orders_with_hours: z.number().int(),
});
export type StatisticsFigures = z.infer<typeof statisticsFiguresSchema>;

export const statisticsMonthSchema = statisticsFiguresSchema.extend({
  /** YYYY-MM, Moscow. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

export const limitRuleReasonSchema = z.enum(['MONTHS_IN_A_ROW', 'HOURS_PER_MONTH']);
export type LimitRuleReason = z.infer<typeof limitRuleReasonSchema>;

export const limitRuleStateSchema = z.object({
  months_in_a_row_max: z.number().int(),
  hours_per_month_max: z.number().int(),
  enforced: z.boolean(),
  /** Whether a month of the period is past either threshold. */
  would_exceed: z.boolean(),
  /** The first such month (YYYY-MM), null when none. */
  month: z.string().nullable(),
  reasons: z.array(limitRuleReasonSchema),
});
export type LimitRuleState = z.infer<typeof limitRuleStateSchema>;

export const contractorStatisticsSchema = z.object({
  customer_id: z.string(),
  employee_id: z.string(),
  /** Consecutive months with a DONE payout, ending at the current or the previous Moscow month; 0 otherwise. */
  months_in_a_row: z.number().int(),
  /** ISO 8601: the first and the last DONE payout (all time); null before the first. */
  first_paid_at: z.string().nullable(),
  last_paid_at: z.string().nullable(),
  /** All time. */
  total: statisticsFiguresSchema,
  /** The period's every month, the newest first (months without work hold zeros). */
  months: z.array(statisticsMonthSchema),
  rule: limitRuleStateSchema,
});
export type ContractorStatistics = z.infer<typeof contractorStatisticsSchema>;

export const ownStatisticsItemSchema = contractorStatisticsSchema.extend({
  /** The contractor's link to the company: the `id` of GET employee/companies' items. */
  link_id: z.string(),
  organisation_name: z.string(),
});
export type OwnStatisticsItem = z.infer<typeof ownStatisticsItemSchema>;
export const ownStatisticsResponseSchema = z.object({ items: z.array(ownStatisticsItemSchema) });
export type OwnStatisticsResponse = z.infer<typeof ownStatisticsResponseSchema>;

/** The rule's line as people read it (both apps). */
export const LIMIT_RULE_TEXT = `Предлагаемое правило: не более ${CONTRACTOR_LIMIT_RULE.monthsInARowMax} месяцев подряд и ${CONTRACTOR_LIMIT_RULE.hoursPerMonthMax} часов в месяц — пока не действует`;

/**
 * The legal deadline of a receipt (DOMAIN §2.1 «Receipt»): income received by bank transfer must be
 * registered by the 9th day of the next month (Moscow calendar); a late receipt costs the contractor a
 * fine of 20 % of the amount. Ops are warned two days before it.
 */
import { moscowDate } from '../../../lib/moscow-time.js';

const DEADLINE_DAY = 9;
export const DEADLINE_WARNING_DAYS = 2;

/** YYYY-MM-DD of the `day`-th of the month after the Moscow month of `operationTime`. */
function dayOfNextMonth(operationTime: Date, day: number): string {
  const [year, month] = moscowDate(operationTime).split('-').map(Number) as [number, number];
  // Date.UTC takes a 0-based month, so `month` is already the next one; December rolls into January.
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** The last day (YYYY-MM-DD) to register the receipt of income received at `operationTime`. */
export const receiptDeadline = (operationTime: Date) => dayOfNextMonth(operationTime, DEADLINE_DAY);

/** Whether, on `now`, the deadline of a receipt for `operationTime` is two days away or less (or past). */
export const receiptDeadlineNear = (operationTime: Date, now: Date) =>
  moscowDate(now) >= dayOfNextMonth(operationTime, DEADLINE_DAY - DEADLINE_WARNING_DAYS);

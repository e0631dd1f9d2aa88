/**
 * Fixed-window rate limits kept in the database, so every API process shares the same counters.
 * One upsert per check; windows are aligned to multiples of their length.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { AppError } from './errors.js';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number; message: string };

export async function consumeRateLimit(db: DbOrTx, rule: RateLimitRule, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${rule.key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  if (count > rule.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    throw new AppError('RATE_LIMITED', { message: rule.message, retryAfter });
  }
}

/** Forget a counter, e.g. failed logins after a successful one. */
export async function resetRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Old windows are useless; the hourly cleanup job removes them. */
export async function purgeRateLimits(db: DbOrTx, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan.toISOString()}`);
}

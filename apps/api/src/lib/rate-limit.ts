/**
 * Fixed-window rate limits kept in the database, so every API process shares the same counters.
 * One upsert per check; windows are aligned to multiples of their length. Subjects (e-mails, phones,
 * IPs) are stored only as hashes: the counters table holds no personal data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sha256 } from './crypto.js';
import { AppError } from './errors.js';

export type RateLimitRule = { name: string; limit: number; windowSeconds: number; message: string };

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${sha256(subject)}`;

/**
 * Counts one attempt of `subject` under `rule`, or throws RATE_LIMITED with Retry-After once the
 * limit is passed. An unknown subject (no client IP, say) is not limited by that rule.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string | undefined, now: Date) {
  if (!subject) return;
  const count = await countAttempt(db, rule, subject, now);
  if (count > rule.limit) throw rateLimited(rule, now);
}

/** Counts one attempt of `subject` and returns the count of the current window, throwing nothing. */
export async function countAttempt(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${keyOf(rule, subject)}, ${windowOf(rule, now).toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

/** The attempts of `subject` counted so far in the current window, counting none. */
export async function attemptsSoFar(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select count from rate_limits where key = ${keyOf(rule, subject)} and window_start = ${windowOf(rule, now).toISOString()}`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

/** RATE_LIMITED with Retry-After: the seconds left of the current window. */
export function rateLimited(rule: RateLimitRule, now: Date) {
  const windowEnd = windowOf(rule, now).getTime() + rule.windowSeconds * 1000;
  return new AppError('RATE_LIMITED', {
    message: rule.message,
    retryAfter: Math.ceil((windowEnd - now.getTime()) / 1000),
  });
}

function windowOf(rule: RateLimitRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Forgets the counter of a subject, e.g. failed logins after a successful one. */
export async function resetRateLimit(db: Db, rule: RateLimitRule, subject: string) {
  await db.execute(sql`delete from rate_limits where key = ${keyOf(rule, subject)}`);
}

/** Old windows are useless; the hourly cleanup job removes them. */
export async function purgeRateLimits(db: Db, olderThan: Date) {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan.toISOString()}`);
}

/**
 * When a failed delivery is tried again (docs/decisions/webhooks.md): growing pauses for a day after the delivery
 * was made, then it is FAILED; an endpoint failing for a day is paused.
 */
const MINUTE = 60;
/** Seconds after the n-th failed attempt (1-based); past the list, every 8 hours. */
const PAUSES_SECONDS = [
  30,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  60 * MINUTE,
  120 * MINUTE,
  240 * MINUTE,
  480 * MINUTE,
];
export const DELIVERY_WINDOW_MS = 24 * 3600 * 1000;
export const FAILING_PAUSE_AFTER_MS = 24 * 3600 * 1000;

export const pauseAfterAttempt = (attempts: number) =>
  PAUSES_SECONDS[Math.min(attempts, PAUSES_SECONDS.length) - 1] ?? PAUSES_SECONDS[0]!;

/** The next attempt's time, or null when it would fall past the delivery's day (the delivery has FAILED). */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + pauseAfterAttempt(attempts) * 1000);
  return next.getTime() - createdAt.getTime() > DELIVERY_WINDOW_MS ? null : next;
}

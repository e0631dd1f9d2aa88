type SchedulerWithYield = { yield: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in
 * between. Startup work split at these points never holds a slow phone's main thread for long (what
 * Lighthouse counts as Total Blocking Time). scheduler.yield() keeps the continuation ahead of other
 * queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` for every item with at most `limit` running at once (a batch job's HTTP calls pipelined:
 * the bank's payments, FNS messages). `work` handles its own failures: one item's error is its own.
 */
export async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

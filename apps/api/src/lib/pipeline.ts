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

/** `items` cut into consecutive slices of at most `size` (jobs' and the bank's caps per batch). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < items.length; from += size) chunks.push(items.slice(from, from + size));
  return chunks;
}

/**
 * What a log line may say of a failure inside a batch: the error's code (a SQLSTATE, an AppError code,
 * the bank's or FNS's code) and nothing of its message, which may quote data (a duplicate key's values).
 */
export const codeOf = (error: unknown): string | undefined => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

import { describe, expect, it } from 'vitest';
import { jittered, RetryableFailure, withRetries } from './retry.js';

const unavailable = (upstream: string | number) => new Error(`unavailable: ${upstream}`);

describe('the retry loop of external clients', () => {
  it('pauses between half and all of the doubling step, then gives the client its own unavailable error', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const run = withRetries(
      async () => {
        calls += 1;
        throw new RetryableFailure(503);
      },
      { retries: 3, backoffMs: 100, sleep: async (ms) => void pauses.push(ms), random: () => 0 },
      unavailable,
    );
    await expect(run).rejects.toThrow('unavailable: 503');
    expect(calls).toBe(4);
    expect(pauses).toEqual([50, 100, 200]);
    expect(jittered(400, () => 0.5)).toBe(300);
  });

  it('returns the first success and never retries what another attempt cannot fix', async () => {
    let calls = 0;
    const ok = await withRetries(
      async () => {
        calls += 1;
        if (calls < 2) throw new RetryableFailure('timeout');
        return 'ok';
      },
      { retries: 3, backoffMs: 1, sleep: async () => {} },
      unavailable,
    );
    expect([ok, calls]).toEqual(['ok', 2]);

    let refused = 0;
    const final = withRetries(
      async () => {
        refused += 1;
        throw new Error('401');
      },
      { retries: 3, backoffMs: 1, sleep: async () => {} },
      unavailable,
    );
    await expect(final).rejects.toThrow('401');
    expect(refused).toBe(1);
  });
});

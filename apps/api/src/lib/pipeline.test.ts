import { describe, expect, it } from 'vitest';
import { chunksOf, eachAtMost } from './pipeline.js';

describe('eachAtMost', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await eachAtMost(3, [1, 2, 3, 4, 5, 6, 7], async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5 * (n % 3)));
      seen.push(n);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('does nothing for no items', async () => {
    await eachAtMost(4, [], async () => {
      throw new Error('not called');
    });
  });
});

describe('chunksOf', () => {
  it('cuts a list into slices of the cap, the last one shorter, none for no items', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([1, 2], 2)).toEqual([[1, 2]]);
    expect(chunksOf([], 1000)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { countText } from './plural';

const acts = ['акт', 'акта', 'актов'] as const;

describe('countText', () => {
  it('takes the Russian form of each count', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => countText(n, acts))).toEqual([
      '1 акт',
      '2 акта',
      '4 акта',
      '5 актов',
      '11 актов',
      '12 актов',
      '14 актов',
      '21 акт',
      '22 акта',
      '25 актов',
      '101 акт',
      '111 актов',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { bigintReplacer, reviveKopecks } from './money.js';

describe('kopecks inside jsonb', () => {
  it('writes bigint kopecks as digits and reads them back as bigint, exactly, at any depth', () => {
    const message = {
      totalAmountKopecks: 900719925474099199n, // past 2^53: a JSON number would round it
      services: [{ name: 'Услуга', amountKopecks: 150_000n, quantity: 2 }],
    };
    const stored = JSON.parse(JSON.stringify(message, bigintReplacer));
    expect(stored.totalAmountKopecks).toBe('900719925474099199');
    expect(reviveKopecks(stored)).toEqual(message);
  });

  it('reads rows written before bigint (plain integers) as bigint, and leaves other fields alone', () => {
    expect(reviveKopecks({ amountKopecks: 100, quantity: 3, inn: '500100732259', note: '12' })).toEqual({
      amountKopecks: 100n,
      quantity: 3,
      inn: '500100732259',
      note: '12',
    });
    // Not an integer amount: kept as it is rather than guessed at.
    expect(reviveKopecks({ amountKopecks: 10.5 })).toEqual({ amountKopecks: 10.5 });
  });
});

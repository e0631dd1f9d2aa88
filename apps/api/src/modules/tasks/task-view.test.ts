/** What one contractor is paid, in integer kopecks: the amount, or amount × quantity rounded half-up. */
import { describe, expect, it } from 'vitest';
import { quantityThousandths, shownQuantity, taskTotalKopecks } from './task-view.js';

describe('taskTotalKopecks', () => {
  it.each([
    [150000n, null, 150000n],
    [150000n, '2', 300000n],
    [33333n, '1.5', 50000n], // 499.995 → 500.00: half-up
    [33333n, '1,25', 41666n], // 416.6625 → 416.66
    [1n, '0.5', 1n], // 0.005 → 0.01
    [1n, '0.499', 0n],
    [99999n, '999999999.999', 99998999999900n], // no float on the way
  ])('%s kopecks × %s → %s', (amount, quantity, total) => {
    expect(taskTotalKopecks(amount, quantity)).toBe(total);
  });

  it('reads a quantity in thousandths and shows it as a person writes it', () => {
    expect(quantityThousandths('1,5')).toBe(1500n);
    expect(quantityThousandths('0.007')).toBe(7n);
    expect(() => quantityThousandths('1e3')).toThrow();
    expect([shownQuantity('1.500'), shownQuantity('2.000'), shownQuantity('0.125'), shownQuantity(null)]).toEqual([
      '1.5',
      '2',
      '0.125',
      null,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { receiptDeadline, receiptDeadlineNear } from './fns-receipt-deadline.js';

describe('the legal deadline of a receipt', () => {
  it('is the 9th of the next Moscow month', () => {
    expect(receiptDeadline(new Date('2026-03-15T12:00:00+03:00'))).toBe('2026-04-09');
    // 31 March 22:30 UTC is already 1 April in Moscow.
    expect(receiptDeadline(new Date('2026-03-31T22:30:00Z'))).toBe('2026-05-09');
    expect(receiptDeadline(new Date('2026-12-31T23:59:00+03:00'))).toBe('2027-01-09');
    expect(receiptDeadline(new Date('2026-01-31T10:00:00+03:00'))).toBe('2026-02-09');
  });

  it('is near from two days before it (Moscow), and stays near after it', () => {
    const paid = new Date('2026-03-15T12:00:00+03:00');
    expect(receiptDeadlineNear(paid, new Date('2026-04-06T23:59:00+03:00'))).toBe(false);
    expect(receiptDeadlineNear(paid, new Date('2026-04-07T00:00:00+03:00'))).toBe(true);
    expect(receiptDeadlineNear(paid, new Date('2026-05-01T00:00:00+03:00'))).toBe(true);
    expect(receiptDeadlineNear(paid, new Date('2026-03-31T12:00:00+03:00'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatKopecks, kopecksToRubles, positiveMoneyInputSchema, rublesToKopecks } from './money.js';

describe('money', () => {
  it('writes kopecks as roubles with a dot and two decimals', () => {
    expect(kopecksToRubles(150000n)).toBe('1500.00');
    expect(kopecksToRubles(5n)).toBe('0.05');
    expect(kopecksToRubles(-12345n)).toBe('-123.45');
    expect(kopecksToRubles(900719925474099199n)).toBe('9007199254740991.99');
  });

  it('reads the notations people type, exactly, and refuses the rest', () => {
    expect(rublesToKopecks('1 500,00')).toBe(150000n);
    expect(rublesToKopecks('1500.00')).toBe(150000n);
    expect(rublesToKopecks('1500')).toBe(150000n);
    expect(rublesToKopecks('0,1')).toBe(10n);
    expect(rublesToKopecks('0.29')).toBe(29n); // 0.29 * 100 is 28.999… as a float
    for (const bad of ['1500.001', '', 'абв', '1,500.00', '1e3', '.5']) expect(rublesToKopecks(bad)).toBeNull();
  });

  it('takes positive amounts only, with a Russian message', () => {
    expect(positiveMoneyInputSchema.parse('600 000,00')).toBe(60000000n);
    expect(positiveMoneyInputSchema.safeParse('0').error?.issues[0]?.message).toBe('Сумма должна быть больше нуля');
    expect(positiveMoneyInputSchema.safeParse('1.234').error?.issues[0]?.message).toBe(
      'Сумма в рублях, не больше двух знаков после запятой: 1500,00',
    );
  });

  it('formats kopecks the Russian way, grouping thousands with no-break spaces', () => {
    expect(formatKopecks(123456789n)).toBe('1\u00a0234\u00a0567,89 ₽');
    expect(formatKopecks('5')).toBe('0,05 ₽');
    expect(formatKopecks(-100050n)).toBe('-1\u00a0000,50 ₽');
  });
});

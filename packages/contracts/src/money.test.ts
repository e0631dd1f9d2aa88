import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NPD_YEARLY_INCOME_LIMIT_KOPECKS } from './fns.js';
import {
  decimalToKopecks,
  formatKopecks,
  kopecksToRubles,
  moneyAmountSchema,
  moneyKopecksSchema,
  rublesToKopecks,
  sumKopecks,
} from './money.js';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('money', () => {
  it('writes kopecks as roubles with a dot and two decimals', () => {
    expect(kopecksToRubles(150000n)).toBe('1500.00');
    expect(kopecksToRubles(5n)).toBe('0.05');
    expect(kopecksToRubles(0n)).toBe('0.00');
    expect(kopecksToRubles(-12345n)).toBe('-123.45');
    expect(kopecksToRubles(900719925474099199n)).toBe('9007199254740991.99');
  });

  it('reads the notations people type, exactly, and refuses the rest', () => {
    expect(rublesToKopecks('1 500,00')).toBe(150000n);
    expect(rublesToKopecks('1\u00a0500,00')).toBe(150000n); // copied from «1 500,00 ₽» of a formatted amount
    expect(rublesToKopecks('1\u202f500')).toBe(150000n); // narrow no-break space of some locales
    expect(rublesToKopecks('1500.00')).toBe(150000n);
    expect(rublesToKopecks('1500')).toBe(150000n);
    expect(rublesToKopecks('1 500')).toBe(150000n);
    expect(rublesToKopecks('0,1')).toBe(10n);
    expect(rublesToKopecks('0.29')).toBe(29n); // 0.29 * 100 is 28.999… as a float
    for (const bad of ['1500.001', '', 'абв', '1,500.00', '1e3', '.5', '1500.', '12,345,6', 'NaN', 'Infinity']) {
      expect(rublesToKopecks(bad)).toBeNull();
    }
  });

  it('adds exactly where floats drift: 0,10 + 0,20 is 0,30', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the reason for all of this
    const sum = sumKopecks([rublesToKopecks('0,10')!, rublesToKopecks('0,20')!]);
    expect(sum).toBe(30n);
    expect(kopecksToRubles(sum)).toBe('0.30');
    // 1.005 rounds down to 1.00 as a float (1.00499…); a person typing 1 005,05 × 3 expects 3 015,15.
    expect(sumKopecks([100505n, 100505n, 100505n])).toBe(301515n);
    expect(sumKopecks([])).toBe(0n);
  });

  it('holds the НПД yearly cap of 2 400 000,00 ₽ exactly, both ways', () => {
    expect(formatKopecks(NPD_YEARLY_INCOME_LIMIT_KOPECKS)).toBe('2\u00a0400\u00a0000,00 ₽');
    expect(rublesToKopecks('2 400 000,00')).toBe(NPD_YEARLY_INCOME_LIMIT_KOPECKS);
    expect(rublesToKopecks(formatKopecks(NPD_YEARLY_INCOME_LIMIT_KOPECKS).replace(' ₽', ''))).toBe(240_000_000n);
    expect(decimalToKopecks(kopecksToRubles(NPD_YEARLY_INCOME_LIMIT_KOPECKS))).toBe(240_000_000n);
    // One kopeck over the cap is still a different amount, not rounded into it.
    expect(rublesToKopecks('2 400 000,01')! - NPD_YEARLY_INCOME_LIMIT_KOPECKS).toBe(1n);
  });

  it('reads the JSON form only as JSON: a dot, at most two decimals', () => {
    expect(decimalToKopecks('1500.00')).toBe(150000n);
    expect(decimalToKopecks('1500.5')).toBe(150050n);
    expect(decimalToKopecks('-12.30')).toBe(-1230n);
    for (const bad of ['1 500,00', '1500,00', '1500.001', ' 1500', '+1', '']) expect(decimalToKopecks(bad)).toBeNull();
  });

  it('takes positive request amounts only, with Russian messages, and answers them as "1500.00"', () => {
    expect(moneyAmountSchema.parse('600 000,00')).toBe(60000000n);
    expect(messageOf(moneyAmountSchema.safeParse('0'))).toBe('Сумма должна быть больше нуля');
    expect(messageOf(moneyAmountSchema.safeParse('-5'))).toBe('Сумма должна быть больше нуля');
    expect(messageOf(moneyAmountSchema.safeParse('1.234'))).toBe(
      'Сумма в рублях, не больше двух знаков после запятой: 1500,00',
    );
    expect(messageOf(moneyAmountSchema.safeParse(1500))).toBe('Укажите сумму'); // a JSON number is refused: it may be a float
    expect(z.encode(moneyAmountSchema, 150001n)).toBe('1500.01');
  });

  it('carries any amount in JSON as a decimal string ⇄ bigint', () => {
    const answer = z.object({ balance: moneyKopecksSchema });
    expect(z.encode(answer, { balance: -100050n })).toEqual({ balance: '-1000.50' });
    expect(answer.parse({ balance: '0.00' })).toEqual({ balance: 0n });
    expect(messageOf(answer.safeParse({ balance: '1 000,50' }))).toBe(
      'Сумма в рублях, не больше двух знаков после запятой: 1500,00',
    );
  });

  it('formats kopecks the Russian way, grouping thousands with no-break spaces', () => {
    expect(formatKopecks(123456789n)).toBe('1\u00a0234\u00a0567,89 ₽');
    expect(formatKopecks(150000n)).toBe('1\u00a0500,00 ₽');
    expect(formatKopecks('5')).toBe('0,05 ₽');
    expect(formatKopecks(-100050n)).toBe('-1\u00a0000,50 ₽');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeRuMobile, parseLogin } from './phone.js';

describe('normalizeRuMobile', () => {
  it.each([
    '+79990000001',
    '89990000001',
    '79990000001',
    '9990000001',
    '+7 (999) 000-00-01',
    '8 999 000 00 01',
    '8-999-000-00-01',
  ])('reads %s as +79990000001', (input) => {
    expect(normalizeRuMobile(input)).toBe('+79990000001');
  });
  it.each(['+89990000001', '+1 202 555 0100', '+74951234567', '999000000', '9990000001234', 'phone'])(
    'rejects %s',
    (input) => {
      expect(normalizeRuMobile(input)).toBeNull();
    },
  );
});

describe('parseLogin', () => {
  it('reads e-mails case-insensitively and phones in any notation', () => {
    expect(parseLogin(' Demo@Company.RU ')).toEqual({ kind: 'email', email: 'demo@company.ru' });
    expect(parseLogin('8 (999) 000-00-01')).toEqual({ kind: 'phone', phone: '+79990000001' });
    expect(parseLogin('nonsense')).toBeNull();
  });
});

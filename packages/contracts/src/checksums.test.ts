import { describe, expect, it } from 'vitest';
import {
  accountValid,
  bikValid,
  corrAccountValid,
  inn10Valid,
  inn12Valid,
  inn12WithCheckDigits,
  innValid,
  luhnValid,
  snilsValid,
} from './checksums.js';

// Vectors of DOMAIN.md §4.
describe('ИНН', () => {
  it.each(['7707083893', '7719617469', '7702070139'])('accepts the organisation ИНН %s', (inn) => {
    expect(inn10Valid(inn)).toBe(true);
    expect(innValid(inn)).toBe(true);
  });
  it.each(['7701325469', '1234567890', '1234567891', '770708389', 'abcdefghij'])('rejects %s', (inn) => {
    expect(innValid(inn)).toBe(false);
  });
  it('accepts the personal ИНН 500100732259 and rejects broken ones', () => {
    expect(inn12Valid('500100732259')).toBe(true);
    expect(inn12Valid('111122223344')).toBe(false);
    expect(inn12Valid('123456789012')).toBe(false);
  });
});

describe('bank accounts', () => {
  it('checks settlement accounts against their БИК', () => {
    expect(accountValid('40702810300180001774', '044525311')).toBe(true);
    expect(accountValid('40702810123111111114', '044525352')).toBe(true);
    expect(accountValid('40702810300180001775', '044525311')).toBe(false);
  });
  it('rejects the chance pass of the 7-1-3 key when the БИК is implausible', () => {
    expect(accountValid('12345678901234567890', '123456789')).toBe(false);
    expect(bikValid('123456789')).toBe(false);
  });
  it.each([
    ['30101810400000000225', '044525225'],
    ['30101810000000000311', '044525311'],
    ['30101810700000000352', '044525352'],
    ['30101810145250000411', '044525411'],
  ])('accepts the correspondent account %s at %s', (account, bik) => {
    expect(corrAccountValid(account, bik)).toBe(true);
  });
  it('rejects broken correspondent accounts', () => {
    expect(corrAccountValid('30101810400000000226', '044525225')).toBe(false);
    expect(corrAccountValid('12345678901234567890', '123456789')).toBe(false);
  });
});

describe('СНИЛС and cards', () => {
  it('checks СНИЛС with separators', () => {
    expect(snilsValid('112-233-445 95')).toBe(true);
    expect(snilsValid('123-456-789 64')).toBe(true);
    expect(snilsValid('112-233-445 96')).toBe(false);
    expect(snilsValid('123-456-789 01')).toBe(false);
  });
  it('checks cards with Luhn', () => {
    for (const card of ['4111111111111111', '2200000000000004', '5555555555554444']) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('completes a person’s ИНН with both check digits', () => {
    expect(inn12WithCheckDigits('5001007322')).toBe('500100732259');
    for (const first10 of ['7700000001', '5000012345', '7812345678'])
      expect(inn12Valid(inn12WithCheckDigits(first10))).toBe(true);
  });
});

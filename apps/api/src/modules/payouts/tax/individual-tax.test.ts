/** НДФЛ and contributions of individual payouts (DOMAIN §2.2): the pure calculator. */
import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTIONS_BASE_KOPECKS,
  individualTax,
  yearContributionsKopecks,
  yearNdflKopecks,
} from './individual-tax.js';

const rub = (roubles: number) => BigInt(Math.round(roubles * 100));

/** A repeatable pseudo-random integer in [0, below) (mulberry32): the same cases on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * below);
  };
}

describe('yearNdflKopecks: the progressive scale on a year’s income', () => {
  it('13 % up to 2.4 M ₽, in whole roubles', () => {
    expect(yearNdflKopecks(0n)).toBe(0n);
    expect(yearNdflKopecks(rub(100_000))).toBe(rub(13_000));
    expect(yearNdflKopecks(rub(2_400_000))).toBe(rub(312_000));
  });

  it('each rate on the part above the previous step', () => {
    // 312 000 + 15 % × 2.6 M = 702 000
    expect(yearNdflKopecks(rub(5_000_000))).toBe(rub(702_000));
    // + 18 % × 15 M = 3 402 000
    expect(yearNdflKopecks(rub(20_000_000))).toBe(rub(3_402_000));
    // + 20 % × 30 M = 9 402 000
    expect(yearNdflKopecks(rub(50_000_000))).toBe(rub(9_402_000));
    // + 22 % × 10 M = 11 602 000
    expect(yearNdflKopecks(rub(60_000_000))).toBe(rub(11_602_000));
    expect(yearNdflKopecks(rub(2_500_000))).toBe(rub(312_000 + 15_000));
  });

  it('rounds to whole roubles half up', () => {
    // 13 % of 3,84 ₽ = 0,4992 ₽ → 0; of 3,85 ₽ = 0,5005 ₽ → 1 ₽
    expect(yearNdflKopecks(rub(3.84))).toBe(0n);
    expect(yearNdflKopecks(rub(3.85))).toBe(100n);
    // 13 % of 1 234,56 ₽ = 160,4928 → 160 ₽; of 1 238,46 ₽ = 161,0 (160,9998) → 161 ₽
    expect(yearNdflKopecks(rub(1234.56))).toBe(rub(160));
    expect(yearNdflKopecks(rub(1238.46))).toBe(rub(161));
    // exactly half a rouble: 13 % of 50 ₽ = 6,5 ₽ → 7 ₽
    expect(yearNdflKopecks(rub(50))).toBe(rub(7));
  });
});

describe('yearContributionsKopecks: 30 % within the base, 15.1 % above', () => {
  it('within and above the 2026 base (2 979 000 ₽)', () => {
    expect(yearContributionsKopecks(rub(100_000))).toBe(rub(30_000));
    expect(yearContributionsKopecks(CONTRIBUTIONS_BASE_KOPECKS)).toBe(rub(893_700));
    expect(yearContributionsKopecks(CONTRIBUTIONS_BASE_KOPECKS + rub(1_000_000))).toBe(rub(893_700 + 151_000));
  });

  it('kopecks rounded half up', () => {
    // 30 % of 0,05 ₽ = 1,5 kop → 2; of 0,01 ₽ = 0,3 kop → 0
    expect(yearContributionsKopecks(5n)).toBe(2n);
    expect(yearContributionsKopecks(1n)).toBe(0n);
  });
});

describe('individualTax: one payout’s share, cumulative from 1 January', () => {
  it('a first payout of 100 000 ₽: 13 %, net 87 000 ₽, contributions 30 000 ₽', () => {
    expect(individualTax({ grossKopecks: rub(100_000), yearIncomeBeforeKopecks: 0n })).toEqual({
      grossKopecks: rub(100_000),
      ndflKopecks: rub(13_000),
      netKopecks: rub(87_000),
      contributionsKopecks: rub(30_000),
      ndflRate: '13',
      yearIncomeBeforeKopecks: 0n,
    });
  });

  it('a payout crossing 2.4 M ₽ is taxed 13 % below the step and 15 % above it', () => {
    const tax = individualTax({ grossKopecks: rub(200_000), yearIncomeBeforeKopecks: rub(2_300_000) });
    // 13 % × 100 000 + 15 % × 100 000
    expect(tax.ndflKopecks).toBe(rub(28_000));
    expect(tax.netKopecks).toBe(rub(172_000));
    expect(tax.ndflRate).toBe('13/15');
  });

  it('a payout crossing the contributions base pays 30 % below and 15.1 % above', () => {
    const tax = individualTax({ grossKopecks: rub(100_000), yearIncomeBeforeKopecks: rub(2_929_000) });
    // 30 % × 50 000 + 15,1 % × 50 000
    expect(tax.contributionsKopecks).toBe(rub(15_000 + 7_550));
  });

  it('names every step a large payout crosses', () => {
    expect(individualTax({ grossKopecks: rub(60_000_000), yearIncomeBeforeKopecks: 0n }).ndflRate).toBe(
      '13/15/18/20/22',
    );
    expect(individualTax({ grossKopecks: rub(1000), yearIncomeBeforeKopecks: rub(2_400_000) }).ndflRate).toBe('15');
  });

  it('refuses a non-positive gross and a negative income before', () => {
    expect(() => individualTax({ grossKopecks: 0n, yearIncomeBeforeKopecks: 0n })).toThrow();
    expect(() => individualTax({ grossKopecks: 1n, yearIncomeBeforeKopecks: -1n })).toThrow();
  });

  it('the shares of a year’s payouts add up to the tax on the year’s total, whatever the split', () => {
    const random = seeded(14);
    for (let run = 0; run < 300; run++) {
      const amounts = Array.from({ length: 1 + random(30) }, () => 1n + BigInt(random(3_000_000_00)));
      let before = 0n;
      let ndfl = 0n;
      let contributions = 0n;
      for (const gross of amounts) {
        const tax = individualTax({ grossKopecks: gross, yearIncomeBeforeKopecks: before });
        expect(tax.netKopecks + tax.ndflKopecks).toBe(gross);
        expect(tax.ndflKopecks % 100n).toBe(0n);
        ndfl += tax.ndflKopecks;
        contributions += tax.contributionsKopecks;
        before += gross;
      }
      expect(ndfl).toBe(yearNdflKopecks(before));
      expect(contributions).toBe(yearContributionsKopecks(before));
    }
  });

  it('НДФЛ never exceeds 22 % of the payout by more than the rounding of one rouble', () => {
    const random = seeded(2026);
    for (let run = 0; run < 1000; run++) {
      const g = 1n + BigInt(random(100_000_000_00));
      const b = BigInt(random(100_000_000_00));
      const tax = individualTax({ grossKopecks: g, yearIncomeBeforeKopecks: b });
      expect(tax.ndflKopecks * 100n <= g * 22n + 100n * 100n).toBe(true);
      expect(tax.ndflKopecks * 100n >= g * 13n - 100n * 100n).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseSearch } from './employees.service.js';
import { exportFileName, safeCell } from './employees-xlsx.js';

describe('export cells (DOMAIN.md §5: no formula injection)', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, a stored phone and empty values alone', () => {
    expect(safeCell('Петров Пётр')).toBe('Петров Пётр');
    expect(safeCell('+79990000001')).toBe('+79990000001');
    expect(safeCell('+7999000000=')).toBe("'+7999000000=");
    expect(safeCell(null)).toBe('');
  });

  it('names the file by the Moscow day', () => {
    expect(exportFileName(new Date('2026-11-23T22:30:00Z'))).toBe('Исполнители 24.11.2026.xlsx');
  });
});

describe('search text', () => {
  it('reads phone-like input as digits, 8… as +7, and the rest as folded words', () => {
    expect(parseSearch('8 (999) 000-00-01')).toEqual({ phone: '79990000001', inn: '89990000001' });
    expect(parseSearch('+7 999')).toEqual({ phone: '7999', inn: '7999' });
    expect(parseSearch('ПЁТР  Петров')).toEqual({ words: ['петр', 'петров'] });
    expect(parseSearch('  ')).toBeUndefined();
    expect(parseSearch('()-')).toBeUndefined();
  });
});

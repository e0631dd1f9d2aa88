import { describe, expect, it } from 'vitest';
import {
  formatKopecks,
  formatMoney,
  formatMoscowTime,
  formatPhone,
  joinPersonName,
  moscowToday,
  shortenName,
} from './format';

describe('shortenName', () => {
  it('shortens a full name to surname plus initials', () => {
    expect(shortenName('Иванов Иван Иванович')).toBe('Иванов И. И.');
  });

  it('works without a patronymic', () => {
    expect(shortenName('Иванов Иван')).toBe('Иванов И.');
  });

  it('keeps a lone surname', () => {
    expect(shortenName('Иванов')).toBe('Иванов');
  });

  it('shows a name with a double quote (an organisation) whole', () => {
    expect(shortenName('ООО "Ромашка"')).toBe('ООО "Ромашка"');
    expect(shortenName('АО "Северные Железные Дороги"')).toBe('АО "Северные Железные Дороги"');
  });

  it('treats «» quotes as an organisation too', () => {
    expect(shortenName('ООО «Ромашка»')).toBe('ООО «Ромашка»');
  });

  it('tolerates extra spaces and lower-case names', () => {
    expect(shortenName('  петров   пётр  петрович ')).toBe('петров П. П.');
    expect(shortenName('')).toBe('');
  });
});

describe('joinPersonName', () => {
  it('joins the parts that are set', () => {
    expect(joinPersonName('Иванов', 'Иван', null)).toBe('Иванов Иван');
    expect(joinPersonName(null, undefined, ' ')).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups a canonical Russian number', () => {
    expect(formatPhone('+79990000001')).toBe('+7 999 000-00-01');
  });

  it('leaves other strings as they are', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('formatMoney', () => {
  it('shows an amount of an answer in roubles and kopecks', () => {
    expect(formatMoney('600000.00').replace(/\s/g, ' ')).toBe('600 000,00 ₽');
    expect(formatMoney('0.05')).toBe('0,05 ₽');
  });
});

describe('formatKopecks', () => {
  it('shows roubles and kopecks with ru-RU grouping', () => {
    expect(formatKopecks('150000').replace(/\s/g, ' ')).toBe('1 500,00 ₽');
    expect(formatKopecks('5')).toBe('0,05 ₽');
    expect(formatKopecks(-12345n).replace(/\s/g, ' ')).toBe('-123,45 ₽');
  });

  it('stays exact beyond what a float holds', () => {
    expect(formatKopecks('900719925474099199').replace(/\s/g, ' ')).toBe('9 007 199 254 740 991,99 ₽');
  });
});

describe('moscowToday', () => {
  it('is the Moscow calendar day, which starts three hours before UTC’s', () => {
    expect(moscowToday(new Date('2026-11-20T20:59:59Z'))).toBe('2026-11-20');
    expect(moscowToday(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21');
  });
});

describe('formatMoscowTime', () => {
  it('is Moscow time whatever the browser’s zone, said so, as the printed receipt shows it', () => {
    expect(formatMoscowTime('2026-03-05T09:00:00.000Z')).toBe('05.03.2026 12:00 МСК');
    expect(formatMoscowTime('2026-12-31T21:30:00.000Z')).toBe('01.01.2027 00:30 МСК');
  });
});

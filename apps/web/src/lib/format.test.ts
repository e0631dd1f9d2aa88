import { describe, expect, it } from 'vitest';
import { formatPhone, joinPersonName, shortenName } from './format';

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

import { describe, expect, it } from 'vitest';
import { fileExtension, validateDroppedFile } from './validate-dropped-file';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('validateDroppedFile', () => {
  it('passes a file that fits every rule', () => {
    expect(validateDroppedFile(file('реестр.xlsx', 5 * MB), { accept: ['xlsx', 'xml'], maxSizeMb: 5 })).toBeNull();
  });

  it("refuses a file over maxSizeMb with 'Превышен максимальный размер файла'", () => {
    expect(validateDroppedFile(file('реестр.xlsx', 5 * MB + 1), { maxSizeMb: 5 })).toBe(
      'Превышен максимальный размер файла',
    );
  });

  it('takes any size when maxSizeMb is not set', () => {
    expect(validateDroppedFile(file('архив.xlsx', 500 * MB), { accept: ['xlsx'] })).toBeNull();
  });

  it("refuses an extension outside the list with 'Недопустимый формат файла'", () => {
    expect(validateDroppedFile(file('реестр.csv'), { accept: ['xlsx', 'xml'] })).toBe('Недопустимый формат файла');
  });

  it("refuses a file without an extension with 'Недопустимый формат файла'", () => {
    expect(validateDroppedFile(file('реестр'), { accept: ['xlsx'] })).toBe('Недопустимый формат файла');
    expect(validateDroppedFile(file('реестр.'), { accept: ['xlsx'] })).toBe('Недопустимый формат файла');
    expect(validateDroppedFile(file('.xlsx'), { accept: ['xlsx'] })).toBe('Недопустимый формат файла');
  });

  it('compares extensions lowercase on both sides', () => {
    expect(validateDroppedFile(file('РЕЕСТР.XLSX'), { accept: ['xlsx'] })).toBeNull();
    expect(validateDroppedFile(file('реестр.xml'), { accept: ['.XML'] })).toBeNull();
  });

  it('takes any format when accept is not set or empty', () => {
    expect(validateDroppedFile(file('заметки'), {})).toBeNull();
    expect(validateDroppedFile(file('фото.png'), { accept: [] })).toBeNull();
  });

  it('reports the size first when both rules fail', () => {
    expect(validateDroppedFile(file('фото.png', 10 * MB), { accept: ['xlsx'], maxSizeMb: 1 })).toBe(
      'Превышен максимальный размер файла',
    );
  });
});

describe('fileExtension', () => {
  it.each([
    ['отчёт.2026.XLSX', 'xlsx'],
    ['отчёт', ''],
    ['.env', ''],
    ['отчёт.', ''],
  ])('%s → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

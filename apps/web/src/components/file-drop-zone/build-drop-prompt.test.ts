import { describe, expect, it } from 'vitest';
import { buildDropPrompt } from './build-drop-prompt';

describe('buildDropPrompt', () => {
  it('names the formats and the size limit when both are set', () => {
    expect(buildDropPrompt({ accept: ['xlsx', 'xml'], maxSizeMb: 10 })).toBe(
      'Загрузите файл в формате .xlsx/.xml не более 10 Мб',
    );
  });

  it('names only the formats when there is no size limit', () => {
    expect(buildDropPrompt({ accept: ['txt'] })).toBe('Загрузите файл в формате .txt');
  });

  it('names only the size limit when any format is taken', () => {
    expect(buildDropPrompt({ maxSizeMb: 5 })).toBe('Загрузите файл не более 5 Мб');
  });

  it("is just 'Загрузите файл' with neither", () => {
    expect(buildDropPrompt({})).toBe('Загрузите файл');
    expect(buildDropPrompt({ accept: [] })).toBe('Загрузите файл');
  });

  it('writes extensions lowercase with one dot and a fractional size the Russian way', () => {
    expect(buildDropPrompt({ accept: ['.XLSX'], maxSizeMb: 1.5 })).toBe(
      'Загрузите файл в формате .xlsx не более 1,5 Мб',
    );
  });
});

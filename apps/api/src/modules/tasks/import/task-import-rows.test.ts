import { describe, expect, it } from 'vitest';
import { checkTaskRow, isoDateOf, servicesByName, timeOf } from './task-import-rows.js';

const services = servicesByName([{ id: '5e4a1c00-0000-4000-8000-0000000000aa', name: 'Уборка' }]);
const read = (cells: Record<string, string>) => ({
  row: 2,
  formulas: new Set<string>(),
  cells: {
    Название: 'Задание',
    Услуга: 'уборка',
    Оплата: 'фиксированная',
    'Сумма или цена': '1 500,00 ₽',
    'Начало периода': '1.12.2026',
    'Конец периода': '2026-12-03',
    ...cells,
  },
});

describe('a tasks row', () => {
  it('reads dates as ДД.ММ.ГГГГ or ГГГГ-ММ-ДД, and refuses impossible ones', () => {
    expect(isoDateOf('01.12.2026')).toBe('2026-12-01');
    expect(isoDateOf('2026-12-31')).toBe('2026-12-31');
    expect(isoDateOf('31.02.2026')).toBeNull();
    expect(isoDateOf('завтра')).toBeNull();
  });

  it('reads a time as ЧЧ:ММ or as an Excel fraction of a day', () => {
    expect(timeOf('9:05')).toBe('09:05');
    expect(timeOf('0.375')).toBe('09:00');
    expect(timeOf('24:00')).toBeNull();
  });

  it('matches the service and the pricing word regardless of case, money with spaces and ₽', () => {
    const row = checkTaskRow(read({}), services);
    expect(row.errors).toEqual([]);
    expect(row.input).toMatchObject({
      service_id: '5e4a1c00-0000-4000-8000-0000000000aa',
      pricing: 'FIXED',
      amount: '1500.00',
      period_start: '2026-12-01',
      period_end: '2026-12-03',
    });
  });

  it('says each reason once, by column', () => {
    const row = checkTaskRow(
      read({ Оплата: 'За единицу', 'Сумма или цена': '0,001', Количество: '1', 'Время начала': 'утром' }),
      services,
    );
    expect(row.errors).toContain('Время начала: ЧЧ:ММ, например 09:30');
    expect(row.errors.some((e) => e.startsWith('Сумма или цена: '))).toBe(true);
    const fixedWithQuantity = checkTaskRow(read({ Количество: '2' }), services);
    expect(fixedWithQuantity.errors).toEqual(['Количество: У фиксированной суммы нет количества']);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { apiPaths, type ContractorStatistics, pathWithId } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { pathOf, stubAdapter } from '../../../test/http-stub';
import { setViewportWidth } from '../../../test/viewport';
import { EmployeeStatistics } from './employee-statistics';

const originalAdapter = http.defaults.adapter;
const ID = '00000000-0000-4000-8000-000000000001';

const zero = { orders: 0, tasks_completed: 0, paid: '0.00', hours: null, orders_with_hours: 0 };
const STATS: ContractorStatistics = {
  customer_id: 'c1',
  employee_id: ID,
  months_in_a_row: 7,
  first_paid_at: '2026-05-10T09:00:00.000Z',
  last_paid_at: '2026-11-02T09:00:00.000Z',
  total: { orders: 9, tasks_completed: 2, paid: '2933.34', hours: '167.5', orders_with_hours: 2 },
  months: [
    { month: '2026-11', orders: 2, tasks_completed: 1, paid: '1500.01', hours: '167.5', orders_with_hours: 1 },
    { month: '2026-10', ...zero },
  ],
  rule: {
    months_in_a_row_max: 6,
    hours_per_month_max: 160,
    enforced: false,
    would_exceed: true,
    month: '2026-11',
    reasons: ['HOURS_PER_MONTH', 'MONTHS_IN_A_ROW'],
  },
};

function renderBlock(reply: { status: number; data: unknown }) {
  const adapter = stubAdapter((req) =>
    pathOf(req) === pathWithId(apiPaths.contractorStatistics.company, ID) ? reply : { status: 404, data: {} },
  );
  http.defaults.adapter = adapter;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmployeeStatistics employeeId={ID} />
    </QueryClientProvider>,
  );
  return adapter;
}

describe('«Статистика работы» on the contractor’s card', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows months in a row, each month’s orders, sum and hours, and the rule that is not in force', async () => {
    setViewportWidth(390);
    const adapter = renderBlock({ status: 200, data: STATS });
    const table = await screen.findByRole('table', { name: 'Статистика по месяцам' });
    expect(screen.getByRole('heading', { name: 'Статистика работы' })).toBeInTheDocument();
    expect(screen.getByText(/Месяцев подряд/)).toHaveTextContent('Месяцев подряд: 7');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Месяц', 'Заказов', 'Сумма', 'Часов']);
    expect(rows[1]).toHaveTextContent(/Ноябрь 2026\s*2\s*1\s*500,01\s*₽\s*167,5/);
    expect(rows[2]).toHaveTextContent(/Октябрь 2026\s*0\s*0,00\s*₽\s*—/);
    expect(
      screen.getByText('Предлагаемое правило: не более 6 месяцев подряд и 160 часов в месяц — пока не действует.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Правило было бы нарушено: больше 160 часов в месяц и больше 6 месяцев подряд (с месяца «Ноябрь 2026»).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Всего: заказов 9 на 2\s933,34\s₽, с 10\.05\.2026 по 02\.11\.2026\./)).toBeInTheDocument();
    expect(adapter.calls.map((c) => `${c.method} ${pathOf(c)}`)).toEqual([
      `get ${pathWithId(apiPaths.contractorStatistics.company, ID)}`,
    ]);
  });

  it('says when the rule would not be crossed', async () => {
    renderBlock({
      status: 200,
      data: { ...STATS, rule: { ...STATS.rule, would_exceed: false, month: null, reasons: [] } },
    });
    expect(await screen.findByText('Правило не было бы нарушено.')).toBeInTheDocument();
  });

  it('a failed load says so in Russian instead of the figures', async () => {
    renderBlock({ status: 404, data: { error_message: 'Исполнитель не найден', code: 'NOT_FOUND' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Исполнитель не найден');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

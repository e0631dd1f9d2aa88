import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type OwnStatisticsItem } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { pathOf, type StubReply, stubAdapter } from '../../../test/http-stub';
import { setViewportWidth } from '../../../test/viewport';
import { OwnWorkStatistics } from './own-work-statistics';

const originalAdapter = http.defaults.adapter;

const item = (linkId: string, name: string, paid: string, inARow: number): OwnStatisticsItem => ({
  link_id: linkId,
  organisation_name: name,
  customer_id: `customer-${linkId}`,
  employee_id: 'e1',
  months_in_a_row: inARow,
  first_paid_at: '2026-10-05T09:00:00.000Z',
  last_paid_at: '2026-11-05T09:00:00.000Z',
  total: { orders: 1, tasks_completed: 0, paid, hours: null, orders_with_hours: 0 },
  months: [{ month: '2026-11', orders: 1, tasks_completed: 0, paid, hours: '8', orders_with_hours: 1 }],
  rule: {
    months_in_a_row_max: 6,
    hours_per_month_max: 160,
    enforced: false,
    would_exceed: inARow > 6,
    month: inARow > 6 ? '2026-11' : null,
    reasons: inARow > 6 ? ['MONTHS_IN_A_ROW'] : [],
  },
});

function renderSection(reply: StubReply) {
  const adapter = stubAdapter((req) =>
    pathOf(req) === apiPaths.contractorStatistics.own ? reply : { status: 404, data: {} },
  );
  http.defaults.adapter = adapter;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnWorkStatistics />
    </QueryClientProvider>,
  );
  return adapter;
}

describe('the contractor’s own statistics per company (390 px)', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('is folded until asked for, then shows each company its own figures from one request', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const items = [item('l1', 'ООО «Альфа»', '100.00', 2), item('l2', 'ООО «Бета»', '250.50', 7)];
    const adapter = renderSection({ status: 200, data: { items } });
    expect(screen.getByRole('heading', { name: 'Статистика работы' })).toBeInTheDocument();
    expect(adapter.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    const beta = await screen.findByRole('region', { name: 'ООО «Бета»' });
    const table = within(beta).getByRole('table', { name: 'Статистика по месяцам' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Ноябрь 2026\s*1\s*250,50\s*₽\s*8/);
    expect(within(beta).getByText(/Месяцев подряд/)).toHaveTextContent('Месяцев подряд: 7');
    expect(
      within(beta).getByText('Правило было бы нарушено: больше 6 месяцев подряд (с месяца «Ноябрь 2026»).'),
    ).toBeInTheDocument();
    const alpha = screen.getByRole('region', { name: 'ООО «Альфа»' });
    expect(within(alpha).getByText(/Месяцев подряд/)).toHaveTextContent('Месяцев подряд: 2');
    expect(
      within(alpha).getByText(
        'Предлагаемое правило: не более 6 месяцев подряд и 160 часов в месяц — пока не действует.',
      ),
    ).toBeInTheDocument();
    expect(within(alpha).getByText('Правило не было бы нарушено.')).toBeInTheDocument();
    expect(adapter.calls.map((c) => pathOf(c))).toEqual([apiPaths.contractorStatistics.own]);
  });

  it('says so when there is no company yet, and a failed load in Russian', async () => {
    const user = userEvent.setup();
    renderSection({ status: 200, data: { items: [] } });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText(/Статистика появится/)).toBeInTheDocument();
  });

  it('shows the refusal instead of figures when the load fails', async () => {
    const user = userEvent.setup();
    renderSection({ status: 403, data: { error_message: 'Раздел доступен только исполнителю', code: 'X' } });
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Раздел доступен только исполнителю');
  });
});

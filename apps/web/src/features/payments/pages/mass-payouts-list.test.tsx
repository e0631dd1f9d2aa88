import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { enterDay } from '../../../test/type-day';
import { setViewportWidth } from '../../../test/viewport';
import { importing, paying, registry, registryId } from '../test/mass-payouts-test-api';
import { type Call, customerSession, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

const LIST = apiPaths.massPayouts.list;
const listed = (api: { calls: Call[] }) => api.calls.filter((c) => c.path === LIST);

function listApi(reply: (params: Record<string, unknown>) => StubReply, other?: (call: Call) => StubReply | undefined) {
  return payoutsTestApi((call) => {
    if (call.path === LIST) return reply(call.params as Record<string, unknown>);
    return other?.(call);
  });
}

describe('registries list (/payments/mass-payment)', () => {
  it('shows each registry with its number, file, time, rows and total, a row opens its page', async () => {
    const api = listApi(() => ({
      status: 200,
      data: { items: [registry(2), importing(1, 2, 5)], next_cursor: null },
    }));
    const { router } = renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Реестры' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Реестр № 2' })).toHaveAttribute(
      'href',
      `/payments/mass-payment/${registryId(2)}`,
    );
    expect(within(rows[1]!).getByText('Реестр октябрь 2.xlsx')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('21.11.2026 00:30')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 / 5')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4 000,00 ₽')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Черновик')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Проверяется')).toBeInTheDocument();
    expect(listed(api)[0]?.params).toEqual({ page_size: 20 });

    await userEvent.click(within(rows[2]!).getByText('Реестр октябрь 1.xlsx'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/mass-payment/${registryId(1)}`));
  });

  it('asks the next page after the cursor of the previous one; the last page says the exact count', async () => {
    const page = (after: unknown) => {
      const start = after === undefined ? 0 : Number(String(after).replace('c', ''));
      const count = start < 40 ? 20 : 3;
      const items = Array.from({ length: count }, (_, i) => registry(100 - start - i));
      return { items, next_cursor: start < 40 ? `c${start + 20}` : null };
    };
    const api = listApi((params) => ({ status: 200, data: page(params.after) }));
    const { router } = renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Реестры' });
    expect(within(table).getByText('Реестр № 100')).toBeInTheDocument();
    expect(screen.getByText('1–20 из более чем 20')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    expect(await within(table).findByText('Реестр № 80')).toBeInTheDocument();
    expect(listed(api).at(-1)?.params).toEqual({ page_size: 20, after: 'c20' });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    expect(await within(table).findByText('Реестр № 60')).toBeInTheDocument();
    expect(screen.getByText('41–43 из 43')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти на следующую страницу' })).toBeDisabled();
  });

  it('opens page 3 from its address by reading pages 1 and 2 for their cursors', async () => {
    const api = listApi((params) => {
      const start = params.after === undefined ? 0 : Number(String(params.after).replace('c', ''));
      const items = Array.from({ length: start < 40 ? 20 : 2 }, (_, i) => registry(100 - start - i));
      return { status: 200, data: { items, next_cursor: start < 40 ? `c${start + 20}` : null } };
    });
    renderApp('/payments/mass-payment?page=3', { session: customerSession, api: api.handler });
    expect(await screen.findByText('Реестр № 60')).toBeInTheDocument();
    expect(listed(api).map((c) => (c.params as { after?: string }).after)).toEqual([undefined, 'c20', 'c40']);
  });

  it('filters by status and period from page 1, keeping them in the address and as chips', async () => {
    const api = listApi(() => ({ status: 200, data: { items: [registry(1)], next_cursor: null } }));
    const { router } = renderApp('/payments/mass-payment?date_from=2026-11-01', {
      session: customerSession,
      api: api.handler,
    });
    await screen.findByRole('table', { name: 'Реестры' });
    expect(listed(api)[0]?.params).toEqual({ page_size: 20, date_from: '2026-11-01' });
    expect(screen.getByText('Загружен с: 01.11.2026')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Фильтры (1)' }));
    const popover = await screen.findByRole('dialog', { name: 'Фильтры реестров' });
    await user.click(within(popover).getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Черновик' }));
    await waitFor(() =>
      expect(listed(api).at(-1)?.params).toEqual({ page_size: 20, date_from: '2026-11-01', status: 'DRAFT' }),
    );
    expect(router.state.location.search).toContain('status=DRAFT');

    const to = await within(popover).findByRole('group', { name: 'Загружен по' });
    await enterDay(user, to, '30.11.2026');
    await waitFor(() => expect(listed(api).at(-1)?.params).toMatchObject({ date_to: '2026-11-30', status: 'DRAFT' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('img', { name: 'Убрать фильтр «Статус»' }));
    await waitFor(() =>
      expect(listed(api).at(-1)?.params).toEqual({ page_size: 20, date_from: '2026-11-01', date_to: '2026-11-30' }),
    );
  });

  it('says how far each registry is paid: being paid, paid with its count, not paid', async () => {
    const done = { phase: 'DONE', rows_done: 4, finished_at: '2026-11-21T09:05:00.000Z' } as const;
    const items = [
      paying(3, { phase: 'FOLLOWING', rows_done: 4, rows_paid: 1 }),
      paying(2, { ...done, rows_paid: 4 }, { status: 'COMPLETED' }),
      paying(1, { ...done, rows_failed: 4, error: 'Недостаточно денег на балансе' }, { status: 'ERROR' }),
    ];
    const api = listApi(() => ({ status: 200, data: { items, next_cursor: null } }));
    renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Реестры' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Оплачивается')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Выплачено 1 из 4')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Оплачен')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Выплачено 4 из 4')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Ошибка оплаты')).toBeInTheDocument();
  });

  it('says when there are none, and when none match the filters', async () => {
    const api = listApi(() => ({ status: 200, data: { items: [], next_cursor: null } }));
    renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    expect(await screen.findByText('Реестров пока нет: загрузите файл выше')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    await user.click(await screen.findByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Оплачен' }));
    expect(await screen.findByText('Реестров с такими условиями нет — измените статус или период')).toBeInTheDocument();
  });

  it('shows the failure with «Повторить», which asks again', async () => {
    let isDown = true;
    const api = listApi(() =>
      isDown
        ? { status: 503, data: { code: 'INTERNAL', error_message: 'Сервис временно недоступен' } }
        : { status: 200, data: { items: [registry(7)], next_cursor: null } },
    );
    renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Реестр № 7')).toBeInTheDocument();
  });

  it('lists the individuals’ registries from their own path, as cards on a phone', async () => {
    setViewportWidth(390);
    const api = payoutsTestApi((call) =>
      call.path === apiPaths.individualMassPayouts.list
        ? { status: 200, data: { items: [registry(3, { kind: 'INDIVIDUAL' })], next_cursor: null } }
        : undefined,
    );
    renderApp('/payments/mass-individual-payment', { session: customerSession, api: api.handler });
    const cards = await screen.findByRole('list', { name: 'Реестры' });
    expect(within(cards).getByRole('link', { name: 'Реестр № 3' })).toHaveAttribute(
      'href',
      `/payments/mass-individual-payment/${registryId(3)}`,
    );
    expect(within(cards).getByText('21.11.2026 00:30 МСК · строки 3 / 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Массовые выплаты физическим лицам' })).toBeInTheDocument();
  });
});

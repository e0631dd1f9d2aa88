import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { CLEANING, customerSession, pathFor, task, tasksTestApi } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks', '/tasks/x');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('the company’s tasks list', { timeout: 60_000 }, () => {
  it('sends the page, sort, scope, status, period and search of the address; a header click sorts again', async () => {
    const api = tasksTestApi((call) =>
      call.path === apiPaths.tasks.list
        ? { status: 200, data: { items: [task(1, { status: 'PUBLISH' })], totalCount: 45, next_cursor: null } }
        : undefined,
    );
    renderApp(
      '/tasks?page=2&sort=PERIOD&direction=ASC&scope=MY&status=PUBLISH&period_from=2026-12-01&period_to=2026-12-31&search=склад',
      { session: customerSession, api: api.handler },
    );
    const table = await screen.findByRole('table', { name: 'Задания' });
    expect(api.to(apiPaths.tasks.list)[0]?.body).toEqual({
      page: 2,
      page_size: 20,
      sort: { field: 'PERIOD', direction: 'ASC' },
      filters: {
        scope: 'MY',
        status: ['PUBLISH'],
        period_from: '2026-12-01',
        period_to: '2026-12-31',
        search: 'склад',
      },
    });
    expect(within(table).getByText('Опубликовано')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Название' }));
    await waitFor(() =>
      expect(api.to(apiPaths.tasks.list).at(-1)?.body).toMatchObject({
        page: 1,
        sort: { field: 'NAME', direction: 'ASC' },
        filters: { scope: 'MY', status: ['PUBLISH'] },
      }),
    );
  });

  it('«Все задания» / «Мои» switches the scope of the request', async () => {
    const api = tasksTestApi(() => undefined);
    renderApp('/tasks', { session: customerSession, api: api.handler });
    expect(await screen.findByText(/Заданий пока нет/)).toBeInTheDocument();
    expect(api.to(apiPaths.tasks.list)[0]?.body).toEqual({
      page: 1,
      page_size: 20,
      sort: { field: 'ADDED_AT', direction: 'DESC' },
      filters: {},
    });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Мои' }));
    await waitFor(() => expect(api.to(apiPaths.tasks.list).at(-1)?.body).toMatchObject({ filters: { scope: 'MY' } }));
  });
});

describe('creating a task', { timeout: 60_000 }, () => {
  it('shows the total, the API’s field error under its field, then saves a draft and opens it', async () => {
    const created = task(7, {
      pricing: 'PER_UNIT',
      amount: '500.00',
      quantity: '1.5',
      unit: 'ч',
      total: '750.00',
    });
    let attempts = 0;
    const api = tasksTestApi((call) => {
      if (call.path === apiPaths.tasks.create && call.method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              data: {
                code: 'VALIDATION_ERROR',
                error_message: 'Проверьте поля',
                fields: { place: 'Место — не длиннее 500 символов' },
              },
            }
          : { status: 200, data: created };
      }
      if (call.path === pathFor(apiPaths.tasks.one, created.id)) return { status: 200, data: created };
      return undefined;
    });
    const { router } = renderApp('/tasks', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Создать задание' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое задание' });

    await user.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Уборка склада');
    await user.click(within(dialog).getByRole('combobox', { name: /Услуга из справочника/ }));
    await user.click(await screen.findByRole('option', { name: CLEANING.name }));
    await user.click(within(dialog).getByRole('combobox', { name: /Оплата/ }));
    await user.click(await screen.findByRole('option', { name: 'Цена за единицу × количество' }));
    // The service's price and unit are offered; the quantity makes the total.
    expect(within(dialog).getByRole('textbox', { name: /Цена за единицу/ })).toHaveValue('500');
    expect(within(dialog).getByRole('textbox', { name: 'Единица' })).toHaveValue('ч');
    await user.type(within(dialog).getByRole('textbox', { name: /Количество/ }), '1,5');
    expect(within(dialog).getByText(/Итого одному исполнителю: 750,00\s₽/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Место' }), 'Склад');

    await user.click(within(dialog).getByRole('button', { name: 'Создать черновик' }));
    expect(await within(dialog).findByText('Место — не длиннее 500 символов')).toBeInTheDocument();
    expect(api.to(apiPaths.tasks.create)[0]?.body).toMatchObject({
      name: 'Уборка склада',
      service_id: CLEANING.id,
      pricing: 'PER_UNIT',
      amount: '500.00',
      quantity: '1,5',
      unit: 'ч',
      start_time: null,
      place: 'Склад',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Создать черновик' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/${created.id}`));
    expect(await screen.findByRole('heading', { name: 'Уборка склада № 7' })).toBeInTheDocument();
    expect(screen.getByText(/500,00\s₽ × 1,5 ч = 750,00\s₽/)).toBeInTheDocument();
    expect(await screen.findByText('Черновик задания создан')).toBeInTheDocument();
  });
});

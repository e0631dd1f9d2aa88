import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Service } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { customerSession, tasksTestApi, uuidOf } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const HOUR = { id: uuidOf('71000000', 2), name: 'час', short_name: 'ч' };
const UNITS = [{ id: uuidOf('71000000', 1), name: 'услуга', short_name: 'усл.' }, HOUR];
const COURIER: Service = { id: uuidOf('70000000', 9), name: 'Курьерская доставка', unit: HOUR, price: '1500.00' };

/** The company starts with an empty catalogue; a POST service/ answers each of `replies` in turn. */
function emptyCatalogueApi(replies: { status: number; data: unknown }[]) {
  const catalogue: Service[] = [];
  const api = tasksTestApi((call) => {
    if (call.path === apiPaths.services.list) return { status: 200, data: { items: catalogue } };
    if (call.path === apiPaths.services.units) return { status: 200, data: { items: UNITS } };
    if (call.path === apiPaths.services.one && call.method === 'POST') {
      const reply = replies.shift() ?? { status: 500, data: {} };
      if (reply.status === 201) catalogue.push(reply.data as Service);
      return reply;
    }
    return undefined;
  });
  return api;
}

async function openTaskForm() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Создать задание' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новое задание' });
  return { user, dialog };
}

describe('a new service from the task form', { timeout: 60_000 }, () => {
  it('an empty catalogue points at «Новая услуга»; the new one is saved, chosen, and its unit and price filled', async () => {
    const api = emptyCatalogueApi([
      {
        status: 409,
        data: {
          code: 'CONFLICT',
          error_message: 'Услуга с таким названием уже есть',
          fields: { name: 'Услуга с таким названием уже есть' },
        },
      },
      { status: 201, data: COURIER },
    ]);
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const { user, dialog } = await openTaskForm();
    expect(
      await within(dialog).findByText('В справочнике пока нет услуг: добавьте первую кнопкой «Новая услуга»'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Новая услуга' }));
    const serviceDialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    await user.click(within(serviceDialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(serviceDialog).findByText('Укажите название услуги')).toBeInTheDocument();
    expect(within(serviceDialog).getByText('Выберите единицу измерения')).toBeInTheDocument();
    expect(api.to(apiPaths.services.one)).toHaveLength(0);

    await user.type(within(serviceDialog).getByRole('textbox', { name: /Название услуги/ }), COURIER.name);
    await user.click(within(serviceDialog).getByRole('combobox', { name: /Единица измерения/ }));
    await user.click(await screen.findByRole('option', { name: 'час' }));
    await user.type(within(serviceDialog).getByRole('textbox', { name: /Обычная цена/ }), '1500');

    await user.click(within(serviceDialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(serviceDialog).findByText('Услуга с таким названием уже есть')).toBeInTheDocument();
    expect(api.to(apiPaths.services.one)[0]?.body).toEqual({ name: COURIER.name, unit_id: HOUR.id, price: '1500.00' });

    await user.click(within(serviceDialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая услуга' })).not.toBeInTheDocument());
    expect(await screen.findByText('Услуга добавлена в справочник')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Услуга из справочника/ })).toHaveTextContent(COURIER.name);
    expect(within(dialog).getByRole('textbox', { name: /Сумма исполнителю/ })).toHaveValue('1 500');
    // No task was sent on the way: the service's submit stays in its own dialog.
    expect(api.to(apiPaths.tasks.create)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Оплата/ }));
    await user.click(await screen.findByRole('option', { name: 'Цена за единицу × количество' }));
    expect(within(dialog).getByRole('textbox', { name: 'Единица' })).toHaveValue('ч');
  });

  it('a refusal without a field becomes a toast; the price may be left empty', async () => {
    const api = emptyCatalogueApi([
      { status: 403, data: { code: 'FORBIDDEN', error_message: 'Недостаточно прав для изменения справочника' } },
    ]);
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const { user, dialog } = await openTaskForm();
    await user.click(within(dialog).getByRole('button', { name: 'Новая услуга' }));
    const serviceDialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    await user.type(within(serviceDialog).getByRole('textbox', { name: /Название услуги/ }), 'Монтаж');
    await user.click(within(serviceDialog).getByRole('combobox', { name: /Единица измерения/ }));
    await user.click(await screen.findByRole('option', { name: 'услуга' }));
    await user.click(within(serviceDialog).getByRole('button', { name: 'Добавить' }));

    expect(await screen.findByText('Недостаточно прав для изменения справочника')).toBeInTheDocument();
    expect(api.to(apiPaths.services.one)[0]?.body).toEqual({ name: 'Монтаж', unit_id: UNITS[0]!.id });
    expect(screen.getByRole('dialog', { name: 'Новая услуга' })).toBeInTheDocument();
  });
});

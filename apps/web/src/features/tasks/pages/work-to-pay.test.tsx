import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeeListItem, type TaskWorkToPay } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, PETROV, SIDOROVA, task, tasksTestApi, uuidOf } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

/** One accepted work of task n, ready to be paid in a registry. */
const work = (n: number, who: EmployeeListItem, amount: string): TaskWorkToPay => ({
  task: { id: task(n).id, number: n, name: `Уборка склада ${n}` },
  employee: { id: who.id, fio: `${who.last_name} ${who.first_name}`, inn: who.inn },
  kind: 'NPD',
  amount,
  service_name: 'Уборка помещений',
  act: { id: uuidOf('40000000', n), number: 100 + n, date: '2026-11-27' },
  accepted_at: '2026-11-26T09:00:00.000Z',
});
const READY = [work(3, PETROV, '5000.00'), work(4, SIDOROVA, '1500.50')];
const REGISTRY_ID = uuidOf('60000000', 12);

function workApi(items: TaskWorkToPay[], total: string, registry?: StubReply) {
  return tasksTestApi((call) => {
    if (call.path === apiPaths.tasks.workToPay) {
      return { status: 200, data: { items, totalCount: items.length, total_amount: total } };
    }
    if (call.path === apiPaths.tasks.workToPayRegistry) return registry;
    return undefined;
  });
}

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Оплатить реестром' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Оплатить реестром' }) };
}

describe('«Оплатить реестром» on the tasks list', { timeout: 60_000 }, () => {
  it('lists the ready work, sums the chosen, sends their pairs and links the registry made', async () => {
    const api = workApi(READY, '6500.50', {
      status: 201,
      data: {
        registries: [
          { id: REGISTRY_ID, number: 12, kind: 'NPD', rows: 2, path: `/payments/mass-payment/${REGISTRY_ID}` },
        ],
      },
    });
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const { user, dialog } = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Работы к оплате' });
    expect(table).toHaveTextContent('№ 3 «Уборка склада 3»');
    expect(table).toHaveTextContent('Петров Пётр');
    expect(table).toHaveTextContent('ИНН 500100732259');
    expect(table).toHaveTextContent(/5 000,00\s₽/);
    expect(table).toHaveTextContent('Акт № 103 от 27.11.2026');
    expect(api.to(apiPaths.tasks.workToPay)[0]?.body).toEqual({ page: 1, page_size: 50 });
    expect(dialog).toHaveTextContent(/Всего готово к оплате: 2 работы на 6 500,50\s₽/);

    const create = within(dialog).getByRole('button', { name: 'Создать реестр' });
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Выбрать: Сидорова Анна, задание № 4' }));
    expect(dialog).toHaveTextContent(/Выбрано: 1 работа на 1 500,50\s₽/);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Выбрать все на странице' }));
    expect(dialog).toHaveTextContent(/Выбрано: 2 работы на 6 500,50\s₽/);

    await user.click(create);
    const made = await within(dialog).findByRole('list', { name: 'Созданные реестры' });
    expect(made).toHaveTextContent('Реестр № 12 выплат самозанятым: 2 работы');
    expect(within(made).getByRole('link', { name: 'Открыть реестр № 12' })).toHaveAttribute(
      'href',
      `/payments/mass-payment/${REGISTRY_ID}`,
    );
    const [sent] = api.to(apiPaths.tasks.workToPayRegistry);
    expect(sent?.body).toEqual({
      pairs: [
        { task_id: READY[1]!.task.id, employee_id: SIDOROVA.id },
        { task_id: READY[0]!.task.id, employee_id: PETROV.id },
      ],
    });
  });

  it('shows the API’s refusal when chosen work is no longer ready', async () => {
    const refusal = 'Петров Пётр, задание № 3: работа не готова к оплате реестром';
    const api = workApi(READY, '6500.50', { status: 409, data: { code: 'INVALID_STATE', error_message: refusal } });
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Выбрать: Петров Пётр, задание № 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать реестр' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    // The list is asked again: what is no longer ready drops out.
    await waitFor(() => expect(api.to(apiPaths.tasks.workToPay).length).toBeGreaterThan(1));
  });

  it('says when nothing is ready', async () => {
    const api = workApi([], '0.00');
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText(
        'Нет принятых работ, готовых к оплате реестром. Работы появляются здесь, когда вы принимаете их с оплатой реестром и обе стороны подписывают акт',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Создать реестр' })).toBeDisabled();
  });

  it('on a phone (390 px) the work is a list of cards', async () => {
    setViewportWidth(390);
    const api = workApi(READY, '6500.50');
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const { dialog } = await openDialog();
    const cards = await within(dialog).findByRole('list', { name: 'Работы к оплате' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('Петров Пётр');
    expect(first).toHaveTextContent('ИНН 500100732259 · Акт № 103 от 27.11.2026');
    expect(within(first!).getByRole('checkbox', { name: 'Выбрать: Петров Пётр, задание № 3' })).toBeInTheDocument();
  });
});

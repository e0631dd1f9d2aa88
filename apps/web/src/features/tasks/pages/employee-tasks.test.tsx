import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeeTask } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { employeeSession, employeeTask, pathFor, tasksTestApi } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/employee/tasks', '/employee/tasks/x');
}, 60_000);
beforeEach(() => setViewportWidth(390));
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const my = (fields: Partial<NonNullable<EmployeeTask['my']>>): EmployeeTask['my'] => ({
  status: 'INVITED',
  canceled_by: null,
  reason: null,
  result_comment: null,
  return_comment: null,
  handed_over_at: null,
  accept_by: null,
  updated_at: '2026-11-28T10:00:00.000Z',
  payout: null,
  act: null,
  registry: null,
  ...fields,
});
const INVITED = employeeTask(4, { my: my({}), can_confirm: true, can_refuse: true });
const at = (template: string) => pathFor(template, INVITED.id);

describe('the contractor’s tasks on a phone', { timeout: 60_000 }, () => {
  it('an empty list says what appears here; the status filter goes into the request', async () => {
    const api = tasksTestApi(() => undefined);
    renderApp('/employee/tasks', { session: employeeSession, api: api.handler });
    expect(await screen.findByText(/Здесь появятся задания ваших компаний/)).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Разделы' });
    expect(within(tabs).getByRole('tab', { name: 'Задания' })).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'В работе' }));
    await waitFor(() =>
      expect(api.to(apiPaths.tasks.employeeList).at(-1)?.body).toEqual({
        page: 1,
        page_size: 20,
        sort: { field: 'ADDED_AT', direction: 'DESC' },
        filters: { status: ['IN_PROGRESS'] },
      }),
    );
  });

  it('cards show the company, the sum and my status, and open the task', async () => {
    const open = employeeTask(5, { name: 'Инвентаризация', can_reply: true, audience: 'ALL' });
    const api = tasksTestApi((call) =>
      call.path === apiPaths.tasks.employeeList
        ? { status: 200, data: { items: [INVITED, open], totalCount: 2, next_cursor: null } }
        : undefined,
    );
    const { router } = renderApp('/employee/tasks', { session: employeeSession, api: api.handler });
    const cards = await screen.findByRole('list', { name: 'Задания' });
    expect(within(cards).getAllByText('ООО "Демо Компания"')).toHaveLength(2);
    expect(within(cards).getByText('Приглашён')).toBeInTheDocument();
    expect(within(cards).getByText('Можно откликнуться')).toBeInTheDocument();
    expect(within(cards).getAllByText(/01\.12\.2026 — 03\.12\.2026 · 5\s000,00\s₽/)).toHaveLength(2);
    await userEvent.setup({ delay: null }).click(within(cards).getByText('Инвентаризация'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employee/tasks/${open.id}`));
  });

  it('an invitation offers accept and refuse only; a refusal with a reason is a normal outcome', async () => {
    let current = INVITED;
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.employeeOne)) return { status: 200, data: current };
      if (call.path === at(apiPaths.tasks.employeeAction)) {
        current = {
          ...INVITED,
          my: my({ status: 'CANCELED', canceled_by: 'CONTRACTOR', reason: 'Занят в эти дни' }),
          can_confirm: false,
          can_refuse: false,
        };
        return { status: 200, data: current };
      }
      return undefined;
    });
    renderApp(`/employee/tasks/${INVITED.id}`, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Уборка склада' })).toBeInTheDocument();
    expect(screen.getByText(/Компания приглашает вас выполнить это задание/)).toBeInTheDocument();
    expect(screen.getByText('Москва, ул. Складская, 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Принять приглашение' })).toBeInTheDocument();
    for (const absent of ['Откликнуться', 'Приступить', 'Сдать работу']) {
      expect(screen.queryByRole('button', { name: absent })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Отказаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказаться от задания' });
    await user.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Занят в эти дни');
    await user.click(within(dialog).getByRole('button', { name: 'Отказаться' }));
    // A refusal is a state, never an error (289-ФЗ): a success toast.
    const toast = (await screen.findByText('Вы отказались от задания')).closest('.Toastify__toast');
    expect(toast).toHaveClass('Toastify__toast--success');
    expect(api.to(at(apiPaths.tasks.employeeAction))[0]?.body).toEqual({
      action: 'CANCEL',
      comment: 'Занят в эти дни',
    });
    expect(await screen.findByText('Вы отказались от этого задания.')).toBeInTheDocument();
    expect(screen.getByText('Причина: Занят в эти дни')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).not.toBeInTheDocument();
  });

  it('work returned for rework shows the company’s comment and hands over with a note', async () => {
    let current = employeeTask(4, {
      status: 'IN_PROGRESS',
      my: my({ status: 'IN_PROGRESS', return_comment: 'Не убран угол у ворот' }),
      can_hand_over: true,
      can_refuse: true,
    });
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.employeeOne)) return { status: 200, data: current };
      if (call.path === at(apiPaths.tasks.done)) {
        current = {
          ...current,
          // 21:30 UTC is already the next day in Moscow.
          my: my({
            status: 'DONE',
            result_comment: 'Угол убран',
            handed_over_at: '2026-11-29T21:30:00.000Z',
            accept_by: '2026-12-14T21:30:00.000Z',
          }),
          can_hand_over: false,
          can_refuse: false,
        };
        return { status: 200, data: current };
      }
      return undefined;
    });
    renderApp(`/employee/tasks/${INVITED.id}`, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Компания вернула работу на доработку:/)).toBeInTheDocument();
    expect(screen.getByText(/Не убран угол у ворот/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Компания принимает работу в течение 15 дней после сдачи; если не ответит — работа принимается автоматически',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сдать работу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сдать работу' });
    await user.type(within(dialog).getByRole('textbox', { name: /Комментарий к результату/ }), 'Угол убран');
    await user.click(within(dialog).getByRole('button', { name: 'Сдать работу' }));
    expect(await screen.findByText('Работа сдана')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.done))[0]?.body).toEqual({ comment: 'Угол убран' });
    expect(await screen.findByText(/Компания проверит её/)).toBeInTheDocument();
    expect(screen.getByText('Если компания не ответит, работа будет принята 15.12.2026')).toBeInTheDocument();
    expect(screen.queryByText(/Компания принимает работу в течение/)).not.toBeInTheDocument();
  });

  it('a task open to all: reply, and once chosen, start', async () => {
    let current = employeeTask(4, { audience: 'ALL', can_reply: true });
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.employeeOne)) return { status: 200, data: current };
      if (call.path === at(apiPaths.tasks.employeeAction)) {
        // The company chose the contractor at once, for the test's sake.
        current = { ...current, my: my({ status: 'CONFIRMED' }), can_reply: false, can_start: true, can_refuse: true };
        return { status: 200, data: current };
      }
      if (call.path === at(apiPaths.tasks.inProgress)) {
        current = { ...current, my: my({ status: 'IN_PROGRESS' }), can_start: false, can_hand_over: true };
        return { status: 200, data: current };
      }
      return undefined;
    });
    renderApp(`/employee/tasks/${INVITED.id}`, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Задание открыто для всех исполнителей компании/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отказаться' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Откликнуться' }));
    expect(await screen.findByText('Вы откликнулись на задание')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.employeeAction))[0]?.body).toEqual({ action: 'REPLY' });
    await user.click(await screen.findByRole('button', { name: 'Приступить' }));
    expect(await screen.findByText('Вы приступили к работе')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.inProgress))[0]?.body).toEqual({});
    expect(await screen.findByRole('button', { name: 'Сдать работу' })).toBeInTheDocument();
  });
});

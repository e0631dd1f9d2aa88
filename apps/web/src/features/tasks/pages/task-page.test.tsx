import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Task } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { heldReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { CLEANING, customerSession, PETROV, pair, pathFor, SIDOROVA, task, tasksTestApi } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks/x');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const DRAFT = task(3);
const at = (template: string) => pathFor(template, DRAFT.id);

describe('the company’s task page', { timeout: 60_000 }, () => {
  it('invites two contractors at once, then publishes to the chosen ones', async () => {
    let current: Task = DRAFT;
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: current };
      if (call.path === at(apiPaths.tasks.userAction)) {
        current = { ...current, pairs: { ...current.pairs, INVITED: 2 } };
        return { status: 200, data: current };
      }
      if (call.path === at(apiPaths.tasks.publish)) {
        current = { ...current, status: 'PUBLISH', audience: 'CHOSEN', can_publish: false, can_edit: false };
        return { status: 200, data: current };
      }
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Уборка склада № 3' })).toBeInTheDocument();
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    expect(await screen.findByText('Задание создано (Иванов И. И.)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Пригласить исполнителей' }));
    const invite = await screen.findByRole('dialog', { name: 'Пригласить исполнителей' });
    for (const name of ['Петров Пётр Петрович', 'Сидорова Анна']) {
      await user.click(within(invite).getByRole('combobox', { name: 'Найти исполнителя' }));
      await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    }
    await user.click(within(invite).getByRole('button', { name: 'Пригласить (2)' }));
    expect(await screen.findByText('Исполнители приглашены')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.userAction))[0]?.body).toEqual({
      action: 'INVITE',
      employee_ids: [PETROV.id, SIDOROVA.id],
    });
    expect(await screen.findByText('Приглашён: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const publish = await screen.findByRole('dialog', { name: 'Опубликовать задание' });
    expect(within(publish).getByRole('radio', { name: /Выбранным исполнителям/ })).toBeChecked();
    await user.click(within(publish).getByRole('radio', { name: /Всем исполнителям компании/ }));
    await user.click(within(publish).getByRole('radio', { name: /Выбранным исполнителям/ }));
    await user.click(within(publish).getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Задание опубликовано')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.publish))[0]?.body).toEqual({ audience: 'CHOSEN' });
    expect(screen.queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
    expect(screen.getByText('Выбранным исполнителям')).toBeInTheDocument();
  });

  it('accepts one result and returns another for rework with a required comment', async () => {
    const running = task(3, { status: 'IN_PROGRESS', can_edit: false, can_publish: false, can_complete: true });
    const handedOver = { status: 'DONE', can_accept: true, can_return: true, can_cancel: false } as const;
    let pairs = [
      pair(PETROV, {
        ...handedOver,
        result_comment: 'Склад убран, фото в чате',
        handed_over_at: '2026-11-29T21:30:00.000Z',
        accept_by: '2026-12-14T21:30:00.000Z',
      }),
      pair(SIDOROVA, { ...handedOver, result_comment: 'Готово' }),
    ];
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: running };
      if (call.path === at(apiPaths.tasks.employees)) {
        return { status: 200, data: { items: pairs, totalCount: pairs.length } };
      }
      if (call.path === at(apiPaths.tasks.userAction)) {
        const body = call.body as { action: string; employee_ids: string[]; comment?: string };
        if (body.action === 'IN_PROGRESS' && !body.comment) {
          return { status: 400, data: { code: 'VALIDATION_ERROR', error_message: 'Нужен комментарий' } };
        }
        pairs = pairs.map((p) =>
          p.employee.id !== body.employee_ids[0]
            ? p
            : body.action === 'WAIT_PAYOUT'
              ? { ...p, status: 'WAIT_PAYOUT', can_accept: false, can_return: false }
              : {
                  ...p,
                  status: 'IN_PROGRESS',
                  can_accept: false,
                  can_return: false,
                  return_comment: body.comment ?? null,
                },
        );
        return { status: 200, data: running };
      }
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Исполнители задания' });
    expect(within(list).getByText(/Склад убран, фото в чате/)).toBeInTheDocument();
    // The window: the rule above the contractors, the date (Moscow) on the handed-over pair.
    expect(
      screen.getByText(
        'Сданную работу нужно принять или вернуть в течение 15 дней; если не ответить — она принимается автоматически и оплачивается',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('Будет принята автоматически 15.12.2026, если не принять или не вернуть раньше'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Завершить приём работ' })).toBeInTheDocument();

    const petrov = within(list).getByRole('group', { name: 'Действия: Петров Пётр Петрович' });
    await user.click(within(petrov).getByRole('button', { name: 'Принять работу' }));
    const confirm = await screen.findByRole('dialog', { name: 'Принять работу' });
    await user.click(within(confirm).getByRole('button', { name: 'Принять работу' }));
    expect(await screen.findByText(/Работа принята: Петров Пётр Петрович/)).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.userAction))[0]?.body).toEqual({
      action: 'WAIT_PAYOUT',
      employee_ids: [PETROV.id],
      payment: 'NOW',
    });
    expect(await within(list).findByText('Принято, ожидает выплаты')).toBeInTheDocument();

    const sidorova = within(list).getByRole('group', { name: 'Действия: Сидорова Анна' });
    await user.click(within(sidorova).getByRole('button', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть на доработку' });
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByText('Напишите, что нужно доработать')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.userAction))).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /Что доработать/ }), 'Не убран угол у ворот');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText('Работа возвращена на доработку')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.userAction))[1]?.body).toEqual({
      action: 'IN_PROGRESS',
      employee_ids: [SIDOROVA.id],
      comment: 'Не убран угол у ворот',
    });
    await waitFor(() => expect(within(list).getByText(/Не убран угол у ворот/)).toBeInTheDocument());
  });

  it('a refused move shows the API’s own message', async () => {
    const published = task(3, { status: 'PUBLISH', can_edit: false, can_publish: false });
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: published };
      if (call.path === at(apiPaths.tasks.cancel)) {
        return { status: 409, data: { code: 'CONFLICT', error_message: 'Есть принятые работы: деньги уже в пути' } };
      }
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Отменить задание' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить задание' });
    await user.type(within(dialog).getByRole('textbox', { name: /Причина отмены/ }), 'Инвентаризация перенесена');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить задание' }));
    expect(await screen.findByText('Есть принятые работы: деньги уже в пути')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.cancel))[0]?.body).toEqual({ reason: 'Инвентаризация перенесена' });
  });

  it('copies a task into a new draft and opens it; a draft can be deleted', async () => {
    const copy = task(9, { name: 'Уборка склада (копия)' });
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one) && call.method === 'GET') return { status: 200, data: DRAFT };
      if (call.path === at(apiPaths.tasks.copy)) return { status: 200, data: copy };
      if (call.path === pathFor(apiPaths.tasks.one, copy.id) && call.method === 'GET') {
        return { status: 200, data: copy };
      }
      if (call.path === pathFor(apiPaths.tasks.one, copy.id) && call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    const { router } = renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/${copy.id}`));
    expect(await screen.findByRole('heading', { name: 'Уборка склада (копия) № 9' })).toBeInTheDocument();
    expect(screen.getByText('Создан черновик-копия')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить черновик' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(api.to(pathFor(apiPaths.tasks.one, copy.id), 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Черновик удалён')).toBeInTheDocument();
  });

  it('chooses a contractor who replied and removes another with a reason', async () => {
    const published = task(3, { status: 'PUBLISH', audience: 'ALL', can_edit: false, can_publish: false });
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: published };
      if (call.path === at(apiPaths.tasks.employees)) {
        const items = [pair(PETROV, { status: 'REPLIED', can_confirm: true }), pair(SIDOROVA, { status: 'CONFIRMED' })];
        return { status: 200, data: { items, totalCount: 2 } };
      }
      if (call.path === at(apiPaths.tasks.userAction)) return { status: 200, data: published };
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Исполнители задания' });
    const petrov = within(list).getByRole('group', { name: 'Действия: Петров Пётр Петрович' });
    await user.click(within(petrov).getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByText('Петров Пётр Петрович: выбран для задания')).toBeInTheDocument();
    const sidorova = within(list).getByRole('group', { name: 'Действия: Сидорова Анна' });
    expect(within(sidorova).queryByRole('button', { name: 'Выбрать' })).not.toBeInTheDocument();
    await user.click(within(sidorova).getByRole('button', { name: 'Убрать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Убрать исполнителя' });
    await user.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Нужен один человек');
    await user.click(within(dialog).getByRole('button', { name: 'Убрать' }));
    expect(await screen.findByText('Исполнитель убран из задания')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.userAction)).map((c) => c.body)).toEqual([
      { action: 'CONFIRM', employee_ids: [PETROV.id] },
      { action: 'CANCEL', employee_ids: [SIDOROVA.id], comment: 'Нужен один человек' },
    ]);
  });

  it('edits a draft: the form opens with its values and saves by PUT', async () => {
    let current: Task = task(3, { start_time: '2026-12-01T06:30:00.000Z' });
    const services = heldReply();
    const api = tasksTestApi((call) => {
      if (call.path === apiPaths.services.list) return services.reply;
      if (call.path !== at(apiPaths.tasks.one)) return undefined;
      if (call.method === 'PUT') current = { ...current, name: 'Уборка двух складов' };
      return { status: 200, data: current };
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('01.12.2026 09:30 МСК')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить черновик' });
    const name = within(dialog).getByRole('textbox', { name: /^Название/ });
    expect(within(dialog).getByRole('textbox', { name: /Время начала/ })).toHaveValue('09:30');
    // The draft's service is shown while the catalogue is still on its way.
    expect(within(dialog).getByRole('combobox', { name: /Услуга из справочника/ })).toHaveTextContent(
      DRAFT.service.name,
    );
    services.release({ status: 200, data: { items: [CLEANING] } });
    await user.clear(name);
    await user.type(name, 'Уборка двух складов');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Черновик сохранён')).toBeInTheDocument();
    expect(api.to(at(apiPaths.tasks.one), 'PUT')[0]?.body).toEqual({
      name: 'Уборка двух складов',
      description: DRAFT.description,
      service_id: DRAFT.service.id,
      pricing: 'FIXED',
      amount: '5000.00',
      period_start: '2026-12-01',
      period_end: '2026-12-03',
      start_time: '2026-12-01T09:30:00+03:00',
      place: DRAFT.place,
    });
    expect(await screen.findByRole('heading', { name: 'Уборка двух складов № 3' })).toBeInTheDocument();
  });
});

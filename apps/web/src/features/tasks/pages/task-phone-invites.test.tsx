import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type TaskDisconnected, type TaskPhoneInvite } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { customerSession, PETROV, pathFor, SIDOROVA, task, tasksTestApi, uuidOf } from '../test/tasks-test-api';

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

const pending = (n: number, phone: string): TaskPhoneInvite => ({
  id: uuidOf('30000000', n),
  phone,
  status: 'PENDING',
  employee_id: null,
  created_at: '2026-11-28T10:00:00.000Z',
  joined_at: null,
});

describe('inviting onto a task by phone', { timeout: 60_000 }, () => {
  it('sends the phones one per line with the kind, refuses a bad line first, and shows each phone’s outcome', async () => {
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: DRAFT };
      if (call.path === at(apiPaths.taskPhoneInvites.create) && call.method === 'POST') {
        return {
          status: 200,
          data: {
            items: [
              {
                row: 1,
                phone: '+79990000001',
                result: 'INVITED_TO_TASK',
                message: 'Исполнитель компании приглашён в задание',
              },
              {
                row: 2,
                phone: '+79990000002',
                result: 'INVITE_SENT',
                message: 'Отправили приглашение в компанию по СМС',
              },
              { row: 3, phone: '+79990000003', result: 'REFUSED', message: 'ИНН: 12 цифр с верным контрольным числом' },
            ],
          },
        };
      }
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Пригласить исполнителей' }));
    const listFace = await screen.findByRole('dialog', { name: 'Пригласить исполнителей' });
    await user.click(within(listFace).getByRole('tab', { name: 'По телефону' }));
    // The phone face is a dialog of its own.
    const dialog = await waitFor(() => {
      const face = screen.getByRole('dialog', { name: 'Пригласить исполнителей' });
      expect(within(face).getByRole('tab', { name: 'По телефону' })).toHaveAttribute('aria-selected', 'true');
      return face;
    });
    const phones = await within(dialog).findByRole('textbox', { name: 'Телефоны, по одному в строке' });
    await user.type(phones, '+7 999 000-00-01{Enter}12345');
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(
      await within(dialog).findByText('Строка 2: Введите российский мобильный номер, например +7 999 000-00-01'),
    ).toBeInTheDocument();
    expect(api.to(at(apiPaths.taskPhoneInvites.create))).toHaveLength(0);

    await user.clear(phones);
    await user.type(phones, '+7 999 000-00-01{Enter}89990000002{Enter}{Enter}9990000003');
    await user.click(within(dialog).getByRole('combobox', { name: 'Кого приглашаем' }));
    await user.click(await screen.findByRole('option', { name: 'Физическое лицо (ГПХ)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    const results = await screen.findByRole('dialog', { name: 'Приглашения по телефону' });
    expect(api.to(at(apiPaths.taskPhoneInvites.create))[0]?.body).toEqual({
      kind: 'INDIVIDUAL',
      people: [{ phone: '+7 999 000-00-01' }, { phone: '89990000002' }, { phone: '9990000003' }],
    });
    expect(within(results).getByText('+7 999 000-00-01 — В задании')).toBeInTheDocument();
    expect(within(results).getByText('+7 999 000-00-02 — Приглашение отправлено')).toBeInTheDocument();
    expect(within(results).getByText('ИНН: 12 цифр с верным контрольным числом')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the pending phones partly hidden and cancels one', async () => {
    let invites = [pending(1, '+79991234512'), { ...pending(2, '+79990000077'), status: 'JOINED' as const }];
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: DRAFT };
      if (call.path === at(apiPaths.taskPhoneInvites.list) && call.method === 'GET') {
        return { status: 200, data: { items: invites } };
      }
      if (
        call.method === 'DELETE' &&
        call.path === at(apiPaths.taskPhoneInvites.cancel).replace(':inviteId', invites[0]!.id)
      ) {
        invites = [{ ...invites[0]!, status: 'CANCELED' }, invites[1]!];
        return {
          status: 200,
          data: {
            invite: invites[0],
            message: 'Приглашение в задание отменено. Приглашение в компанию по СМС осталось',
          },
        };
      }
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const block = await screen.findByRole('region', { name: 'Ждут приглашения в компанию' });
    expect(within(block).getByText('+7 999 ***-**-12')).toBeInTheDocument();
    expect(within(block).queryByText(/\*\*-77/)).not.toBeInTheDocument();
    expect(block.textContent).not.toContain('1234512');
    await user.click(within(block).getByRole('button', { name: 'Отменить' }));
    expect(
      await screen.findByText('Приглашение в задание отменено. Приглашение в компанию по СМС осталось'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Уборка склада № 3' });
    expect(screen.queryByRole('region', { name: 'Ждут приглашения в компанию' })).not.toBeInTheDocument();
  });
});

describe('contractors who left', { timeout: 60_000 }, () => {
  const left = (who: typeof PETROV, fields: Partial<TaskDisconnected>): TaskDisconnected => ({
    employee: { id: who.id, fio: `${who.last_name} ${who.first_name}`, inn: who.inn },
    reason: 'LEFT_TASK',
    left_at: '2026-11-28T12:00:00.000Z',
    comment: null,
    pair_status: 'CANCELED',
    ...fields,
  });

  it('is hidden when nobody left', async () => {
    const api = tasksTestApi((call) =>
      call.path === at(apiPaths.tasks.one) ? { status: 200, data: DRAFT } : undefined,
    );
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    await screen.findByRole('heading', { name: 'Уборка склада № 3' });
    await screen.findByText('Исполнителей пока нет');
    expect(api.to(at(apiPaths.tasks.disconnectedEmployees)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: /Выбывшие исполнители/ })).not.toBeInTheDocument();
  });

  it('shows who refused and who left the company, folded until asked', async () => {
    const items = [
      left(SIDOROVA, { comment: 'Заболела' }),
      left(PETROV, { reason: 'LEFT_COMPANY', pair_status: 'INVITED', left_at: '2026-11-29T12:00:00.000Z' }),
    ];
    const api = tasksTestApi((call) => {
      if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: DRAFT };
      if (call.path === at(apiPaths.tasks.disconnectedEmployees))
        return { status: 200, data: { items, totalCount: 2 } };
      return undefined;
    });
    renderApp(`/tasks/${DRAFT.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Выбывшие исполнители (2)' });
    const toggle = within(section).getByRole('button', { name: 'Развернуть' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(section).getByText('Отказался от задания 28.11.2026: Заболела')).toBeVisible();
    expect(within(section).getByText('Отключён от компании 29.11.2026')).toBeVisible();
    expect(api.to(at(apiPaths.tasks.disconnectedEmployees))[0]?.body).toEqual({ page: 1, page_size: 20 });
  });
});

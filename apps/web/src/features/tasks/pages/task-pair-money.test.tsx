import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type TaskPair } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { customerSession, PETROV, pair, pathFor, SIDOROVA, task, tasksTestApi, uuidOf } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks/x');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const RUNNING = task(3, {
  status: 'IN_PROGRESS',
  can_edit: false,
  can_publish: false,
  can_complete: true,
  can_delete: false,
});
const at = (template: string) => pathFor(template, RUNNING.id);
const HANDED_OVER = { status: 'DONE', can_accept: true, can_return: true, can_cancel: false } as const;
const PAYOUT_ID = uuidOf('30000000', 41);
const ACT_ID = uuidOf('40000000', 17);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The running task with `pairs`; each user_action answers the next of `replies` (then 200). */
function pairsApi(pairs: TaskPair[], replies: StubReply[] = []) {
  return tasksTestApi((call) => {
    if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: RUNNING };
    if (call.path === at(apiPaths.tasks.employees)) return { status: 200, data: { items: pairs, totalCount: 2 } };
    if (call.path === at(apiPaths.tasks.userAction)) return replies.shift() ?? { status: 200, data: RUNNING };
    return undefined;
  });
}

async function openAccept(user: ReturnType<typeof userEvent.setup>, who: string) {
  const list = await screen.findByRole('list', { name: 'Исполнители задания' });
  const group = within(list).getByRole('group', { name: `Действия: ${who}` });
  await user.click(within(group).getByRole('button', { name: 'Принять работу' }));
  return screen.findByRole('dialog', { name: 'Принять работу' });
}

describe('accepting work moves money', { timeout: 60_000 }, () => {
  it('says what happens first, then sends WAIT_PAYOUT with a new Idempotency-Key per confirmation', async () => {
    const api = pairsApi([pair(PETROV, HANDED_OVER), pair(SIDOROVA, HANDED_OVER)]);
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });

    let dialog = await openAccept(user, 'Петров Пётр Петрович');
    expect(dialog).toHaveTextContent(/Петров Пётр Петрович получит 5 000,00\s₽ за задание «Уборка склада»/);
    expect(dialog).toHaveTextContent(/Сумма 5 000,00\s₽ резервируется на балансе компании сейчас/);
    expect(dialog).toHaveTextContent('Акт выполненных работ уходит на подпись обеим сторонам');
    expect(dialog).toHaveTextContent('Выплата уйдёт в банк, когда акт подпишут обе стороны');
    // «Отменить» sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(at(apiPaths.tasks.userAction))).toHaveLength(0);

    dialog = await openAccept(user, 'Петров Пётр Петрович');
    const balanceAsks = api.to(apiPaths.balance.balance, 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Принять работу' }));
    expect(
      await screen.findByText(/Работа принята: Петров Пётр Петрович\. Сумма 5 000,00\s₽ зарезервирована/),
    ).toBeInTheDocument();
    // The reserved sum shows in the balance: it is asked again.
    await waitFor(() => expect(api.to(apiPaths.balance.balance, 'GET').length).toBeGreaterThan(balanceAsks));
    dialog = await openAccept(user, 'Сидорова Анна');
    await user.click(within(dialog).getByRole('button', { name: 'Принять работу' }));
    await waitFor(() => expect(api.to(at(apiPaths.tasks.userAction))).toHaveLength(2));

    const [first, second] = api.to(at(apiPaths.tasks.userAction));
    expect(first?.body).toEqual({ action: 'WAIT_PAYOUT', employee_ids: [PETROV.id], payment: 'NOW' });
    expect(second?.body).toEqual({ action: 'WAIT_PAYOUT', employee_ids: [SIDOROVA.id], payment: 'NOW' });
    expect(first?.idempotencyKey).toMatch(UUID);
    expect(second?.idempotencyKey).toMatch(UUID);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('a lost answer keeps the key for the retry; the API’s refusal is a Russian toast', async () => {
    const api = pairsApi(
      [pair(PETROV, HANDED_OVER), pair(SIDOROVA, HANDED_OVER)],
      [
        { status: 503, data: { code: 'INTERNAL', error_message: 'Сервис недоступен' } },
        {
          status: 409,
          data: { code: 'INSUFFICIENT_BALANCE', error_message: 'Недостаточно средств на балансе: пополните его' },
        },
      ],
    );
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const dialog = await openAccept(user, 'Петров Пётр Петрович');
    await user.click(within(dialog).getByRole('button', { name: 'Принять работу' }));
    expect(await screen.findByText(/Ответ не дошёл/)).toBeInTheDocument();
    // Still open: the same press again is the retry.
    await user.click(within(dialog).getByRole('button', { name: 'Принять работу' }));
    expect(await screen.findByText('Недостаточно средств на балансе: пополните его')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [lost, retry] = api.to(at(apiPaths.tasks.userAction));
    expect(lost?.idempotencyKey).toMatch(UUID);
    expect(retry?.idempotencyKey).toBe(lost?.idempotencyKey);
  });
});

describe('an accepted pair’s payout and act', { timeout: 60_000 }, () => {
  it('links «Выплата № N» to the payout and «Акт № N» to the document, with their states', async () => {
    const accepted = { status: 'WAIT_PAYOUT', can_cancel: false } as const;
    const api = pairsApi([
      pair(PETROV, {
        ...accepted,
        payout: {
          id: PAYOUT_ID,
          number: 41,
          status: 'PENDING',
          wait_status: 'WAIT_PERIOD',
          amount: '5000.00',
          reason: null,
        },
        act: { id: ACT_ID, number: 17, status: 'AWAIT_SIGN' },
      }),
      pair(SIDOROVA, {
        ...accepted,
        payout: {
          id: uuidOf('30000000', 42),
          number: 42,
          status: 'ERROR',
          wait_status: 'ERROR',
          amount: '5000.00',
          reason: 'Исполнитель снят с учёта как самозанятый',
        },
        act: { id: uuidOf('40000000', 18), number: 18, status: 'SIGNED' },
      }),
    ]);
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const list = await screen.findByRole('list', { name: 'Исполнители задания' });
    const [petrov, sidorova] = within(list).getAllByRole('listitem');

    expect(within(petrov!).getByRole('link', { name: 'Выплата № 41' })).toHaveAttribute(
      'href',
      `/payments/npd/single?payout=${PAYOUT_ID}`,
    );
    expect(petrov).toHaveTextContent(/5 000,00\s₽ · ждёт подписания акта/);
    expect(within(petrov!).getByRole('link', { name: 'Акт № 17' })).toHaveAttribute(
      'href',
      `/document-management/single?document=${ACT_ID}`,
    );
    expect(petrov).toHaveTextContent('Ожидает подписания сторонами');

    expect(within(sidorova!).getByRole('link', { name: 'Выплата № 42' })).toBeInTheDocument();
    expect(sidorova).toHaveTextContent(/не прошла: Исполнитель снят с учёта как самозанятый/);
    expect(sidorova).toHaveTextContent('Подписан');
  });

  it('«Копировать» and «Удалить черновик» follow can_copy and can_delete', async () => {
    const api = tasksTestApi((call) =>
      call.path === at(apiPaths.tasks.one)
        ? { status: 200, data: { ...RUNNING, can_copy: false, can_delete: false } }
        : undefined,
    );
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    expect(await screen.findByRole('button', { name: 'Завершить приём работ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Копировать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить черновик' })).not.toBeInTheDocument();
  });
});

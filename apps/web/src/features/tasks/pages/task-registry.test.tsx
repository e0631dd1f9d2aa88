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

const RUNNING = task(5, { status: 'IN_PROGRESS', can_edit: false, can_publish: false, can_delete: false });
const at = (template: string) => pathFor(template, RUNNING.id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const REGISTRY_ID = uuidOf('50000000', 7);
const ACCEPTED = { status: 'WAIT_PAYOUT', can_cancel: false } as const;

/** The running task with `pairs`; user_action and repay answer the next of `replies` (then 200 with the task). */
function pairsApi(pairs: TaskPair[], replies: StubReply[] = []) {
  return tasksTestApi((call) => {
    if (call.path === at(apiPaths.tasks.one)) return { status: 200, data: RUNNING };
    if (call.path === at(apiPaths.tasks.employees)) {
      return { status: 200, data: { items: pairs, totalCount: pairs.length } };
    }
    if (call.path === at(apiPaths.tasks.userAction) || call.path === at(apiPaths.tasks.repay)) {
      return replies.shift() ?? { status: 200, data: RUNNING };
    }
    return undefined;
  });
}

async function pairItems() {
  const list = await screen.findByRole('list', { name: 'Исполнители задания' });
  return within(list).getAllByRole('listitem');
}

describe('accepted work paid in a registry or on its own', { timeout: 60_000 }, () => {
  it('«Как оплатить»: NOW by default; REGISTRY explained and sent as payment with the Idempotency-Key', async () => {
    const api = pairsApi([pair(PETROV, { status: 'DONE', can_accept: true, can_return: true, can_cancel: false })]);
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const [petrov] = await pairItems();
    await user.click(within(petrov!).getByRole('button', { name: 'Принять работу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять работу' });
    const modes = within(dialog).getByRole('radiogroup', { name: 'Как оплатить' });
    expect(within(modes).getByRole('radio', { name: 'Сразу, как обе стороны подпишут акт' })).toBeChecked();
    expect(dialog).not.toHaveTextContent('Оплатить реестром');

    await user.click(within(modes).getByRole('radio', { name: 'Позже, реестром вместе с другими работами' }));
    expect(dialog).toHaveTextContent(
      'Акт уйдёт на подпись сейчас; оплатите работу позже на странице «Задания» → «Оплатить реестром», когда обе стороны подпишут акт',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Принять работу' }));
    await waitFor(() => expect(api.to(at(apiPaths.tasks.userAction))).toHaveLength(1));
    const [sent] = api.to(at(apiPaths.tasks.userAction));
    expect(sent?.body).toEqual({ action: 'WAIT_PAYOUT', employee_ids: [PETROV.id], payment: 'REGISTRY' });
    expect(sent?.idempotencyKey).toMatch(UUID);
    expect(await screen.findByText(/Работа принята: Петров Пётр Петрович\. Акт отправлен на подпись/)).toBeVisible();
  });

  it('shows «В реестре № 7» linking to the registry, and work that waits for one', async () => {
    const api = pairsApi([
      pair(PETROV, {
        ...ACCEPTED,
        act: { id: uuidOf('40000000', 1), number: 21, status: 'SIGNED' },
        registry: { id: REGISTRY_ID, number: 7, kind: 'NPD', status: 'DRAFT', deleted: false },
      }),
      pair(SIDOROVA, { ...ACCEPTED, act: { id: uuidOf('40000000', 2), number: 22, status: 'AWAIT_SIGN' } }),
    ]);
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const [petrov, sidorova] = await pairItems();
    expect(within(petrov!).getByRole('link', { name: 'В реестре № 7' })).toHaveAttribute(
      'href',
      `/payments/mass-payment/${REGISTRY_ID}`,
    );
    expect(petrov).toHaveTextContent('В реестре № 7 · черновик');
    expect(petrov).not.toHaveTextContent('Ждёт оплаты реестром');
    expect(sidorova).toHaveTextContent('Ждёт оплаты реестром · акт на подписи');
  });

  it('«Оплатить снова» names who and how much, sends repay with a key and shows the API’s refusal', async () => {
    const failed = pair(SIDOROVA, {
      ...ACCEPTED,
      can_repay: true,
      payout: {
        id: uuidOf('30000000', 9),
        number: 9,
        status: 'ERROR',
        wait_status: 'ERROR',
        amount: '5000.00',
        reason: 'Банк отклонил выплату',
      },
      act: { id: uuidOf('40000000', 3), number: 23, status: 'SIGNED' },
    });
    const refusal = 'Выплата по этой работе ещё не завершилась: дождитесь её результата';
    const api = pairsApi([failed], [{ status: 409, data: { code: 'INVALID_STATE', error_message: refusal } }]);
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const [sidorova] = await pairItems();
    expect(within(sidorova!).queryByRole('button', { name: 'Оплатить отдельно' })).not.toBeInTheDocument();
    await user.click(within(sidorova!).getByRole('button', { name: 'Оплатить снова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить снова' });
    expect(dialog).toHaveTextContent(/Сидорова Анна получит 5 000,00\s₽ за задание «Уборка склада»/);

    await user.click(within(dialog).getByRole('button', { name: 'Оплатить снова' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    const pairAsks = api.to(at(apiPaths.tasks.employees)).length;
    // A refusal is final: the next press is a new request with a key of its own; it pays and closes.
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить снова' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [refused, paid] = api.to(at(apiPaths.tasks.repay));
    expect(refused?.body).toEqual({ employee_id: SIDOROVA.id });
    expect(refused?.idempotencyKey).toMatch(UUID);
    expect(paid?.idempotencyKey).toMatch(UUID);
    expect(paid?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    // The task's contractors are asked again.
    await waitFor(() => expect(api.to(at(apiPaths.tasks.employees)).length).toBeGreaterThan(pairAsks));
  });

  it('«Оплатить отдельно» for work that waits for a registry', async () => {
    const api = pairsApi([
      pair(PETROV, { ...ACCEPTED, can_repay: true, act: { id: uuidOf('40000000', 4), number: 24, status: 'SIGNED' } }),
    ]);
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const [petrov] = await pairItems();
    expect(petrov).toHaveTextContent('Ждёт оплаты реестром');
    expect(petrov).not.toHaveTextContent('акт на подписи');
    await user.click(within(petrov!).getByRole('button', { name: 'Оплатить отдельно' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить отдельно' });
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить отдельно' }));
    expect(await screen.findByText(/Выплата создана: Петров Пётр Петрович, 5 000,00\s₽/)).toBeVisible();
    expect(api.to(at(apiPaths.tasks.repay))[0]?.idempotencyKey).toMatch(UUID);
  });
});

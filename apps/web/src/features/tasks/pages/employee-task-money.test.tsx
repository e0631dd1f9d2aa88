import { configure, screen, within } from '@testing-library/react';
import { apiPaths, type EmployeeTask, type TaskPairPayout } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { employeeSession, employeeTask, pathFor, tasksTestApi, uuidOf } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/employee/tasks', '/employee/tasks/x');
}, 60_000);
beforeEach(() => setViewportWidth(390));
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const PAYOUT_ID = uuidOf('30000000', 41);
const ACT_ID = uuidOf('40000000', 17);

/** The contractor's task after acceptance, with this act status and payout state. */
function accepted(actStatus: 'AWAIT_SIGN_EMPLOYEE' | 'SIGNED', payout: Partial<TaskPairPayout>): EmployeeTask {
  return employeeTask(4, {
    status: 'IN_PROGRESS',
    my: {
      status: 'WAIT_PAYOUT',
      canceled_by: null,
      reason: null,
      result_comment: 'Склад убран',
      return_comment: null,
      handed_over_at: null,
      accept_by: null,
      updated_at: '2026-11-29T10:00:00.000Z',
      payout: {
        id: PAYOUT_ID,
        number: 41,
        status: 'PENDING',
        wait_status: 'WAIT_PERIOD',
        amount: '5000.00',
        reason: null,
        ...payout,
      },
      act: { id: ACT_ID, number: 17, status: actStatus },
      registry: null,
    },
  });
}

function renderTask(task: EmployeeTask) {
  const api = tasksTestApi((call) =>
    call.path === pathFor(apiPaths.tasks.employeeOne, task.id) ? { status: 200, data: task } : undefined,
  );
  return renderApp(`/employee/tasks/${task.id}`, { session: employeeSession, api: api.handler });
}

describe('the contractor’s money of an accepted task', { timeout: 60_000 }, () => {
  it('an act awaiting the signature offers «Подписать акт»; the payout waits for it', async () => {
    renderTask(accepted('AWAIT_SIGN_EMPLOYEE', {}));
    const sign = await screen.findByRole('link', { name: 'Подписать акт' });
    expect(sign).toHaveAttribute('href', `/employee/documents/${ACT_ID}`);
    expect(screen.getByText('Акт № 17: Ожидает подписи исполнителя')).toBeInTheDocument();
    expect(
      screen.getByText(/Выплата 5 000,00\s₽ ждёт подписания акта: она уйдёт в банк, когда акт подпишете вы и компания/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выплата № 41' })).toHaveAttribute(
      'href',
      `/employee/payments/${PAYOUT_ID}`,
    );
    expect(screen.getByText(/Акт выполненных работ отправлен на подпись вам и компании/)).toBeInTheDocument();
  });

  it('a signed act only opens; the payout at the bank, paid, or failed with the reason', async () => {
    const view = renderTask(accepted('SIGNED', { wait_status: 'IN_PROGRESS' }));
    expect(await screen.findByRole('link', { name: 'Открыть акт' })).toHaveAttribute(
      'href',
      `/employee/documents/${ACT_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Подписать акт' })).not.toBeInTheDocument();
    expect(screen.getByText(/Выплата 5 000,00\s₽ отправлена в банк/)).toBeInTheDocument();
    view.unmount();

    const paid = renderTask(accepted('SIGNED', { status: 'DONE', wait_status: 'DONE' }));
    expect(await screen.findByText(/Выплачено 5 000,00\s₽\./)).toBeInTheDocument();
    paid.unmount();

    renderTask(accepted('SIGNED', { status: 'ERROR', wait_status: 'ERROR', reason: 'Счёт закрыт банком' }));
    expect(await screen.findByText(/Выплата 5 000,00\s₽ не прошла: Счёт закрыт банком/)).toBeInTheDocument();
  });

  it('the list’s card of a task whose act waits for the signature says so', async () => {
    const waiting = accepted('AWAIT_SIGN_EMPLOYEE', {});
    const signed = { ...accepted('SIGNED', { wait_status: 'IN_PROGRESS' }), id: uuidOf('20000000', 5), name: 'Монтаж' };
    const api = tasksTestApi((call) =>
      call.path === apiPaths.tasks.employeeList
        ? { status: 200, data: { items: [waiting, signed], totalCount: 2, next_cursor: null } }
        : undefined,
    );
    renderApp('/employee/tasks', { session: employeeSession, api: api.handler });
    const cards = await screen.findByRole('list', { name: 'Задания' });
    expect(within(cards).getAllByText('Подпишите акт, чтобы получить выплату')).toHaveLength(1);
  });
});

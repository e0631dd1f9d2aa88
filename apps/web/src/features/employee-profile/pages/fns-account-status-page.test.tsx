import { act, screen } from '@testing-library/react';
import { apiPaths, type FnsAccountStatus } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { FNS_SESSION, fnsConnection } from './fns-test-api';

const originalAdapter = http.defaults.adapter;
const PAGE = '/employee/profile/fns/fns-personal-account-status';

const status = (fields: Partial<FnsAccountStatus> = {}): FnsAccountStatus => ({
  bonus_amount: '10000.00',
  unpaid_amount: '1234.56',
  debt_amount: '0.00',
  checked_at: '2026-11-23T12:30:00',
  refreshing: false,
  error_message: null,
  ...fields,
});

/** A connected platform; GET account_status answers `replies` call by call (the last one repeats). */
function fakeApi(replies: StubReply[], connection = fnsConnection('BIND')) {
  const queue = [...replies];
  let gets = 0;
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    if (pathOf(req) === apiPaths.fns.bind) return { status: 200, data: connection };
    if (pathOf(req) !== apiPaths.fns.accountStatus) return { status: 404, data: {} };
    gets += 1;
    return queue.length > 1 ? queue.shift()! : queue[0]!;
  };
  return { handler, gets: () => gets };
}

/** The amount under a figure's label; ru-RU groups thousands with a no-break space, read as a space. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('employee profile → fns → fns-personal-account-status', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.useRealTimers();
  });

  it('shows the three figures as money and when they were taken', async () => {
    renderApp(PAGE, { session: FNS_SESSION, api: fakeApi([{ status: 200, data: status() }]).handler });
    expect(await screen.findByText('Обновлено 23.11.2026 12:30')).toBeInTheDocument();
    expect(figure('Бонусный счёт')).toBe('10 000,00 ₽');
    expect(figure('Начислено к уплате')).toBe('1 234,56 ₽');
    expect(figure('Задолженность')).toBe('0,00 ₽');
  });

  it('while FNS is asked shows dashes and a progress, then the figures once they come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const empty = status({ bonus_amount: null, unpaid_amount: null, debt_amount: null, checked_at: null });
    const api = fakeApi([
      { status: 200, data: { ...empty, refreshing: true } },
      { status: 200, data: { ...empty, refreshing: true } },
      { status: 200, data: status({ debt_amount: '500.00' }) },
    ]);
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByRole('progressbar', { name: 'Запрашиваем данные в ФНС' })).toBeInTheDocument();
    expect(figure('Бонусный счёт')).toBe('—');
    expect(figure('Задолженность')).toBe('—');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Обновлено 23.11.2026 12:30')).toBeInTheDocument();
    expect(figure('Задолженность')).toBe('500,00 ₽');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const getsWhenDone = api.gets();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.gets()).toBe(getsWhenDone);
  });

  it('shows FNS’s error next to the last known figures', async () => {
    const message = 'ФНС не ответила на запрос, данные могли устареть';
    renderApp(PAGE, {
      session: FNS_SESSION,
      api: fakeApi([{ status: 200, data: status({ error_message: message }) }]).handler,
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(figure('Бонусный счёт')).toBe('10 000,00 ₽');
  });

  it('never connected: says so with the way to connect, without asking FNS (no 409 in the console)', async () => {
    const api = fakeApi([{ status: 200, data: status() }], fnsConnection(null));
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByText(/Платформа не подключена в «Мой налог»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подключение к ФНС' })).toHaveAttribute(
      'href',
      '/employee/profile/fns/fns-connection',
    );
    expect(api.gets()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('connection ended meanwhile: shows the server’s message with the way to connect', async () => {
    const message = 'Платформа не подключена в «Мой налог»: подключите её, чтобы видеть данные';
    const api = fakeApi([{ status: 409, data: { code: 'INVALID_STATE', error_message: message } }]);
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подключение к ФНС' })).toHaveAttribute(
      'href',
      '/employee/profile/fns/fns-connection',
    );
    expect(screen.queryByText('Бонусный счёт')).not.toBeInTheDocument();
  });
});

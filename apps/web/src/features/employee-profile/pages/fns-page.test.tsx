import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type FnsConnection, type FnsMyActivitiesResponse } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { bodyOf, FNS_SESSION, fnsConnection, type Sent } from './fns-test-api';

const originalAdapter = http.defaults.adapter;
const PAGE = '/employee/profile/fns';
const CATALOGUE = [
  { id: '1', parent_id: null, name: 'Программирование' },
  { id: '2', parent_id: null, name: 'Дизайн' },
  { id: '3', parent_id: null, name: 'Перевод' },
  { id: '4', parent_id: null, name: 'Фотосъёмка' },
  { id: '5', parent_id: null, name: 'Репетиторство' },
  { id: '6', parent_id: null, name: 'Уборка' },
  { id: '7', parent_id: null, name: 'Ремонт' },
];

type Reply = Exclude<StubReply, 'network-error'>;

type Options = {
  connection?: FnsConnection;
  /** GET activity answers these call by call (the last one repeats). */
  mine?: (FnsMyActivitiesResponse | Reply)[];
};

function fakeApi({ connection = fnsConnection('BIND'), mine = [] }: Options) {
  const sent: Sent[] = [];
  let activity: (FnsMyActivitiesResponse | Reply)[] = mine.length
    ? [...mine]
    : [{ activity_ids: ['1'], pending: false, error_message: null }];
  const reply = (next: FnsMyActivitiesResponse | Reply): StubReply =>
    'status' in next ? next : { status: 200, data: next };
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = req.method ?? 'get';
    if (method !== 'get') sent.push({ method, path, body: bodyOf(req.data) });
    if (path === apiPaths.fns.bind) return { status: 200, data: connection };
    if (path === apiPaths.fns.activities) return { status: 200, data: { items: CATALOGUE } };
    if (path === apiPaths.fns.activity && method === 'post') {
      const ids = (bodyOf(req.data) as { activity_ids: string[] }).activity_ids;
      const sending = { activity_ids: ids, pending: true, error_message: null };
      activity = [sending, sending, { ...sending, pending: false }];
      return { status: 200, data: sending };
    }
    if (path === apiPaths.fns.activity) return reply(activity.length > 1 ? activity.shift()! : activity[0]!);
    return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
  };
  return { handler, sent };
}

const activitiesField = () => screen.findByRole('combobox', { name: 'Виды деятельности' });

describe('employee profile → fns (overview)', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.useRealTimers();
  });

  it('shows the НПД status, the connection and the year’s income against the cap', async () => {
    const connection = fnsConnection('BIND', {
      income: {
        year: 2026,
        registered: '1000000.00',
        pending: '200000.00',
        total: '1200000.00',
        limit: '2400000.00',
        remaining: '1200000.00',
        checked_at: null,
      },
    });
    renderApp(PAGE, { session: FNS_SESSION, api: fakeApi({ connection }).handler });
    expect(await screen.findByText('Доход за 2026 год: 1 200 000,00 ₽ из 2 400 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Доход относительно лимита НПД' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('из них ожидают регистрации чека: 200 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByText('Осталось до лимита: 1 200 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByText('Самозанятый с 01.03.2024')).toBeInTheDocument();
    expect(screen.getByText('Подключён к ФНС')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подключение к ФНС' })).toHaveAttribute(
      'href',
      '/employee/profile/fns/fns-connection',
    );
    expect(screen.queryByText(/ограничила операции/)).not.toBeInTheDocument();
  });

  it('without pending payouts says nothing about them; a restriction is warned about with its code', async () => {
    const base = fnsConnection(null);
    const connection = fnsConnection(null, {
      taxpayer: { ...base.taxpayer, restricted: true, rejection_code: 'DENY' },
    });
    renderApp(PAGE, { session: FNS_SESSION, api: fakeApi({ connection }).handler });
    expect(
      await screen.findByText(/ФНС ограничила операции по вашему статусу самозанятого \(код DENY\)/),
    ).toBeVisible();
    expect(screen.getByText('Не подключено')).toBeInTheDocument();
    expect(screen.queryByText(/ожидают регистрации чека/)).not.toBeInTheDocument();
  });

  it('saves the chosen activity kinds and follows them until FNS has taken them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({});
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const field = await activitiesField();
    const form = screen.getByRole('form', { name: 'Виды деятельности' });
    expect(within(form).getByRole('button', { name: 'Программирование' })).toBeInTheDocument();

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Перевод' }));
    await user.click(screen.getByRole('option', { name: 'Дизайн' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Отправляем в ФНС…')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'post', path: apiPaths.fns.activity, body: { activity_ids: ['1', '3', '2'] } },
    ]);
    expect(within(form).queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByText('Отправляем в ФНС…')).not.toBeInTheDocument());
    expect(within(form).getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Перевод' })).toBeInTheDocument();
  });

  it('does not let more than five kinds be chosen', async () => {
    const api = fakeApi({ mine: [{ activity_ids: ['1', '2', '3', '4'], pending: false, error_message: null }] });
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    // Clicks go through to disabled options too, to prove they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await activitiesField());
    await user.click(await screen.findByRole('option', { name: 'Репетиторство' }));
    expect(screen.getByText('Выбрано максимальное количество: 5')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Уборка' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Уборка' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'post', path: apiPaths.fns.activity, body: { activity_ids: ['1', '2', '3', '4', '5'] } },
      ]),
    );
  });

  it('shows FNS’s refusal of the last change', async () => {
    const message = 'ФНС не приняла виды деятельности: код 12 не найден в справочнике';
    const api = fakeApi({ mine: [{ activity_ids: ['1'], pending: false, error_message: message }] });
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a contractor without declared kinds is asked for a choice before saving', async () => {
    const api = fakeApi({ mine: [{ activity_ids: [], pending: false, error_message: null }] });
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    await activitiesField();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите хотя бы один вид деятельности')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('before the connection says why the kinds cannot be declared yet', async () => {
    const message = 'Виды деятельности передаются в ФНС после подключения платформы в «Мой налог»';
    const api = fakeApi({
      connection: fnsConnection(null),
      mine: [{ status: 409, data: { code: 'INVALID_STATE', error_message: message } }],
    });
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Виды деятельности' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});

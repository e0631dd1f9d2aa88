import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type FnsConnection } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { bodyOf, FNS_SESSION, fnsConnection, type Sent } from './fns-test-api';

const originalAdapter = http.defaults.adapter;
const PAGE = '/employee/profile/fns/fns-connection';
const ALL_GRANTED: FnsConnection['permissions'] = [
  'INCOME_REGISTRATION',
  'CANCEL_INCOME',
  'INCOME_LIST',
  'INCOME_SUMMARY',
  'PAYMENT_INFORMATION',
];

/** GET bind answers `states` call by call (the last one repeats); POST bind and unbind change them. */
function fakeApi(states: FnsConnection[], replies: { bind?: StubReply; unbind?: StubReply } = {}) {
  let current = [...states];
  const sent: Sent[] = [];
  let gets = 0;
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = req.method ?? 'get';
    if (method !== 'get') sent.push({ method, path, body: bodyOf(req.data) });
    if (path === apiPaths.fns.bind && method === 'get') {
      gets += 1;
      return { status: 200, data: current.length > 1 ? current.shift() : current[0] };
    }
    if (path === apiPaths.fns.bind && method === 'post') {
      if (replies.bind) return replies.bind;
      const by = (bodyOf(req.data) as { by: 'INN' | 'PHONE' }).by;
      const awaiting = fnsConnection('AWAIT_BIND', { by });
      current = [awaiting, fnsConnection('BIND', { by, permissions: ALL_GRANTED })];
      return { status: 200, data: awaiting };
    }
    if (path === apiPaths.fns.unbind) {
      if (replies.unbind) return replies.unbind;
      current = [fnsConnection('UNBIND')];
      return { status: 200, data: current[0] };
    }
    return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
  };
  return { handler, sent, gets: () => gets };
}

describe('employee profile → fns → fns-connection', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.useRealTimers();
  });

  it('not connected: explains, connects by phone, waits for «Мой налог» and shows the granted rights', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi([fnsConnection(null)]);
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByText(/Чтобы получать выплаты как самозанятый, подключите платформу/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'По ИНН 500100732259' })).toBeChecked();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: 'По номеру телефона +7 999 000-00-01' }));
    await user.click(screen.getByRole('button', { name: 'Подключить' }));

    expect(await screen.findByRole('heading', { name: 'Запрос отправлен в «Мой налог»' })).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'post', path: apiPaths.fns.bind, body: { by: 'PHONE' } }]);
    const steps = screen.getByRole('list', { name: 'Как подтвердить запрос' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Откройте приложение «Мой налог».',
      'Перейдите в «Прочее» → «Партнёры».',
      'Подтвердите запрос платформы «Выплаты и документы».',
    ]);
    expect(screen.getByText(/по номеру телефона \+7 999 000-00-01 отправлен 23\.11\.2026 10:00/)).toBeInTheDocument();

    // The page asks again every few seconds while the request waits, and stops once it is answered.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: 'Платформа подключена' })).toBeInTheDocument();
    expect(screen.getByText('Подключена 23.11.2026 10:05')).toBeInTheDocument();
    const rights = screen.getByRole('list', { name: 'Выданные права' });
    expect(within(rights).getByText('Регистрация дохода (формирование чеков)')).toBeInTheDocument();
    expect(within(rights).getByText('Аннулирование чеков')).toBeInTheDocument();
    expect(screen.queryByText(/Не хватает прав/)).not.toBeInTheDocument();
    const getsWhenDone = api.gets();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(api.gets()).toBe(getsWhenDone);
  });

  it('without an ИНН in the profile only the phone can be chosen', async () => {
    renderApp(PAGE, { session: FNS_SESSION, api: fakeApi([fnsConnection(null, { inn: null })]).handler });
    expect(await screen.findByRole('radio', { name: 'По ИНН' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'По номеру телефона +7 999 000-00-01' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Укажите его в личных данных' })).toHaveAttribute(
      'href',
      '/employee/profile/info',
    );
  });

  it('a connection with rights missing says which ones and where to grant them', async () => {
    const api = fakeApi([
      fnsConnection('BIND', {
        permissions: ['INCOME_REGISTRATION', 'INCOME_LIST', 'INCOME_SUMMARY'],
        missing_permissions: ['CANCEL_INCOME', 'PAYMENT_INFORMATION'],
      }),
    ]);
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(
      await screen.findByText(
        'Не хватает прав: Аннулирование чеков, Информация о начислениях и задолженности. Выдайте их в «Мой налог» → «Партнёры».',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Выданные права' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('disconnects only after the confirmation', async () => {
    const api = fakeApi([fnsConnection('BIND', { permissions: ALL_GRANTED })]);
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Отключить платформу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить платформу от «Мой налог»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Отключить платформу' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отключить' }));
    expect(
      await screen.findByText('Платформа отключена от «Мой налог»', { selector: '.MuiAlert-message' }),
    ).toBeVisible();
    expect(api.sent).toEqual([{ method: 'post', path: apiPaths.fns.unbind, body: {} }]);
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeInTheDocument();
  });

  it('a refused connection shows the reason and lets the contractor try again', async () => {
    const reason = 'Пользователь отклонил запрос на подключение в «Мой налог»';
    const api = fakeApi([fnsConnection('ERROR', { error_message: reason })]);
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByRole('heading', { name: 'Запрос отправлен в «Мой налог»' })).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'post', path: apiPaths.fns.bind, body: { by: 'INN' } }]);
  });

  it('shows the server’s message when the request is refused', async () => {
    const message = 'Вы не зарегистрированы как самозанятый: зарегистрируйтесь в «Мой налог» и попробуйте снова';
    const api = fakeApi([fnsConnection(null)], {
      bind: { status: 409, data: { code: 'INVALID_STATE', error_message: message } },
    });
    renderApp(PAGE, { session: FNS_SESSION, api: api.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeInTheDocument();
  });
});

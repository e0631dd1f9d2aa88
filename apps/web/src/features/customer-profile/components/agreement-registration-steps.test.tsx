import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Agreement, apiPaths, type CustomerProfile, type SelfNep } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const session = { role: 'user', entity_id: 'c1', is_verified: false } as const;
type Steps = CustomerProfile['registration_steps'];
const NO_STEPS: Steps = {
  'self-nep': false,
  'sber-balance': false,
  'email-confirm': false,
  'sign-trusted-document': false,
};
const profileWith = (steps: Steps): CustomerProfile => ({
  id: 'c1',
  inn: '7707083893',
  kpp: null,
  ogrn: null,
  organisation_name: 'ООО "Ромашка"',
  email: 'boss@romashka.ru',
  email_verified: steps['email-confirm'],
  phone_number: null,
  last_name: null,
  first_name: null,
  patronymic: null,
  is_verified: Object.values(steps).every(Boolean),
  status: 'ACTIVE',
  registration_steps: steps,
});

const NEP_AGREEMENT: Agreement = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'SELF_NEP',
  title: 'Соглашение об использовании простой электронной подписи',
  version: '1.0',
  status: 'AWAIT_SIGN',
  file_id: '22222222-2222-4222-8222-222222222222',
  signed_file_id: null,
  created_at: '2026-11-22T10:00:00.000Z',
  signed_at: null,
};
const EDO: Agreement = {
  ...NEP_AGREEMENT,
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'EDO',
  title: 'Соглашение об электронном документообороте',
  file_id: '55555555-5555-4555-8555-555555555555',
};
const KEY: SelfNep = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'ACTIVE',
  channel: 'EMAIL',
  destination_masked: 'b***@romashka.ru',
  issued_at: '2026-11-22T10:05:00.000Z',
  agreement_id: NEP_AGREEMENT.id,
};
const SENT = {
  channel: 'EMAIL',
  destination_masked: 'b***@romashka.ru',
  resend_after_seconds: 60,
  expires_in_seconds: 600,
};

type Call = { method: string; path: string; body: unknown };

/** A fake API that remembers the steps, the key and the EDO agreement, like the real one. */
function fakeApi(initial: { steps?: Partial<Steps>; key?: SelfNep | null; signReply?: StubReply } = {}) {
  const steps: Steps = { ...NO_STEPS, ...initial.steps };
  let key = initial.key ?? null;
  let edo = { ...EDO };
  const calls: Call[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body: unknown = req.data ? JSON.parse(String(req.data)) : undefined;
    calls.push({ method, path, body });
    switch (path) {
      case apiPaths.userProfile:
        return { status: 200, data: profileWith(steps) };
      case apiPaths.auth.me:
        return { status: 200, data: { ...session, is_verified: Object.values(steps).every(Boolean) } };
      case apiPaths.notifications.notReadCount:
        return { status: 200, data: { count: 0 } };
      case apiPaths.selfNep.current:
        return { status: 200, data: { self_nep: key } };
      case apiPaths.selfNep.agreement:
        return {
          status: 200,
          data: {
            agreement_id: NEP_AGREEMENT.id,
            title: NEP_AGREEMENT.title,
            file_id: NEP_AGREEMENT.file_id,
            channels: ['EMAIL'],
          },
        };
      case apiPaths.selfNep.sendCode:
      case apiPaths.agreement.signSelfNepSendCode:
        return { status: 200, data: SENT };
      case apiPaths.selfNep.confirm:
        key = KEY;
        steps['self-nep'] = true;
        return { status: 200, data: { self_nep: KEY } };
      case apiPaths.agreement.one:
        return {
          status: 200,
          data: { ...NEP_AGREEMENT, status: 'SIGNED', signed_file_id: '66666666-6666-4666-8666-666666666666' },
        };
      case apiPaths.agreement.edo:
        return { status: 200, data: edo };
      case apiPaths.agreement.signSelfNep:
        if (initial.signReply) return initial.signReply;
        edo = {
          ...edo,
          status: 'SIGNED',
          signed_file_id: '77777777-7777-4777-8777-777777777777',
          signed_at: '2026-11-22T11:00:00.000Z',
        };
        steps['sign-trusted-document'] = true;
        return { status: 200, data: edo };
      default:
        return { status: 404, data: {} };
    }
  };
  return { handler, calls };
}

/** The stepper's steps (MUI renders them as tabs), each with «Выполнено» / «Не выполнено». */
const stepsList = async () => screen.findAllByRole('tab');

describe('customer complete-registration: ПЭП and EDO steps', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('issues the ПЭП on the self-nep step and offers the next step', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ steps: { 'email-confirm': true } });
    renderApp('/customer-complete-registration/self-nep', { session, api: api.handler });

    // The layout marks which steps are done.
    const links = await stepsList();
    // A step not done shows its number, a done one a check mark; each says so in words.
    expect(links.map((l) => l.textContent)).toEqual([
      '1Простая электронная подписьНе выполнено',
      '2Номинальный счётНе выполнено',
      'Подтверждение e-mailВыполнено',
      '4Соглашение об электронном документооборотеНе выполнено',
    ]);
    expect(screen.getByText('Выполнено шагов: 1 из 4')).toBeInTheDocument();

    expect(await screen.findByText(NEP_AGREEMENT.title)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Код отправлен на адрес b\*\*\*@romashka\.ru/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код подтверждения'), '654321');
    await user.click(screen.getByRole('button', { name: 'Выпустить подпись' }));

    expect(await screen.findByText('Простая электронная подпись выпущена', { selector: 'p' })).toBeInTheDocument();
    expect(
      screen.getByText(/Коды для подписания документов приходят на адрес b\*\*\*@romashka\.ru/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Далее: Номинальный счёт' })).toHaveAttribute(
      'href',
      '/customer-complete-registration/sber-balance',
    );
    expect(await screen.findByText('Выполнено шагов: 2 из 4')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === apiPaths.selfNep.sendCode)?.body).toEqual({
      agreement_id: NEP_AGREEMENT.id,
      channel: 'EMAIL',
    });
    expect(api.calls.find((c) => c.path === apiPaths.selfNep.confirm)?.body).toEqual({
      agreement_id: NEP_AGREEMENT.id,
      code: '654321',
    });
  });

  it('signs the EDO agreement with the ПЭП, and the last step completes the registration', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ steps: { 'self-nep': true, 'sber-balance': true, 'email-confirm': true }, key: KEY });
    renderApp('/customer-complete-registration/sign-trusted-document', { session, api: api.handler });

    expect(await screen.findByText(EDO.title, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть соглашение' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeInTheDocument();
    const getCode = screen.getByRole('button', { name: 'Получить код' });
    expect(getCode).toBeDisabled();
    await user.click(screen.getByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(getCode);
    await user.type(await screen.findByLabelText('Код подтверждения'), '111222');
    await user.click(screen.getByRole('button', { name: 'Подписать' }));

    expect(await screen.findByText(/Подписано электронной подписью 22\.11\.2026/)).toBeInTheDocument();
    expect(await screen.findByText(/Регистрация завершена/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в кабинет' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Выполнено шагов: 4 из 4')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === apiPaths.agreement.signSelfNepSendCode)?.body).toEqual({
      agreement_id: EDO.id,
    });
    expect(api.calls.find((c) => c.path === apiPaths.agreement.signSelfNep)?.body).toEqual({
      agreement_id: EDO.id,
      code: '111222',
    });
  });

  it('shows the server’s message of a wrong code and keeps the agreement unsigned', async () => {
    const user = userEvent.setup();
    const wrong = 'Неверный код. Осталось попыток: 4';
    const api = fakeApi({
      key: KEY,
      signReply: { status: 400, data: { code: 'INVALID_CODE', error_message: wrong, fields: { code: wrong } } },
    });
    renderApp('/customer-complete-registration/sign-trusted-document', { session, api: api.handler });
    await user.click(await screen.findByLabelText('Я прочитал(а) соглашение и принимаю его условия'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '000000');
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.queryByText(/Подписано электронной подписью/)).not.toBeInTheDocument();
  });

  it('sends to the self-nep step when no ПЭП is issued yet', async () => {
    const api = fakeApi();
    renderApp('/customer-complete-registration/sign-trusted-document', { session, api: api.handler });
    expect(await screen.findByText(/сначала выпустите её/)).toBeInTheDocument();
    // КЭП needs no ПЭП: the head may sign with a qualified signature right away.
    expect(screen.getByRole('button', { name: /Подписать КЭП/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выпустить подпись' })).toHaveAttribute(
      'href',
      '/customer-complete-registration/self-nep',
    );
    expect(screen.queryByRole('button', { name: 'Получить код' })).not.toBeInTheDocument();
    // The agreement can be read before that.
    expect(screen.getByRole('button', { name: 'Открыть соглашение' })).toBeInTheDocument();
  });

  it('opens the agreement PDF in a new tab', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ key: KEY });
    const base = api.handler;
    const asked: unknown[] = [];
    const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
      if (pathOf(req) !== apiPaths.agreement.fileContent) return base(req);
      asked.push(req.params);
      return { status: 200, data: new Blob(['%PDF-1.7']) };
    };
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:edo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderApp('/customer-complete-registration/sign-trusted-document', { session, api: handler });
    await user.click(await screen.findByRole('button', { name: 'Открыть соглашение' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:edo'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(asked).toEqual([{ file_id: EDO.file_id }]);
    open.mockRestore();
  });
});

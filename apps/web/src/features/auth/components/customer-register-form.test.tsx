import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { REGISTRATION_INFO, REGISTRATION_OFFER_ID } from '../../../test/registration-info';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;

const profile = {
  id: 'c1',
  inn: '7707083893',
  kpp: null,
  ogrn: null,
  organisation_name: 'ООО "Ромашка"',
  email: 'boss@romashka.ru',
  email_verified: false,
  phone_number: null,
  last_name: null,
  first_name: null,
  patronymic: null,
  is_verified: false,
  status: 'PENDING',
  registration_steps: {
    'self-nep': false,
    'sber-balance': false,
    'email-confirm': false,
    'sign-trusted-document': false,
  },
};

const wrongLogin: StubReply = {
  status: 401,
  data: { error_message: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' },
};

function api(registrationReply: StubReply, meReply: StubReply = { status: 401, data: {} }, loginReply = wrongLogin) {
  return (req: Parameters<typeof pathOf>[0]): StubReply => {
    if (pathOf(req) === apiPaths.auth.registrationInfo) return { status: 200, data: REGISTRATION_INFO };
    if (pathOf(req) === apiPaths.auth.registration) return registrationReply;
    if (pathOf(req) === apiPaths.auth.login) return loginReply;
    if (pathOf(req) === apiPaths.auth.me) return meReply;
    if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: profile };
    return { status: 401, data: {} };
  };
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('ИНН организации или ИП'), '7707083893');
  await user.type(screen.getByLabelText('Название организации'), 'ООО "Ромашка"');
  await user.type(screen.getByLabelText('E-mail'), 'Boss@Romashka.ru');
  await user.type(screen.getByLabelText('Пароль'), 'Romashka-2026');
  await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
  await user.click(screen.getByRole('checkbox', { name: /Принимаю условия/ }));
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('company registration', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('sends the form with both consents and the offer id; when the login after it fails (taken e-mail) asks to check the mail', async () => {
    const { adapter } = renderApp('/login/register', { api: api({ status: 200, data: { ok: true } }) });
    await fillAndSubmit();
    expect(await screen.findByText('Проверьте почту')).toBeInTheDocument();
    const call = adapter.calls.find((c) => pathOf(c) === apiPaths.auth.registration);
    expect(JSON.parse(call!.data as string)).toEqual({
      inn: '7707083893',
      organisation_name: 'ООО "Ромашка"',
      email: 'boss@romashka.ru',
      password: 'Romashka-2026',
      personal_data_consent: true,
      offer_id: REGISTRATION_OFFER_ID,
    });
  });

  it('logs in with the same credentials and continues to complete registration', async () => {
    const session = { role: 'user', entity_id: 'c1', is_verified: false };
    const { router, adapter } = renderApp('/login/register', {
      api: api(
        { status: 200, data: { ok: true } },
        { status: 200, data: session },
        { status: 200, data: { role: 'user' } },
      ),
    });
    await fillAndSubmit();
    const loginCall = adapter.calls.find((c) => pathOf(c) === apiPaths.auth.login);
    expect(JSON.parse(loginCall!.data as string)).toEqual({ login: 'boss@romashka.ru', password: 'Romashka-2026' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-complete-registration/self-nep'));
  });

  it('does not send without the separate personal-data consent', async () => {
    const { adapter } = renderApp('/login/register', { api: api({ status: 200, data: { ok: true } }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ИНН организации или ИП'), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Нужно согласие на обработку персональных данных')).toBeInTheDocument();
    expect(adapter.calls.some((c) => pathOf(c) === apiPaths.auth.registration)).toBe(false);
  });

  it('puts server field errors on the fields (offer_id on the offer tick)', async () => {
    renderApp('/login/register', {
      api: api({
        status: 400,
        data: {
          error_message: 'Редакция оферты изменилась',
          code: 'CONSENT_REQUIRED',
          fields: { offer_id: 'Примите актуальную оферту', email: 'Адрес не принимается' },
        },
      }),
    });
    await fillAndSubmit();
    expect(await screen.findByText('Примите актуальную оферту')).toBeInTheDocument();
    expect(screen.getByText('Адрес не принимается')).toBeInTheDocument();
  });
});

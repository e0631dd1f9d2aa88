import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { mockCadesPlugin } from '../../../lib/cryptopro/cadesplugin.test-helpers';
import { http } from '../../../lib/http';
import { pathOf } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;

async function submitLogin(login = 'boss@romashka.ru', password = 'secret-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail или телефон'), login);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

const OFFER = {
  id: '7d7b4a52-0c1e-4c36-9d8e-3b1f2a4c5d6e',
  version: '2',
  title: 'Оферта платформы',
  published_at: '2025-01-10',
};
/** auth/registration-info names the current edition, which the offer step shows (pages/offer-step-page.tsx). */
const REGISTRATION_INFO = {
  offer: OFFER,
  password_rules: { min_length: 8, max_length: 64 },
  documents: {
    privacy_policy: { title: 'Политика обработки персональных данных', url: '/docs/privacy-policy.pdf' },
    personal_data_consent: {
      title: 'Согласие на обработку персональных данных',
      url: '/docs/personal-data-consent.pdf',
    },
  },
};
const APPLICATION = {
  offer: OFFER,
  title: 'Заявление о присоединении к оферте',
  party: ['ООО "Ромашка"', 'ИНН 7707083893, КПП 770701001', 'Руководитель: Смирнова Анна Сергеевна'],
  paragraphs: ['Настоящим ООО "Ромашка" … полностью и безоговорочно присоединяется к оферте «Оферта платформы».'],
  date: '2026-11-27',
  signed_kep: false,
};
const HEAD = {
  subjectName: 'CN=Смирнова Анна Сергеевна, O=ООО Ромашка, ИНН ЮЛ=7707083893, C=RU',
  thumbprint: 'AB12',
  validTo: '2027-05-01T00:00:00.000Z',
};

/** Login answers a pending offer; the offer's text, the caller's application and its signing by КЭП. */
function offerKepApi(signReplies: Array<{ status: number; data: unknown }>) {
  return (req: Parameters<typeof pathOf>[0]) => {
    const path = pathOf(req);
    if (path === apiPaths.auth.login) return { status: 200, data: { role: 'user', user_offer: OFFER } };
    if (path === apiPaths.auth.registrationInfo) return { status: 200, data: REGISTRATION_INFO };
    if (path === apiPaths.offer.fileContent) return { status: 200, data: { ...OFFER, text: 'Текст оферты' } };
    if (path === apiPaths.offer.custom) return { status: 200, data: APPLICATION };
    if (path === apiPaths.offer.signKep && req.method === 'get') {
      return {
        status: 200,
        data: {
          document_id: OFFER.id,
          file_name: 'Заявление о присоединении к оферте.pdf',
          sign_mode: 'CONTENT',
          content: 'JVBERi0=',
          size: 5,
          hash_algorithm: 'CP_GOST_3411_2012_256',
          hash: 'ab'.repeat(32),
          sha256: 'cd'.repeat(32),
        },
      };
    }
    if (path === apiPaths.offer.signKep) return signReplies.shift() ?? { status: 500, data: {} };
    if (path === apiPaths.auth.me) return { status: 200, data: customer };
    return { status: 404, data: {} };
  };
}

describe('login form', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    delete window.cadesplugin;
  });

  it('on a network error shows the fallback toast text', async () => {
    renderApp('/login', { api: () => 'network-error' });
    await submitLogin();
    expect(await screen.findByText('Сервис временно не доступен, попробуйте позже')).toBeInTheDocument();
  });

  it("shows the server's message when the login is refused", async () => {
    renderApp('/login', {
      api: () => ({ status: 401, data: { error_message: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' } }),
    });
    await submitLogin();
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
  });

  it('validates on blur with the messages of the contracts', async () => {
    renderApp('/login', {});
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('E-mail или телефон'));
    await user.tab();
    expect(await screen.findByText('Введите e-mail или телефон')).toBeInTheDocument();
  });

  it('after login goes to a same-origin redirect_url', async () => {
    const redirectUrl = encodeURIComponent(`${window.location.origin}/tasks?page=2`);
    const { router, adapter } = renderApp(`/login?redirect_url=${redirectUrl}`, {
      api: (req) => {
        if (pathOf(req) === apiPaths.auth.login) return { status: 200, data: { role: 'user' } };
        if (pathOf(req) === apiPaths.auth.me) return { status: 200, data: customer };
        return { status: 404, data: {} };
      },
    });
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(router.state.location.search).toBe('?page=2');
    const loginCall = adapter.calls.find((c) => pathOf(c) === apiPaths.auth.login);
    expect(JSON.parse(loginCall!.data as string)).toEqual({ login: 'boss@romashka.ru', password: 'secret-1' });
  });

  it("ignores a foreign redirect_url and goes to main, i.e. the role's start page", async () => {
    const { router } = renderApp(`/login?redirect_url=${encodeURIComponent('https://evil.example/x')}`, {
      api: (req) => {
        if (pathOf(req) === apiPaths.auth.login) return { status: 200, data: { role: 'user' } };
        if (pathOf(req) === apiPaths.auth.me) return { status: 200, data: customer };
        return { status: 404, data: {} };
      },
    });
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/payments-accounts'));
  });

  it("toasts 'Что-то пошло не так' when the session cannot be read after login", async () => {
    const { router } = renderApp('/login', {
      api: (req) => {
        if (pathOf(req) === apiPaths.auth.login) return { status: 200, data: { role: 'user' } };
        return { status: 500, data: { error_message: 'Внутренняя ошибка', code: 'INTERNAL' } };
      },
    });
    await submitLogin();
    expect(await screen.findByText('Что-то пошло не так')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks to accept a new offer first, on the offer step, then continues', async () => {
    const { router, adapter } = renderApp('/login', {
      api: (req) => {
        const path = pathOf(req);
        if (path === apiPaths.auth.login) return { status: 200, data: { role: 'user', user_offer: OFFER } };
        if (path === apiPaths.auth.registrationInfo) return { status: 200, data: REGISTRATION_INFO };
        if (path === apiPaths.offer.fileContent) return { status: 200, data: { ...OFFER, text: 'Текст оферты' } };
        if (path === apiPaths.offer.accept) return { status: 200, data: { ok: true } };
        if (path === apiPaths.auth.me) return { status: 200, data: customer };
        return { status: 404, data: {} };
      },
    });
    const user = await submitLogin();
    expect(await screen.findByText('Текст оферты')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/offer');

    await user.click(screen.getByRole('button', { name: 'Принимаю условия' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/payments-accounts'));
    const accept = adapter.calls.find((c) => pathOf(c) === apiPaths.offer.accept);
    expect(JSON.parse(accept!.data as string)).toEqual({ offer_id: OFFER.id });
  });

  it('declining the offer ends the session and goes back to /login', async () => {
    let loggedIn = true;
    const { router, adapter } = renderApp('/login/offer', {
      session: customer,
      api: (req) => {
        const path = pathOf(req);
        if (path === apiPaths.auth.registrationInfo) return { status: 200, data: REGISTRATION_INFO };
        if (path === apiPaths.offer.fileContent) return { status: 200, data: { ...OFFER, text: 'Текст оферты' } };
        if (path === apiPaths.auth.logout) {
          loggedIn = false;
          return { status: 200, data: { ok: true } };
        }
        if (path === apiPaths.auth.me) return loggedIn ? { status: 200, data: customer } : { status: 401, data: {} };
        return { status: 404, data: {} };
      },
    });
    expect(await screen.findByText('Текст оферты')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(adapter.calls.some((c) => pathOf(c) === apiPaths.auth.logout)).toBe(true);
    expect(adapter.calls.some((c) => pathOf(c) === apiPaths.offer.accept)).toBe(false);
  });

  it('a pending offer may be accepted with КЭП: the caller’s application shown, signed, the server’s refusal in place, then in', async () => {
    window.cadesplugin = mockCadesPlugin({ certificates: [HEAD] }).plugin;
    const { router, adapter } = renderApp('/login', {
      api: offerKepApi([
        {
          status: 422,
          data: {
            code: 'SIGNATURE_INVALID',
            error_message: 'Подпись не принята. Владелец сертификата: сертификат выдан не руководителю компании',
          },
        },
        { status: 200, data: { ...APPLICATION, signed_kep: true } },
      ]),
    });
    const user = await submitLogin();
    expect(await screen.findByText('Текст оферты')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подписать КЭП' }));

    const application = await screen.findByRole('dialog', { name: 'Заявление о присоединении к оферте' });
    expect(await within(application).findByText('ИНН 7707083893, КПП 770701001')).toBeInTheDocument();
    expect(within(application).getByText(/безоговорочно присоединяется к оферте/)).toBeInTheDocument();
    expect(within(application).getByText('Дата: 27.11.2026')).toBeInTheDocument();
    expect(JSON.parse(adapter.calls.find((c) => pathOf(c) === apiPaths.offer.custom)!.data as string)).toEqual({
      offer_id: OFFER.id,
      format: 'json',
    });
    await user.click(within(application).getByRole('button', { name: 'Подписать КЭП' }));

    const signing = await screen.findByRole('dialog', { name: 'Подписание КЭП' });
    expect(
      within(signing).getByText('Заявление о присоединении к оферте «Оферта платформы», редакция 2'),
    ).toBeInTheDocument();
    await user.click(await within(signing).findByRole('button', { name: 'Подписать' }));
    expect(
      await within(signing).findByText(
        'Подпись не принята. Владелец сертификата: сертификат выдан не руководителю компании',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/offer');

    await user.click(within(signing).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/payments-accounts'));
    const posts = adapter.calls.filter((c) => pathOf(c) === apiPaths.offer.signKep && c.method === 'post');
    expect(posts.map((c) => JSON.parse(c.data as string))).toEqual([
      { offer_id: OFFER.id, signature: 'SIG(JVBERi0=)' },
      { offer_id: OFFER.id, signature: 'SIG(JVBERi0=)' },
    ]);
    expect(adapter.calls.some((c) => pathOf(c) === apiPaths.offer.accept)).toBe(false);
  });

  it('says when the application cannot be prepared, with «Повторить»', async () => {
    let failures = 1;
    const api = offerKepApi([]);
    renderApp('/login', {
      api: (req) => {
        if (pathOf(req) === apiPaths.offer.custom && failures-- > 0) {
          return { status: 503, data: { error_message: 'Сервис временно недоступен', code: 'INTERNAL' } };
        }
        return api(req);
      },
    });
    const user = await submitLogin();
    await user.click(await screen.findByRole('button', { name: 'Подписать КЭП' }));
    const application = await screen.findByRole('dialog', { name: 'Заявление о присоединении к оферте' });
    expect(await within(application).findByText('Сервис временно недоступен')).toBeInTheDocument();
    await user.click(within(application).getByRole('button', { name: 'Повторить' }));
    expect(await within(application).findByText('ИНН 7707083893, КПП 770701001')).toBeInTheDocument();
  });
});

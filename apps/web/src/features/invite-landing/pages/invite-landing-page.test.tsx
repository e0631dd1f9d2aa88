import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, moscowToday } from '../../../lib/format';
import { http } from '../../../lib/http';
import { registerAsContractor } from '../../../test/contractor-registration';
import { newContractorPersonalData } from '../../../test/fixtures/employee';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { REGISTRATION_INFO, REGISTRATION_OFFER_ID } from '../../../test/registration-info';
import { renderApp } from '../../../test/render-app';
import { enterDay } from '../../../test/type-day';

const originalAdapter = http.defaults.adapter;
const TOKEN = 'Zx8_kQ2-abcdefghijklmnopqrstuvwxyz012345678';
const PAGE = `/invite/${TOKEN}`;
const KEY = '0123456789abcdef0123456789abcdef';
const INVITE = { organisation_name: 'ООО "Ромашка"', kind: 'INDIVIDUAL_PERSON', tax_regime: 'NPD', person: null };
const employee = { role: 'employee', entity_id: 'e1', is_verified: false } as const;

type Sent = { path: string; body: unknown };

/** What the API answers the contractor the registration has just logged in, on the completion step. */
const registeredContractorAnswers: Record<string, unknown> = {
  [apiPaths.auth.me]: employee,
  [apiPaths.employeeOnboarding.completeRegistration]: {
    is_verified: false,
    steps: { 'personal-data': false, inn: false, 'self-nep': false },
  },
  [apiPaths.employeeOnboarding.personal]: { ...newContractorPersonalData, phone_number: '+79991234567' },
};

function fakeApi(overrides: Record<string, StubReply> = {}) {
  const sent: Sent[] = [];
  const registered = () => sent.some((s) => s.path === apiPaths.employeeAuth.registration);
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    if (req.method !== 'get') sent.push({ path, body: typeof req.data === 'string' ? JSON.parse(req.data) : null });
    if (overrides[path]) return overrides[path]!;
    if (registered()) {
      const answer = registeredContractorAnswers[path];
      if (answer) return { status: 200, data: answer };
    }
    if (path === apiPaths.invites.link) return { status: 200, data: INVITE };
    if (path === apiPaths.auth.registrationInfo) return { status: 200, data: REGISTRATION_INFO };
    if (path === apiPaths.employeeAuth.verifyPhoneSend) return { status: 200, data: { ok: true, resend_after: 60 } };
    if (path === apiPaths.employeeAuth.registration) return { status: 200, data: { ok: true } };
    if (path === apiPaths.employeeOnboarding.acceptInvite) {
      return { status: 200, data: { organisation_name: INVITE.organisation_name, is_new: true } };
    }
    return { status: 401, data: { error_message: 'Войдите в систему', code: 'UNAUTHENTICATED' } };
  };
  return { handler, sent };
}

describe('the invite link page /invite/{token}', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('a visitor sees who invites them and can register or log in with the token kept', async () => {
    const api = fakeApi();
    renderApp(PAGE, { api: api.handler });
    expect(await screen.findByText('ООО "Ромашка" приглашает вас к сотрудничеству')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться и принять' })).toHaveAttribute(
      'href',
      `/login/register?role=contractor&invite=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'У меня есть аккаунт — войти' })).toHaveAttribute(
      'href',
      `/login?role=contractor&redirect_url=${encodeURIComponent(window.location.origin + PAGE)}`,
    );
    expect(api.sent).toEqual([{ path: apiPaths.invites.link, body: { token: TOKEN } }]);
  });

  it('says in plain words what a self-employed invite is', async () => {
    renderApp(PAGE, { api: fakeApi().handler });
    expect(
      await screen.findByText(/как самозанятый — плательщик налога на профессиональный доход/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/как физическое лицо/)).not.toBeInTheDocument();
    expect(screen.getByText(/эта компания добавится к ним в вашем профиле/)).toBeInTheDocument();
  });

  it('the link of a person’s SMS shows what the company entered and carries it into the registration', async () => {
    const person = { phone: '+79991234567', inn: null, last_name: 'Петрова', first_name: 'Анна', patronymic: null };
    const api = fakeApi({ [apiPaths.invites.link]: { status: 200, data: { ...INVITE, person } } });
    renderApp(`${PAGE}?p=${KEY}`, { api: api.handler });
    expect(
      await screen.findByText(
        /Компания указала: Петрова Анна, \+7 999 123-45-67\. Эти данные подставятся при регистрации/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться и принять' })).toHaveAttribute(
      'href',
      `/login/register?role=contractor&invite=${TOKEN}&p=${KEY}`,
    );
    expect(api.sent).toEqual([{ path: apiPaths.invites.link, body: { token: TOKEN, person: KEY } }]);
  });

  it('the registration opened for an invited person starts with their phone filled in, editable', async () => {
    const person = { phone: '+79991234567', inn: null, last_name: null, first_name: null, patronymic: null };
    const api = fakeApi({ [apiPaths.invites.link]: { status: 200, data: { ...INVITE, person } } });
    renderApp(`/login/register?role=contractor&invite=${TOKEN}&p=${KEY}`, { api: api.handler });
    const phone = await screen.findByDisplayValue('+7 999 123-45-67');
    expect(phone).toHaveAccessibleName('Номер телефона');
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '89161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByLabelText('Код из СМС');
    expect(api.sent).toContainEqual({
      path: apiPaths.employeeAuth.verifyPhoneSend,
      body: { phone: '+79161234567', purpose: 'REGISTRATION' },
    });
  });

  it('an unknown or withdrawn link says so in Russian', async () => {
    const api = fakeApi({
      [apiPaths.invites.link]: {
        status: 404,
        data: { error_message: 'Приглашение не найдено или больше не действует', code: 'NOT_FOUND' },
      },
    });
    renderApp(PAGE, { api: api.handler });
    expect(
      await screen.findByText(
        'Приглашение не найдено или больше не действует. Попросите компанию прислать новую ссылку.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).not.toBeInTheDocument();
  });

  it('a logged-in contractor answers the former-employment question, accepts and is sent on to finish registration', async () => {
    const api = fakeApi();
    renderApp(PAGE, { session: employee, api: api.handler });
    const user = userEvent.setup();
    const question = await screen.findByRole('radiogroup', {
      name: 'Были ли вы сотрудником этой компании по трудовому договору?',
    });
    expect(
      screen.getByText(/компания не может платить вам как самозанятому, пока вы её сотрудник/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(
      await screen.findByText('Ответьте, были ли вы сотрудником компании по трудовому договору'),
    ).toBeInTheDocument();
    expect(api.sent.map((s) => s.path)).not.toContain(apiPaths.employeeOnboarding.acceptInvite);

    await user.click(within(question).getByRole('radio', { name: 'Не работал(а) в компании по трудовому договору' }));
    expect(screen.queryByRole('group', { name: 'Дата увольнения' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText('Вы присоединились к компании ООО "Ромашка"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Завершить регистрацию' })).toHaveAttribute(
      'href',
      '/employee-complete-registration',
    );
    expect(api.sent).toContainEqual({
      path: apiPaths.employeeOnboarding.acceptInvite,
      body: { token: TOKEN, former_employment: { status: 'NEVER', ended_on: null } },
    });
  });

  it('asks the dismissal day only for «уволен(а)», requires it and sends it', async () => {
    const api = fakeApi();
    renderApp(PAGE, { session: employee, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Работал(а) по трудовому договору, уволен(а)' }));
    expect(await screen.findByRole('group', { name: 'Дата увольнения' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText('Укажите дату увольнения')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Дата увольнения' })).toHaveAttribute('aria-invalid', 'true');

    await enterDay(user, await screen.findByRole('group', { name: 'Дата увольнения' }), '15.03.2025');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText('Вы присоединились к компании ООО "Ромашка"')).toBeInTheDocument();
    expect(api.sent).toContainEqual({
      path: apiPaths.employeeOnboarding.acceptInvite,
      body: { token: TOKEN, former_employment: { status: 'ENDED', ended_on: '2025-03-15' } },
    });
  });

  it('refuses a dismissal day after today, and shows the server’s word on the date field', async () => {
    const api = fakeApi({
      [apiPaths.employeeOnboarding.acceptInvite]: {
        status: 400,
        data: {
          error_message: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
          code: 'VALIDATION_ERROR',
          fields: { 'former_employment.ended_on': FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE },
        },
      },
    });
    renderApp(PAGE, { session: employee, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Работал(а) по трудовому договору, уволен(а)' }));
    const nextYear = dayjs().add(1, 'year');
    await enterDay(user, await screen.findByRole('group', { name: 'Дата увольнения' }), nextYear.format('DD.MM.YYYY'));
    expect(screen.getByText(`Дата не позже ${formatDate(moscowToday())}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(api.sent.map((s) => s.path)).not.toContain(apiPaths.employeeOnboarding.acceptInvite);

    await user.click(screen.getByRole('button', { name: 'Очистить значение' }));
    await enterDay(user, await screen.findByRole('group', { name: 'Дата увольнения' }), '01.02.2024');
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText(FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Вы присоединились к компании ООО "Ромашка"')).not.toBeInTheDocument();
  });

  it('shows why the API refused (another phone)', async () => {
    const message =
      'Приглашение отправлено на другой номер телефона. Войдите или зарегистрируйтесь с номером, на который пришло СМС';
    const api = fakeApi({
      [apiPaths.employeeOnboarding.acceptInvite]: {
        status: 403,
        data: { error_message: message, code: 'INVALID_STATE' },
      },
    });
    renderApp(PAGE, { session: { ...employee, is_verified: true }, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Работаю в компании по трудовому договору сейчас' }));
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a company’s session is told the link is for a contractor', async () => {
    renderApp(PAGE, { session: { role: 'user', entity_id: 'c1', is_verified: true }, api: fakeApi().handler });
    expect(await screen.findByText(/Приглашение предназначено исполнителю/)).toBeInTheDocument();
  });

  it('registration opened from the link asks the former-employment question and sends the answer with the token', async () => {
    const api = fakeApi();
    const { router } = renderApp(`/login/register?role=contractor&invite=${TOKEN}`, { api: api.handler });
    const user = await registerAsContractor({ phone: '+7 999 123-45-67', password: 'Worker-2026' });
    expect(
      await screen.findByText('Ответьте, были ли вы сотрудником компании по трудовому договору'),
    ).toBeInTheDocument();
    expect(api.sent.some((s) => s.path === apiPaths.employeeAuth.registration)).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Не работал(а) в компании по трудовому договору' }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() =>
      expect(api.sent.find((s) => s.path === apiPaths.employeeAuth.registration)?.body).toEqual({
        phone: '+79991234567',
        code: '123456',
        password: 'Worker-2026',
        personal_data_consent: true,
        offer_id: REGISTRATION_OFFER_ID,
        invite_token: TOKEN,
        former_employment: { status: 'NEVER', ended_on: null },
      }),
    );
    // The invite goes on to the completion step, which fills in what the company entered.
    expect(await screen.findByRole('heading', { name: 'Завершение регистрации' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/employee-complete-registration',
      search: `?invite=${TOKEN}`,
    });
  });

  it('registration without an invite link does not ask about former employment', async () => {
    renderApp('/login/register?role=contractor', { api: fakeApi().handler });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Номер телефона'), '+7 999 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByLabelText('Код из СМС')).toBeInTheDocument();
    expect(screen.queryByText('Были ли вы сотрудником этой компании по трудовому договору?')).not.toBeInTheDocument();
  });
});

/** @jsxImportSource preact */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts/paths';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchAnswer, stubFetch } from '../../test/fetch-stub';
import { polyfillModalDialogs } from '../../test/modal-dialog';
import { REGISTRATION_INFO, REGISTRATION_OFFER_ID } from '../../test/registration-info';
import { hydrateOrDraw } from '../hydrate-or-draw';
import { RegisterPage } from './register-page';
import { render as renderHtml, title } from './register-render';

const INFO_ANSWER: FetchAnswer = { status: 200, body: REGISTRATION_INFO };

let container: HTMLElement;
let leftFor: ReturnType<typeof vi.fn<(path: string) => void>>;

/** The page as a visitor gets it: the build's HTML for the query, then made live as register-entry.tsx does. */
function openPage(search = '') {
  window.history.replaceState(null, '', `/login/register${search}`);
  container.innerHTML = renderHtml('/login/register', search);
  const tab = new URLSearchParams(search).get('role') === 'contractor' ? 'contractor' : 'company';
  hydrateOrDraw(container, <RegisterPage tab={tab} search={search} leaveFor={leftFor} />, tab);
}

const sent = (index: number, calls: ReturnType<typeof stubFetch>) => ({
  url: calls[index]!.url,
  body: JSON.parse(String(calls[index]!.init.body)) as Record<string, unknown>,
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

async function submitWhenLive() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled());
  await submit();
}

async function tickConsents() {
  await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /оферт/ }));
}

describe('the public /login/register', () => {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    leftFor = vi.fn<(path: string) => void>();
    polyfillModalDialogs();
  });
  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('is drawn by the build as each tab, its consents without links until the documents are known', () => {
    const html = (search: string) => {
      container.innerHTML = renderHtml('/login/register', search);
      return within(container);
    };
    expect(html('').getByRole('tab', { name: 'Компания' })).toHaveAttribute('aria-selected', 'true');
    expect(html('').getByLabelText('ИНН организации или ИП')).toBeInTheDocument();
    expect(html('').queryByRole('link', { name: 'политикой конфиденциальности' })).toBeNull();
    expect(html('?role=contractor&invite=abc').getByRole('tab', { name: 'Исполнитель' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(html('?role=contractor').getByLabelText('Номер телефона')).toBeInTheDocument();
    expect(html('').getByRole('link', { name: 'Уже есть аккаунт? Войти' })).toHaveAttribute('href', '/login');
    expect(title).toBe('Регистрация — Выплаты и документы');
  });

  it('a company: presence and both ticks checked here, then registered, logged in and on to the completion', async () => {
    const calls = stubFetch(INFO_ANSWER, { status: 200, body: { ok: true } }, { status: 200, body: {} });
    openPage();
    await submitWhenLive();
    expect(screen.getByLabelText('ИНН организации или ИП')).toHaveAccessibleDescription('Введите ИНН');
    expect(screen.getByLabelText('ИНН организации или ИП')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /оферт/ })).toHaveAccessibleDescription('Примите оферту платформы');
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/docs/privacy.pdf',
    );

    await userEvent.type(screen.getByLabelText('ИНН организации или ИП'), '77-0207 0139');
    expect(screen.getByLabelText('ИНН организации или ИП')).toHaveValue('7702070139');
    await userEvent.type(screen.getByLabelText('Название организации'), 'ООО "Ромашка"');
    await userEvent.type(screen.getByLabelText('E-mail'), 'boss@romashka.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'Romashka-2026');
    await userEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await submit();
    expect(screen.getByRole('checkbox', { name: /оферт/ })).toHaveFocus();
    expect(calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('checkbox', { name: /оферт/ }));
    await submit();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/customer-complete-registration'));
    expect(sent(1, calls)).toEqual({
      url: apiPaths.auth.registration,
      body: {
        inn: '7702070139',
        organisation_name: 'ООО "Ромашка"',
        email: 'boss@romashka.ru',
        password: 'Romashka-2026',
        personal_data_consent: true,
        offer_id: REGISTRATION_OFFER_ID,
      },
    });
    expect(sent(2, calls)).toEqual({
      url: apiPaths.auth.login,
      body: { login: 'boss@romashka.ru', password: 'Romashka-2026' },
    });
  });

  it('a company: the server’s field messages on their fields; a login refused after it means «Проверьте почту»', async () => {
    const calls = stubFetch(
      INFO_ANSWER,
      {
        status: 422,
        body: { error_message: 'Ошибка проверки', fields: { inn: 'Неверный ИНН: не сходится контрольное число' } },
      },
      { status: 200, body: { ok: true } },
      { status: 401, body: { error_message: 'Неверный логин или пароль' } },
    );
    openPage();
    await userEvent.type(screen.getByLabelText('ИНН организации или ИП'), '7702070130');
    await userEvent.type(screen.getByLabelText('Название организации'), 'ООО "Ромашка"');
    await userEvent.type(screen.getByLabelText('E-mail'), 'taken@romashka.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'Romashka-2026');
    await tickConsents();
    await submitWhenLive();
    await waitFor(() =>
      expect(screen.getByLabelText('ИНН организации или ИП')).toHaveAccessibleDescription(
        'Неверный ИНН: не сходится контрольное число',
      ),
    );
    await userEvent.clear(screen.getByLabelText('ИНН организации или ИП'));
    await userEvent.type(screen.getByLabelText('ИНН организации или ИП'), '7702070139');
    await submit();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Проверьте почту');
    expect(within(status).getByText('taken@romashka.ru').tagName).toBe('STRONG');
    expect(within(status).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(4);
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('the terms not loaded: the reason and «Повторить»; nothing is sent until they are', async () => {
    const calls = stubFetch('network-error', INFO_ANSWER);
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить условия регистрации');
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([apiPaths.auth.registrationInfo, apiPaths.auth.registrationInfo]);
  });

  it('the offer opens in a dialog with its edition and text, asked for only then', async () => {
    const calls = stubFetch(INFO_ANSWER, { status: 200, body: { ...REGISTRATION_INFO.offer, text: 'Текст оферты.' } });
    openPage();
    const offerButton = screen.getByRole('button', { name: 'оферты платформы' });
    await waitFor(() => expect(offerButton).toBeEnabled());
    expect(calls).toHaveLength(1);
    await userEvent.click(offerButton);
    const dialog = screen.getByRole('dialog', { name: 'Оферта платформы' });
    expect(within(dialog).getByText('Редакция 1 от 01.01.2026')).toBeInTheDocument();
    expect(await within(dialog).findByText('Текст оферты.')).toBeInTheDocument();
    expect(sent(1, calls)).toEqual({
      url: apiPaths.offer.fileContent,
      body: { offer_id: REGISTRATION_OFFER_ID, format: 'json' },
    });
    // Reading the offer does not accept it.
    expect(screen.getByRole('checkbox', { name: /оферт/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('a contractor from a company’s SMS link: its number filled in, the former-employment answer checked, the invite carried on', async () => {
    const calls = stubFetch(
      INFO_ANSWER,
      {
        status: 200,
        body: {
          organisation_name: 'ООО "Ромашка"',
          kind: 'INDIVIDUAL_PERSON',
          tax_regime: 'NPD',
          person: { phone: '+79123456789', inn: null, last_name: 'Журавлёва', first_name: 'Ольга', patronymic: null },
        },
      },
      { status: 200, body: { resend_after: 60 } },
      { status: 200, body: { ok: true } },
    );
    openPage('?role=contractor&invite=tok-1&p=key-2');
    await waitFor(() => expect(screen.getByLabelText('Номер телефона')).toHaveValue('+7 912 345-67-89'));
    expect(sent(1, calls)).toEqual({ url: apiPaths.invites.link, body: { token: 'tok-1', person: 'key-2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await screen.findByLabelText('Код из СМС'), '123456');
    await userEvent.type(screen.getByLabelText('Пароль'), 'Worker-2026');
    await tickConsents();
    await submit();
    expect(screen.getByRole('radio', { name: 'Не работал(а) в компании по трудовому договору' })).toHaveFocus();
    expect(screen.getByRole('group', { name: /Были ли вы сотрудником/ })).toHaveAccessibleDescription(
      'Ответьте, были ли вы сотрудником компании по трудовому договору',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Работал(а) по трудовому договору, уволен(а)' }));
    const date = screen.getByRole('group', { name: 'Дата увольнения' });
    // Typed as the digits alone: each part, once full, hands the typing on.
    await userEvent.click(within(date).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('3112209');
    await submit();
    expect(within(date).getByRole('spinbutton', { name: 'День' })).toHaveAccessibleDescription(
      'Некорректная дата увольнения',
    );
    await userEvent.type(within(date).getByRole('spinbutton', { name: 'Год' }), '9');
    await submit();
    expect(within(date).getByRole('spinbutton', { name: 'День' })).toHaveAccessibleDescription(
      'Дата увольнения не может быть позже сегодняшнего дня',
    );
    await userEvent.clear(within(date).getByRole('spinbutton', { name: 'Год' }));
    await userEvent.type(within(date).getByRole('spinbutton', { name: 'Год' }), '2024');
    await submit();
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/employee-complete-registration?invite=tok-1&p=key-2'));
    expect(sent(3, calls)).toEqual({
      url: apiPaths.employeeAuth.registration,
      body: {
        phone: '+7 912 345-67-89',
        code: '123456',
        password: 'Worker-2026',
        personal_data_consent: true,
        offer_id: REGISTRATION_OFFER_ID,
        invite_token: 'tok-1',
        former_employment: { status: 'ENDED', ended_on: '2024-12-31' },
      },
    });
  });

  it('a contractor without an invite: no question asked; a wrong code is the server’s message on its field', async () => {
    const calls = stubFetch(
      INFO_ANSWER,
      { status: 200, body: { resend_after: 60 } },
      { status: 422, body: { error_message: 'Ошибка проверки', fields: { code: 'Неверный код' } } },
    );
    openPage('?role=contractor');
    await userEvent.type(screen.getByLabelText('Номер телефона'), '89123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await screen.findByLabelText('Код из СМС'), '000000');
    await userEvent.type(screen.getByLabelText('Пароль'), 'Worker-2026');
    await tickConsents();
    expect(screen.queryByRole('radio')).toBeNull();
    await submitWhenLive();
    await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveAccessibleDescription('Неверный код'));
    expect(sent(2, calls).body).not.toHaveProperty('invite_token');
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('switches the tabs in the address', async () => {
    stubFetch(INFO_ANSWER);
    openPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Исполнитель' }));
    expect(window.location.search).toBe('?role=contractor');
    expect(screen.getByLabelText('Номер телефона')).toBeInTheDocument();
  });
});

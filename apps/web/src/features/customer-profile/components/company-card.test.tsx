import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type CompanyProfile } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const company: CompanyProfile = {
  id: 'c1',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  organisation_name: 'ПАО СБЕРБАНК',
  email: 'boss@sber.ru',
  email_verified: true,
  phone_number: '+79990001122',
  last_name: 'Иванов',
  first_name: 'Иван',
  patronymic: 'Иванович',
  legal_address: '117312, г Москва, ул Вавилова, д 19',
  postal_address: null,
  signer_position: 'Генеральный директор',
  actualized_at: '2026-11-20T09:00:00.000Z',
  is_verified: true,
  status: 'ACTIVE',
  registration_steps: { 'self-nep': true, 'sber-balance': true, 'email-confirm': true, 'sign-trusted-document': true },
};
const LOOKUP_DOWN = 'Сервис подсказок временно недоступен, заполните поле вручную';

type Call = { method: string; path: string; body: unknown };

/** A fake API holding the company; PATCH and actualization answer the whole profile like the real one. */
function fakeApi(initial: CompanyProfile, options: { patchReply?: StubReply; actualizeReply?: StubReply } = {}) {
  let current = { ...initial };
  const calls: Call[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    const body: unknown = req.data ? JSON.parse(String(req.data)) : undefined;
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.userProfile && method === 'GET') return { status: 200, data: current };
    if (path === apiPaths.userProfile && method === 'PATCH') {
      calls.push({ method, path, body });
      if (options.patchReply) return options.patchReply;
      current = { ...current, ...(body as Partial<CompanyProfile>) };
      return { status: 200, data: current };
    }
    if (path === apiPaths.userActualization) {
      calls.push({ method, path, body });
      if (options.actualizeReply) return options.actualizeReply;
      current = { ...current, organisation_name: 'ПАО "СБЕРБАНК РОССИИ"', actualized_at: '2026-11-23T10:00:00.000Z' };
      return { status: 200, data: current };
    }
    return { status: 404, data: {} };
  };
  return { handler, calls };
}

// The balance page has no data of its own yet, so only the card talks to the API.
const PAGE = '/profile/balance';

async function card() {
  return screen.findByRole('region', { name: 'Компания' });
}

const definitionOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('profile → company card', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('shows the requisites, the signer, the phone and when the register data was read', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi(company).handler });
    const region = await card();
    await within(region).findByText('ПАО СБЕРБАНК');
    expect(definitionOf(region, 'ИНН')).toBe('7707083893');
    expect(definitionOf(region, 'КПП')).toBe('773601001');
    expect(definitionOf(region, 'ОГРН')).toBe('1027700132195');
    expect(definitionOf(region, 'Юридический адрес')).toBe('117312, г Москва, ул Вавилова, д 19');
    expect(definitionOf(region, 'Почтовый адрес')).toBe('Не указано');
    expect(definitionOf(region, 'Подписант')).toBe('Генеральный директор, Иванов Иван Иванович');
    expect(definitionOf(region, 'Телефон')).toBe('+7 999 000-11-22');
    expect(within(region).getByText('Данные из ЕГРЮЛ обновлены 20.11.2026')).toBeInTheDocument();
    // The sections stay as they were, below the card.
    expect(screen.getByRole('tab', { name: 'Счета для выплат' })).toBeInTheDocument();
  });

  it('an entrepreneur: ЕГРИП, ОГРНИП and no КПП', async () => {
    const ip = { ...company, inn: '500100732259', kpp: null, ogrn: '321500100001232', actualized_at: null };
    renderApp(PAGE, { session: customer, api: fakeApi(ip).handler });
    const region = await card();
    expect(await within(region).findByText('ОГРНИП')).toBeInTheDocument();
    expect(within(region).queryByText('КПП')).not.toBeInTheDocument();
    expect(within(region).getByText('Данные из ЕГРИП ещё не обновлялись')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Обновить из ЕГРИП' })).toBeInTheDocument();
  });

  it('folds away on a phone behind «Развернуть»', async () => {
    setViewportWidth(390);
    renderApp(PAGE, { session: customer, api: fakeApi(company).handler });
    const toggle = await screen.findByRole('button', { name: 'Развернуть' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Компания' })).toBeInTheDocument();
    expect(await screen.findByText('ПАО СБЕРБАНК')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('ПАО СБЕРБАНК')).toBeVisible();
  });

  it('edits the contacts and the signer: checks on blur, sends the fields, shows the saved data', async () => {
    const api = fakeApi(company);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await within(await card()).findByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные компании' });
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('+7 999 000-11-22');
    expect(within(dialog).getByLabelText('Фамилия')).toHaveValue('Иванов');

    // Checked when the field is left, with the contract's words.
    await user.type(within(dialog).getByLabelText('Почтовый адрес'), 'Москва');
    await user.tab();
    expect(
      await within(dialog).findByText('Укажите почтовый адрес полностью: индекс, город, улица, дом'),
    ).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Фамилия'));
    await user.type(within(dialog).getByLabelText('Фамилия'), 'Smith');
    await user.tab();
    expect(await within(dialog).findByText('Только русские буквы, дефис и пробел')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(api.calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Совпадает с юридическим' }));
    expect(within(dialog).getByLabelText('Почтовый адрес')).toHaveValue('117312, г Москва, ул Вавилова, д 19');
    await user.clear(within(dialog).getByLabelText('Фамилия'));
    await user.type(within(dialog).getByLabelText('Фамилия'), 'Смирнова');
    await user.clear(within(dialog).getByLabelText('Имя'));
    await user.type(within(dialog).getByLabelText('Имя'), 'Анна');
    await user.clear(within(dialog).getByLabelText('Отчество'));
    await user.clear(within(dialog).getByLabelText('Телефон'));
    await user.type(within(dialog).getByLabelText('Телефон'), '8 (912) 345-67-89');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      {
        method: 'PATCH',
        path: apiPaths.userProfile,
        body: {
          phone_number: '+79123456789',
          postal_address: '117312, г Москва, ул Вавилова, д 19',
          signer_position: 'Генеральный директор',
          last_name: 'Смирнова',
          first_name: 'Анна',
          patronymic: null,
        },
      },
    ]);
    expect(screen.getByText('Данные компании сохранены')).toBeInTheDocument();
    const region = await card();
    expect(definitionOf(region, 'Подписант')).toBe('Генеральный директор, Смирнова Анна');
    expect(definitionOf(region, 'Почтовый адрес')).toBe('117312, г Москва, ул Вавилова, д 19');
    expect(definitionOf(region, 'Телефон')).toBe('+7 912 345-67-89');
  });

  it('puts the server’s field messages onto the fields and keeps the dialog open', async () => {
    const api = fakeApi(company, {
      patchReply: {
        status: 400,
        data: {
          code: 'VALIDATION_ERROR',
          error_message: 'Укажите российский мобильный номер',
          fields: { phone_number: 'Укажите российский мобильный номер' },
        },
      },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.click(await within(await card()).findByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные компании' });
    await user.type(within(dialog).getByLabelText('Почтовый адрес'), '101000, г Москва, ул Мясницкая, д 1');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите российский мобильный номер')).toBeVisible();
    expect(within(dialog).getByLabelText('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Данные компании' })).toBeInTheDocument();
  });

  it('«Обновить из ЕГРЮЛ» refreshes the register data and says so', async () => {
    const api = fakeApi(company);
    renderApp(PAGE, { session: customer, api: api.handler });
    const region = await card();
    await userEvent.click(await within(region).findByRole('button', { name: 'Обновить из ЕГРЮЛ' }));
    expect(await screen.findByText('Данные компании обновлены из ЕГРЮЛ')).toBeInTheDocument();
    expect(await within(region).findByText('ПАО "СБЕРБАНК РОССИИ"')).toBeInTheDocument();
    expect(within(region).getByText('Данные из ЕГРЮЛ обновлены 23.11.2026')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: apiPaths.userActualization, body: {} }]);
  });

  it('shows the server’s message when the register lookup is down, and the data stays', async () => {
    const api = fakeApi(company, {
      actualizeReply: { status: 503, data: { code: 'LOOKUP_UNAVAILABLE', error_message: LOOKUP_DOWN } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const region = await card();
    await userEvent.click(await within(region).findByRole('button', { name: 'Обновить из ЕГРЮЛ' }));
    expect(await screen.findByText(LOOKUP_DOWN)).toBeInTheDocument();
    expect(within(region).getByText('ПАО СБЕРБАНК')).toBeInTheDocument();
    expect(within(region).getByText('Данные из ЕГРЮЛ обновлены 20.11.2026')).toBeInTheDocument();
  });

  it('offers to load again when the company data fails to load', async () => {
    let fail = true;
    const api = fakeApi(company);
    renderApp(PAGE, {
      session: customer,
      api: (req) =>
        fail && pathOf(req) === apiPaths.userProfile
          ? { status: 403, data: { code: 'USER_NOT_AUTHENTICATED', error_message: 'user not authenticated' } }
          : api.handler(req),
    });
    const region = await card();
    expect(await within(region).findByText('Не удалось загрузить данные компании.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Загрузить снова' }));
    expect(await within(region).findByText('ПАО СБЕРБАНК')).toBeInTheDocument();
  });
});

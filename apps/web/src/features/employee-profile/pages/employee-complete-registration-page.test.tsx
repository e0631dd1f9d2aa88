import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeePersonalData } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { TVERSKAYA_SUGGESTION } from '../../../test/fixtures/addresses';
import { newContractorPersonalData } from '../../../test/fixtures/employee';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { pasteInto } from '../../../test/paste-into';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const session = { role: 'employee', entity_id: 'e1', is_verified: false } as const;
const PAGE = '/employee-complete-registration';
const EMPTY = newContractorPersonalData;
const AGREEMENT = {
  agreement_id: '11111111-1111-4111-8111-111111111111',
  title: 'Соглашение об использовании простой электронной подписи',
  file_id: '22222222-2222-4222-8222-222222222222',
  channels: ['SMS'],
};

type Sent = { method: string; path: string; body: unknown };

/** A fake API that records the contractor's data and derives the steps like the real one. */
function fakeApi(
  initial: Partial<EmployeePersonalData> = {},
  override?: (r: InternalAxiosRequestConfig) => StubReply | undefined,
) {
  let person: EmployeePersonalData = { ...EMPTY, ...initial };
  const sent: Sent[] = [];
  const steps = () => ({
    'personal-data': Boolean(person.last_name && person.snils),
    inn: Boolean(person.inn),
    'self-nep': false,
  });
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    const method = req.method ?? 'get';
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : undefined;
    if (method !== 'get') sent.push({ method, path, body });
    const overridden = override?.(req);
    if (overridden) return overridden;
    if (path === apiPaths.employeeOnboarding.personal) return { status: 200, data: person };
    if (path === apiPaths.employeeOnboarding.completeRegistration) {
      return { status: 200, data: { is_verified: false, steps: steps() } };
    }
    if (path === apiPaths.employee && method === 'put') {
      person = { ...person, ...body, email: body.email ?? null };
      return { status: 200, data: person };
    }
    if (path === apiPaths.employeeOnboarding.inn) {
      person = { ...person, inn: body.inn };
      return { status: 200, data: person };
    }
    if (path === apiPaths.lookups.address) return { status: 200, data: { suggestions: [TVERSKAYA_SUGGESTION] } };
    if (path === apiPaths.selfNep.agreement) return { status: 200, data: AGREEMENT };
    return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
  };
  return { handler, sent };
}

describe('/employee-complete-registration', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('personal data: checks before sending, then sends the whole record and opens the ИНН step', async () => {
    const api = fakeApi();
    renderApp(PAGE, { session, api: api.handler });
    const user = userEvent.setup();
    await pasteInto(user, await screen.findByLabelText('Фамилия'), 'Smith');
    await pasteInto(user, screen.getByLabelText('Имя'), 'Мария');
    await pasteInto(user, screen.getByLabelText('Дата рождения'), '01.01.2015');
    await pasteInto(user, screen.getByLabelText('СНИЛС'), '112-233-445 96');
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByText('Только русские буквы, пробел, дефис или апостроф')).toBeInTheDocument();
    expect(screen.getByText('Исполнителю должно быть не меньше 18 лет')).toBeInTheDocument();
    expect(screen.getByText('Неверный СНИЛС: не сходится контрольное число')).toBeInTheDocument();
    expect(screen.getByText('Укажите адрес регистрации')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.clear(screen.getByLabelText('Фамилия'));
    await pasteInto(user, screen.getByLabelText('Фамилия'), 'Соколова');
    await user.clear(screen.getByLabelText('Дата рождения'));
    await pasteInto(user, screen.getByLabelText('Дата рождения'), '17.05.1990');
    await user.clear(screen.getByLabelText('СНИЛС'));
    await pasteInto(user, screen.getByLabelText('СНИЛС'), '112-233-445 95');
    await pasteInto(user, screen.getByRole('combobox', { name: 'Адрес регистрации' }), 'Москва Тверская');
    await user.click(await screen.findByRole('option', { name: 'г Москва, ул Тверская, д 13' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));

    expect(await screen.findByRole('region', { name: 'ИНН' })).toBeInTheDocument();
    expect(api.sent.find((s) => s.path === apiPaths.employee)).toEqual({
      method: 'put',
      path: apiPaths.employee,
      body: {
        last_name: 'Соколова',
        first_name: 'Мария',
        patronymic: null,
        birth_date: '1990-05-17',
        kind: 'INDIVIDUAL_PERSON',
        tax_regime: 'NPD',
        citizenship: '643',
        citizenship_name: 'Россия',
        registration_address: 'г Москва, ул Тверская, д 13',
        email: null,
        snils: '11223344595',
      },
    });
    // A long form of MUI fields: slow under jsdom on a shared machine.
  }, 40_000);

  it('ИНН: a wrong check digit is shown on the field and not sent; a good one opens the ПЭП step', async () => {
    const api = fakeApi({ last_name: 'Соколова', first_name: 'Мария', snils: '11223344595' });
    renderApp(PAGE, { session, api: api.handler });
    const step = await screen.findByRole('region', { name: 'ИНН' });
    const user = userEvent.setup();
    await pasteInto(user, within(step).getByLabelText('ИНН'), '500100732258');
    await user.click(within(step).getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await within(step).findByText('Неверный ИНН: не сходится контрольное число')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.clear(within(step).getByLabelText('ИНН'));
    await pasteInto(user, within(step).getByLabelText('ИНН'), '500100732259');
    await user.click(within(step).getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByRole('region', { name: 'Простая электронная подпись' })).toBeInTheDocument();
    expect(await screen.findByText(AGREEMENT.title)).toBeInTheDocument();
    expect(api.sent[0]).toEqual({
      method: 'put',
      path: apiPaths.employeeOnboarding.inn,
      body: { inn: '500100732259' },
    });
  });

  it('puts the server’s field message on the field', async () => {
    const api = fakeApi({ last_name: 'Соколова', first_name: 'Мария', snils: '11223344595' }, (req) =>
      pathOf(req) === apiPaths.employeeOnboarding.inn
        ? {
            status: 400,
            data: { error_message: 'Ошибка', code: 'VALIDATION_ERROR', fields: { inn: 'ИНН не принят сервером' } },
          }
        : undefined,
    );
    renderApp(PAGE, { session, api: api.handler });
    const step = await screen.findByRole('region', { name: 'ИНН' });
    await pasteInto(userEvent.setup(), within(step).getByLabelText('ИНН'), '500100732259');
    await userEvent.click(within(step).getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await within(step).findByText('ИНН не принят сервером')).toBeInTheDocument();
    await waitFor(() => expect(within(step).getByLabelText('ИНН')).toHaveAttribute('aria-invalid', 'true'));
  });
});

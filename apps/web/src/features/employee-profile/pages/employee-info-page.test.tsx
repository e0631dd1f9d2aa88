import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeeCompany, type EmployeePersonalData } from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const session = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const PAGE = '/employee/profile/info';
const PERSON: EmployeePersonalData = {
  id: 'e1',
  last_name: 'Соколова',
  first_name: 'Мария',
  patronymic: null,
  birth_date: '1990-05-17',
  kind: 'INDIVIDUAL_PERSON',
  tax_regime: 'NPD',
  citizenship: '643',
  citizenship_name: 'Россия',
  registration_address: 'г Москва, ул Тверская, д 13',
  phone_number: '+79990000001',
  email: 'maria@example.ru',
  email_verified: true,
  snils: '11223344595',
  inn: '500100732259',
  is_verified: true,
  verified_at: '2026-11-01T09:00:00.000Z',
};
const COMPANIES: EmployeeCompany[] = [
  {
    id: 'l1',
    organisation_name: 'ООО "Ромашка"',
    inn: '7707083893',
    status: 'ACTIVE',
    tax_regime: 'NPD',
    joined_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 'l2',
    organisation_name: 'ООО "Василёк"',
    inn: '7719617469',
    status: 'DISCONNECTED',
    tax_regime: 'OTHER',
    joined_at: '2026-10-01T09:00:00.000Z',
  },
];

type Sent = { path: string; body: unknown };

function fakeApi(override?: (r: InternalAxiosRequestConfig) => StubReply | undefined) {
  let person = { ...PERSON };
  const sent: Sent[] = [];
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : undefined;
    if ((req.method ?? 'get') !== 'get') sent.push({ path, body });
    const overridden = override?.(req);
    if (overridden) return overridden;
    if (path === apiPaths.employeeOnboarding.personal) return { status: 200, data: person };
    if (path === apiPaths.employeeOnboarding.companies) return { status: 200, data: { items: COMPANIES } };
    if (path === apiPaths.employee) {
      person = { ...person, ...body, email: person.email };
      return { status: 200, data: person };
    }
    if (path === apiPaths.employeeOnboarding.phoneSendCode)
      return { status: 200, data: { ok: true, resend_after: 60 } };
    if (path === apiPaths.employeeOnboarding.phone) {
      person = { ...person, phone_number: body.phone };
      return { status: 200, data: person };
    }
    if (path === apiPaths.employeeOnboarding.email) {
      person = { ...person, email: body.email, email_verified: false };
      return { status: 200, data: person };
    }
    return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
  };
  return { handler, sent };
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('employee profile → info', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows the personal data and the companies with their state', async () => {
    renderApp(PAGE, { session, api: fakeApi().handler });
    expect(await screen.findByText('17.05.1990')).toBeInTheDocument();
    expect(screen.getByText('Физическое лицо')).toBeInTheDocument();
    expect(screen.getByText('+7 999 000-00-01')).toBeInTheDocument();
    expect(screen.getByText('500100732259')).toBeInTheDocument();
    const companies = await screen.findByRole('list', { name: 'Компании' });
    expect(within(companies).getByRole('listitem', { name: 'ООО "Ромашка"' })).toHaveTextContent('Работаете');
    expect(within(companies).getByRole('listitem', { name: 'ООО "Василёк"' })).toHaveTextContent('Отключены');
  });

  it('editing the ФИО of a verified contractor sends the password; a wrong one lands on the field', async () => {
    const api = fakeApi((req) =>
      pathOf(req) === apiPaths.employee && !JSON.parse(String(req.data)).current_password?.startsWith('Right')
        ? {
            status: 400,
            data: {
              error_message: 'Введите пароль',
              code: 'WRONG_PASSWORD',
              fields: { current_password: 'Неверный пароль' },
            },
          }
        : undefined,
    );
    renderApp(PAGE, { session, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Изменить данные' }));
    const surname = screen.getByLabelText('Фамилия');
    await user.clear(surname);
    await fill(user, surname, 'Иванова');
    await fill(user, screen.getByLabelText('Пароль от учётной записи'), 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Пароль от учётной записи'));
    await fill(user, screen.getByLabelText('Пароль от учётной записи'), 'Right-2026');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Иванова')).toBeInTheDocument();
    expect(api.sent.at(-1)).toEqual({
      path: apiPaths.employee,
      body: expect.objectContaining({ last_name: 'Иванова', current_password: 'Right-2026', snils: '11223344595' }),
    });
  }, 40_000);

  it('changes the phone with the code sent to the new number', async () => {
    const api = fakeApi();
    renderApp(PAGE, { session, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сменить телефон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый номер телефона' });
    await fill(user, within(dialog).getByLabelText('Новый номер'), '8 999 123-45-67');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await fill(user, await within(dialog).findByLabelText('Код из СМС'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('+7 999 123-45-67')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { path: apiPaths.employeeOnboarding.phoneSendCode, body: { phone: '+79991234567' } },
      { path: apiPaths.employeeOnboarding.phone, body: { phone: '+79991234567', code: '123456' } },
    ]);
  });

  it('a new e-mail shows as not confirmed until the letter’s link is opened', async () => {
    const api = fakeApi();
    renderApp(PAGE, { session, api: api.handler });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сменить e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый e-mail' });
    const field = within(dialog).getByLabelText('E-mail');
    await user.clear(field);
    await fill(user, field, 'New@Example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText('new@example.ru (не подтверждён)')).toBeInTheDocument();
    expect(api.sent).toEqual([{ path: apiPaths.employeeOnboarding.email, body: { email: 'new@example.ru' } }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiPaths,
  type Employee,
  type EmployeeCompany,
  type EmployeePersonalData,
  FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
} from '@vyplaty/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { pasteInto } from '../../../test/paste-into';
import { renderApp } from '../../../test/render-app';
import { enterDay } from '../../../test/type-day';

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
  tax_regime_in_effect: 'NPD',
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
const NEVER_SAID = { status: 'NEVER', ended_on: null, stated_at: '2026-10-01T09:00:00.000Z' } as const;
const COMPANIES: EmployeeCompany[] = [
  {
    id: 'l1',
    organisation_name: 'ООО "Ромашка"',
    inn: '7707083893',
    status: 'ACTIVE',
    tax_regime: 'NPD',
    joined_at: '2026-11-01T09:00:00.000Z',
    former_employment: { employee: null, customer: null },
  },
  {
    id: 'l2',
    organisation_name: 'ООО "Василёк"',
    inn: '7719617469',
    status: 'DISCONNECTED',
    tax_regime: 'OTHER',
    joined_at: '2026-10-01T09:00:00.000Z',
    former_employment: { employee: NEVER_SAID, customer: null },
  },
];

type Sent = { path: string; body: unknown };

/** GET employee: the contractor's card (the header's name, the account's state), not the personal data. */
const cardOf = (person: EmployeePersonalData): Employee => ({
  id: person.id,
  last_name: person.last_name,
  first_name: person.first_name,
  patronymic: person.patronymic,
  phone_number: person.phone_number,
  email: person.email,
  inn: person.inn,
  is_verified: person.is_verified,
  status: 'ACTIVE',
});

function fakeApi(
  override?: (r: InternalAxiosRequestConfig) => StubReply | undefined,
  initialCompanies: EmployeeCompany[] = COMPANIES,
) {
  let person = { ...PERSON };
  let companies = initialCompanies.map((c) => ({ ...c }));
  const sent: Sent[] = [];
  const handler = (req: InternalAxiosRequestConfig): StubReply => {
    const path = pathOf(req);
    const body = typeof req.data === 'string' ? JSON.parse(req.data) : undefined;
    if ((req.method ?? 'get') !== 'get') sent.push({ path, body });
    const overridden = override?.(req);
    if (overridden) return overridden;
    if (path === apiPaths.employeeOnboarding.personal) return { status: 200, data: person };
    if (path === apiPaths.employeeOnboarding.companies) return { status: 200, data: { items: companies } };
    const answered = /^\/v1\/employee\/companies\/([^/]+)\/former_employment$/.exec(path);
    if (answered && req.method === 'put') {
      const statement = { ...body, stated_at: '2026-11-23T10:00:00.000Z' };
      companies = companies.map((c) =>
        c.id === answered[1] ? { ...c, former_employment: { ...c.former_employment, employee: statement } } : c,
      );
      return { status: 200, data: companies.find((c) => c.id === answered[1]) };
    }
    if (path === apiPaths.employee && (req.method ?? 'get') === 'get') return { status: 200, data: cardOf(person) };
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

describe('employee profile → info', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows the personal data and the companies with their state', async () => {
    renderApp(PAGE, { session, api: fakeApi().handler });
    expect(await screen.findByText('17.05.1990')).toBeInTheDocument();
    expect(screen.getByText('Самозанятый (НПД)')).toBeInTheDocument();
    expect(screen.getByText('+7 999 000-00-01')).toBeInTheDocument();
    expect(screen.getByText('500100732259')).toBeInTheDocument();
    const companies = await screen.findByRole('list', { name: 'Компании' });
    expect(within(companies).getByRole('listitem', { name: 'ООО "Ромашка"' })).toHaveTextContent('Работаете');
    expect(within(companies).getByRole('listitem', { name: 'ООО "Василёк"' })).toHaveTextContent('Отключены');
  });

  it('a self-employed contractor is «Самозанятый (НПД)» even with no regime of their own; the tax tab is there', async () => {
    const api = fakeApi((req) =>
      pathOf(req) === apiPaths.employeeOnboarding.personal
        ? { status: 200, data: { ...PERSON, tax_regime: null, tax_regime_in_effect: 'NPD' } }
        : undefined,
    );
    renderApp(PAGE, { session, api: api.handler });
    const status = await screen.findByRole('region', { name: 'Статус и налоги' });
    const shownValue = (label: string) =>
      within(status).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shownValue('Статус')).toBe('Самозанятый (НПД)');
    expect(shownValue('Налоговый режим')).toBe('НПД (самозанятый)');
    expect(await screen.findByRole('tab', { name: 'Налоговая служба' })).toBeInTheDocument();
  });

  it('a ГПХ contractor is «Физическое лицо» with the regime the company pays under, and has no tax service tab or НПД prompts', async () => {
    const api = fakeApi((req) =>
      pathOf(req) === apiPaths.employeeOnboarding.personal
        ? { status: 200, data: { ...PERSON, tax_regime: null, tax_regime_in_effect: 'OTHER' } }
        : pathOf(req) === apiPaths.employeeOnboarding.companies
          ? { status: 200, data: { items: [{ ...COMPANIES[0]!, tax_regime: 'OTHER' }] } }
          : undefined,
    );
    renderApp(PAGE, { session, api: api.handler });
    const status = await screen.findByRole('region', { name: 'Статус и налоги' });
    const shownValue = (label: string) =>
      within(status).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shownValue('Статус')).toBe('Физическое лицо');
    expect(shownValue('Налоговый режим')).toBe('Другой');
    expect(await screen.findByRole('tab', { name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Налоговая служба' })).not.toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'ООО "Ромашка"' });
    expect(screen.queryByText(/не сможет платить вам как самозанятому/)).not.toBeInTheDocument();
  });

  it('groups the data by topic, each label paired with its value, and says what is not given', async () => {
    renderApp(PAGE, { session, api: fakeApi().handler });
    const contacts = await screen.findByRole('region', { name: 'Контакты' });
    const shownValue = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shownValue(contacts, 'Телефон')).toBe('+7 999 000-00-01');
    expect(shownValue(contacts, 'E-mail')).toBe('maria@example.ru');
    const person = screen.getByRole('region', { name: 'Кто вы' });
    expect(shownValue(person, 'Фамилия')).toBe('Соколова');
    expect(shownValue(person, 'Отчество')).toBe('Не указано');
    expect(shownValue(screen.getByRole('region', { name: 'Документы' }), 'СНИЛС')).toBe('11223344595');
    expect(shownValue(screen.getByRole('region', { name: 'Статус и налоги' }), 'ИНН')).toBe('500100732259');
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
    await pasteInto(user, surname, 'Иванова');
    await pasteInto(user, screen.getByLabelText('Пароль от учётной записи'), 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Пароль от учётной записи'));
    await pasteInto(user, screen.getByLabelText('Пароль от учётной записи'), 'Right-2026');
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
    await pasteInto(user, within(dialog).getByLabelText('Новый номер'), '8 999 123-45-67');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await pasteInto(user, await within(dialog).findByLabelText('Код из СМС'), '123456');
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
    await pasteInto(user, field, 'New@Example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить письмо' }));
    expect(await screen.findByText('new@example.ru (не подтверждён)')).toBeInTheDocument();
    expect(api.sent).toEqual([{ path: apiPaths.employeeOnboarding.email, body: { email: 'new@example.ru' } }]);
  });

  it('asks for the former-employment answer under a company and saves it', async () => {
    const api = fakeApi();
    renderApp(PAGE, { session, api: api.handler });
    const user = userEvent.setup();
    const companies = await screen.findByRole('list', { name: 'Компании' });
    const romashka = within(companies).getByRole('listitem', { name: 'ООО "Ромашка"' });
    expect(romashka).toHaveTextContent(
      'Ответьте, были ли вы сотрудником компании — без ответа компания не сможет платить вам как самозанятому',
    );
    const vasilek = within(companies).getByRole('listitem', { name: 'ООО "Василёк"' });
    expect(vasilek).toHaveTextContent('Ваш ответ: не работал(а) в компании по трудовому договору');
    expect(within(vasilek).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(romashka).getByRole('button', { name: 'Ответить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Трудовой договор: ООО "Ромашка"' });
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Были ли вы сотрудником этой компании по трудовому договору?' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Работал(а) по трудовому договору, уволен(а)' }));
    await enterDay(user, await within(dialog).findByRole('group', { name: 'Дата увольнения' }), '15.03.2025');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([
      { path: '/v1/employee/companies/l1/former_employment', body: { status: 'ENDED', ended_on: '2025-03-15' } },
    ]);
    await waitFor(() =>
      expect(romashka).toHaveTextContent('Ваш ответ: работал(а) по трудовому договору, уволен(а) 15.03.2025'),
    );
    expect(within(romashka).getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
  });

  it('shows what the company said when it differs, and the server’s word on the date', async () => {
    const differing: EmployeeCompany = {
      ...COMPANIES[0]!,
      former_employment: {
        employee: NEVER_SAID,
        customer: { status: 'ENDED', ended_on: '2025-06-30', stated_at: '2026-11-02T09:00:00.000Z' },
      },
    };
    const api = fakeApi(
      (req) =>
        req.method === 'put'
          ? {
              status: 400,
              data: {
                error_message: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE,
                code: 'VALIDATION_ERROR',
                fields: { ended_on: FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE },
              },
            }
          : undefined,
      [differing],
    );
    renderApp(PAGE, { session, api: api.handler });
    const user = userEvent.setup();
    const romashka = await screen.findByRole('listitem', { name: 'ООО "Ромашка"' });
    expect(romashka).toHaveTextContent('Ваш ответ: не работал(а) в компании по трудовому договору');
    expect(romashka).toHaveTextContent('Компания указала: бывший сотрудник компании, уволен(а) 30.06.2025');
    expect(romashka).not.toHaveTextContent('Ответьте, были ли вы сотрудником компании');

    await user.click(within(romashka).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Не работал(а) в компании по трудовому договору' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Работал(а) по трудовому договору, уволен(а)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите дату увольнения')).toBeInTheDocument();
    await enterDay(user, await within(dialog).findByRole('group', { name: 'Дата увольнения' }), '30.06.2025');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(FORMER_EMPLOYMENT_FUTURE_DATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

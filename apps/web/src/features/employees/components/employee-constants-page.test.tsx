import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeeConstants } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const profile = verifiedCustomerProfile;
const EMPTY: EmployeeConstants = {
  service_name: null,
  activity_kind: null,
  default_employee_kind: null,
  default_tax_regime: null,
  invite_comment: null,
  require_signed_contract: false,
  require_signed_act: false,
  task_acceptance_days: 15,
  updated_at: null,
};
const SAVED: EmployeeConstants = {
  service_name: 'Курьерские услуги',
  activity_kind: 'Доставка',
  default_employee_kind: 'INDIVIDUAL_PERSON',
  default_tax_regime: 'NPD',
  invite_comment: 'Добро пожаловать',
  require_signed_contract: true,
  require_signed_act: true,
  task_acceptance_days: 20,
  updated_at: '2026-11-20T09:00:00.000Z',
};

function fakeApi(initial: EmployeeConstants, putReply?: StubReply) {
  let constants = initial;
  const puts: unknown[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const method = (req.method ?? 'get').toUpperCase();
    if (path === apiPaths.userProfile) return { status: 200, data: profile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.employees.constants && method === 'GET') return { status: 200, data: constants };
    if (path === apiPaths.employees.constants && method === 'PUT') {
      const body = JSON.parse(String(req.data));
      puts.push(body);
      if (putReply) return putReply;
      constants = { ...body, updated_at: '2026-11-21T10:00:00.000Z' };
      return { status: 200, data: constants };
    }
    return { status: 404, data: {} };
  };
  return { handler, puts };
}

const PAGE = '/employees/constants';

describe('/employees/constants', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows the saved defaults in the form', async () => {
    renderApp(PAGE, { session: customer, api: fakeApi(SAVED).handler });
    expect(await screen.findByLabelText('Наименование услуги')).toHaveValue('Курьерские услуги');
    expect(screen.getByLabelText('Вид деятельности')).toHaveValue('Доставка');
    expect(screen.getByRole('combobox', { name: 'Тип исполнителя' })).toHaveTextContent('Физическое лицо');
    expect(screen.getByRole('combobox', { name: 'Налоговый режим' })).toHaveTextContent('НПД (самозанятый)');
    expect(screen.getByLabelText('Комментарий к приглашению')).toHaveValue('Добро пожаловать');
    expect(
      screen.getByRole('checkbox', { name: /Требовать подписанный договор с исполнителем перед выплатой/ }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Требовать подписанный акт по каждой выплате/ })).toBeChecked();
    expect(screen.getByLabelText('Срок приёмки работ по заданиям, дней')).toHaveValue(20);
    expect(
      screen.getByText(
        /Если за этот срок после сдачи компания не примет и не вернёт работу, она принимается автоматически/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← К исполнителям' })).toHaveAttribute('href', '/employees');
  });

  it('saves the whole set, empty texts as null', async () => {
    const api = fakeApi(EMPTY);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Наименование услуги'), 'Разработка сайтов');
    await user.click(screen.getByRole('combobox', { name: 'Тип исполнителя' }));
    await user.click(await screen.findByRole('option', { name: 'Индивидуальный предприниматель' }));
    await user.click(screen.getByRole('combobox', { name: 'Налоговый режим' }));
    await user.click(await screen.findByRole('option', { name: 'УСН «Доходы»' }));
    await user.click(screen.getByRole('checkbox', { name: /Требовать подписанный договор/ }));
    await user.click(screen.getByRole('checkbox', { name: /Требовать подписанный акт/ }));
    const days = screen.getByLabelText('Срок приёмки работ по заданиям, дней');
    expect(days).toHaveValue(15);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
    expect(api.puts).toEqual([
      {
        service_name: 'Разработка сайтов',
        activity_kind: null,
        default_employee_kind: 'INDIVIDUAL_ENTREPRENEUR',
        default_tax_regime: 'USN_INCOME',
        invite_comment: null,
        require_signed_contract: true,
        require_signed_act: true,
        task_acceptance_days: 30,
      },
    ]);
  });

  it('checks on blur and refuses an ИП-only regime for a person before sending', async () => {
    const api = fakeApi(EMPTY);
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    const service = await screen.findByLabelText('Наименование услуги');
    await user.click(service);
    await user.paste('x'.repeat(257));
    await user.tab();
    expect(await screen.findByText('Не длиннее 256 символов')).toBeInTheDocument();
    await user.clear(service);

    const days = screen.getByLabelText('Срок приёмки работ по заданиям, дней');
    await user.clear(days);
    await user.type(days, '61');
    await user.tab();
    expect(await screen.findByText('Срок приёмки — целое число дней от 1 до 60')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '15');

    await user.click(screen.getByRole('combobox', { name: 'Тип исполнителя' }));
    await user.click(await screen.findByRole('option', { name: 'Физическое лицо' }));
    await user.click(screen.getByRole('combobox', { name: 'Налоговый режим' }));
    await user.click(await screen.findByRole('option', { name: 'ПСН (патент)' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Этот налоговый режим бывает только у ИП: выберите НПД или «Другой»'),
    ).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it('puts the server’s field message on its field', async () => {
    const message = 'Не длиннее 500 символов';
    const api = fakeApi(SAVED, {
      status: 400,
      data: { error_message: message, code: 'VALIDATION_ERROR', fields: { invite_comment: message } },
    });
    renderApp(PAGE, { session: customer, api: api.handler });
    const user = userEvent.setup();
    await screen.findByLabelText('Наименование услуги');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const form = screen.getByRole('form', { name: 'Настройки для приглашений и выплат' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Комментарий к приглашению')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(form).getByText(message)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pasteInto } from '../../../test/paste-into';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, invite, inviteTestApi } from './invite-test-api';

const originalAdapter = http.defaults.adapter;
const CONSTANTS = {
  service_name: null,
  activity_kind: null,
  default_employee_kind: 'INDIVIDUAL_ENTREPRENEUR',
  default_tax_regime: 'USN_INCOME',
  invite_comment: 'Доставка',
  require_signed_contract: false,
  require_signed_act: false,
  task_acceptance_days: 15,
  updated_at: '2026-11-20T09:00:00.000Z',
};
const CREATED = invite(7, { status: 'DRAFT', link_url: null });

function api(createReply?: { status: number; data: unknown }) {
  return inviteTestApi((call) => {
    if (call.path === apiPaths.employees.constants) return { status: 200, data: CONSTANTS };
    if (call.method === 'POST' && call.path === apiPaths.invites.create)
      return createReply ?? { status: 201, data: CREATED };
    if (call.path === pathWithId(apiPaths.invites.one, CREATED.id)) return { status: 200, data: CREATED };
    return undefined;
  });
}

const personGroup = (n: number) => screen.getByRole('group', { name: `Человек ${n}` });

describe('/employees/invite', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('starts from the company defaults and publishes an invite of two people', async () => {
    const fake = api();
    const { router } = renderApp('/employees/invite', { session: customerSession, api: fake.handler });
    expect(await screen.findByRole('combobox', { name: 'Тип исполнителя' })).toHaveTextContent(
      'Индивидуальный предприниматель',
    );
    expect(screen.getByRole('combobox', { name: 'Налоговый режим' })).toHaveTextContent('УСН «Доходы»');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Доставка');

    const user = userEvent.setup();
    await pasteInto(user, within(personGroup(1)).getByRole('textbox', { name: 'Телефон' }), '8 999 000 00 01');
    await pasteInto(user, within(personGroup(1)).getByRole('textbox', { name: 'Фамилия' }), 'Петров');
    await user.click(screen.getByRole('button', { name: 'Добавить человека' }));
    await pasteInto(user, within(personGroup(2)).getByRole('textbox', { name: 'ИНН' }), '500100732259');
    await user.click(screen.getByRole('button', { name: 'Опубликовать и отправить СМС' }));

    expect(await screen.findByText('Приглашение опубликовано, СМС отправлены')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: apiPaths.invites.create,
        body: {
          kind: 'INDIVIDUAL_ENTREPRENEUR',
          tax_regime: 'USN_INCOME',
          comment: 'Доставка',
          publish: true,
          employees: [
            { phone: '+79990000001', inn: null, last_name: 'Петров', first_name: null, patronymic: null },
            { phone: null, inn: '500100732259', last_name: null, first_name: null, patronymic: null },
          ],
        },
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employees/invite/${CREATED.id}`));
  });

  it('checks each person on blur and sends nothing while a row has neither phone nor ИНН or a bad one', async () => {
    const fake = api();
    renderApp('/employees/invite', { session: customerSession, api: fake.handler });
    const user = userEvent.setup();
    const phone = await within(await screen.findByRole('group', { name: 'Человек 1' })).findByRole('textbox', {
      name: 'Телефон',
    });
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Укажите телефон или ИНН')).toBeInTheDocument();
    await user.click(phone);
    await user.paste('12345');
    await user.tab();
    expect(
      await screen.findByText('Введите российский мобильный номер, например +7 999 000-00-01'),
    ).toBeInTheDocument();
    await user.clear(phone);
    await user.click(within(personGroup(1)).getByRole('textbox', { name: 'ИНН' }));
    await user.paste('500100732250');
    await user.tab();
    expect(await screen.findByText('Неверный ИНН: не сходится контрольное число')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(fake.writes()).toEqual([]);
  });

  it('puts the server’s 409 on the person’s field', async () => {
    const message = 'Исполнитель с телефоном +79990000001 уже работает с вашей компанией';
    const fake = api({
      status: 409,
      data: { code: 'CONFLICT', error_message: message, fields: { 'employees.0.phone': message } },
    });
    renderApp('/employees/invite?phone=%2B79990000001&last_name=Петров', {
      session: customerSession,
      api: fake.handler,
    });
    const user = userEvent.setup();
    expect(
      await within(await screen.findByRole('group', { name: 'Человек 1' })).findByRole('textbox', { name: 'Фамилия' }),
    ).toHaveValue('Петров');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await within(personGroup(1)).findByText(message)).toBeInTheDocument();
    expect(fake.writes()).toHaveLength(1);
  });
});

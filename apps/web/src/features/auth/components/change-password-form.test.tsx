import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const employee = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const employeeRecord = {
  id: 'e1',
  last_name: 'Иванов',
  first_name: 'Иван',
  patronymic: null,
  phone_number: '+79990000001',
  email: null,
  inn: null,
  is_verified: true,
  status: 'ACTIVE',
};

function api(changeReply: StubReply) {
  return (req: Parameters<typeof pathOf>[0]): StubReply => {
    if (pathOf(req) === apiPaths.employee) return { status: 200, data: employeeRecord };
    if (pathOf(req) === apiPaths.auth.changePassword) return changeReply;
    return { status: 404, data: {} };
  };
}

async function submit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Текущий пароль'), 'Old-pass-2026');
  await user.type(screen.getByLabelText('Новый пароль'), 'New-pass-2026');
  await user.type(screen.getByLabelText('Повторите новый пароль'), 'New-pass-2026');
  await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('change password', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('puts a wrong current password next to its field, not in a toast', async () => {
    renderApp('/employee/profile/security', {
      session: employee,
      api: api({
        status: 400,
        data: {
          error_message: 'Неверный текущий пароль',
          code: 'WRONG_PASSWORD',
          fields: { old_password: 'Неверный текущий пароль' },
        },
      }),
    });
    await submit();
    const field = await screen.findByLabelText('Текущий пароль');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Неверный текущий пароль')).toHaveLength(1);
  });

  it('shows the server message in a toast when no field is named', async () => {
    renderApp('/employee/profile/security', {
      session: employee,
      api: api({
        status: 429,
        data: { error_message: 'Слишком много попыток. Попробуйте через 15 минут', code: 'RATE_LIMITED' },
      }),
    });
    await submit();
    expect(await screen.findByText('Слишком много попыток. Попробуйте через 15 минут')).toBeInTheDocument();
  });

  it('says the password was changed', async () => {
    renderApp('/employee/profile/security', { session: employee, api: api({ status: 200, data: { ok: true } }) });
    await submit();
    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type EmployeeImport, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, inviteTestApi } from './invite-test-api';

const originalAdapter = http.defaults.adapter;
const IMPORT_ID = '30000000-0000-4000-8000-000000000001';
const CHECKED: EmployeeImport = {
  id: IMPORT_ID,
  status: 'NEW',
  total_rows: 4,
  accepted_rows: 2,
  rejected_rows: 2,
  processed_rows: 0,
  errors: [
    { row: 3, ok: false, error: 'Введите российский мобильный номер, например +7 999 000-00-01' },
    { row: 5, ok: false, error: 'Телефон +79990000001 уже есть в строке 2' },
  ],
  has_report: true,
  error_message: null,
  added_at: '2026-11-20T09:00:00.000Z',
  finished_at: null,
};

function api(validateReply: StubReply = { status: 201, data: CHECKED }) {
  let polls = 0;
  return inviteTestApi((call) => {
    if (call.path === apiPaths.invites.list) return { status: 200, data: { items: [], totalCount: 0 } };
    if (call.path === apiPaths.invites.disconnectedEmployees)
      return { status: 200, data: { items: [], totalCount: 0 } };
    if (call.path === apiPaths.employeeImport.validate) return validateReply;
    if (call.path === apiPaths.employeeImport.create)
      return { status: 202, data: { ...CHECKED, status: 'IN_PROGRESS' } };
    if (call.path === pathWithId(apiPaths.employeeImport.one, IMPORT_ID)) {
      polls += 1;
      return {
        status: 200,
        data:
          polls === 1
            ? { ...CHECKED, status: 'IN_PROGRESS', processed_rows: 1 }
            : { ...CHECKED, status: 'ACTIVATED', processed_rows: 2, finished_at: '2026-11-20T09:01:00.000Z' },
      };
    }
    if (call.path === pathWithId(apiPaths.employeeImport.report, IMPORT_ID))
      return { status: 200, data: new Blob(['x']) };
    return undefined;
  });
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Загрузить из Excel' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Загрузка исполнителей из Excel' }) };
}

const xlsx = (name = 'люди.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('employees import (button and dialog)', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('checks the file, shows the counts and every rejected row, downloads the report, runs and shows progress', async () => {
    const saved = captureSavedFiles();
    const fake = api();
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const { user, dialog } = await openDialog();
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [xlsx()] } });

    expect(await within(dialog).findByText('Строк в файле: 4. Можно пригласить: 2. Отклонено: 2.')).toBeInTheDocument();
    const errors = within(dialog).getByRole('table', { name: 'Отклонённые строки' });
    expect(
      within(errors).getByText('Введите российский мобильный номер, например +7 999 000-00-01'),
    ).toBeInTheDocument();
    expect(within(errors).getByText('Телефон +79990000001 уже есть в строке 2')).toBeInTheDocument();
    const upload = fake.calls.find((c) => c.path === apiPaths.employeeImport.validate);
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('button', { name: 'Скачать отчёт' }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.path === pathWithId(apiPaths.employeeImport.report, IMPORT_ID))).toBe(true),
    );
    await waitFor(() => expect(saved).toEqual(['Ошибки загрузки исполнителей.xlsx']));

    await user.click(within(dialog).getByRole('button', { name: 'Пригласить (2)' }));
    expect(fake.writes().find((c) => c.path === apiPaths.employeeImport.create)?.body).toEqual({
      import_id: IMPORT_ID,
    });
    expect(await within(dialog).findByText('Приглашаем исполнителей: 1 из 2')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Готово: приглашений отправлено — 2, отклонено строк — 2', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a file and creates nothing', async () => {
    const fake = api({
      status: 400,
      data: { code: 'FILE_INVALID', error_message: 'В файле больше 5000 строк: разделите его на несколько файлов' },
    });
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const { dialog } = await openDialog();
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [xlsx()] } });
    expect(
      await within(dialog).findByText('В файле больше 5000 строк: разделите его на несколько файлов'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Пригласить/ })).toBeNull();
    expect(fake.calls.some((c) => c.path === apiPaths.employeeImport.create)).toBe(false);
  });

  it('refuses a file that is not .xlsx in the browser, sending nothing', async () => {
    const fake = api();
    renderApp('/employees/invites', { session: customerSession, api: fake.handler });
    const { dialog } = await openDialog();
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [xlsx('люди.exe')] },
    });
    expect(await within(dialog).findByText('Недопустимый формат файла')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === apiPaths.employeeImport.validate)).toBe(false);
  });
});

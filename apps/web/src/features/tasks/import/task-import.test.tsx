import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId, type TaskImport } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { customerSession, pathFor, task, tasksTestApi, uuidOf } from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;
const IMPORT_ID = uuidOf('40000000', 1);
const p = apiPaths.taskImport;

const IMPORTED: TaskImport = {
  id: IMPORT_ID,
  kind: 'TASKS',
  task_id: null,
  file_name: 'задания.xlsx',
  status: 'ACTIVATED',
  processed_rows: 3,
  total_rows: 3,
  valid_rows: 2,
  invalid_rows: 1,
  rows: [
    { row: 2, ok: true, error: null, title: 'Уборка склада', found: null },
    { row: 3, ok: true, error: null, title: 'Погрузка', found: null },
    { row: 4, ok: false, error: 'Услуги «Ремонт» нет в справочнике компании', title: 'Ремонт', found: null },
  ],
  has_error_file: true,
  error_message: null,
  applied_count: null,
  applied_at: null,
  added_at: '2026-11-29T09:00:00.000Z',
  finished_at: '2026-11-29T09:00:01.000Z',
};

const xlsx = (name = 'задания.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/**
 * The upload answers NEW; the first poll IN_PROGRESS (1 of 3), then `checked`. Once create has answered
 * 202, the polls read the job: 1 of 2 made, then done (applied_at).
 */
function importApi(checked: TaskImport, applyReply: StubReply) {
  let polls = 0;
  let created = 0;
  return tasksTestApi((call) => {
    if (created > 0 && call.path === pathWithId(p.one, IMPORT_ID)) {
      created += 1;
      const done = created > 2;
      return {
        status: 200,
        data: { ...checked, applied_count: done ? 2 : 1, applied_at: done ? '2026-11-29T09:00:05.000Z' : null },
      };
    }
    if (call.path === p.create && applyReply !== 'network-error' && applyReply.status === 202) created = 1;
    if (call.path === p.upload || call.path === pathFor(p.employeeUpload, checked.task_id ?? '')) {
      return { status: 201, data: { ...checked, status: 'NEW', processed_rows: 0, total_rows: 0, rows: [] } };
    }
    if (call.path === pathWithId(p.one, IMPORT_ID)) {
      polls += 1;
      return {
        status: 200,
        data: polls === 1 ? { ...checked, status: 'IN_PROGRESS', processed_rows: 1, rows: [] } : checked,
      };
    }
    if (call.path === pathWithId(p.errorFile, IMPORT_ID) || call.path === p.template) {
      return { status: 200, data: new Blob(['x']) };
    }
    if (call.path === p.create || call.path === pathFor(p.employeeInvite, checked.task_id ?? '')) return applyReply;
    if (call.path === pathFor(apiPaths.tasks.one, uuidOf('20000000', 7))) {
      return { status: 200, data: task(7, { can_invite: true }) };
    }
    return undefined;
  });
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks', '/tasks/x');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('tasks from Excel', { timeout: 60_000 }, () => {
  it('uploads, shows the progress and the rows with reasons, downloads the error file, creates and refreshes the list', async () => {
    const api = importApi(IMPORTED, { status: 202, data: { ...IMPORTED, applied_count: 0 } });
    const saved = captureSavedFiles();
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Загрузить из Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Задания из Excel' });
    await user.click(within(dialog).getByRole('button', { name: 'Скачать шаблон' }));
    await waitFor(() => expect(saved).toEqual(['Шаблон загрузки заданий.xlsx']));

    fireEvent.change(fileInput(dialog), { target: { files: [xlsx()] } });
    expect(await within(dialog).findByText('Проверяем строки: 1 из 3')).toBeInTheDocument();
    expect(await within(dialog).findByText('Строк в файле: 3. Без ошибок: 2. С ошибками: 1.')).toBeInTheDocument();
    const rows = within(dialog).getByRole('table', { name: 'Строки файла' });
    expect(within(rows).getByText('Услуги «Ремонт» нет в справочнике компании')).toBeInTheDocument();
    expect((api.to(p.upload)[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('button', { name: 'Скачать файл с ошибками' }));
    await waitFor(() => expect(api.to(pathWithId(p.errorFile, IMPORT_ID), 'GET')).toHaveLength(1));
    await waitFor(() => expect(saved).toEqual(['Шаблон загрузки заданий.xlsx', 'задания — ошибки.xlsx']));

    const listCalls = api.to(apiPaths.tasks.list).length;
    await user.click(within(dialog).getByRole('button', { name: 'Создать задания (2)' }));
    expect(await within(dialog).findByText('Создаём задания: 1 из 2')).toBeInTheDocument();
    expect(await within(dialog).findByText('Создано черновиков: 2')).toBeInTheDocument();
    expect(api.to(p.create)[0]!.body).toEqual({ import_id: IMPORT_ID });
    await waitFor(() => expect(api.to(apiPaths.tasks.list).length).toBeGreaterThan(listCalls));
  });

  it('shows the API’s refusal of create in a toast', async () => {
    const api = importApi(IMPORTED, {
      status: 409,
      data: { code: 'INVALID_STATE', error_message: 'Задания из этого файла уже созданы' },
    });
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Загрузить из Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Задания из Excel' });
    fireEvent.change(fileInput(dialog), { target: { files: [xlsx()] } });
    await user.click(await within(dialog).findByRole('button', { name: 'Создать задания (2)' }));
    expect(await screen.findByText('Задания из этого файла уже созданы')).toBeInTheDocument();
  });

  it('a file the check refused shows its reason and offers no create', async () => {
    const failed: TaskImport = {
      ...IMPORTED,
      status: 'ERROR',
      valid_rows: 0,
      invalid_rows: 0,
      rows: [],
      has_error_file: false,
      error_message: 'Файл не по шаблону: в первой строке нет столбцов «Название». Скачайте шаблон',
    };
    const api = importApi(failed, { status: 500, data: {} });
    renderApp('/tasks', { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Загрузить из Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Задания из Excel' });
    fireEvent.change(fileInput(dialog), { target: { files: [xlsx()] } });
    expect(await within(dialog).findByText(/Файл не по шаблону/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Создать задания/ })).toBeNull();
  });

  it('on a task: contractors from a file, then «Пригласить»', async () => {
    const taskId = uuidOf('20000000', 7);
    const contractors: TaskImport = {
      ...IMPORTED,
      kind: 'CONTRACTORS',
      task_id: taskId,
      rows: [
        { row: 2, ok: true, error: null, title: 'Петров Пётр', found: 'CONTRACTOR' },
        { row: 3, ok: true, error: null, title: 'Новиков Олег', found: 'BY_PHONE' },
        { row: 4, ok: false, error: 'ИНН: 12 цифр с верным контрольным числом', title: 'Плохой', found: null },
      ],
    };
    const api = importApi(contractors, { status: 200, data: { invited: 1, invited_by_phone: 1 } });
    renderApp(`/tasks/${taskId}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Исполнители из Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исполнители из Excel' });
    fireEvent.change(fileInput(dialog), { target: { files: [xlsx('люди.xlsx')] } });
    expect(await within(dialog).findByText('Пригласим по телефону')).toBeInTheDocument();
    expect(within(dialog).getByText('Исполнитель компании')).toBeInTheDocument();
    expect(within(dialog).getByText('ИНН: 12 цифр с верным контрольным числом')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить (2)' }));
    expect(await within(dialog).findByText('Приглашено: 1. Приглашено в компанию по телефону: 1')).toBeInTheDocument();
    expect(api.to(pathFor(p.employeeInvite, taskId))[0]!.body).toEqual({ import_id: IMPORT_ID });
  });
});

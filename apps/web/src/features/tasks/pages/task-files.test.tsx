import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, TASK_FILE_INVALID_MESSAGE, type TaskFile, type TaskFilesResponse } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { heldReply } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';
import {
  customerSession,
  employeeSession,
  employeeTask,
  PETROV,
  pathFor,
  SIDOROVA,
  task,
  tasksTestApi,
  uuidOf,
} from '../test/tasks-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/tasks/x', '/employee/tasks/x');
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RUNNING = task(5, { status: 'IN_PROGRESS', can_edit: false, can_publish: false });
const filesPath = pathFor(apiPaths.taskFiles.list, RUNNING.id);
const uploadPath = pathFor(apiPaths.taskFiles.upload, RUNNING.id);
const onePath = (fileId: string) => pathFor(apiPaths.taskFiles.one, RUNNING.id).replace(':fileId', fileId);

const file = (n: number, name: string, fields: Partial<TaskFile> = {}): TaskFile => ({
  id: uuidOf('50000000', n),
  name,
  size: 2048,
  mime: 'application/pdf',
  kind: 'BRIEF',
  uploaded_at: '2026-11-29T10:00:00.000Z',
  whose: { party: 'COMPANY', employee_id: null, name: 'Компания' },
  can_delete: false,
  ...fields,
});
const PETROV_FIO = 'Петров Пётр Петрович';
const SIDOROVA_FIO = 'Сидорова Анна';
const result = (n: number, name: string, who: { id: string }, fio: string, fields: Partial<TaskFile> = {}) =>
  file(n, name, { kind: 'RESULT', whose: { party: 'CONTRACTOR', employee_id: who.id, name: fio }, ...fields });

const BRIEF = file(1, 'Техзадание.pdf', { can_delete: true });

describe('the company’s «Файлы»', { timeout: 60_000 }, () => {
  it('groups results by contractor, downloads with the session, shows a refusal and deletes after confirmation', async () => {
    let files: TaskFilesResponse = {
      items: [BRIEF, result(2, 'Отчёт.pdf', PETROV, PETROV_FIO), result(3, 'Фото.jpg', SIDOROVA, SIDOROVA_FIO)],
      can_upload: true,
    };
    const api = tasksTestApi((call) => {
      if (call.path === pathFor(apiPaths.tasks.one, RUNNING.id)) return { status: 200, data: RUNNING };
      if (call.path === filesPath) return { status: 200, data: files };
      if (call.path === uploadPath) {
        return { status: 400, data: { code: 'FILE_INVALID', error_message: TASK_FILE_INVALID_MESSAGE } };
      }
      if (call.path === onePath(BRIEF.id) && call.method === 'DELETE') {
        files = { ...files, items: files.items.slice(1) };
        return { status: 204 };
      }
      if (call.path === onePath(BRIEF.id)) {
        return {
          status: 200,
          data: new Blob(['%PDF-1.4']),
          headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Техзадание.pdf')}` },
        };
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderApp(`/tasks/${RUNNING.id}`, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByRole('region', { name: 'Файлы' });
    expect(await within(section).findByRole('list', { name: 'Файлы задания' })).toBeInTheDocument();
    const petrov = within(section).getByRole('list', { name: `Результат: ${PETROV_FIO}` });
    expect(within(petrov).getByRole('button', { name: 'Отчёт.pdf' })).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: `Результат: ${SIDOROVA_FIO}` })).toBeInTheDocument();
    // Results are the contractors': the company cannot delete them.
    expect(within(section).queryByRole('button', { name: 'Удалить файл Отчёт.pdf' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Техзадание.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Техзадание.pdf']));
    const download = api.calls.find((c) => c.method === 'GET' && c.path === onePath(BRIEF.id));
    expect(download).toBeDefined();

    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.heic');
    await user.upload(input, new File(['not a pdf'], 'Смета.pdf', { type: 'application/pdf' }));
    expect(await within(section).findByText(TASK_FILE_INVALID_MESSAGE)).toBeInTheDocument();
    const sent = api.to(uploadPath)[0]?.body as FormData | undefined;
    expect(sent?.get('file')).toBeInstanceOf(File);

    await user.click(within(section).getByRole('button', { name: 'Удалить файл Техзадание.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Вы уверены, что хотите удалить выбранный элемент?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Файл удалён')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('list', { name: 'Файлы задания' })).not.toBeInTheDocument());
  });
});

describe('the contractor’s «Файлы» on a phone', { timeout: 60_000 }, () => {
  it('shows the brief and «Мой результат», and keeps the button busy while the file goes up', async () => {
    setViewportWidth(390);
    const mine = employeeTask(5, { status: 'IN_PROGRESS' });
    let files: TaskFilesResponse = { items: [file(1, 'Техзадание.pdf')], can_upload: true };
    const held = heldReply();
    const api = tasksTestApi((call) => {
      if (call.path === pathFor(apiPaths.tasks.employeeOne, RUNNING.id)) return { status: 200, data: mine };
      if (call.path === filesPath) return { status: 200, data: files };
      if (call.path === uploadPath) return held.reply;
      return undefined;
    });
    renderApp(`/employee/tasks/${RUNNING.id}`, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByRole('region', { name: 'Файлы' });
    const brief = await within(section).findByRole('list', { name: 'Файлы задания' });
    expect(within(brief).queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument();

    const button = within(section).getByRole('button', { name: 'Приложить файл результата' });
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'Результат.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(section).getByRole('progressbar', { name: 'Загрузка файла' })).toBeInTheDocument();

    const uploaded = result(9, 'Результат.pdf', PETROV, PETROV_FIO, { can_delete: true });
    files = { ...files, items: [...files.items, uploaded] };
    held.release({ status: 201, data: uploaded });
    expect(await screen.findByText('Файл добавлен')).toBeInTheDocument();
    const own = await within(section).findByRole('list', { name: 'Мой результат' });
    expect(within(own).getByRole('button', { name: 'Удалить файл Результат.pdf' })).toBeInTheDocument();
    expect(button).toBeEnabled();
  });
});

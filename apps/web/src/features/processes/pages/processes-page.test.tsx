import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Process } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { pathOf, type StubHandler } from '../../../test/http-stub';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes('/processes');
}, 60_000);

const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const IMPORT_ID = '3f1c2b7e-9a4d-4e2b-8c1a-0d9e8f7a6b5c';
const REGISTRY_ID = '7a1c2b7e-9a4d-4e2b-8c1a-0d9e8f7a6b5d';

const base: Process = {
  id: 'p1',
  kind: 'EMPLOYEE_IMPORT',
  subject_id: IMPORT_ID,
  title: 'Загрузка исполнителей из файла „курьеры.xlsx“',
  status: 'SUCCESS',
  done: 3,
  total: 3,
  started_by_name: 'ООО "Ромашка"',
  // 21:30 UTC is 00:30 of the next day in Moscow.
  started_at: '2026-03-04T21:30:00.000Z',
  finished_at: '2026-03-04T21:31:00.000Z',
  error_text: null,
  result_path: '/employees/invites',
  error_file_path: `/v1/employees/import_file/${IMPORT_ID}/report`,
};

const registryImport = (status: Process['status'], done: number): Process => ({
  ...base,
  id: 'p2',
  kind: 'MASS_PAYOUT_IMPORT',
  subject_id: REGISTRY_ID,
  title: 'Загрузка реестра № 4 выплат самозанятым из файла „октябрь.xlsx“',
  status,
  done,
  total: 4,
  started_at: '2026-03-05T09:00:00.000Z',
  finished_at: status === 'SUCCESS' ? '2026-03-05T09:01:00.000Z' : null,
  result_path: `/payments/mass-payment/${REGISTRY_ID}`,
  error_file_path: null,
});

const failed: Process = {
  ...base,
  id: 'p3',
  kind: 'DOCUMENT_GENERATION',
  title: 'Формирование файлов документов: 2 шт.',
  status: 'ERROR',
  done: 2,
  total: 2,
  error_text: 'Не удалось сформировать файлы 1 из 2 документов',
  result_path: '/document-management/single',
  error_file_path: null,
};

function api(items: () => Process[], onList: (params: Record<string, unknown>) => void = () => {}): StubHandler {
  return (req) => {
    if (pathOf(req) === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (pathOf(req) === apiPaths.userProcesses) {
      onList(req.params as Record<string, unknown>);
      const shown = items();
      return { status: 200, data: { items: shown, totalCount: shown.length, next_cursor: null } };
    }
    if (pathOf(req) === base.error_file_path) {
      return {
        status: 200,
        data: new Blob(['xlsx']),
        headers: { 'content-disposition': "attachment; filename*=UTF-8''report.xlsx" },
      };
    }
    return { status: 404, data: {} };
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('processes page (/processes)', () => {
  it('lists each process with its state, who and when in Moscow time, its result and error file', async () => {
    const asked: string[] = [];
    const handler = api(() => [base, failed]);
    renderApp('/processes', {
      session: customer,
      api: (req) => {
        asked.push(pathOf(req));
        return handler(req);
      },
    });
    const table = await screen.findByRole('table', { name: 'Процессы' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Загрузка исполнителей из файла „курьеры.xlsx“')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Загрузка исполнителей')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Завершён')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ООО "Ромашка", 05.03.2026 00:30')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'К приглашениям' })).toHaveAttribute(
      'href',
      '/employees/invites',
    );
    expect(within(rows[2]!).getByText('Ошибка')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Не удалось сформировать файлы 1 из 2 документов')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'К документам' })).toHaveAttribute(
      'href',
      '/document-management/single',
    );
    expect(within(rows[2]!).queryByRole('button', { name: 'Файл с ошибками' })).not.toBeInTheDocument();

    // The download is the link's click with the server's name.
    const saved = captureSavedFiles();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Файл с ошибками' }));
    await waitFor(() => expect(saved).toEqual(['report.xlsx']));
    expect(asked).toContain(base.error_file_path);
  });

  it('shows the progress «N из M» while a process runs, asks every 2 s, and stops once all have finished', async () => {
    let now: Process[] = [registryImport('PROCESSING', 1), base];
    const calls: Record<string, unknown>[] = [];
    renderApp('/processes', {
      session: customer,
      api: api(
        () => now,
        (p) => calls.push(p),
      ),
    });
    expect(await screen.findByText('1 из 4')).toBeInTheDocument();
    expect(screen.getByText('Выполняется')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: `Ход: ${now[0]!.title}` });
    expect(bar).toHaveAttribute('aria-valuenow', '25');

    now = [registryImport('PROCESSING', 3), base];
    expect(await screen.findByText('3 из 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `Ход: ${now[0]!.title}` })).toHaveAttribute('aria-valuenow', '75');
    now = [registryImport('SUCCESS', 4), base];
    await waitFor(() => expect(screen.queryByText('Выполняется')).not.toBeInTheDocument());
    expect(screen.getAllByText('Завершён')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть реестр' })).toHaveAttribute(
      'href',
      `/payments/mass-payment/${REGISTRY_ID}`,
    );

    const done = calls.length;
    await sleep(2600);
    expect(calls).toHaveLength(done);
  }, 30_000);

  it('asks the server for the chosen kind and status from page 1 and keeps them in the address', async () => {
    const asked: Record<string, unknown>[] = [];
    const { router } = renderApp('/processes?page=2', {
      session: customer,
      api: api(
        () => [base],
        (p) => asked.push(p),
      ),
    });
    await screen.findByRole('table', { name: 'Процессы' });
    expect(asked[0]).toMatchObject({ page: 2, page_size: 20 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Вид' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Загрузка и проверка реестра' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, kind: 'MASS_PAYOUT_IMPORT' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ошибка' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: 'MASS_PAYOUT_IMPORT', status: 'ERROR' }));
    expect(router.state.location.search).toContain('kind=MASS_PAYOUT_IMPORT');
    expect(router.state.location.search).toContain('status=ERROR');
  });

  it('shows cards on a phone, with the progress while a process runs', async () => {
    setViewportWidth(390);
    renderApp('/processes', { session: customer, api: api(() => [registryImport('PROCESSING', 2), failed]) });
    const cards = await screen.findByRole('list', { name: 'Процессы' });
    expect(
      within(cards).getByText('Загрузка реестра № 4 выплат самозанятым из файла „октябрь.xlsx“'),
    ).toBeInTheDocument();
    expect(within(cards).getByText('2 из 4')).toBeInTheDocument();
    expect(within(cards).getByText('ООО "Ромашка", 05.03.2026 12:00 МСК')).toBeInTheDocument();
    expect(within(cards).getByText('Не удалось сформировать файлы 1 из 2 документов')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderApp('/processes', { session: customer, api: api(() => []) });
    expect(
      await screen.findByText(
        'Процессов пока нет: здесь появятся загрузки исполнителей, формирование документов и реестры выплат',
      ),
    ).toBeInTheDocument();
  });
});

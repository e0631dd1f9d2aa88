import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Bundle, type BundleRow, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { enterDay } from '../../../test/type-day';
import { setViewportWidth } from '../../../test/viewport';
import { bundle, bundleDocument, bundleId, bundlesTestApi, customerSession, row } from '../test/bundles-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(`/document-management/bundle/${bundleId(1)}`);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ID = bundleId(1);
const PAGE = `/document-management/bundle/${ID}`;
const ONE = pathWithId(apiPaths.bundles.one, ID);
const BAD = row(2, {
  state: 'INVALID',
  employee: null,
  errors: ['ИНН исполнителя: исполнитель с таким ИНН не найден среди ваших', 'Период: заполните поле'],
});
const FILE_ROWS: BundleRow[] = [row(1), BAD, row(3)];
const checked = (fields: Partial<Bundle> = {}) =>
  bundle(1, {
    status: 'AWAIT_GENERATE_DOCUMENTS',
    import: { state: 'DONE', error: null, rows_total: 3, rows_done: 3, valid: 2, invalid: 1 },
    can_generate: true,
    ...fields,
  });

function pageApi(current: () => Bundle, rows: () => BundleRow[] = () => FILE_ROWS) {
  return bundlesTestApi((call) => {
    if (call.path === ONE && call.method === 'GET') return { status: 200, data: current() };
    if (call.path === pathWithId(apiPaths.bundles.importFile, ID) && call.method === 'POST') {
      return { status: 202, data: current() };
    }
    if (call.path === pathWithId(apiPaths.bundles.importRows, ID)) {
      const state = (call.body as { filters?: { state?: string[] } }).filters?.state?.[0];
      const items = rows().filter((r) => !state || r.state === state);
      return { status: 200, data: { items, totalCount: items.length } };
    }
    if (call.path === pathWithId(apiPaths.bundles.generateDocuments, ID)) return { status: 202, data: current() };
    if (call.path === pathWithId(apiPaths.bundles.documents, ID)) {
      const docs = [bundleDocument(1), bundleDocument(3, { group: 'SIGNED', status: 'SIGNED' })];
      const group = (call.body as { filters?: { group?: string[] } }).filters?.group?.[0];
      const items = docs.filter((d) => !group || d.group === group);
      return { status: 200, data: { items, totalCount: items.length } };
    }
    return undefined;
  });
}

describe('bundle page (/document-management/bundle/{id})', () => {
  it('uploads the file, follows the check, then shows the rows with their reasons and the error report', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    let now = bundle(1);
    const api = pageApi(() => now);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByRole('heading', { name: 'Пакет № 1' })).toBeInTheDocument();
    expect(screen.getByText('Новый')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать шаблон' })).toBeInTheDocument();

    now = bundle(1, {
      can_import: false,
      import: { state: 'VALIDATING', error: null, rows_total: 3, rows_done: 1, valid: 0, invalid: 0 },
    });
    const file = new File(['xlsx'], 'Пакет.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(await screen.findByText('Проверено 1 из 3 строк')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.bundles.importFile, ID))).toHaveLength(1);
    now = bundle(1, { import: { ...now.import, rows_done: 2 } });
    expect(await screen.findByText('Проверено 2 из 3 строк')).toBeInTheDocument();
    now = checked();
    expect(await screen.findByText('Строк в файле: 3. Без ошибок: 2. С ошибками: 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать файл с ошибками' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Строки файла' });
    expect(
      within(table).getByText('ИНН исполнителя: исполнитель с таким ИНН не найден среди ваших'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Период: заполните поле')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Состояние строк' }));
    await user.click(await screen.findByRole('option', { name: 'С ошибками' }));
    await waitFor(() =>
      expect(api.to(pathWithId(apiPaths.bundles.importRows, ID)).at(-1)?.body).toEqual({
        page: 1,
        page_size: 20,
        filters: { state: ['INVALID'] },
      }),
    );
    expect(screen.getByRole('button', { name: 'Сформировать документы (2)' })).toBeInTheDocument();
  });

  it('generates the documents with live progress, then shows the result and the documents by group', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    let now = checked();
    let rows = FILE_ROWS;
    const api = pageApi(
      () => now,
      () => rows,
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const generate = await screen.findByRole('button', { name: 'Сформировать документы (2)' });
    now = checked({
      status: 'PROCESSING',
      can_generate: false,
      can_import: false,
      generation: { total: 2, done: 1, failed: 0 },
    });
    await user.click(generate);
    expect(await screen.findByText('Сформировано 1 из 2 документов')).toBeInTheDocument();
    expect(api.to(pathWithId(apiPaths.bundles.generateDocuments, ID))).toHaveLength(1);

    const counts = { ...bundle(1).documents, total: 2, AWAIT_COMPANY: 1, SIGNED: 1 };
    rows = [row(1, { state: 'GENERATED', document_id: bundleDocument(1).id }), BAD, row(3, { state: 'GENERATED' })];
    now = checked({
      status: 'COMPLETED_SUCCESS',
      can_generate: false,
      can_import: false,
      generation: { total: 2, done: 2, failed: 0 },
      documents: counts,
    });
    expect(await screen.findByText('Сформировано документов: 2.')).toBeInTheDocument();
    const docs = await screen.findByRole('table', { name: 'Документы пакета' });
    expect(within(docs).getAllByRole('row')).toHaveLength(3);
    expect(within(docs).getByRole('link', { name: 'Акт оказанных услуг № 1' })).toHaveAttribute(
      'href',
      `/document-management/single?document=${bundleDocument(1).id}`,
    );
    expect(await screen.findAllByText('Документ сформирован')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Подписаны · 1' }));
    await waitFor(() =>
      expect(api.to(pathWithId(apiPaths.bundles.documents, ID)).at(-1)?.body).toEqual({
        page: 1,
        page_size: 20,
        filters: { group: ['SIGNED'] },
      }),
    );
    await waitFor(() => expect(within(docs).getAllByRole('row')).toHaveLength(2));
    // No signing flag in the answer: no signing button; download and terminate have no flag in the contract.
    expect(screen.queryByRole('button', { name: 'Подписать все' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать архив' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Расторгнуть' })).not.toBeInTheDocument();
  });

  it('refuses reminders out of bounds in Russian and saves good ones', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const done = checked({
      status: 'COMPLETED_SUCCESS',
      can_generate: false,
      documents: { ...bundle(1).documents, total: 1, AWAIT_CONTRACTOR: 1 },
    });
    const api = pageApi(() => done);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const interval = await screen.findByRole('textbox', { name: 'Интервал, часов' });
    await user.clear(interval);
    await user.type(interval, '0');
    await user.click(screen.getByRole('button', { name: 'Сохранить напоминания' }));
    expect(await screen.findByText('Интервал напоминаний — от 1 до 720 часов')).toBeInTheDocument();
    expect(api.to(ONE, 'PUT')).toHaveLength(0);
    await user.clear(interval);
    await user.type(interval, '48');
    await user.click(screen.getByRole('button', { name: 'Сохранить напоминания' }));
    await waitFor(() =>
      expect(api.to(ONE, 'PUT')[0]?.body).toEqual({ reminders: { interval_hours: 48, max: 3, expires_at: null } }),
    );
    // The term is a day typed as ДД.ММ.ГГГГ in the shared picker: the end of that day in Moscow goes out.
    await enterDay(user, await screen.findByRole('group', { name: 'Подписать до (включительно, МСК)' }), '31.12.2030');
    await user.click(screen.getByRole('button', { name: 'Сохранить напоминания' }));
    await waitFor(() =>
      expect(api.to(ONE, 'PUT')[1]?.body).toEqual({
        reminders: { interval_hours: 48, max: 3, expires_at: '2030-12-31T23:59:59+03:00' },
      }),
    );
  });

  it('on a phone shows the documents as cards', async () => {
    setViewportWidth(390);
    const done = checked({
      status: 'COMPLETED_SUCCESS',
      can_generate: false,
      can_import: false,
      documents: { ...bundle(1).documents, total: 2, AWAIT_COMPANY: 1, SIGNED: 1 },
    });
    const api = pageApi(() => done);
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const cards = await screen.findByRole('list', { name: 'Документы пакета' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: 'Акт оказанных услуг № 3' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Документы пакета' })).not.toBeInTheDocument();
  });
});

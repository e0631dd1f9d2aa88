import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { enterDay } from '../../../test/type-day';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, fileId, fileReply, report, reportId, reportsTestApi } from '../test/reports-test-api';

const PAGE = '/profile/documents/reports';
const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(PAGE);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

const list = (items: ReturnType<typeof report>[]) => ({ status: 200, data: { items, totalCount: items.length } });

describe('reports (/profile/documents/reports)', () => {
  it('lists the reports: a building one with its progress, asked again until built, then its files', async () => {
    setViewportWidth(1280);
    let building = report(2, {
      kind: 'CLOSING_DOCUMENTS',
      status: 'PROCESSING',
      done: 3,
      total: 10,
      file_id: null,
      file_name: null,
    });
    const reconciliation = report(1, {
      kind: 'RECONCILIATION',
      file_name: 'Акт сверки 01.11.2026–30.11.2026.pdf',
      extra_file_id: fileId(11),
      extra_file_name: 'Акт сверки 01.11.2026–30.11.2026.xlsx',
    });
    const api = reportsTestApi((call) =>
      call.path === apiPaths.reports.list ? list([building, reconciliation]) : undefined,
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Отчёты компании' });
    expect(api.to(apiPaths.reports.list, 'GET')[0]?.params).toEqual({ page: 1, page_size: 20 });
    const rowOf = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
    const closing = rowOf('Закрывающие документы за период');
    expect(within(closing).getByText('01.11.2026–30.11.2026')).toBeInTheDocument();
    expect(within(closing).getByText('Формируется')).toBeInTheDocument();
    expect(within(closing).getByText('3 из 10')).toBeInTheDocument();
    expect(within(closing).queryByRole('button', { name: /^Скачать/ })).not.toBeInTheDocument();

    const act = rowOf('Акт сверки');
    expect(within(act).getByText('Готов')).toBeInTheDocument();
    expect(within(act).getByText('Анна Иванова')).toBeInTheDocument();
    expect(within(act).getByRole('button', { name: /^Скачать: / })).toBeInTheDocument();
    expect(within(act).getByRole('button', { name: /^Скачать Excel: / })).toBeInTheDocument();
    expect(within(act).getByRole('button', { name: 'Подписать КЭП' })).toBeInTheDocument();
    expect(within(act).getByRole('link', { name: /^Просмотр: / })).toHaveAttribute(
      'href',
      `/files-preview/user-report/${fileId(1)}?report=${reportId(1)}`,
    );

    // Built meanwhile: the next poll shows it ready with its download.
    building = { ...building, status: 'SUCCESS', done: 10, file_id: fileId(2), file_name: 'Закрывающие документы.zip' };
    await waitFor(() =>
      expect(within(rowOf('Закрывающие документы за период')).getByText('Готов')).toBeInTheDocument(),
    );
    expect(api.to(apiPaths.reports.list, 'GET').length).toBeGreaterThan(1);
    expect(
      within(rowOf('Закрывающие документы за период')).getByRole('button', { name: /^Скачать: / }),
    ).toBeInTheDocument();
  });

  it('downloads the report and the акт сверки’s Excel; a signed акт has no «Подписать КЭП»', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const signed = report(1, {
      kind: 'RECONCILIATION',
      signed_at: '2026-11-30T10:00:00.000Z',
      extra_file_id: fileId(11),
      extra_file_name: 'Акт сверки.xlsx',
    });
    const api = reportsTestApi((call) => {
      if (call.path === apiPaths.reports.list) return list([signed]);
      if (call.path === apiPaths.reports.download) {
        const { file } = call.params as { file: string };
        return fileReply(file === 'SIGNATURE' ? 'Акт сверки.pdf.sig' : 'Акт сверки.xlsx', 'application/octet-stream');
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderApp(PAGE, { session: customerSession, api: api.handler });
    await user.click(await screen.findByRole('button', { name: /^Скачать Excel: / }));
    await waitFor(() => expect(api.to(apiPaths.reports.download, 'GET')).toHaveLength(1));
    expect(api.to(apiPaths.reports.download, 'GET')[0]?.params).toEqual({ report_id: reportId(1), file: 'EXTRA' });
    await user.click(screen.getByRole('button', { name: /^Скачать подпись: / }));
    await waitFor(() => expect(api.to(apiPaths.reports.download, 'GET')).toHaveLength(2));
    expect(api.to(apiPaths.reports.download, 'GET')[1]?.params).toEqual({ report_id: reportId(1), file: 'SIGNATURE' });
    // Each under the name the API gave it.
    await waitFor(() => expect(saved).toEqual(['Акт сверки.xlsx', 'Акт сверки.pdf.sig']));
    expect(screen.getByText('Подписан КЭП')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подписать КЭП' })).not.toBeInTheDocument();
  });

  it('orders a report: the kind and the period in the Russian picker, the period rules before sending', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const api = reportsTestApi((call) => {
      if (call.path === apiPaths.reports.list) return list([]);
      if (call.path === apiPaths.reports.order) return { status: 201, data: report(3, { status: 'NEW' }) };
      return undefined;
    });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByText(/Отчётов пока нет/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Заказать отчёт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заказать отчёт' });
    expect(within(dialog).getByText(/не больше года/)).toBeInTheDocument();
    expect(dialog.querySelector('input[type="date"]')).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: /Отчёт/ }));
    await user.click(await screen.findByRole('option', { name: 'Архив чеков' }));
    const typeDay = async (label: string, day: string) =>
      enterDay(user, await within(dialog).findByRole('group', { name: label }), day);
    await typeDay('Начало периода', '10.11.2026');
    await typeDay('Конец периода', '01.11.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Заказать' }));
    expect(await within(dialog).findByText('Период не может заканчиваться раньше, чем начинается')).toBeInTheDocument();
    expect(api.to(apiPaths.reports.order)).toHaveLength(0);

    // The end corrected in the same dialog: the rule's message goes and the order is sent.
    await typeDay('Конец периода', '30.11.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(api.to(apiPaths.reports.order)).toHaveLength(1));
    expect(api.to(apiPaths.reports.order)[0]?.body).toEqual({
      kind: 'RECEIPTS_ARCHIVE',
      period_from: '2026-11-10',
      period_to: '2026-11-30',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Заказать отчёт' })).not.toBeInTheDocument());
  });
});

import { screen } from '@testing-library/react';
import { apiPaths, pathWithId, type Report } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { verifiedCustomerProfile } from '../../../test/fixtures/customer';
import { recordingApi, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const customerSession = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const reportId = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111`;
const fileId = (n: number) => `${String(n).padStart(8, '0')}-2222-4222-8222-222222222222`;
const report = (n: number, fields: Partial<Report>): Report => ({
  id: reportId(n),
  kind: 'RECONCILIATION',
  period_from: '2026-11-01',
  period_to: '2026-11-30',
  status: 'SUCCESS',
  done: 1,
  total: 1,
  file_id: fileId(n),
  file_name: null,
  extra_file_id: null,
  extra_file_name: null,
  signed_at: null,
  error_text: null,
  created_by_name: null,
  created_at: '2026-11-30T09:00:00.000Z',
  finished_at: '2026-11-30T09:01:00.000Z',
  ...fields,
});
const fileReply = (name: string, type: string): StubReply => ({
  status: 200,
  data: new Blob(['%PDF-1.7'], { type }),
  headers: { 'content-type': type, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
});
const reportsTestApi = (route: Parameters<typeof recordingApi>[0]) =>
  recordingApi(route, (path) => {
    if (path === apiPaths.userProfile) return { status: 200, data: verifiedCustomerProfile };
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    return undefined;
  });

const originalAdapter = http.defaults.adapter;
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const act = report(1, {
  kind: 'RECONCILIATION',
  file_name: 'Акт сверки.pdf',
  extra_file_id: fileId(11),
  extra_file_name: 'Акт сверки.xlsx',
});

function previewApi() {
  return reportsTestApi((call) => {
    if (call.path === pathWithId(apiPaths.reports.one, reportId(1))) return { status: 200, data: act };
    if (call.path === apiPaths.reports.download) {
      const { file } = call.params as { file: string };
      return file === 'REPORT'
        ? fileReply('Акт сверки.pdf', 'application/pdf')
        : fileReply('Акт сверки.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
    return undefined;
  });
}

describe('/files-preview/user-report/{fileId}?report={id}', () => {
  it('shows the акт сверки’s PDF in a frame, read by the report and its file kind', async () => {
    const api = previewApi();
    renderApp(`/files-preview/user-report/${fileId(1)}?report=${reportId(1)}`, {
      session: customerSession,
      api: api.handler,
    });
    const frame = await screen.findByTitle('Акт сверки.pdf', {}, { timeout: 15_000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute('download', 'Акт сверки.pdf');
    expect(api.to(apiPaths.reports.download, 'GET')[0]?.params).toEqual({ report_id: reportId(1), file: 'REPORT' });
  });

  it('offers the Excel for download instead of showing it', async () => {
    const api = previewApi();
    renderApp(`/files-preview/user-report/${fileId(11)}?report=${reportId(1)}`, {
      session: customerSession,
      api: api.handler,
    });
    expect(
      await screen.findByText('Этот файл не отображается в браузере: скачайте его.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(api.to(apiPaths.reports.download, 'GET')[0]?.params).toEqual({ report_id: reportId(1), file: 'EXTRA' });
  });

  it('a file not of the report, or another company’s report, is not found', async () => {
    const api = previewApi();
    renderApp(`/files-preview/user-report/${fileId(7)}?report=${reportId(1)}`, {
      session: customerSession,
      api: api.handler,
    });
    expect(await screen.findByText('Файл не найден', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(api.to(apiPaths.reports.download, 'GET')).toHaveLength(0);
    http.defaults.adapter = originalAdapter;
    const other = reportsTestApi(() => undefined);
    renderApp(`/files-preview/user-report/${fileId(1)}?report=${reportId(9)}`, {
      session: customerSession,
      api: other.handler,
    });
    expect((await screen.findAllByText('Файл не найден', {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { type AxiosAdapter, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';

const originalAdapter = http.defaults.adapter;
const session = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const FILE_ID = '33333333-3333-4333-8333-333333333333';
const NAME = 'Соглашение об электронном документообороте (подписано).pdf';

function fakeApi(fileReply: StubReply) {
  const fileParams: unknown[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.agreement.fileContent) {
      fileParams.push(req.params);
      return fileReply;
    }
    return { status: 404, data: {} };
  };
  return { handler, fileParams };
}

describe('/files-preview/agreement/{fileId}', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.restoreAllMocks();
  });

  it('shows the PDF inline and downloads it under its own name', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agreement-pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved = captureSavedFiles();
    const api = fakeApi({ status: 200, data: new Blob(['%PDF-1.7']) });
    renderApp(`/files-preview/agreement/${FILE_ID}`, { session, api: api.handler });
    // The stub answers carry no headers: the name comes in Content-Disposition, as from the real API.
    const stubbed = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const response = await stubbed(config);
      response.headers = new AxiosHeaders({
        'content-disposition': `inline; filename="agreement.pdf"; filename*=UTF-8''${encodeURIComponent(NAME)}`,
      });
      return response;
    };

    const frame = await screen.findByTitle(NAME);
    expect(screen.getByText(NAME)).toBeInTheDocument();
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:agreement-pdf');
    expect(api.fileParams[0]).toEqual({ file_id: FILE_ID });
    expect(screen.getByRole('heading', { name: 'Просмотр соглашения' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Скачать PDF' }));
    expect(saved).toEqual([NAME]);
  });

  it('says so when the file is not the caller’s', async () => {
    const api = fakeApi({ status: 404, data: { code: 'NOT_FOUND', error_message: 'Файл не найден' } });
    renderApp(`/files-preview/agreement/${FILE_ID}`, { session, api: api.handler });
    expect(await screen.findByText('Файл не найден')).toBeInTheDocument();
    expect(screen.queryByTitle(/Соглашение/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeDisabled());
  });
});

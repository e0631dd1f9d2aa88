import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const contractor = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const DOCUMENT_ID = 'd1111111-1111-4111-8111-111111111111';
const FILE_ID = 'f2222222-2222-4222-8222-222222222222';
const FILE_PATH = apiPaths.documents.attachment.replace(':id', DOCUMENT_ID).replace(':attachmentId', FILE_ID);
const PAGE = `/files-preview/document/${FILE_ID}?document=${DOCUMENT_ID}`;

/** A file as the API sends it (sendFile): the bytes, their type and the Cyrillic name in Content-Disposition. */
const fileReply = (name: string, type: string, bytes = '%PDF-1.7'): StubReply => ({
  status: 200,
  data: new Blob([bytes], { type }),
  headers: {
    'content-type': type,
    'content-disposition': `inline; filename="file"; filename*=UTF-8''${encodeURIComponent(name)}`,
  },
});

function fileApi(replies: StubReply[]) {
  const requested: string[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path.startsWith('/v1/document/')) {
      requested.push(path);
      return replies.shift() ?? { status: 500, data: {} };
    }
    return { status: 404, data: {} };
  };
  return { handler, requested };
}

describe('/files-preview/document/{fileId}?document={id}', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows the document’s PDF in a frame under its name, with «Скачать», reading it under its document', async () => {
    const api = fileApi([fileReply('Договор № 7.pdf', 'application/pdf')]);
    renderApp(PAGE, { session: customer, api: api.handler });
    const frame = await screen.findByTitle('Договор № 7.pdf', {}, { timeout: 15_000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('heading', { name: 'Договор № 7.pdf' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Скачать' });
    expect(download).toHaveAttribute('href', 'blob:preview');
    expect(download).toHaveAttribute('download', 'Договор № 7.pdf');
    expect(api.requested).toEqual([FILE_PATH]);
  });

  it('the contractor opens a file of their document the same way', async () => {
    const api = fileApi([fileReply('Акт № 3.pdf', 'application/pdf; charset=binary')]);
    renderApp(PAGE, { session: contractor, api: api.handler });
    expect(await screen.findByTitle('Акт № 3.pdf', {}, { timeout: 15_000 })).toHaveAttribute('src', 'blob:preview');
  });

  it('a file the browser cannot show (an appendix in .docx) is offered for download only', async () => {
    const api = fileApi([fileReply('Смета.docx', 'application/octet-stream', 'PK')]);
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(
      await screen.findByText('Этот файл не отображается в браузере: скачайте его.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Смета.docx')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute('download', 'Смета.docx');
  });

  it('without the document in the address says «Файл не найден» and asks nothing', async () => {
    const api = fileApi([]);
    renderApp(`/files-preview/document/${FILE_ID}`, { session: customer, api: api.handler });
    expect(await screen.findByText('Файл не найден', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Просмотр документа' })).toBeInTheDocument();
    expect(api.requested).toEqual([]);
  });

  it('another company’s (or an unknown) file: «Файл не найден», nothing to download', async () => {
    const api = fileApi([{ status: 404, data: { error_message: 'Документ не найден', code: 'NOT_FOUND' } }]);
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(await screen.findByText('Файл не найден', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Скачать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('a failed load says so with the server’s words and brings the file on «Повторить»', async () => {
    const api = fileApi([
      { status: 503, data: { error_message: 'Хранилище файлов временно недоступно', code: 'INTERNAL' } },
      fileReply('Договор № 7.pdf', 'application/pdf'),
    ]);
    renderApp(PAGE, { session: customer, api: api.handler });
    expect(
      await screen.findByText('Хранилище файлов временно недоступно', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTitle('Договор № 7.pdf')).toBeInTheDocument();
    await waitFor(() => expect(api.requested).toEqual([FILE_PATH, FILE_PATH]));
  });
});

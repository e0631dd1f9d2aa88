import { screen } from '@testing-library/react';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const customer = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const FILE_ID = 'f1111111-1111-4111-8111-111111111111';
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<Доверенность ВерсФорм="EMCHD_1"/>';

/** The stub answers a blob with the headers the API sends (sendFile). */
function fileApi(reply: { status: number; body: Blob | object; type?: string; name?: string }) {
  const requests: { path: string; params: unknown }[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply | Promise<StubReply> => {
    const path = pathOf(req);
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path !== apiPaths.representatives.fileContent) return { status: 404, data: {} };
    requests.push({ path, params: req.params });
    return { status: reply.status, data: reply.body };
  };
  return { handler, requests };
}

describe('/files-preview/responsible/{fileId}', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('shows an МЧД as its XML text with a download button, asking only for its own file id', async () => {
    const api = fileApi({ status: 200, body: new Blob([XML], { type: 'application/xml' }) });
    renderApp(`/files-preview/responsible/${FILE_ID}`, { session: customer, api: api.handler });
    expect(await screen.findByLabelText('Содержимое XML', {}, { timeout: 15_000 })).toHaveTextContent(
      '<Доверенность ВерсФорм="EMCHD_1"/>',
    );
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute('href', 'blob:preview');
    expect(api.requests).toEqual([{ path: apiPaths.representatives.fileContent, params: { file_id: FILE_ID } }]);
  });

  it('shows a PDF in a frame', async () => {
    const api = fileApi({ status: 200, body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    renderApp(`/files-preview/responsible/${FILE_ID}`, { session: customer, api: api.handler });
    const frame = await screen.findByTitle('document', {}, { timeout: 15_000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview');
  });

  it('says the file is not found when it is not the company’s', async () => {
    const api = fileApi({ status: 404, body: { error_message: 'Файл не найден', code: 'NOT_FOUND' } });
    renderApp(`/files-preview/responsible/${FILE_ID}`, { session: customer, api: api.handler });
    expect(await screen.findByText('Файл не найден', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Скачать' })).not.toBeInTheDocument();
  });

  it('reads the Cyrillic file name of Content-Disposition', () => {
    const header = `inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('Доверенность.pdf')}`;
    expect(fileNameOf(header, 'document')).toBe('Доверенность.pdf');
    expect(fileNameOf('inline; filename="scan.pdf"', 'document')).toBe('scan.pdf');
    expect(fileNameOf(undefined, 'document')).toBe('document');
  });
});

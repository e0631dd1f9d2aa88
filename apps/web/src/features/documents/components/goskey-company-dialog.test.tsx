import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Document, type GoskeyRepresentative } from '@vyplaty/contracts';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { pathOf, type StubHandler, stubAdapter } from '../../../test/http-stub';
import { appTheme } from '../../../theme/theme';
import { doc, uuidOf } from '../test/documents-test-api';
import { GoskeySign } from './goskey-sign';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const AWAIT_COMPANY = doc(7, { status: 'AWAIT_SIGN_USER', can_edit: false, can_send: false, can_sign: true });
const DARYA: GoskeyRepresentative = {
  id: uuidOf('70000000', 1),
  name: 'Образцова Дарья Тестовна',
  job_title: 'Главный бухгалтер',
  mchd_number: '6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c',
  mchd_valid_until: '2027-11-25',
};
const path = (template: string) => template.replace(':id', AWAIT_COMPANY.id);

function renderSign(document: Document, api: StubHandler) {
  const adapter = stubAdapter(api);
  http.defaults.adapter = adapter;
  const onChanged = vi.fn();
  const router = createMemoryRouter([
    { path: '*', element: <GoskeySign doc={document} onChanged={onChanged} side="company" /> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={appTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { adapter, onChanged };
}

describe('«Подписать в Госключе» of the company', () => {
  it('offers only the persons the API lists and sends the document to the chosen one', async () => {
    const sent: Document = {
      ...AWAIT_COMPANY,
      goskey: {
        kind: 'UKEP_GOSKEY',
        party: 'COMPANY',
        status: 'PENDING',
        sent_at: '2026-11-25T09:00:00.000Z',
        expires_at: '2026-11-26T09:00:00.000Z',
        reason: null,
        representative: { id: DARYA.id, name: DARYA.name },
      },
    };
    const { adapter, onChanged } = renderSign(AWAIT_COMPANY, (req) => {
      if (req.method === 'get' && pathOf(req) === path(apiPaths.documents.signGoskeyRepresentatives))
        return { status: 200, data: { items: [DARYA] } };
      if (req.method === 'post' && pathOf(req) === path(apiPaths.documents.signGoskey))
        return { status: 200, data: sent };
      return { status: 404, data: {} };
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Подписать в Госключе' }));
    expect(await screen.findByRole('combobox', { name: 'Кто подписывает' })).toHaveTextContent(
      'Образцова Дарья Тестовна, Главный бухгалтер, МЧД до 25.11.2027',
    );
    const dialog = screen.getByRole('dialog', { name: 'Подписать в Госключе' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить в Госключ' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(sent));
    const post = adapter.calls.find((c) => c.method === 'post');
    expect(JSON.parse(post!.data as string)).toEqual({ kind: 'UKEP_GOSKEY', representative_id: DARYA.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with nobody to sign says what is needed and links to the responsible persons', async () => {
    const { adapter } = renderSign(AWAIT_COMPANY, () => ({ status: 200, data: { items: [] } }));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Подписать в Госключе' }));
    expect(await screen.findByText(/^Подписать в Госключе некому/)).toHaveTextContent(
      /СНИЛС и действующей машиночитаемой доверенностью \(МЧД\)/,
    );
    const dialog = screen.getByRole('dialog', { name: 'Подписать в Госключе' });
    expect(within(dialog).getByRole('link', { name: 'Перейти к ответственным лицам' })).toHaveAttribute(
      'href',
      '/profile/responsible-persons',
    );
    expect(within(dialog).queryByRole('button', { name: 'Отправить в Госключ' })).not.toBeInTheDocument();
    expect(adapter.calls.filter((c) => c.method === 'post')).toEqual([]);
  });

  it('shows the company’s waiting request with the person who signs it', () => {
    const waiting = (status: 'PENDING'): Document => ({
      ...AWAIT_COMPANY,
      goskey: {
        kind: 'UKEP_GOSKEY',
        party: 'COMPANY',
        status,
        sent_at: null,
        expires_at: '2026-11-26T09:00:00.000Z',
        reason: null,
        representative: { id: DARYA.id, name: DARYA.name },
      },
    });
    renderSign(waiting('PENDING'), () => ({ status: 404 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Ожидает подписания в Госключе до .+\. Образцова Дарья Тестовна подтверждает подпись/,
    );
    expect(screen.queryByRole('button', { name: 'Подписать в Госключе' })).not.toBeInTheDocument();
  });

  it('an unconfirmed send: «Отправка в Госключ не подтверждена, проверяем…»', () => {
    renderSign(
      {
        ...AWAIT_COMPANY,
        goskey: {
          kind: 'UKEP_GOSKEY',
          party: 'COMPANY',
          status: 'SEND_UNKNOWN',
          sent_at: null,
          expires_at: '2026-11-26T09:00:00.000Z',
          reason: null,
          representative: { id: DARYA.id, name: DARYA.name },
        },
      },
      () => ({ status: 404 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Отправка в Госключ не подтверждена, проверяем…');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Agreement, apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';

const originalAdapter = http.defaults.adapter;
const session = { role: 'user', entity_id: 'c1', is_verified: true } as const;
const PAGE = '/profile/documents/agreements';

const EDO: Agreement = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'EDO',
  title: 'Соглашение об электронном документообороте',
  version: '1.0',
  status: 'SIGNED',
  file_id: '22222222-2222-4222-8222-222222222222',
  signed_file_id: '33333333-3333-4333-8333-333333333333',
  created_at: '2026-11-20T09:00:00.000Z',
  signed_at: '2026-11-21T10:30:00.000Z',
};
const NEP: Agreement = {
  ...EDO,
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'SELF_NEP',
  title: 'Соглашение об использовании простой электронной подписи',
  status: 'AWAIT_SIGN',
  file_id: '55555555-5555-4555-8555-555555555555',
  signed_file_id: null,
  signed_at: null,
};

const OFFER = {
  id: '66666666-6666-4666-8666-666666666666',
  version: '3',
  title: 'Оферта платформы',
  published_at: '2026-10-01',
};
const APPLICATION = {
  offer: OFFER,
  title: 'Заявление о присоединении к оферте',
  party: ['ООО "Демо Компания"', 'ИНН 7719617469'],
  paragraphs: ['Настоящим ООО "Демо Компания" … присоединяется к оферте «Оферта платформы».'],
  date: '2026-11-27',
  signed_kep: true,
};

function fakeApi(items: Agreement[], totalCount = items.length, fileReply?: StubReply, failedLists = 0) {
  const listBodies: unknown[] = [];
  let failuresLeft = failedLists;
  const fileParams: unknown[] = [];
  const handler = (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    if (path === apiPaths.notifications.notReadCount) return { status: 200, data: { count: 0 } };
    if (path === apiPaths.offer.fileContent) return { status: 200, data: { ...OFFER, text: 'Текст оферты' } };
    if (path === apiPaths.offer.custom) return { status: 200, data: APPLICATION };
    if (path === apiPaths.agreement.list) {
      listBodies.push(JSON.parse(String(req.data)));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { status: 503, data: {} };
      }
      return { status: 200, data: { items, totalCount } };
    }
    if (path === apiPaths.agreement.fileContent) {
      fileParams.push(req.params);
      return fileReply ?? { status: 200, data: new Blob(['%PDF-1.7']) };
    }
    return { status: 404, data: {} };
  };
  return { handler, listBodies, fileParams };
}

describe('profile → documents → agreements', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the agreements with status, dates, preview link and download', async () => {
    const user = userEvent.setup();
    const api = fakeApi([EDO, NEP]);
    const saved = captureSavedFiles();
    renderApp(PAGE, { session, api: api.handler });

    // The first render of the file loads the page's chunks: longer than the usual wait on a busy machine.
    const table = await screen.findByRole('table', { name: 'Соглашения компании' }, { timeout: 15_000 });
    const edoRow = within(table).getByText(EDO.title).closest('tr') as HTMLElement;
    expect(within(edoRow).getByText('Подписано')).toBeInTheDocument();
    expect(within(edoRow).getByText('20.11.2026')).toBeInTheDocument();
    expect(within(edoRow).getByText(/^21\.11\.2026 \d\d:30$/)).toBeInTheDocument();
    // The signed copy (with the signature sheet) is what is previewed and downloaded.
    expect(within(edoRow).getByRole('link', { name: `Просмотр: ${EDO.title}` })).toHaveAttribute(
      'href',
      `/files-preview/agreement/${EDO.signed_file_id}`,
    );
    const nepRow = within(table).getByText(NEP.title).closest('tr') as HTMLElement;
    expect(within(nepRow).getByText('Ожидает подписания')).toBeInTheDocument();
    // КЭП signs what the ПЭП signs today: neither a signed agreement nor the ПЭП agreement itself.
    expect(within(table).queryByRole('button', { name: /^Подписать КЭП/ })).not.toBeInTheDocument();
    expect(within(nepRow).getByText('—')).toBeInTheDocument();
    expect(within(nepRow).getByRole('link', { name: `Просмотр: ${NEP.title}` })).toHaveAttribute(
      'href',
      `/files-preview/agreement/${NEP.file_id}`,
    );

    await user.click(within(edoRow).getByRole('button', { name: `Скачать: ${EDO.title}` }));
    await waitFor(() => expect(saved).toEqual(['Соглашение.pdf']));
    expect(api.fileParams).toEqual([{ file_id: EDO.signed_file_id }]);
    expect(api.listBodies[0]).toEqual({ page: 1, page_size: 20 });
  });

  it('offers «Подписать КЭП» on an unsigned EDO agreement and signs it through the shared dialog', async () => {
    const unsigned: Agreement = { ...EDO, status: 'AWAIT_SIGN', signed_file_id: null, signed_at: null };
    renderApp(PAGE, { session, api: fakeApi([unsigned]).handler });
    const table = await screen.findByRole('table', { name: 'Соглашения компании' });
    await userEvent.setup().click(within(table).getByRole('button', { name: `Подписать КЭП: ${EDO.title}` }));
    expect(await screen.findByRole('dialog', { name: 'Подписание КЭП' })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi([EDO], 25);
    renderApp(PAGE, { session, api: api.handler });
    expect(await screen.findByText('1–20 из 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /следующ/i }));
    await waitFor(() => expect(api.listBodies.at(-1)).toEqual({ page: 2, page_size: 20 }));
  });

  it('a click on a row (not on its buttons) opens the agreement’s file: the signed copy once signed', async () => {
    const user = userEvent.setup();
    const api = fakeApi([EDO, NEP]);
    const saved = captureSavedFiles();
    const { router } = renderApp(PAGE, { session, api: api.handler });
    const table = await screen.findByRole('table', { name: 'Соглашения компании' });
    const nepRow = within(table).getByText(NEP.title).closest('tr') as HTMLElement;

    // «Скачать» keeps its own click: the file is downloaded and the page stays.
    await user.click(within(nepRow).getByRole('button', { name: `Скачать: ${NEP.title}` }));
    await waitFor(() => expect(saved).toEqual(['Соглашение.pdf']));
    expect(router.state.location.pathname).toBe(PAGE);

    await user.click(within(nepRow).getByText('Ожидает подписания'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/files-preview/agreement/${NEP.file_id}`));
    await act(() => router.navigate(PAGE));
    const edoRow = (await screen.findByText(EDO.title)).closest('tr') as HTMLElement;
    await user.click(within(edoRow).getByText('Редакция 1.0'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/files-preview/agreement/${EDO.signed_file_id}`));
  });

  it('shows cards on a phone; a tap on a card opens the agreement’s file', async () => {
    setViewportWidth(400);
    const { router } = renderApp(PAGE, { session, api: fakeApi([EDO]).handler });
    const list = await screen.findByRole('list', { name: 'Соглашения компании' });
    expect(within(list).getByText(EDO.title)).toBeInTheDocument();
    expect(within(list).getByText(/^Подписано \d\d\.11\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(within(list).getByText(EDO.title));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/files-preview/agreement/${EDO.signed_file_id}`));
  });

  it('says when there are none', async () => {
    renderApp(PAGE, { session, api: fakeApi([]).handler });
    expect(
      await screen.findByText('Соглашений пока нет. Они появятся после выпуска простой электронной подписи.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list failed to load and brings it on «Повторить»', async () => {
    const api = fakeApi([EDO], 1, undefined, 1);
    renderApp(PAGE, { session, api: api.handler });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Что-то пошло не так')).toBeInTheDocument();
    expect(within(panel).getByText('Не удалось загрузить соглашения')).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Повторить' }));
    const table = await screen.findByRole('table', { name: 'Соглашения компании' });
    expect(within(table).getByText(EDO.title)).toBeInTheDocument();
    expect(api.listBodies).toHaveLength(2);
  });

  it('tells when a download fails', async () => {
    const user = userEvent.setup();
    const api = fakeApi([EDO], 1, { status: 404, data: { code: 'NOT_FOUND', error_message: 'Файл не найден' } });
    renderApp(PAGE, { session, api: api.handler });
    await user.click(await screen.findByRole('button', { name: `Скачать: ${EDO.title}` }));
    expect(await screen.findByText('Файл не найден')).toBeInTheDocument();
  });

  it('shows the offer in force and that the company signed its application to join it with КЭП', async () => {
    renderApp(PAGE, { session, api: fakeApi([EDO]).handler });
    const panel = await screen.findByRole('region', { name: 'Оферта платформы' });
    expect(await within(panel).findByText('Заявление о присоединении к оферте подписано КЭП.')).toBeInTheDocument();
    expect(within(panel).getByText('«Оферта платформы», редакция 3 от 01.10.2026.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Подписать КЭП' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Заявление о присоединении' }));
    const application = await screen.findByRole('dialog', { name: 'Заявление о присоединении к оферте' });
    expect(await within(application).findByText('Заявление уже подписано КЭП — оферта принята.')).toBeInTheDocument();
    expect(within(application).queryByRole('button', { name: 'Подписать КЭП' })).not.toBeInTheDocument();
  });
});

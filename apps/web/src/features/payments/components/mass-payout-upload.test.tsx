import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { importing, registryId } from '../test/mass-payouts-test-api';
import { type Call, customerSession, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

const NEW = importing(9, 0, 0);

function uploadApi(upload: (call: Call) => StubReply) {
  return payoutsTestApi((call) => {
    if (call.path === apiPaths.massPayouts.list) return { status: 200, data: { items: [], next_cursor: null } };
    if (call.path === apiPaths.massPayouts.one.replace(':id', NEW.id)) return { status: 200, data: NEW };
    if (call.method === 'POST') return upload(call);
    if (call.path === apiPaths.massPayouts.template) {
      return {
        status: 200,
        data: new Blob(['xlsx']),
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%A8%D0%B0%D0%B1%D0%BB%D0%BE%D0%BD.xlsx" },
      };
    }
    return undefined;
  });
}

const zone = () => screen.findByRole('region', { name: 'Загрузка реестра' });
const fileInput = async () => (await zone()).querySelector('input[type="file"]') as HTMLInputElement;
const xlsx = (name = 'Реестр.xlsx') => new File(['PK'], name, { type: 'application/vnd.ms-excel' });

describe('registry upload on /payments/mass-payment', () => {
  it('uploads an Excel registry and opens its page', async () => {
    const api = uploadApi(() => ({ status: 201, data: NEW }));
    const { router } = renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    await userEvent.upload(await fileInput(), xlsx());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/mass-payment/${registryId(9)}`));
    const [upload] = api.to(apiPaths.massPayouts.importFile);
    expect((upload?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('heading', { name: 'Реестр № 9' })).toBeInTheDocument();
  });

  it('opens the registry the same file made before, and says so', async () => {
    const api = uploadApi(() => ({ status: 200, data: NEW }));
    const { router } = renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    await userEvent.upload(await fileInput(), xlsx());
    expect(await screen.findByText('Этот файл уже загружен: открыт Реестр № 9')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/mass-payment/${registryId(9)}`));
  });

  it('sends a 1C .txt to the 1C import', async () => {
    const api = uploadApi(() => ({ status: 201, data: NEW }));
    const { router } = renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    await userEvent.upload(
      await fileInput(),
      new File(['1CClientBankExchange'], 'kl_to_1c.txt', { type: 'text/plain' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payments/mass-payment/${registryId(9)}`));
    expect(api.to(apiPaths.massPayouts.importFile1c)).toHaveLength(1);
  });

  it('stays on the list with the server’s Russian reason when the file is refused', async () => {
    const api = uploadApi(() => ({
      status: 400,
      data: { code: 'VALIDATION_ERROR', error_message: 'В файле нет листа «Выплаты»: скачайте шаблон и заполните его' },
    }));
    const { router } = renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    await userEvent.upload(await fileInput(), xlsx());
    expect(await within(await zone()).findByRole('alert')).toHaveTextContent(
      'В файле нет листа «Выплаты»: скачайте шаблон и заполните его',
    );
    expect(router.state.location.pathname).toBe('/payments/mass-payment');
  });

  it('refuses another format before sending it', async () => {
    const api = uploadApi(() => ({ status: 201, data: NEW }));
    renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    expect(await zone()).toHaveTextContent('Загрузите файл в формате .xlsx/.txt не более 50 Мб');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await fileInput(), new File(['%PDF'], 'Реестр.pdf', { type: 'application/pdf' }));
    expect(await within(await zone()).findByRole('alert')).toHaveTextContent('Недопустимый формат файла');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('downloads the template under the server’s name', async () => {
    const saved = captureSavedFiles();
    const api = uploadApi(() => ({ status: 201, data: NEW }));
    renderApp('/payments/mass-payment', { session: customerSession, api: api.handler });
    await userEvent.click(await within(await zone()).findByRole('button', { name: 'Скачать шаблон' }));
    await waitFor(() => expect(saved).toEqual(['Шаблон.xlsx']));
    expect(api.to(apiPaths.massPayouts.template, 'GET')).toHaveLength(1);
  });
});

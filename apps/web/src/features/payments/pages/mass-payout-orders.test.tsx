import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type MassPayout, type MassPayoutOrdersState, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockCadesPlugin } from '../../../lib/cryptopro/cadesplugin.test-helpers';
import { http } from '../../../lib/http';
import type { StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { paying, registry, registryId, registryRow } from '../test/mass-payouts-test-api';
import { type Call, customerSession, payoutsTestApi, uuidOf } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('./payments-pages');
}, 30_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  delete window.cadesplugin;
  vi.restoreAllMocks();
});

const ID = registryId(1);
const PAGE = `/payments/mass-payment/${ID}`;
const paths = apiPaths.massPayouts;
const ONE = pathWithId(paths.one, ID);
const PAY = pathWithId(paths.pay, ID);
const ORDERS = pathWithId(paths.paymentOrders, ID);
const SIGN = pathWithId(paths.paymentOrdersSignKep, ID);
const PAYOUT_A = uuidOf('20000000', 7);
const PAYOUT_B = uuidOf('20000000', 8);

const order = (
  payoutId: string,
  number: string,
  bankStatus: MassPayoutOrdersState['items'][number]['bank_status'],
) => ({
  payout_id: payoutId,
  number,
  amount: '1000.00',
  recipient: 'Петров Пётр Петрович, счёт •• 4312',
  bank_status: bankStatus,
  bank_reason: null,
});
const AWAIT_SIGN: MassPayoutOrdersState = {
  status: 'AWAIT_SIGN',
  reason: null,
  file_name: 'Платёжные поручения по реестру № 1.txt',
  signer_name: null,
  signed_at: null,
  certificate_thumbprint: null,
  items: [order(PAYOUT_A, '000007', null), order(PAYOUT_B, '000008', null)],
};
const SENT: MassPayoutOrdersState = {
  ...AWAIT_SIGN,
  status: 'SENDING',
  signer_name: 'Смирнова Анна Сергеевна (ООО Демо Компания)',
  signed_at: '2026-11-24T09:00:00.000Z',
  certificate_thumbprint: 'AB12',
  items: [order(PAYOUT_A, '000007', 'ACCEPTED'), order(PAYOUT_B, '000008', 'EXECUTED')],
};
const toSign = (payoutId: string, number: string) => ({
  document_id: payoutId,
  payout_id: payoutId,
  number,
  amount: '1000.00',
  file_name: `Платёжное поручение № ${number}.txt`,
  sign_mode: 'CONTENT' as const,
  content: btoa(`order ${number}`),
  size: 10,
  hash_algorithm: 'CP_GOST_3411_2012_256' as const,
  hash: 'ab'.repeat(32),
  sha256: 'cd'.repeat(32),
});

function registryApi(current: () => MassPayout, route?: (call: Call) => StubReply | undefined) {
  return payoutsTestApi((call) => {
    if (call.path === ONE && call.method === 'GET') return { status: 200, data: current() };
    if (call.path === pathWithId(paths.rows, ID))
      return { status: 200, data: { items: [registryRow(1)], next_cursor: null } };
    if (call.path === pathWithId(paths.history, ID)) return { status: 200, data: { items: [] } };
    return route?.(call);
  });
}

describe('paying a registry by payment orders', { timeout: 60_000 }, () => {
  it('the pay dialog offers «Как оплатить» and sends channel OWN_ACCOUNT when chosen', async () => {
    const api = registryApi(
      () => registry(1),
      (call) => (call.path === PAY ? { status: 202, data: paying(1, { channel: 'OWN_ACCOUNT' }) } : undefined),
    );
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Оплатить реестр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить реестр № 1?' });
    const choice = within(dialog).getByRole('radiogroup', { name: 'Как оплатить' });
    expect(within(choice).getByRole('radio', { name: 'С номинального счёта платформы' })).toBeChecked();
    expect(within(dialog).getByText(/подписывает их КЭП.*её банк оплачивает/)).toBeInTheDocument();
    await user.click(within(choice).getByRole('radio', { name: /Платёжными поручениями со счёта компании/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(api.to(PAY)).toHaveLength(1));
    expect(api.to(PAY)[0]?.body).toEqual({ channel: 'OWN_ACCOUNT' });
    expect(api.to(PAY)[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a nominal registry shows no payment orders', async () => {
    const api = registryApi(() => paying(1, { phase: 'FOLLOWING' }));
    renderApp(PAGE, { session: customerSession, api: api.handler });
    expect(await screen.findByText(/Банк проводит выплаты/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Платёжные поручения' })).not.toBeInTheDocument();
    expect(api.to(ORDERS, 'GET')).toHaveLength(0);
  });

  it('shows the orders’ state, downloads the 1C file and the PDF, signs every order with КЭП and follows them', async () => {
    window.cadesplugin = mockCadesPlugin({
      certificates: [{ subjectName: 'CN=Смирнова Анна Сергеевна, O=ООО Демо Компания, C=RU', thumbprint: 'AB12' }],
    }).plugin;
    let state = AWAIT_SIGN;
    const api = registryApi(
      () => paying(1, { phase: 'FOLLOWING', channel: 'OWN_ACCOUNT', rows_total: 2, rows_done: 2 }),
      (call) => {
        const format = (call.params as { format?: string } | undefined)?.format;
        if (call.path === ORDERS && format === 'json') return { status: 200, data: state };
        if (call.path === ORDERS) {
          return {
            status: 200,
            data: new Blob(['1CClientBankExchange']),
            headers: { 'content-disposition': `attachment; filename="orders.${format}"` },
          };
        }
        if (call.path === SIGN && call.method === 'GET') {
          return { status: 200, data: { items: [toSign(PAYOUT_A, '000007'), toSign(PAYOUT_B, '000008')] } };
        }
        if (call.path === SIGN && call.method === 'POST') {
          state = SENT;
          return { status: 200, data: SENT };
        }
        return undefined;
      },
    );
    const saved = captureSavedFiles();
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    const panel = await screen.findByRole('region', { name: 'Платёжные поручения' });
    expect(await within(panel).findByText(/Поручения не подписаны/)).toBeInTheDocument();
    expect(
      screen.getByText('Банк компании исполняет платёжные поручения: выплачено 0 из 2, не выплачено 0'),
    ).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Поручения реестра' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText(/Не подписано/)).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Скачать для 1С (.txt)' }));
    const pdf = within(panel).getByRole('button', { name: 'Скачать PDF' });
    // One download at a time: the PDF waits for the 1C file.
    await waitFor(() => expect(pdf).toBeEnabled());
    await user.click(pdf);
    await waitFor(() =>
      expect(api.to(ORDERS, 'GET').map((c) => (c.params as { format: string }).format)).toEqual(
        expect.arrayContaining(['txt', 'pdf']),
      ),
    );
    // Saved under the names the API gave them.
    await waitFor(() => expect(saved).toEqual(['orders.txt', 'orders.pdf']));

    await user.click(within(panel).getByRole('button', { name: 'Подписать КЭП' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписание КЭП' });
    expect(within(dialog).getByText('Платёжные поручения по реестру № 1')).toBeInTheDocument();
    const sign = await within(dialog).findByRole('button', { name: 'Подписать' });
    // The store's one certificate is chosen once it is read.
    await waitFor(() => expect(sign).toBeEnabled());
    await user.click(sign);
    await waitFor(() => expect(api.to(SIGN, 'POST')).toHaveLength(1));
    expect(api.to(SIGN, 'POST')[0]?.body).toEqual({
      signatures: [
        { payout_id: PAYOUT_A, signature: `SIG(${btoa('order 000007')})` },
        { payout_id: PAYOUT_B, signature: `SIG(${btoa('order 000008')})` },
      ],
    });
    expect(await within(panel).findByText('Отправляем поручения в банк через 1С:ДиректБанк…')).toBeInTheDocument();
    expect(within(panel).getByText(/Подписано КЭП: Смирнова Анна Сергеевна/)).toBeInTheDocument();
    expect(within(panel).getByText(/Принято банком/)).toBeInTheDocument();
    expect(within(panel).getByText(/Исполнено банком/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Подписать КЭП' })).not.toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type Payout } from '@vyplaty/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { renderApp } from '../../../test/render-app';
import { captureSavedFiles } from '../../../test/saved-files';
import { setViewportWidth } from '../../../test/viewport';
import { customerSession, payout, payoutsTestApi } from '../test/payouts-test-api';

const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../pages/payout-pages');
}, 30_000);

const TO_ACCOUNT = payout(5, { recipient: { kind: 'BANK_ACCOUNT', label: 'Счёт •• 4567, ПАО Сбербанк' } });
const TO_CARD = payout(6, { recipient: { kind: 'CARD', label: 'Карта •• 4242' } });
const orderPath = (p: Payout) => apiPaths.payouts.paymentOrder.replace(':id', p.id);

const NOT_SIGNED = {
  status: 'NOT_SIGNED',
  file_name: 'Платёжное поручение № 5 от 01.11.2026.txt',
  signer_name: null,
  signed_at: null,
  certificate_thumbprint: null,
  bank: null,
};
const SIGNED = {
  ...NOT_SIGNED,
  status: 'SIGNED',
  signer_name: 'Иванова Мария Петровна (ООО «Ромашка»)',
  signed_at: '2026-11-24T09:00:00.000Z',
  certificate_thumbprint: 'ab12',
};

function drawerApi(
  items: Payout[],
  order: () => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>,
  state: () => unknown = () => NOT_SIGNED,
) {
  return payoutsTestApi((call) => {
    if (call.path === apiPaths.payouts.list) {
      return { status: 200, data: { items, totalCount: items.length, next_cursor: null } };
    }
    if (call.path.endsWith('/payment_order') && (call.params as { format?: string } | undefined)?.format === 'json') {
      return { status: 200, data: state() };
    }
    if (call.path.endsWith('/payment_order')) return order();
    if (call.path.endsWith('/payment_order/sign_kep')) return { status: 200, data: SIGNED };
    if (/\/(history|file)$/.test(call.path)) return { status: 200, data: { items: [] } };
    return undefined;
  });
}

async function openPayout(number: number) {
  const user = userEvent.setup({ delay: null });
  const table = await screen.findByRole('table', { name: 'Выплаты' });
  await user.click(within(table).getByText(`${number}`, { selector: 'td, td *' }));
  return { user, drawer: await screen.findByRole('dialog', { name: `Выплата № ${number}` }) };
}

describe('the payout drawer’s payment order', { timeout: 60_000 }, () => {
  beforeEach(() => {
    setViewportWidth(1440);
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('downloads the 1C file and the PDF of a payout to an account, once per double click, and says it is not signed', async () => {
    let release: () => void = () => {};
    const api = drawerApi(
      [TO_ACCOUNT],
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, data: new Blob(['1CClientBankExchange']) });
        }),
    );
    const saved = captureSavedFiles();
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const { user, drawer } = await openPayout(5);
    const section = within(drawer).getByRole('region', { name: 'Платёжное поручение' });
    expect(
      await within(section).findByText(
        /Поручение не подписано\. Подпишите файл для 1С квалифицированной электронной подписью/,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Подписать КЭП' })).toBeInTheDocument();

    await user.dblClick(within(section).getByRole('button', { name: 'Скачать для 1С (.txt)' }));
    const downloads = () =>
      api.to(orderPath(TO_ACCOUNT), 'GET').filter((c) => (c.params as { format?: string })?.format !== 'json');
    await waitFor(() => expect(downloads()).toHaveLength(1));
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads()[0]?.params).toEqual({ format: 'txt' });

    await user.click(within(section).getByRole('button', { name: 'Скачать PDF' }));
    await waitFor(() => expect(downloads()).toHaveLength(2));
    release();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(downloads()[1]?.params).toEqual({ format: 'pdf' });
    expect(saved).toEqual(['Платёжное поручение.txt', 'Платёжное поручение.pdf']);
  });

  it('says who signed a signed order, with the signature and the evidence to download', async () => {
    const api = drawerApi(
      [TO_ACCOUNT],
      () => ({ status: 200, data: new Blob(['x']) }),
      () => SIGNED,
    );
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const { drawer } = await openPayout(5);
    const section = within(drawer).getByRole('region', { name: 'Платёжное поручение' });
    expect(await within(section).findByText(/Подписано КЭП: Иванова Мария Петровна/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Скачать подпись (.sig)' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Доказательства подписания' })).toBeInTheDocument();
    expect(within(section).queryByText(/Поручение не подписано/)).not.toBeInTheDocument();
  });

  it('shows the server’s Russian refusal, and offers no order for a payout to a card', async () => {
    const reason = 'У компании нет расчётного счёта: добавьте его в профиле, в разделе «Платёжные реквизиты»';
    const api = drawerApi([TO_ACCOUNT, TO_CARD], () => ({
      status: 409,
      data: new Blob([JSON.stringify({ code: 'CONFLICT', error_message: reason })]),
    }));
    const saved = captureSavedFiles();
    renderApp('/payments/npd/multiple', { session: customerSession, api: api.handler });
    const first = await openPayout(5);
    await first.user.click(within(first.drawer).getByRole('button', { name: 'Скачать PDF' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await first.user.keyboard('{Escape}');

    const second = await openPayout(6);
    expect(within(second.drawer).getByText('Карта •• 4242')).toBeInTheDocument();
    expect(within(second.drawer).queryByRole('region', { name: 'Платёжное поручение' })).not.toBeInTheDocument();
    expect(within(second.drawer).queryByText(/Поручение не подписано/)).not.toBeInTheDocument();
  });
});

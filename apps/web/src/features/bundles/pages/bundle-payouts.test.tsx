import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type BundlePayoutsResponse, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { bundle, bundleId, bundlesTestApi, customerSession, uuidOf } from '../test/bundles-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(`/document-management/bundle/${bundleId(1)}`);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const ID = bundleId(1);
const REGISTRY_ID = uuidOf('e0000000', 7);
const signedActs = bundle(1, {
  status: 'COMPLETED_SUCCESS',
  template: { id: uuidOf('a0000000', 1), name: 'Акт об оказанных услугах', kind: 'ACT' },
  documents: {
    total: 3,
    DRAFT: 0,
    AWAIT_COMPANY: 0,
    AWAIT_CONTRACTOR: 1,
    SIGNED: 2,
    REJECTED: 0,
    ERROR: 0,
    TERMINATED: 0,
  },
  can_import: false,
  can_delete: false,
  can_generate_payouts: true,
});
const MADE: BundlePayoutsResponse = {
  registries: [{ id: REGISTRY_ID, number: 7, kind: 'NPD', rows: 2, path: `/payments/mass-payment/${REGISTRY_ID}` }],
  not_signed: [
    {
      document_id: uuidOf('d0000000', 3),
      number: 13,
      employee: { id: uuidOf('c0000000', 3), fio: 'Сидорова Анна' },
      status: 'AWAIT_SIGN_EMPLOYEE',
    },
  ],
  skipped: [],
};

function api(reply: { status: number; data: unknown }) {
  return bundlesTestApi((call) => {
    if (call.path === pathWithId(apiPaths.bundles.one, ID)) return { status: 200, data: signedActs };
    if (call.path === apiPaths.bundles.generatePayouts) return reply;
    return undefined;
  });
}

describe('payouts from a bundle’s signed acts', () => {
  it('makes the registry of the signed acts: its link, and the act left out with why', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const stub = api({ status: 201, data: MADE });
    renderApp(`/document-management/bundle/${ID}`, { session: customerSession, api: stub.handler });
    await user.click(await screen.findByRole('button', { name: 'Оплатить подписанные акты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить подписанные акты' });
    expect(dialog).toHaveTextContent('(2 акта)');
    await user.click(within(dialog).getByRole('button', { name: 'Создать реестр' }));
    expect(await within(dialog).findByText('Реестр № 7 выплат самозанятым: 2 акта')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Открыть реестр № 7' })).toHaveAttribute(
      'href',
      `/payments/mass-payment/${REGISTRY_ID}`,
    );
    expect(within(dialog).getByRole('list', { name: 'Не вошли в реестр' })).toHaveTextContent(
      'Акт № 13, Сидорова Анна: ожидает подписи исполнителя',
    );
    expect(stub.to(apiPaths.bundles.generatePayouts)).toEqual([
      expect.objectContaining({ method: 'POST', body: { bundle_id: ID } }),
    ]);
  });

  it('shows the refusal in Russian and makes nothing', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const message = 'В пакете нет актов, подписанных обеими сторонами и ещё не оплаченных';
    const stub = api({ status: 409, data: { code: 'INVALID_STATE', error_message: message } });
    renderApp(`/document-management/bundle/${ID}`, { session: customerSession, api: stub.handler });
    await user.click(await screen.findByRole('button', { name: 'Оплатить подписанные акты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оплатить подписанные акты' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать реестр' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Созданные реестры' })).toBeNull();
  });
});

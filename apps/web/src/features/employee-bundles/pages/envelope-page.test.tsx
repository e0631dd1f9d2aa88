import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { envelopeSendCodePath, envelopeSignPath } from '../api/envelope-calls';
import {
  employeeSession,
  envelope,
  envelopeDoc,
  envelopePathOf,
  envelopesTestApi,
  SENT_CODE,
  summary,
} from '../test/envelopes-test-api';

const originalAdapter = http.defaults.adapter;
const ID = summary(1).id;
const PAGE = `/employee/documents/bundle/${ID}`;
const CHANGED = 'Документ изменился после отправки кода. Запросите новый код';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(PAGE);
}, 60_000);

const awaitingDocs = () => [
  envelopeDoc(11),
  envelopeDoc(12),
  envelopeDoc(10, { status: 'SIGNED', awaiting_me: false, signed_by_me: true }),
];

describe('the contractor’s envelope on a phone', { timeout: 60_000 }, () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('sends one code, signs with it and shows each document’s result, a refused one with its reason', async () => {
    let current = envelope(1, awaitingDocs());
    const api = envelopesTestApi([], (call) => {
      if (call.path === envelopePathOf(ID)) return { status: 200, data: current };
      if (call.path === envelopeSendCodePath(ID)) return { status: 200, data: SENT_CODE };
      if (call.path === envelopeSignPath(ID)) {
        current = envelope(1, [
          envelopeDoc(11, { status: 'SIGNED', awaiting_me: false, signed_by_me: true }),
          envelopeDoc(12),
          envelopeDoc(10, { status: 'SIGNED', awaiting_me: false, signed_by_me: true }),
        ]);
        current = { ...current, awaiting: 0 };
        return {
          status: 200,
          data: {
            items: [
              { document_id: envelopeDoc(11).id, number: 11, ok: true, reason: null },
              { document_id: envelopeDoc(12).id, number: 12, ok: false, reason: 'Документ расторгнут компанией' },
            ],
            signed: 1,
            failed: 1,
          },
        };
      }
      return undefined;
    });
    renderApp(PAGE, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { name: 'Акты за ноябрь 1' })).toBeInTheDocument();
    expect(screen.getByText('ООО "Демо Компания"')).toBeInTheDocument();
    const docs = screen.getByRole('list', { name: 'Документы пакета' });
    expect(within(docs).getAllByRole('listitem')).toHaveLength(3);
    const first = within(docs).getByRole('listitem', { name: 'Акт сдачи-приёмки услуг № 11' });
    expect(within(first).getByText('Ждёт вашей подписи')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Открыть: Акт сдачи-приёмки услуг № 11' })).toHaveAttribute(
      'href',
      `/employee/documents/${envelopeDoc(11).id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Подписать все (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(/Код отправлен в СМС на номер \+7 \*\*\* \*\*\*-00-01/)).toBeInTheDocument();
    expect(api.to(envelopeSendCodePath(ID))).toHaveLength(1);
    await user.type(screen.getByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подписать' }));

    const result = await screen.findByRole('alert', { name: 'Итог подписания' });
    expect(within(result).getByText('Подписано: 1 документ, не подписано: 1')).toBeInTheDocument();
    expect(within(result).getByText('Акт сдачи-приёмки услуг № 11 — подписан')).toBeInTheDocument();
    expect(
      within(result).getByText('Акт сдачи-приёмки услуг № 12 — не подписан: Документ расторгнут компанией'),
    ).toBeInTheDocument();
    expect(api.to(envelopeSignPath(ID))[0]!.body).toEqual({ code: '123456' });
    // The envelope is asked again: nothing awaits now, so no second «Подписать все».
    await waitFor(() => expect(screen.queryByRole('button', { name: /Подписать все/ })).not.toBeInTheDocument());
  });

  it('shows the API’s refusal of the code under the field, and nothing is counted as signed', async () => {
    const api = envelopesTestApi([], (call) => {
      if (call.path === envelopePathOf(ID)) return { status: 200, data: envelope(1, awaitingDocs()) };
      if (call.path === envelopeSendCodePath(ID)) return { status: 200, data: SENT_CODE };
      if (call.path === envelopeSignPath(ID)) {
        return { status: 409, data: { code: 'CONFLICT', error_message: CHANGED } };
      }
      return undefined;
    });
    renderApp(PAGE, { session: employeeSession, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Подписать все (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '654321');
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Итог подписания' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Отправить код повторно через/ })).toBeDisabled();
  });

  it('marks an envelope and its documents past the signing term', async () => {
    const late = envelope(1, [envelopeDoc(11, { expired: true })], { expired: true });
    const api = envelopesTestApi([], (call) =>
      call.path === envelopePathOf(ID) ? { status: 200, data: late } : undefined,
    );
    renderApp(PAGE, { session: employeeSession, api: api.handler });
    const docs = await screen.findByRole('list', { name: 'Документы пакета' });
    expect(within(docs).getByText('Срок подписания истёк')).toBeInTheDocument();
    expect(screen.getByText(/Компания просила подписать до 10\.12\.2026 12:00 МСК/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подписать все (1)' })).toBeInTheDocument();
  });

  it('says so when the envelope is not found', async () => {
    const api = envelopesTestApi([]);
    renderApp(PAGE, { session: employeeSession, api: api.handler });
    expect(await screen.findByText('Пакет документов не найден')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Все документы' })).toHaveAttribute('href', '/employee/documents');
  });

  it('offers a retry when the envelope cannot be read, then shows it', async () => {
    let isDown = true;
    const api = envelopesTestApi([], (call) => {
      if (call.path !== envelopePathOf(ID)) return undefined;
      return isDown
        ? { status: 503, data: { error_message: 'Сервис временно недоступен' } }
        : { status: 200, data: envelope(1, awaitingDocs()) };
    });
    renderApp(PAGE, { session: employeeSession, api: api.handler });
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    isDown = false;
    await userEvent.setup({ delay: null }).click(retry);
    expect(await screen.findByRole('heading', { name: 'Акты за ноябрь 1' })).toBeInTheDocument();
  });
});

import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, pathWithId } from '@vyplaty/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockCadesPlugin } from '../../../lib/cryptopro/cadesplugin.test-helpers';
import { http } from '../../../lib/http';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  bundle,
  bundleDocument,
  bundleId,
  bundlesTestApi,
  type Call,
  customerSession,
  SENT_CODE,
  SIDOROVA,
  uuidOf,
} from '../test/bundles-test-api';

const originalAdapter = http.defaults.adapter;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await preloadRoutes(`/document-management/bundle/${bundleId(1)}`);
}, 60_000);
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  delete window.cadesplugin;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ID = bundleId(1);
const PAGE = `/document-management/bundle/${ID}`;
const P = apiPaths.bundles;
const TO_SIGN = [
  bundleDocument(1),
  bundleDocument(2, { employee: { id: SIDOROVA.id, fio: 'Сидорова Анна', inn: null } }),
];
const signable = bundle(1, {
  status: 'COMPLETED_SUCCESS',
  can_import: false,
  can_sign: true,
  documents: { ...bundle(1).documents, total: 2, AWAIT_COMPANY: 2 },
});

const SUMMARY = {
  documents: 2,
  drafts: 0,
  contractors: 2,
  sum: '15000.00',
  sum_field: 'Цена услуг',
  generating: false,
};
const signed = (failedId?: string) => ({
  items: TO_SIGN.map((d) => ({
    document_id: d.id,
    number: d.number,
    ok: d.id !== failedId,
    reason: d.id === failedId ? 'Документ отозван' : null,
  })),
  signed: failedId ? 1 : 2,
  failed: failedId ? 1 : 0,
});

function signApi(route: (call: Call) => ReturnType<Parameters<typeof bundlesTestApi>[0]> = () => undefined) {
  return bundlesTestApi((call) => {
    if (call.path === pathWithId(P.one, ID)) return { status: 200, data: signable };
    if (call.path === pathWithId(P.signKep, ID) && call.method === 'GET') return { status: 200, data: SUMMARY };
    if (call.path === pathWithId(P.documents, ID)) return { status: 200, data: { items: TO_SIGN, totalCount: 2 } };
    if (call.path === pathWithId(P.importRows, ID)) return { status: 200, data: { items: [], totalCount: 0 } };
    return route(call);
  });
}

async function openSummary() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Подписать все' }));
  const dialog = await screen.findByRole('dialog', { name: 'Подписать документы пакета' });
  expect(within(dialog).getByText('Документов на подпись: 2')).toBeInTheDocument();
  expect(await within(dialog).findByText('Исполнители (2): Петров Пётр Петрович, Сидорова Анна')).toBeInTheDocument();
  expect(await within(dialog).findByText(/^Цена услуг: 15\s000,00\s₽$/)).toBeInTheDocument();
  return { user, dialog };
}

describe('«Подписать все» of a bundle', () => {
  it('signs with ПЭП: the summary, the code sent for the bundle, the code, the result per document', async () => {
    setViewportWidth(1280);
    const api = signApi((call) => {
      if (call.path === pathWithId(P.signSelfNepSendCode, ID)) return { status: 200, data: SENT_CODE };
      if (call.path === pathWithId(P.signSelfNep, ID)) {
        return { status: 200, data: signed(TO_SIGN[1]?.id) };
      }
      return undefined;
    });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const { user, dialog } = await openSummary();
    expect(within(dialog).getByRole('checkbox', { name: 'Продолжать при ошибке' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'ПЭП' }));
    // One code for all: the server goes on past a refused document.
    expect(within(dialog).queryByRole('checkbox', { name: 'Продолжать при ошибке' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подписать ПЭП' }));
    await user.click(await within(dialog).findByRole('button', { name: /Получить код|Отправить код/ }));
    expect(await within(dialog).findByText(/Код отправлен в СМС на номер \+7 \*\*\* \*\*\*-00-01/)).toBeInTheDocument();
    expect(api.to(pathWithId(P.signSelfNepSendCode, ID))).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /Код/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    expect(await within(dialog).findByText('Подписано документов: 1. Не подписано: 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Документ № 2: Документ отозван')).toBeInTheDocument();
    expect(api.to(pathWithId(P.signSelfNep, ID))[0]?.body).toEqual({ code: '123456' });
  });

  it('signs with КЭП document by document with one certificate, going on past a refused one', async () => {
    setViewportWidth(1280);
    window.cadesplugin = mockCadesPlugin({
      certificates: [
        { subjectName: 'CN=Смирнова Анна Сергеевна, C=RU', thumbprint: 'AB12', validTo: '2027-05-01T00:00:00.000Z' },
      ],
    }).plugin;
    const items = TO_SIGN.map((d, i) => ({
      document_id: d.id,
      number: d.number,
      title: d.title,
      employee: { id: d.employee.id, fio: d.employee.fio },
      file_id: uuidOf('40000000', i + 1),
      file_name: `Акт № ${i + 1}.pdf`,
      sign_mode: 'CONTENT',
      content: `UERG${i}`,
      size: 4,
      hash_algorithm: 'CP_GOST_3411_2012_256',
      hash: 'ab'.repeat(32),
      sha256: 'cd'.repeat(32),
    }));
    const api = signApi((call) => {
      if (call.path === pathWithId(P.attachmentsHash, ID)) return { status: 200, data: { items, totalCount: 2 } };
      if (call.path === pathWithId(P.signKep, ID) && call.method === 'POST') {
        const [one] = (call.body as { signatures: { document_id: string }[] }).signatures;
        const first = one?.document_id === TO_SIGN[0]?.id;
        const reason = first ? 'Подпись не соответствует документу' : null;
        return {
          status: 200,
          data: {
            items: [{ document_id: one?.document_id, number: first ? 1 : 2, ok: !first, reason }],
            signed: first ? 0 : 1,
            failed: first ? 1 : 0,
          },
        };
      }
      return undefined;
    });
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const { user, dialog } = await openSummary();
    await user.click(within(dialog).getByRole('button', { name: 'Подписать КЭП' }));
    expect(await within(dialog).findByText('Смирнова Анна Сергеевна')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подписать КЭП' }));
    expect(await within(dialog).findByText('Подписано документов: 1. Не подписано: 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Акт оказанных услуг № 1: Подпись не соответствует документу')).toBeInTheDocument();
    const posted = api.to(pathWithId(P.signKep, ID)).map((c) => c.body);
    expect(posted).toEqual([
      { signatures: [{ document_id: TO_SIGN[0]?.id, signature: 'SIG(UERG0)' }] },
      { signatures: [{ document_id: TO_SIGN[1]?.id, signature: 'SIG(UERG1)' }] },
    ]);
  });

  it('on a phone the signing dialog takes the whole screen', async () => {
    setViewportWidth(390);
    const api = signApi();
    renderApp(PAGE, { session: customerSession, api: api.handler });
    const { dialog } = await openSummary();
    expect(dialog.className).toMatch(/paperFullScreen/);
  });
});

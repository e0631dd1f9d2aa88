import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { mockCadesPlugin } from '../../../lib/cryptopro/cadesplugin.test-helpers';
import { http } from '../../../lib/http';
import { newContractorPersonalData } from '../../../test/fixtures/employee';
import { pathOf, type StubReply } from '../../../test/http-stub';
import { renderApp } from '../../../test/render-app';

const originalAdapter = http.defaults.adapter;
const session = { role: 'employee', entity_id: 'e1', is_verified: true } as const;
const PAGE = '/employee/profile/esign';
const AGREEMENT_ID = '11111111-1111-4111-8111-111111111111';
const KEY = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'ACTIVE',
  channel: 'SMS',
  destination_masked: '+7 *** ***-00-01',
  issued_at: '2026-11-22T10:00:00.000Z',
  agreement_id: AGREEMENT_ID,
};
const AGREEMENT = {
  id: AGREEMENT_ID,
  kind: 'SELF_NEP',
  title: 'Соглашение об использовании простой электронной подписи',
  version: '2026-01',
  status: 'SIGNED',
  file_id: '22222222-2222-4222-8222-222222222222',
  signed_file_id: '44444444-4444-4444-8444-444444444444',
  created_at: '2026-11-22T09:59:00.000Z',
  signed_at: '2026-11-22T10:00:00.000Z',
};

const CERTIFICATE = {
  id: '55555555-5555-4555-8555-555555555555',
  name: null,
  representative_id: null,
  status: 'ACTIVE',
  status_reason: null,
  owner: 'Сидоров Иван Петрович',
  inn: '500100732259',
  inn_company: null,
  snils: '11223344595',
  ogrn: null,
  issuer: 'Тестовый УЦ ГОСТ',
  serial_number: '5A00',
  thumbprint: 'AB12CD34AB12CD34AB12CD34AB12CD34AB12CD34',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2027-01-01T00:00:00.000Z',
  created_at: '2026-01-02T00:00:00.000Z',
};
const PERSONAL = {
  ...newContractorPersonalData,
  last_name: 'Сидоров',
  first_name: 'Иван',
  inn: '500100732259',
  is_verified: true,
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
  party: ['Сидоров Иван', 'ИНН 500100732259'],
  paragraphs: ['Настоящим Сидоров Иван … присоединяется к оферте «Оферта платформы».'],
  date: '2026-11-27',
  signed_kep: false,
};
/** The offer in force, the contractor's application, its bytes to sign and the signature's answer. */
const offerReply = (req: Parameters<typeof pathOf>[0], signed: { value: boolean }): StubReply | undefined => {
  const path = pathOf(req);
  if (path === apiPaths.offer.fileContent) return { status: 200, data: { ...OFFER, text: 'Текст оферты' } };
  if (path === apiPaths.offer.custom) return { status: 200, data: { ...APPLICATION, signed_kep: signed.value } };
  if (path === apiPaths.offer.signKep && req.method === 'get') {
    const toSign = { document_id: OFFER.id, file_name: 'Заявление.pdf', sign_mode: 'CONTENT', content: 'JVBERi0=' };
    return {
      status: 200,
      data: {
        ...toSign,
        size: 5,
        hash_algorithm: 'CP_GOST_3411_2012_256',
        hash: 'ab'.repeat(32),
        sha256: 'cd'.repeat(32),
      },
    };
  }
  if (path === apiPaths.offer.signKep) {
    signed.value = true;
    return { status: 200, data: { ...APPLICATION, signed_kep: true } };
  }
  return undefined;
};

const api =
  (
    selfNep: object | null,
    snils: string | null = '11223344595',
    certificates: object[] = [CERTIFICATE],
    signed = { value: false },
  ) =>
  (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
    const offer = offerReply(req, signed);
    if (offer) return offer;
    if (path === apiPaths.certificates.list) return { status: 200, data: { items: certificates } };
    if (path === apiPaths.employeeOnboarding.personal) return { status: 200, data: { ...PERSONAL, snils } };
    if (path === apiPaths.selfNep.current) return { status: 200, data: { self_nep: selfNep } };
    if (path === apiPaths.agreement.one) return { status: 200, data: AGREEMENT };
    if (path === apiPaths.selfNep.agreement) {
      return {
        status: 200,
        data: { agreement_id: AGREEMENT_ID, title: AGREEMENT.title, file_id: AGREEMENT.file_id, channels: ['SMS'] },
      };
    }
    return { status: 404, data: { error_message: 'Не найдено', code: 'NOT_FOUND' } };
  };

describe('employee profile → esign', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    delete window.cadesplugin;
  });

  it('shows the issued ПЭП: status, where codes go and the signed agreement', async () => {
    renderApp(PAGE, { session, api: api(KEY) });
    // The first render of the file loads the page's chunks: longer than the usual wait on a busy machine.
    expect(await screen.findByText('Действует', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('СМС: +7 *** ***-00-01')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Открыть соглашение' })).toBeInTheDocument();
  });

  it('lists the КЭП certificates with their status and says the СНИЛС for Госключ is there', async () => {
    renderApp(PAGE, { session, api: api(KEY) });
    const list = await screen.findByRole('list', { name: 'Сертификаты' });
    expect(list).toHaveTextContent('Сидоров Иван Петрович');
    expect(screen.getAllByText('Действует').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Добавить из КриптоПро' })).toBeInTheDocument();
    expect(screen.getByText('Загрузить файл сертификата')).toBeInTheDocument();
    expect(await screen.findByText('СНИЛС в профиле указан: 112-233-445 95')).toBeInTheDocument();
  });

  it('without a СНИЛС: Госключ asks for it in the personal data', async () => {
    renderApp(PAGE, { session, api: api(KEY, null, []) });
    expect(await screen.findByText(/В профиле нет СНИЛС/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Укажите его в личных данных' })).toHaveAttribute(
      'href',
      '/employee/profile/info',
    );
    expect(await screen.findByText('Сертификаты ещё не добавлены.')).toBeInTheDocument();
  });

  it('offers to issue the ПЭП when there is none', async () => {
    renderApp(PAGE, { session, api: api(null) });
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeInTheDocument();
    expect(screen.getByText('Я прочитал(а) соглашение и принимаю его условия')).toBeInTheDocument();
  });

  it('«Оферта платформы»: the contractor signs their application to join the offer with КЭП', async () => {
    window.cadesplugin = mockCadesPlugin({
      certificates: [
        {
          subjectName: 'CN=Сидоров Иван, ИНН=500100732259, C=RU',
          thumbprint: 'AB12',
          validTo: '2027-01-01T00:00:00.000Z',
        },
      ],
    }).plugin;
    const signed = { value: false };
    renderApp(PAGE, { session, api: api(KEY, undefined, undefined, signed) });
    const panel = await screen.findByRole('region', { name: 'Оферта платформы' });
    expect(await within(panel).findByText('«Оферта платформы», редакция 3 от 01.10.2026.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Подписать КЭП' }));
    const application = await screen.findByRole('dialog', { name: 'Заявление о присоединении к оферте' });
    expect(await within(application).findByText('ИНН 500100732259')).toBeInTheDocument();
    await user.click(within(application).getByRole('button', { name: 'Подписать КЭП' }));
    const signing = await screen.findByRole('dialog', { name: 'Подписание КЭП' });
    await user.click(await within(signing).findByRole('button', { name: 'Подписать' }));
    expect(await within(panel).findByText('Заявление о присоединении к оферте подписано КЭП.')).toBeInTheDocument();
    expect(signed.value).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import { apiPaths } from '@vyplaty/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../lib/http';
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
  id: 'e1',
  last_name: 'Сидоров',
  first_name: 'Иван',
  patronymic: null,
  birth_date: null,
  kind: null,
  tax_regime: null,
  citizenship: null,
  citizenship_name: null,
  registration_address: null,
  phone_number: '+79990000001',
  email: null,
  email_verified: false,
  inn: '500100732259',
  is_verified: true,
  verified_at: null,
};

const api =
  (selfNep: object | null, snils: string | null = '11223344595', certificates: object[] = [CERTIFICATE]) =>
  (req: Parameters<typeof pathOf>[0]): StubReply => {
    const path = pathOf(req);
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
  });

  it('shows the issued ПЭП: status, where codes go and the signed agreement', async () => {
    renderApp(PAGE, { session, api: api(KEY) });
    expect(await screen.findByText('Действует')).toBeInTheDocument();
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
});

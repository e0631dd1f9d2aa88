import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import { linkFrom, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let offerId: string;
beforeAll(async () => {
  server = await startTestServer();
  const info = await server.client().get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
  offerId = info.body.offer.id;
});
afterAll(() => server.close());

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  inn: '7702070139',
  organisation_name: 'ООО "Ромашка"',
  email,
  password: 'Romashka-2026',
  personal_data_consent: true,
  offer_id: offerId,
  ...extra,
});

const countAccounts = async () =>
  (await rowsOf<{ n: number }>(server.runtime.ctx.db, sql`select count(*)::int as n from accounts`))[0]!.n;

describe('GET /v1/auth/registration/info', () => {
  it('names the current offer, password rules and the personal-data documents', async () => {
    const res = await server.client().get(apiPaths.auth.registrationInfo);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      offer: { title: 'Оферта на использование платформы «Выплаты и документы»' },
      password_rules: { min_length: 8 },
      documents: { personal_data_consent: { title: 'Согласие на обработку персональных данных' } },
    });
  });
});

describe('customer registration → e-mail confirmation', () => {
  it('registers, mails a VERIFY_EMAIL link over SMTP, and the link confirms the e-mail once', async () => {
    const client = server.client();
    const res = await client.post(apiPaths.auth.registration, registration('Owner@Romashka.ru'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.setCookies).toEqual([]);

    const mail = await server.waitForMail('owner@romashka.ru');
    expect(mail.subject).toBe('Подтвердите e-mail');
    const link = linkFrom(mail);
    expect(link.action).toBe('VERIFY_EMAIL');

    await client.post(apiPaths.auth.login, { login: 'owner@romashka.ru', password: 'Romashka-2026' });
    const me = await client.get(apiPaths.auth.me);
    expect(me.body).toMatchObject({ role: 'user', is_verified: false });
    expect((await client.get(apiPaths.userProfile)).body).toMatchObject({
      email_verified: false,
      organisation_name: 'ООО "Ромашка"',
      registration_steps: { 'email-confirm': false, 'self-nep': false },
    });

    expect((await client.post(apiPaths.auth.verifyEmail, { token: link.token })).status).toBe(200);
    expect((await client.get(apiPaths.userProfile)).body).toMatchObject({
      email_verified: true,
      registration_steps: { 'email-confirm': true },
    });
    const bell = await client.post<{ items: { title: string; type: string }[] }>(apiPaths.notifications.list, {
      page: 1,
      page_size: 10,
    });
    expect(bell.body.items).toEqual([
      expect.objectContaining({ title: 'Электронная почта подтверждена', type: 'system' }),
    ]);

    const again = await client.post(apiPaths.auth.verifyEmail, { token: link.token });
    expect(again.status).toBe(400);
    expect(again.body.error_message).toBe('Ссылка недействительна или устарела. Запросите новое письмо');

    // Consent and offer acceptance are recorded with the account.
    const [consent] = await rowsOf<{ kind: string }>(
      server.runtime.ctx.db,
      sql`select c.kind from consents c join accounts a on a.id = c.account_id where a.email = 'owner@romashka.ru'`,
    );
    expect(consent?.kind).toBe('PERSONAL_DATA');
  });

  it('answers a taken e-mail exactly like a new one and mails the owner instead', async () => {
    const before = await countAccounts();
    const res = await server.client().post(apiPaths.auth.registration, registration(DEMO_CUSTOMER.email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await countAccounts()).toBe(before);
    const mail = await server.waitForMail(
      DEMO_CUSTOMER.email,
      (m) => m.subject === 'Попытка регистрации с вашим e-mail',
    );
    expect(mail.text).toContain('учётная запись с ним уже есть');
  });

  it.each([
    [{ inn: '7701325469' }, 'Неверный ИНН: не сходится контрольное число'],
    [{ inn: '12345' }, 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)'],
    [{ email: 'not-an-email' }, 'Некорректный e-mail'],
    [{ password: 'short1' }, 'Пароль должен быть не короче 8 символов'],
    [{ password: 'onlyletters' }, 'Пароль должен содержать хотя бы одну цифру'],
    [{ personal_data_consent: false }, 'Нужно согласие на обработку персональных данных'],
    [{ organisation_name: '' }, 'Введите название организации'],
  ])('rejects %o with a Russian message and stores nothing', async (override, message) => {
    const before = await countAccounts();
    const res = await server.client().post(apiPaths.auth.registration, registration('bad@romashka.ru', override));
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe(message);
    expect(await countAccounts()).toBe(before);
  });

  it('refuses an outdated offer id', async () => {
    const res = await server
      .client()
      .post(
        apiPaths.auth.registration,
        registration('old@romashka.ru', { offer_id: '00000000-0000-4000-8000-000000000000' }),
      );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CONSENT_REQUIRED');
  });

  it('resends the verification letter at most once a minute', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.registration, registration('resend@romashka.ru'));
    await client.post(apiPaths.auth.login, { login: 'resend@romashka.ru', password: 'Romashka-2026' });
    expect((await client.post(apiPaths.auth.verifyEmailSend)).status).toBe(200);
    const second = await client.post(apiPaths.auth.verifyEmailSend);
    expect(second.status).toBe(429);
    expect(second.body.error_message).toBe('Письмо уже отправлено. Отправить ещё раз можно через минуту');
    await server.waitForMail('resend@romashka.ru', (m) => m.subject === 'Подтвердите e-mail');
  });
});

describe('password reset by e-mail', () => {
  it('mails an UPDATE_PASSWORD link; set_password changes the password and ends other sessions', async () => {
    const oldSession = server.client();
    await oldSession.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });

    const res = await server.client().post(apiPaths.auth.resetPassword, { email: DEMO_CUSTOMER.email });
    expect(res.status).toBe(200);
    const mail = await server.waitForMail(DEMO_CUSTOMER.email, (m) => m.subject === 'Восстановление пароля');
    const link = linkFrom(mail);
    expect(link.action).toBe('UPDATE_PASSWORD');

    expect(
      (await server.client().post(apiPaths.auth.setPassword, { token: link.token, password: 'Brand-New-2026' })).status,
    ).toBe(200);
    expect((await oldSession.get(apiPaths.auth.me)).status).toBe(401);
    expect(
      (await server.client().post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await server.client().post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: 'Brand-New-2026' }))
        .status,
    ).toBe(200);
    const reused = await server
      .client()
      .post(apiPaths.auth.setPassword, { token: link.token, password: 'Another-2026' });
    expect(reused.status).toBe(400);
    await server.waitForMail(DEMO_CUSTOMER.email, (m) => m.subject === 'Пароль изменён');

    // Put the demo password back for the other tests of this file.
    const c = server.client();
    await c.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: 'Brand-New-2026' });
    expect(
      (await c.post(apiPaths.auth.changePassword, { old_password: 'Brand-New-2026', new_password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('answers an unknown address the same and sends nothing', async () => {
    const res = await server.client().post(apiPaths.auth.resetPassword, { email: 'ghost@example.ru' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // A letter goes out from a job: once the queue has run every due job, one to this address would have arrived.
    await server.waitForQueueIdle();
    expect(server.mails('ghost@example.ru')).toEqual([]);
  });

  it('refuses a forged token', async () => {
    const res = await server
      .client()
      .post(apiPaths.auth.setPassword, { token: 'x'.repeat(43), password: 'Brand-New-2026' });
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe('Ссылка недействительна или устарела. Запросите новую');
  });

  it('limits reset requests for one address', async () => {
    const client = server.client();
    let last = await client.post(apiPaths.auth.resetPassword, { email: 'limited@example.ru' });
    for (let i = 0; i < 3; i++) last = await client.post(apiPaths.auth.resetPassword, { email: 'limited@example.ru' });
    expect(last.status).toBe(429);
  });
});

describe('POST /v1/auth/change_password/', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD });
    const res = await client.post(apiPaths.auth.changePassword, {
      old_password: 'wrong-pass-1',
      new_password: 'Other-2026!',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'WRONG_PASSWORD', fields: { old_password: 'Неверный текущий пароль' } });
    expect(
      (await server.client().post(apiPaths.auth.login, { login: DEMO_CUSTOMER.email, password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect(
      (await server.client().post(apiPaths.auth.changePassword, { old_password: 'a', new_password: 'Other-2026!' }))
        .status,
    ).toBe(401);
  });
});

import { apiPaths } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { rowsOf } from '../../test-support/sql.js';
import { codeFrom, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let offerId: string;
beforeAll(async () => {
  server = await startTestServer();
  offerId = (await server.client().get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo)).body.offer.id;
});
afterAll(() => server.close());

const countEmployees = async () =>
  (await rowsOf<{ n: number }>(server.runtime.ctx.db, sql`select count(*)::int as n from employees`))[0]!.n;

describe('employee registration by SMS code', () => {
  it('sends a code through the SMS gateway, registers with it and logs in', async () => {
    const client = server.client();
    const sentAt = Date.now();
    const send = await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone: '8 (912) 345-67-89' });
    expect(send.status).toBe(200);
    expect(send.body).toEqual({ ok: true, resend_after: 60 });
    const code = codeFrom(await server.waitForSms('+79123456789', sentAt - 1000));

    const res = await client.post(apiPaths.employeeAuth.registration, {
      phone: '+7 912 345 67 89',
      code,
      password: 'Worker-2026',
      personal_data_consent: true,
      offer_id: offerId,
    });
    expect(res.status).toBe(200);
    const me = await client.get(apiPaths.auth.me);
    expect(me.body).toMatchObject({ role: 'employee', is_verified: false });
    expect((await client.get(apiPaths.employee)).body).toMatchObject({ phone_number: '+79123456789' });
  });

  it('refuses a wrong code, counts the attempt and stores nothing', async () => {
    const before = await countEmployees();
    const client = server.client();
    await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone: '+79120000002' });
    const res = await client.post(apiPaths.employeeAuth.registration, {
      phone: '+79120000002',
      code: '000000',
      password: 'Worker-2026',
      personal_data_consent: true,
      offer_id: offerId,
    });
    expect(res.status).toBe(400);
    expect(res.body.error_message).toBe('Неверный или устаревший код');
    expect(await countEmployees()).toBe(before);
    const [attempts] = await rowsOf<{ attempts: number }>(
      server.runtime.ctx.db,
      sql`select attempts from phone_codes where phone = '+79120000002'`,
    );
    expect(attempts?.attempts).toBe(1);
  });

  it('allows one code per minute per number', async () => {
    const client = server.client();
    expect((await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone: '+79120000003' })).status).toBe(200);
    const second = await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone: '+79120000003' });
    expect(second.status).toBe(429);
    expect(second.body.error_message).toBe('Код уже отправлен. Запросить новый можно через минуту');
  });

  it.each(['12345', '+1 202 555 0100', '+7 (495) 123-45-67', 'abc'])(
    'rejects the phone %s in Russian',
    async (phone) => {
      const res = await server.client().post(apiPaths.employeeAuth.verifyPhoneSend, { phone });
      expect(res.status).toBe(400);
      expect(res.body.error_message).toBe('Введите российский мобильный номер, например +7 999 000-00-01');
    },
  );

  it('names a taken number only to whoever proved they own it', async () => {
    const client = server.client();
    const sentAt = Date.now();
    await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone: DEMO_EMPLOYEE.phone });
    const code = codeFrom(await server.waitForSms(DEMO_EMPLOYEE.phone, sentAt - 1000));
    const res = await client.post(apiPaths.employeeAuth.registration, {
      phone: DEMO_EMPLOYEE.phone,
      code,
      password: 'Worker-2026',
      personal_data_consent: true,
      offer_id: offerId,
    });
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Этот номер уже зарегистрирован. Войдите или восстановите пароль');
  });
});

describe('employee password reset by SMS code', () => {
  it('resets the password with a code and ends the old sessions', async () => {
    const old = server.client();
    await old.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    const sentAt = Date.now();
    const send = await server
      .client()
      .post(apiPaths.employeeAuth.verifyPhoneSend, { phone: DEMO_EMPLOYEE.phone, purpose: 'RESET_PASSWORD' });
    expect(send.status).toBe(200);
    const sms = await server.waitForSms(DEMO_EMPLOYEE.phone, sentAt);
    const res = await server.client().post(apiPaths.employeeAuth.resetPassword, {
      phone: DEMO_EMPLOYEE.phone,
      code: codeFrom(sms),
      password: 'Fresh-2026',
    });
    expect(res.status).toBe(200);
    expect((await old.get(apiPaths.auth.me)).status).toBe(401);
    expect(
      (await server.client().post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: 'Fresh-2026' })).status,
    ).toBe(200);
  });

  it('answers an unknown number like a known one but sends no SMS, and no code works for it', async () => {
    const sentAt = Date.now();
    const res = await server
      .client()
      .post(apiPaths.employeeAuth.verifyPhoneSend, { phone: '+79129999999', purpose: 'RESET_PASSWORD' });
    expect(res.status).toBe(200);
    // An SMS goes out from a job: once the queue has run every due job, one for this number would have been sent.
    await server.waitForQueueIdle();
    const sms = (await (await fetch(`${server.baseUrl}/sandbox/sms/messages`)).json()) as {
      items: { to: string; sentAt: string }[];
    };
    expect(sms.items.filter((m) => m.to === '+79129999999' && Date.parse(m.sentAt) >= sentAt)).toEqual([]);
    const reset = await server
      .client()
      .post(apiPaths.employeeAuth.resetPassword, { phone: '+79129999999', code: '123456', password: 'Fresh-2026' });
    expect(reset.status).toBe(400);
  });
});

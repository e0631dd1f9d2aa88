import { apiPaths, type ErrorBody, type PaymentLimitsResponse } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLimits } from '../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let support: Record<string, string>;
let seq = 0;

type Company = { client: TestClient; customerId: string };

const company = (): Promise<Company> => loggedInCompany(server, { emailPrefix: 'limits' });

const limitsOf = async (c: Company) => (await c.client.get<PaymentLimitsResponse>(apiPaths.userPaymentLimit)).body;
const setLimits = (body: unknown, headers = support) =>
  server.client().request<PaymentLimitsResponse & ErrorBody>('POST', apiPaths.userPaymentLimit, { body, headers });
const rowsOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(paymentLimits).where(eq(paymentLimits.customerId, customerId));

beforeAll(async () => {
  server = await startTestServer();
  support = { authorization: `Bearer ${server.runtime.ctx.config.SUPPORT_API_TOKEN}` };
});
afterAll(() => server.close());

describe('payment limits (user/payment_limit)', () => {
  it('a company with nothing set sees the platform defaults', async () => {
    const c = await company();
    expect(await limitsOf(c)).toEqual({
      items: [
        { kind: 'PER_PAYOUT', amount: '600000.00', source: 'DEFAULT', set_at: null },
        { kind: 'PER_DAY', amount: '3000000.00', source: 'DEFAULT', set_at: null },
        { kind: 'PER_MONTH', amount: '30000000.00', source: 'DEFAULT', set_at: null },
      ],
    });
  });

  it('support sets limits for one company; the company sees them, another does not', async () => {
    const c = await company();
    const other = await company();
    const res = await setLimits({ customer_id: c.customerId, per_payout: '100000', per_month: '50 000 000,00' });
    expect(res.status).toBe(200);
    const expected = [
      { kind: 'PER_PAYOUT', amount: '100000.00', source: 'SUPPORT', set_at: expect.any(String) },
      { kind: 'PER_DAY', amount: '3000000.00', source: 'DEFAULT', set_at: null },
      { kind: 'PER_MONTH', amount: '50000000.00', source: 'SUPPORT', set_at: expect.any(String) },
    ];
    expect(res.body.items).toEqual(expected);
    expect((await limitsOf(c)).items).toEqual(expected);
    expect((await limitsOf(other)).items.every((l) => l.source === 'DEFAULT')).toBe(true);

    // A later change wins; the history stays.
    expect((await setLimits({ customer_id: c.customerId, per_payout: '200000.00' })).status).toBe(200);
    expect((await limitsOf(c)).items[0]).toMatchObject({ amount: '200000.00' });
    expect(await rowsOf(c.customerId)).toHaveLength(3);
  });

  it('refuses bad amounts and a broken order with a Russian message, storing nothing', async () => {
    const c = await company();
    const cases: [unknown, string][] = [
      [{ customer_id: c.customerId, per_day: '-5' }, 'Сумма должна быть больше нуля'],
      [
        { customer_id: c.customerId, per_day: '10.001' },
        'Сумма в рублях, не больше двух знаков после запятой: 1500,00',
      ],
      [{ customer_id: c.customerId, per_day: '0' }, 'Сумма должна быть больше нуля'],
      [{ customer_id: c.customerId, per_day: 100 }, ''],
      [{ customer_id: c.customerId }, 'Укажите хотя бы один лимит'],
      [{ customer_id: 'not-a-uuid', per_day: '100' }, ''],
      [
        { customer_id: c.customerId, per_payout: '4000000' },
        'Лимит на одну выплату не может быть больше лимита в сутки',
      ],
      [{ customer_id: c.customerId, per_day: '40000000' }, 'Лимит в сутки не может быть больше лимита в месяц'],
    ];
    for (const [body, message] of cases) {
      const res = await setLimits(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.error_message).toBe(message);
      expect(res.body.error_message).toMatch(/[А-Яа-яЁё]/);
    }
    expect(await rowsOf(c.customerId)).toEqual([]);
  });

  it('an unknown company is 404', async () => {
    const res = await setLimits({ customer_id: '00000000-0000-4000-8000-000000000000', per_day: '100' });
    expect(res.status).toBe(404);
    expect(res.body.error_message).toBe('Компания не найдена');
  });

  it('setting is support-only: a company’s session or a wrong token is refused', async () => {
    const c = await company();
    const own = await c.client.post<ErrorBody>(apiPaths.userPaymentLimit, { customer_id: c.customerId, per_day: '1' });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('SUPPORT_ONLY');
    expect(
      (await setLimits({ customer_id: c.customerId, per_day: '1' }, { authorization: 'Bearer wrong' })).status,
    ).toBe(403);
    expect(await rowsOf(c.customerId)).toEqual([]);
  });

  it('reading is for the company: a contractor gets 403, no session 401', async () => {
    seq += 1;
    const phone = `+7999400${String(seq).padStart(4, '0')}`;
    const { account } = await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    await acceptCurrentOffer(server.runtime.ctx.db, account.id);
    const contractor = server.client();
    await contractor.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD });
    expect((await contractor.get(apiPaths.userPaymentLimit)).status).toBe(403);
    expect((await server.client().get(apiPaths.userPaymentLimit)).status).toBe(401);
  });
});

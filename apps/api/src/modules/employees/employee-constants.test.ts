import { apiPaths, type EmployeeConstants, type ErrorBody } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { rowsOf } from '../../test-support/sql.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let seq = 0;
type Company = { client: TestClient; customerId: string };

const company = (): Promise<Company> => loggedInCompany(server, { emailPrefix: 'constants' });

const FULL = {
  service_name: 'Разработка программного обеспечения',
  activity_kind: 'Услуги в области информационных технологий',
  default_employee_kind: 'INDIVIDUAL_ENTREPRENEUR',
  default_tax_regime: 'USN_INCOME',
  invite_comment: 'Приглашаем к сотрудничеству',
  require_signed_contract: true,
  require_signed_act: true,
  task_acceptance_days: 30,
} as const;

const get = (c: Company) => c.client.get<EmployeeConstants & ErrorBody>(apiPaths.employees.constants);
const put = (c: Company, body: unknown, options: { csrf?: boolean } = {}) =>
  c.client.request<EmployeeConstants & ErrorBody>('PUT', apiPaths.employees.constants, { body, ...options });
const rowsOfCompany = (customerId: string) =>
  rowsOf<Record<string, unknown>>(
    server.runtime.ctx.db,
    sql`select service_name, default_tax_regime from customer_constants where customer_id = ${customerId}`,
  );

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the company’s defaults (user/constants)', () => {
  it('reads all nulls before the first save, then what was saved; a later save replaces the set', async () => {
    const c = await company();
    expect((await get(c)).body).toEqual({
      service_name: null,
      activity_kind: null,
      default_employee_kind: null,
      default_tax_regime: null,
      invite_comment: null,
      require_signed_contract: false,
      require_signed_act: false,
      // DOMAIN §9.3 (Solar Staff): 15 days until the company sets another window.
      task_acceptance_days: 15,
      updated_at: null,
    });
    const saved = await put(c, { ...FULL, service_name: '  Разработка программного обеспечения  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...FULL, updated_at: expect.any(String) });
    expect((await get(c)).body).toEqual(saved.body);

    const cleared = await put(c, { ...FULL, service_name: '', invite_comment: null, default_tax_regime: null });
    expect(cleared.body).toMatchObject({ service_name: null, invite_comment: null, default_tax_regime: null });
    expect(await rowsOfCompany(c.customerId)).toEqual([{ service_name: null, default_tax_regime: null }]);
  });

  it('keeps each company’s defaults to itself', async () => {
    const a = await company();
    const b = await company();
    await put(a, FULL);
    expect((await get(b)).body.service_name).toBeNull();
    await put(b, { ...FULL, service_name: 'Курьерские услуги' });
    expect((await get(a)).body.service_name).toBe(FULL.service_name);
  });

  it('refuses bad input with a Russian message on the field, storing nothing', async () => {
    const c = await company();
    const cases: [unknown, string, string][] = [
      [{ ...FULL, service_name: 'x'.repeat(257) }, 'service_name', 'Не длиннее 256 символов'],
      [{ ...FULL, invite_comment: 'x'.repeat(501) }, 'invite_comment', 'Не длиннее 500 символов'],
      [{ ...FULL, default_employee_kind: 'ROBOT' }, 'default_employee_kind', 'Выберите тип исполнителя'],
      [{ ...FULL, default_tax_regime: 'ЕНВД' }, 'default_tax_regime', 'Выберите налоговый режим'],
      ...[0, 61, 1.5, '15', null].map((days): [unknown, string, string] => [
        { ...FULL, task_acceptance_days: days },
        'task_acceptance_days',
        'Срок приёмки — целое число дней от 1 до 60',
      ]),
      [
        { ...FULL, default_employee_kind: 'INDIVIDUAL_PERSON', default_tax_regime: 'PSN' },
        'default_tax_regime',
        'Этот налоговый режим бывает только у ИП: выберите НПД или «Другой»',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(c, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error_message).toBe(message);
      expect(res.body.fields?.[field]).toBe(message);
    }
    const { task_acceptance_days: _, ...withoutWindow } = FULL;
    expect((await put(c, withoutWindow)).body.task_acceptance_days).toBe(15);
    expect((await put(c, { ...FULL, task_acceptance_days: 60 })).body.task_acceptance_days).toBe(60);
    await server.runtime.ctx.db.execute(sql`delete from customer_constants where customer_id = ${c.customerId}`);
    const missing = await put(c, { service_name: 'Услуги' });
    expect(missing.status).toBe(400);
    expect(await rowsOfCompany(c.customerId)).toEqual([]);
  });

  it('is for the company only, and a write needs the CSRF token', async () => {
    const c = await company();
    const noCsrf = await put(c, FULL, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await rowsOfCompany(c.customerId)).toEqual([]);

    seq += 1;
    const phone = `+7994${String(seq).padStart(7, '0')}`;
    await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    const contractor = server.client();
    await contractor.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD });
    const res = await contractor.get<ErrorBody>(apiPaths.employees.constants);
    expect(res.status).toBe(403);
    expect(res.body.error_message).toBe('Раздел доступен только компании');
    expect((await contractor.request('PUT', apiPaths.employees.constants, { body: FULL })).status).toBe(403);
    expect((await server.client().get(apiPaths.employees.constants)).status).toBe(401);
  });
});

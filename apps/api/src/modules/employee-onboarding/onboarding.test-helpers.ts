/** Shared set-up of the contractor onboarding API tests: companies, published invites, contractors. */
import { apiPaths, inn12WithCheckDigits } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { inviteEmployees, invites } from '../../db/schema/index.js';
import { acceptCurrentOffer, createEmployee, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { codeFrom, type TestServer } from '../../test-support/test-server.js';
import { createInviteLinkToken } from '../invites/index.js';

let seq = 0;
const next = () => ++seq;
export const uniquePhone = () =>
  `+7998${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(4, '0')}`;

/** A valid 12-digit ИНН of a person (two check digits), unique per call. */
export function personInn(): string {
  return inn12WithCheckDigits(`77${String(process.pid % 10_000).padStart(4, '0')}${String(next()).padStart(4, '0')}`);
}

export const newCompany = (server: TestServer) => loggedInCompany(server, { emailPrefix: 'onb' });

/** A published (or other status) invite addressing `persons`; returns the link token. */
export async function newInvite(
  server: TestServer,
  customerId: string,
  persons: { phone?: string | null; inn?: string | null; lastName?: string; firstName?: string; patronymic?: string }[],
  options: { status?: 'DRAFT' | 'PUBLISH' | 'REJECT'; taxRegime?: string } = {},
) {
  const { token, hash } = createInviteLinkToken();
  const db = server.runtime.ctx.db;
  const [invite] = await db
    .insert(invites)
    .values({
      customerId,
      status: options.status ?? 'PUBLISH',
      kind: 'INDIVIDUAL_PERSON',
      taxRegime: options.taxRegime ?? 'NPD',
      linkTokenHash: hash,
      publishedAt: new Date(),
    })
    .returning();
  for (const p of persons) {
    await db.insert(inviteEmployees).values({
      inviteId: invite!.id,
      customerId,
      phone: p.phone ?? null,
      inn: p.inn ?? null,
      lastName: p.lastName ?? null,
      firstName: p.firstName ?? null,
      patronymic: p.patronymic ?? null,
    });
  }
  return { token, inviteId: invite!.id };
}

export async function newContractor(
  server: TestServer,
  options: { isVerified?: boolean; inn?: string | null; lastName?: string } = {},
) {
  const phone = uniquePhone();
  const { employee, account } = await createEmployee(server.runtime.ctx.db, {
    phone,
    password: DEMO_PASSWORD,
    isVerified: options.isVerified ?? false,
    inn: options.inn ?? null,
    lastName: options.lastName ?? null,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, employeeId: employee.id, accountId: account.id, phone };
}

/** Registers a new contractor through the public calls (SMS code from the sandbox). */
export async function register(server: TestServer, client: TestClient, phone: string, extra: object = {}) {
  const info = await client.get<{ offer: { id: string } }>(apiPaths.auth.registrationInfo);
  const sentAt = Date.now();
  expect((await client.post(apiPaths.employeeAuth.verifyPhoneSend, { phone })).status).toBe(200);
  const code = codeFrom(await server.waitForSms(phone, sentAt - 1000));
  return client.post(apiPaths.employeeAuth.registration, {
    phone,
    code,
    password: 'Worker-2026',
    personal_data_consent: true,
    offer_id: info.body.offer.id,
    ...extra,
  });
}

/**
 * Reminders of a bundle's contractors (issue 27 slice 2), the job driven directly with the clock moved: nothing
 * before the interval, one reminder per slot (a rerun adds none), at most the cap, none after the expiry — and the
 * envelope then says the document is past its term.
 */
import type { BundleDocumentsResponse, BundleSignResponse, EmployeeEnvelope } from '@vyplaty/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBundleRows, documentBundles, notifications } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { issueSelfNep } from '../agreements/self-nep.test-helpers.js';
import { remindBundleContractorsJob } from './bundle-reminders.jobs.js';
import { codeFor, generatedBundle, type SigningCompany, signingCompany } from './bundle-signing.test-helpers.js';
import { at, b } from './bundles.test-helpers.js';

const HOUR = 3_600_000;
let server: TestServer;
let acme: SigningCompany;

beforeAll(async () => {
  server = await startTestServer();
  acme = await signingCompany(server, ['Петров', 'Сидоров']);
  await issueSelfNep(server, acme.company);
}, 120_000);
afterAll(() => server?.close());

async function runJobAfter(hours: number) {
  const { ctx } = server.runtime;
  const realNow = ctx.now;
  ctx.now = () => new Date(Date.now() + hours * HOUR);
  try {
    await remindBundleContractorsJob.handler(ctx, {});
  } finally {
    ctx.now = realNow;
  }
}

const remindersOf = async (accountId: string) =>
  server.runtime.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.title, 'Документы ждут подписи')));

/** A bundle for one contractor, its document sent, with reminders every 24 h, at most `max`, until `expiresIn` h. */
async function remindedBundle(contractorIndex: number, max: number, expiresIn: number) {
  const contractor = acme.contractors[contractorIndex]!;
  const { bundle, documents } = await generatedBundle(acme.company.client, acme.templateId, [contractor.entityId]);
  // The company signs first (the template's order): then the document awaits the contractor.
  const code = await codeFor(server, acme.company, at(b.signSelfNepSendCode, bundle.id));
  const signed = await acme.company.client.post<BundleSignResponse>(at(b.signSelfNep, bundle.id), { code });
  expect(signed.body).toMatchObject({ signed: documents.length, failed: 0 });
  const expiresAt = new Date(Date.now() + expiresIn * HOUR).toISOString();
  const put = await acme.company.client.request('PUT', at(b.one, bundle.id), {
    body: { reminders: { interval_hours: 24, max, expires_at: expiresAt } },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { bundle, contractor };
}

describe('bundle reminders', () => {
  it('reminds after each interval, once per slot, at most the cap', async () => {
    const { bundle, contractor } = await remindedBundle(0, 2, 24 * 30);
    await runJobAfter(1);
    expect(await remindersOf(contractor.accountId)).toHaveLength(0);
    await runJobAfter(25);
    await runJobAfter(25);
    const first = await remindersOf(contractor.accountId);
    expect(first).toHaveLength(1);
    expect(first[0]!.body).toBe(`Подпишите документы пакета «${bundle.name}»: 1`);
    await runJobAfter(40);
    expect(await remindersOf(contractor.accountId)).toHaveLength(1);
    await runJobAfter(50);
    expect(await remindersOf(contractor.accountId)).toHaveLength(2);
    await runJobAfter(100);
    expect(await remindersOf(contractor.accountId)).toHaveLength(2);
    const [row] = await server.runtime.ctx.db
      .select()
      .from(documentBundleRows)
      .where(eq(documentBundleRows.bundleId, bundle.id));
    expect(row!.remindersSent).toBe(2);
  });

  it('stops at the expiry; the envelope then shows the document past its term', async () => {
    const { bundle, contractor } = await remindedBundle(1, 5, 30);
    await runJobAfter(25);
    expect(await remindersOf(contractor.accountId)).toHaveLength(1);
    await runJobAfter(50);
    expect(await remindersOf(contractor.accountId)).toHaveLength(1);

    const before = await contractor.client.get<EmployeeEnvelope>(at(b.employeeEnvelope, bundle.id));
    expect(before.body.items[0]).toMatchObject({ awaiting_me: true, expired: false });
    await server.runtime.ctx.db
      .update(documentBundles)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(documentBundles.id, bundle.id));
    const after = await contractor.client.get<EmployeeEnvelope>(at(b.employeeEnvelope, bundle.id));
    expect(after.body).toMatchObject({ expired: true });
    expect(after.body.items[0]).toMatchObject({ awaiting_me: true, expired: true });
    // The company's list of the bundle's documents shows it too.
    const companyList = await acme.company.client.post<BundleDocumentsResponse>(at(b.documents, bundle.id), {});
    expect(companyList.body.items[0]).toMatchObject({ group: 'AWAIT_CONTRACTOR', expired: true });
  });
});

/** Set-ups of the bulk signing tests: a company with a phone (ПЭП) and the КЭП test head's ИНН, its bundle made. */
import type { BundleDocumentsResponse, SentCodeResponse } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees } from '../../db/schema/index.js';
import type { TestClient } from '../../test-support/http-client.js';
import type { TestServer } from '../../test-support/test-server.js';
import { newCustomer, type Party, smsCode } from '../agreements/self-nep.test-helpers.js';
import { contractorOf } from '../tasks/tasks.test-helpers.js';
import { at, b, generated, newBundle, recordsOnlyTemplate } from './bundles.test-helpers.js';

export type SigningContractor = Party & { fio: string };
export type SigningCompany = { company: Party; contractors: SigningContractor[]; templateId: string };

/** newCustomer (ИНН 7707083893, head Иванова Мария Петровна, a phone) with logged-in contractors of its own. */
export async function signingCompany(server: TestServer, lastNames: string[]): Promise<SigningCompany> {
  const company = await newCustomer(server);
  const contractors: SigningContractor[] = [];
  for (const lastName of lastNames) {
    const c = await contractorOf(server, company.entityId, lastName);
    const [row] = await server.runtime.ctx.db.select().from(employees).where(eq(employees.id, c.id));
    contractors.push({
      client: c.client,
      accountId: c.accountId,
      entityId: c.id,
      phone: row!.phone,
      email: null,
      fio: c.fio,
    });
  }
  return { company, contractors, templateId: await recordsOnlyTemplate(server, company.entityId) };
}

/** A bundle of the records-only template for these contractors, its documents generated (DRAFT). */
export async function generatedBundle(client: TestClient, templateId: string, employeeIds: string[], name = 'Пакет') {
  const made = await newBundle(client, { name, template_id: templateId, employee_ids: employeeIds });
  const started = await client.post(at(b.generateDocuments, made.id), {});
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const bundle = await generated(client, made.id);
  const docs = await client.post<BundleDocumentsResponse>(at(b.documents, bundle.id), { page_size: 100 });
  return { bundle, documents: docs.body.items };
}

/** Asks for a code at `path` and reads it from the SMS sandbox. */
export async function codeFor(server: TestServer, party: Party, path: string): Promise<string> {
  const sentAt = Date.now();
  const sent = await party.client.post<SentCodeResponse>(path, {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return smsCode(server, party, sentAt);
}

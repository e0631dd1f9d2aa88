/**
 * The MY / ALL scope of the company's documents (issue 28, SPEC §3 «Filter scope»): one login makes a contract
 * from a template, a colleague of the same company uploads a PDF one; MY lists the caller's own, ALL (and no
 * scope) the whole company's, never another company's; the creator is the login that made the document.
 */
import { apiPaths, type Document, type DocumentListRequest, type DocumentListResponse } from '@vyplaty/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { colleagueOf } from '../../test-support/company-logins.js';
import { PDF } from '../../test-support/isolation/documents-world.js';
import { sendForm } from '../../test-support/isolation/world.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';

let server: TestServer;
let owner: LoggedInCompany;
let colleague: LoggedInCompany;
let stranger: LoggedInCompany;
let contractor: Party;
let ownerDoc: Document;
let colleagueDoc: Document;
let strangerDoc: Document;
const p = apiPaths.documents;

async function fromTemplate(login: LoggedInCompany) {
  const res = await login.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Уборка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await loggedInCompany(server);
  colleague = await colleagueOf(server, owner);
  stranger = await loggedInCompany(server, { inn: '7736207543' });
  contractor = await newEmployee(server);
  for (const company of [owner, stranger]) {
    await linkEmployee(server.runtime.ctx.db, { customerId: company.customerId, employeeId: contractor.entityId });
  }
  ownerDoc = await fromTemplate(owner);
  const uploaded = await sendForm(colleague.client, 'POST', p.upload, {
    fields: {
      employee_id: contractor.entityId,
      kind: 'CONTRACT',
      subkind_id: '6f1c2d0e-0a1b-4c3d-8e01-000000000201',
      title: 'Договор коллеги',
    },
    file: { name: 'договор.pdf', bytes: PDF },
  });
  expect(uploaded.status).toBe(201);
  colleagueDoc = (await uploaded.json()) as Document;
  strangerDoc = await fromTemplate(stranger);
}, 120_000);
afterAll(() => server?.close());

const idsOf = async (login: { client: LoggedInCompany['client'] }, body: DocumentListRequest, path = p.list) => {
  const res = await login.client.post<DocumentListResponse>(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.items.map((d) => d.id), total: res.body.totalCount };
};

describe('the company’s documents by scope', () => {
  it('MY: only what the caller’s login made; ALL and no scope: the whole company’s', async () => {
    expect(await idsOf(owner, { filters: { scope: 'MY' } })).toEqual({ ids: [ownerDoc.id], total: 1 });
    expect(await idsOf(colleague, { filters: { scope: 'MY' } })).toEqual({ ids: [colleagueDoc.id], total: 1 });
    const all = { ids: [colleagueDoc.id, ownerDoc.id], total: 2 };
    expect(await idsOf(owner, { filters: { scope: 'ALL' } })).toEqual(all);
    expect(await idsOf(colleague, {})).toEqual(all);
    expect(await idsOf(stranger, { filters: { scope: 'MY' } })).toEqual({ ids: [strangerDoc.id], total: 1 });
  });

  it('MY with the other filters, sorts and the cursor', async () => {
    const mine = { filters: { scope: 'MY' as const, kind: 'CONTRACT' as const, employee_id: contractor.entityId } };
    expect((await idsOf(colleague, { ...mine, sort: { field: 'NAME', direction: 'ASC' } })).ids).toEqual([
      colleagueDoc.id,
    ]);
    const first = await colleague.client.post<DocumentListResponse>(p.list, {
      filters: { scope: 'ALL' },
      page_size: 1,
    });
    expect(first.body.items.map((d) => d.id)).toEqual([colleagueDoc.id]);
    // A cursor of the ALL list does not continue the MY list: MY starts again from its first row.
    const mixed = await colleague.client.post<DocumentListResponse>(p.list, {
      filters: { scope: 'MY' },
      after: first.body.next_cursor,
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.items.map((d) => d.id)).toEqual([colleagueDoc.id]);
  });

  it('the creator is the login that made or uploaded the document', async () => {
    const rows = await server.runtime.ctx.db
      .select({ id: documents.id, createdBy: documents.createdBy })
      .from(documents)
      .where(inArray(documents.id, [ownerDoc.id, colleagueDoc.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.createdBy]))).toEqual({
      [ownerDoc.id]: owner.accountId,
      [colleagueDoc.id]: colleague.accountId,
    });
  });

  it('refuses a scope that is neither MY nor ALL, in Russian', async () => {
    const res = await owner.client.post<{ error_message: string }>(p.list, { filters: { scope: 'MINE' } });
    expect(res.status).toBe(400);
    expect(res.body.error_message).toMatch(/[а-я]/i);
  });
});

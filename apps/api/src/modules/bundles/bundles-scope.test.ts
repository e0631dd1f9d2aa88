/**
 * The MY / ALL scope of the bundles' list (issue 28, SPEC §3 «Filter scope»): two logins of one company each
 * make a bundle; MY lists the caller's own, ALL (and no scope) the whole company's, never another company's.
 * The documents a bundle generates are made by the login that started the generation (their MY list).
 */
import type { BundleListRequest, BundleListResponse, DocumentListResponse } from '@vyplaty/contracts';
import { apiPaths } from '@vyplaty/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBundles, documents } from '../../db/schema/index.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { colleagueOf } from '../../test-support/company-logins.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  at,
  type BundleCompany,
  b,
  bundleCompany,
  CONTRACT_TEMPLATE_ID,
  generated,
  newBundle,
  recordsOnlyTemplate,
} from './bundles.test-helpers.js';

let server: TestServer;
let owner: BundleCompany;
let colleague: LoggedInCompany;
let stranger: LoggedInCompany;
const ids = { owner: '', colleague: '', stranger: '' };

beforeAll(async () => {
  server = await startTestServer();
  owner = await bundleCompany(server, ['Лисин']);
  colleague = await colleagueOf(server, owner);
  stranger = await loggedInCompany(server, { inn: '7736207543' });
  ids.owner = (await newBundle(owner.client, { name: 'Договоры декабря', template_id: CONTRACT_TEMPLATE_ID })).id;
  const templateId = await recordsOnlyTemplate(server, owner.customerId);
  const theirs = await newBundle(colleague.client, {
    name: 'Договоры коллеги',
    template_id: templateId,
    employee_ids: [owner.contractors[0]!.id],
  });
  ids.colleague = theirs.id;
  expect((await colleague.client.post(at(b.generateDocuments, theirs.id), {})).status).toBe(202);
  await generated(colleague.client, theirs.id);
  ids.stranger = (await newBundle(stranger.client, { name: 'Чужой', template_id: CONTRACT_TEMPLATE_ID })).id;
}, 180_000);
afterAll(() => server?.close());

const list = async (login: LoggedInCompany, body: BundleListRequest) => {
  const res = await login.client.post<BundleListResponse>(b.list, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.items.map((x) => x.id), total: res.body.totalCount };
};

describe('the bundles by scope', () => {
  it('MY: only the caller’s own; ALL and no scope: the whole company’s, never another company’s', async () => {
    expect(await list(owner, { filters: { scope: 'MY' } })).toEqual({ ids: [ids.owner], total: 1 });
    expect(await list(colleague, { filters: { scope: 'MY' } })).toEqual({ ids: [ids.colleague], total: 1 });
    const all = { ids: [ids.colleague, ids.owner], total: 2 };
    expect(await list(owner, { filters: { scope: 'ALL' } })).toEqual(all);
    expect(await list(colleague, {})).toEqual(all);
    expect(await list(stranger, { filters: { scope: 'MY' } })).toEqual({ ids: [ids.stranger], total: 1 });
    // With the search and the status.
    expect(await list(owner, { filters: { scope: 'MY', search: 'коллеги' } })).toEqual({ ids: [], total: 0 });
    expect(
      await list(colleague, { filters: { scope: 'MY', search: 'коллеги', status: ['COMPLETED_SUCCESS'] } }),
    ).toEqual({ ids: [ids.colleague], total: 1 });
  });

  it('the creator of the bundle and of its generated documents is the login that acted', async () => {
    const db = server.runtime.ctx.db;
    const bundles = await db
      .select({ id: documentBundles.id, createdBy: documentBundles.createdBy })
      .from(documentBundles)
      .where(inArray(documentBundles.id, [ids.owner, ids.colleague]));
    expect(Object.fromEntries(bundles.map((r) => [r.id, r.createdBy]))).toEqual({
      [ids.owner]: owner.accountId,
      [ids.colleague]: colleague.accountId,
    });
    const made = await db.select().from(documents).where(eq(documents.bundleId, ids.colleague));
    expect(made.map((d) => d.createdBy)).toEqual([colleague.accountId]);
    const mine = await colleague.client.post<DocumentListResponse>(apiPaths.documents.list, {
      filters: { scope: 'MY' },
    });
    expect(mine.body.items.map((d) => d.id)).toEqual([made[0]!.id]);
    const ownerMine = await owner.client.post<DocumentListResponse>(apiPaths.documents.list, {
      filters: { scope: 'MY' },
    });
    expect(ownerMine.body.totalCount).toBe(0);
  });

  it('refuses a scope that is neither MY nor ALL, in Russian', async () => {
    const res = await owner.client.post<{ error_message: string }>(b.list, { filters: { scope: 'MINE' } });
    expect(res.status).toBe(400);
    expect(res.body.error_message).toMatch(/[а-я]/i);
  });
});

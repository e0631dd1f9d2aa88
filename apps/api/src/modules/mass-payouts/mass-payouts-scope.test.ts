/**
 * The MY / ALL scope of the registries' lists over HTTP (issue 28, SPEC §3 «Filter scope»): two logins of one
 * company each upload a registry of each kind; MY lists the caller's own, ALL (and no scope) the whole
 * company's, never another company's; the creator is the login that uploaded the file.
 */
import type { MassPayout, MassPayoutListResponse, PayoutKind } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massPayouts } from '../../db/schema/index.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { colleagueOf } from '../../test-support/company-logins.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { filledTemplate, npdRow, pathsOf, upload, waitImported } from './mass-payouts.test-helpers.js';

let server: TestServer;
let owner: LoggedInCompany;
let colleague: LoggedInCompany;
let stranger: LoggedInCompany;
const made: Record<PayoutKind, Record<'owner' | 'colleague' | 'stranger', MassPayout>> = {
  NPD: {} as never,
  INDIVIDUAL: {} as never,
};

let amount = 100;
async function registryBy(login: LoggedInCompany, kind: PayoutKind): Promise<MassPayout> {
  amount += 1;
  const bytes = await filledTemplate(login.client, kind, [npdRow('500100732259', `${amount}.00`)]);
  const res = await upload(login.client, pathsOf(kind).importFile, { name: `Реестр ${amount}.xlsx`, bytes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return waitImported(login.client, kind, res.body.id);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await loggedInCompany(server);
  colleague = await colleagueOf(server, owner);
  stranger = await loggedInCompany(server, { inn: '7736207543' });
  for (const kind of ['NPD', 'INDIVIDUAL'] as const) {
    made[kind].owner = await registryBy(owner, kind);
    made[kind].colleague = await registryBy(colleague, kind);
    made[kind].stranger = await registryBy(stranger, kind);
  }
}, 180_000);
afterAll(async () => server?.close());

const idsOf = async (login: LoggedInCompany, kind: PayoutKind, query = '') => {
  const res = await login.client.get<MassPayoutListResponse>(`${pathsOf(kind).list}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((r) => r.id);
};

describe.each(['NPD', 'INDIVIDUAL'] as const)('the %s registries by scope', (kind) => {
  it('MY: only the caller’s own; ALL and no scope: the whole company’s, never another company’s', async () => {
    const { owner: mine, colleague: theirs, stranger: foreign } = made[kind];
    expect(await idsOf(owner, kind, '?scope=MY')).toEqual([mine.id]);
    expect(await idsOf(colleague, kind, '?scope=MY')).toEqual([theirs.id]);
    expect(await idsOf(owner, kind, '?scope=ALL')).toEqual([theirs.id, mine.id]);
    expect(await idsOf(colleague, kind)).toEqual([theirs.id, mine.id]);
    expect(await idsOf(stranger, kind, '?scope=MY')).toEqual([foreign.id]);
    // With the other filters and paging: MY and a status, one a page.
    expect(await idsOf(owner, kind, `?scope=MY&status=${mine.status}&page_size=1`)).toEqual([mine.id]);
  });

  it('the creator is the login that uploaded the file', async () => {
    const rows = await server.runtime.ctx.db
      .select({ id: massPayouts.id, createdBy: massPayouts.createdBy })
      .from(massPayouts)
      .where(eq(massPayouts.customerId, owner.customerId));
    const byId = new Map(rows.map((r) => [r.id, r.createdBy]));
    expect(byId.get(made[kind].owner.id)).toBe(owner.accountId);
    expect(byId.get(made[kind].colleague.id)).toBe(colleague.accountId);
  });

  it('refuses a scope that is neither MY nor ALL, in Russian', async () => {
    const res = await owner.client.get<{ error_message: string }>(`${pathsOf(kind).list}?scope=MINE`);
    expect(res.status).toBe(400);
    expect(res.body.error_message).toMatch(/[а-я]/i);
  });
});

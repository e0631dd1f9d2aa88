/**
 * Isolation cases of the company's users (modules/company-users, issue 28): A's owner has invited a colleague
 * (a PENDING login of A). B's list shows only B's logins; B cannot change, block, unblock, remove or re-invite
 * A's colleague or A's owner (404, as an unknown id); a contractor gets 403. B inviting someone new touches
 * nothing of A.
 */
import { apiPaths } from '@vyplaty/contracts';
import type { TestServer } from '../test-server.js';
import { type CaseTable, ownerOnly, selfScoped } from './cases.js';
import type { World } from './world.js';

export const companyUserWorld = { colleagueId: '' };

let seq = 0;

/** A's colleague, invited by A's owner over HTTP (the letter goes out before the baseline). */
export async function addCompanyUserData(server: TestServer, w: Omit<World, 'markers'>) {
  const res = await w.a.client.post<{ id: string }>(apiPaths.companyUsers.invite, {
    email: `a-colleague-${process.pid}@alfa-isolation.ru`,
    full_name: 'Альфова Коллега',
    role: 'ACCOUNTANT',
  });
  if (res.status !== 200) throw new Error(`A's colleague not invited: ${res.status}`);
  companyUserWorld.colleagueId = res.body.id;
  await server.waitForQueueIdle();
}

const p = apiPaths.companyUsers;
/** A's colleague and A's owner: both are A's logins. */
const targets = (w: World) => [companyUserWorld.colleagueId, w.a.accountId];

export const companyUserCases: CaseTable = {
  [`GET ${p.list}`]: selfScoped('customer'),
  [`POST ${p.invite}`]: selfScoped('customer', () => ({
    body: { email: `b-new-${process.pid}-${++seq}@beta-neighbours.ru`, full_name: 'Бетова Новая', role: 'VIEWER' },
  })),
  [`PATCH ${p.one}`]: ownerOnly('a', (w) =>
    targets(w).map((id) => ({ params: { id }, body: { role: 'VIEWER', full_name: 'Чужое Имя' } })),
  ),
  [`DELETE ${p.one}`]: ownerOnly('a', (w) => targets(w).map((id) => ({ params: { id } }))),
  [`POST ${p.block}`]: ownerOnly('a', (w) => targets(w).map((id) => ({ params: { id } }))),
  [`POST ${p.unblock}`]: ownerOnly('a', (w) => targets(w).map((id) => ({ params: { id } }))),
  [`POST ${p.resendInvite}`]: ownerOnly('a', (w) => targets(w).map((id) => ({ params: { id } }))),
};

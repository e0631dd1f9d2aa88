/**
 * Set-ups of the company's users' tests (and of the roles' route-wide test): a colleague invited over HTTP by the
 * owner, their link read from the letter, accepted with a password, and logged in like the web app does.
 */
import { apiPaths, type CompanyUser, type MemberRole, pathWithId } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { acceptCurrentOffer } from '../../db/seed/demo.js';
import type { LoggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import type { TestServer } from '../../test-support/test-server.js';

export const COLLEAGUE_PASSWORD = 'Коллега2026секрет';
let seq = 0;

export const newColleagueEmail = (tag = 'colleague') => `${tag}-${process.pid}-${++seq}@romashka.ru`;

/** The invite link's token from the newest letter to `email`. */
export async function inviteTokenFor(server: TestServer, email: string, count = 1): Promise<string> {
  await server.waitForMail(email, () => server.mails(email).length >= count);
  // The mailbox lists the newest letter first.
  const mail = server.mails(email)[0]!;
  const match = mail.text.match(/\/invite\/user\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invite link in letter «${mail.subject}»`);
  return match[1]!;
}

export async function invite(
  owner: Pick<LoggedInCompany, 'client'>,
  body: { email: string; full_name: string; role: MemberRole },
) {
  return owner.client.post<CompanyUser>(apiPaths.companyUsers.invite, body);
}

export const acceptPath = (token: string) => apiPaths.companyUsers.inviteAccept.replace(':token', token);
export const declinePath = (token: string) => apiPaths.companyUsers.inviteDecline.replace(':token', token);
export const infoPath = (token: string) => apiPaths.companyUsers.inviteInfo.replace(':token', token);
export const userPath = (path: string, id: string) => pathWithId(path, id);

export async function logIn(server: TestServer, email: string, password = COLLEAGUE_PASSWORD): Promise<TestClient> {
  const client = server.client();
  const res = await client.post(apiPaths.auth.login, { login: email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

/** A colleague of the owner's company with the role: invited, accepted, the offer accepted, logged in. */
export async function colleagueWithRole(
  server: TestServer,
  owner: LoggedInCompany,
  role: MemberRole,
  fullName = 'Коллегова Анна Сергеевна',
): Promise<LoggedInCompany & { role: MemberRole }> {
  const email = newColleagueEmail(role.toLowerCase());
  const invited = await invite(owner, { email, full_name: fullName, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const token = await inviteTokenFor(server, email);
  expect((await server.client().post(acceptPath(token), { password: COLLEAGUE_PASSWORD })).status).toBe(200);
  await acceptCurrentOffer(server.runtime.ctx.db, invited.body.id);
  const client = await logIn(server, email);
  return { client, customerId: owner.customerId, accountId: invited.body.id, email, name: owner.name, role };
}

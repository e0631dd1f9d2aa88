/**
 * The company's users over HTTP on a real database (issue 28): the owner invites a colleague by e-mail, the
 * colleague accepts with a password and logs in with their role, or declines; the owner changes, blocks, unblocks
 * and removes them, never leaving the company without an ACTIVE owner; dead links are one 404; another company's
 * user is the same 404 as an unknown one and stays unchanged.
 */
import {
  type AuthMe,
  apiPaths,
  type CompanyUser,
  type CompanyUserInviteInfo,
  type CompanyUsersResponse,
  type ErrorBody,
  type JournalResponse,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyUserInvites, notifications } from '../../db/schema/index.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  acceptPath,
  COLLEAGUE_PASSWORD,
  colleagueWithRole,
  declinePath,
  infoPath,
  invite,
  inviteTokenFor,
  logIn,
  newColleagueEmail,
  userPath,
} from './company-users.test-helpers.js';
import { EMAIL_TAKEN_MESSAGE, INVITE_INVALID_MESSAGE, LAST_OWNER_MESSAGE, USER_NOT_FOUND_MESSAGE } from './index.js';

let server: TestServer;
const db = () => server.runtime.ctx.db;
const p = apiPaths.companyUsers;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const list = async (owner: LoggedInCompany) => {
  const res = await owner.client.get<CompanyUsersResponse>(p.list);
  expect(res.status).toBe(200);
  return res.body.items;
};
const accountRow = async (id: string) => (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;
const bellOf = (accountId: string) => db().select().from(notifications).where(eq(notifications.accountId, accountId));
const journalOf = async (owner: LoggedInCompany) =>
  (await owner.client.get<JournalResponse>(`${apiPaths.userJournal}?entity_kind=account&page_size=100`)).body.items;

describe('an invited colleague', () => {
  it('gets a Russian letter with the link, accepts it with a password, logs in with the role and is listed', async () => {
    const owner = await loggedInCompany(server, { name: 'ООО "Ромашка"' });
    const email = newColleagueEmail();
    const invited = await invite(owner, { email, full_name: 'Бухгалтерова Инна', role: 'ACCOUNTANT' });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({
      email,
      full_name: 'Бухгалтерова Инна',
      role: 'ACCOUNTANT',
      status: 'PENDING',
    });
    expect(invited.body.invite_expires_at).not.toBeNull();

    const mail = await server.waitForMail(email);
    expect(mail.subject).toBe('Приглашение в компанию ООО "Ромашка"');
    expect(mail.text).toContain('с ролью «Бухгалтер»');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/invite\/user\/[A-Za-z0-9_-]{43}/);
    const token = await inviteTokenFor(server, email);
    // Only the token's hash is kept.
    const [stored] = await db()
      .select()
      .from(companyUserInvites)
      .where(eq(companyUserInvites.accountId, invited.body.id));
    expect(stored!.tokenHash).not.toContain(token);

    // A pending login cannot log in, whatever password is tried.
    const early = await server
      .client()
      .post<ErrorBody>(apiPaths.auth.login, { login: email, password: COLLEAGUE_PASSWORD });
    expect(early.status).toBe(401);

    const info = await server.client().get<CompanyUserInviteInfo>(infoPath(token));
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      email,
      full_name: 'Бухгалтерова Инна',
      organisation_name: 'ООО "Ромашка"',
      role: 'ACCOUNTANT',
      invited_by_name: 'ООО "Ромашка"',
    });

    const weak = await server.client().post<ErrorBody>(acceptPath(token), { password: 'короткий' });
    expect(weak.status).toBe(400);
    expect((await accountRow(invited.body.id)).status).toBe('PENDING');

    expect((await server.client().post(acceptPath(token), { password: COLLEAGUE_PASSWORD })).status).toBe(200);
    const row = await accountRow(invited.body.id);
    expect(row).toMatchObject({ status: 'ACTIVE', memberRole: 'ACCOUNTANT' });
    expect(row.emailVerifiedAt).not.toBeNull();
    // The link worked once.
    expect((await server.client().get<ErrorBody>(infoPath(token))).body.error_message).toBe(INVITE_INVALID_MESSAGE);
    expect((await server.client().post(acceptPath(token), { password: COLLEAGUE_PASSWORD })).status).toBe(404);

    const colleague = await logIn(server, email);
    const me = await colleague.get<AuthMe>(apiPaths.auth.me);
    expect(me.body).toMatchObject({ role: 'user', entity_id: owner.customerId, member_role: 'ACCOUNTANT' });
    expect(me.body.full_name).toBe('Бухгалтерова Инна');
    const ownerMe = await owner.client.get<AuthMe>(apiPaths.auth.me);
    expect(ownerMe.body).toMatchObject({ member_role: 'OWNER', full_name: null });

    const items = await list(owner);
    expect(items.map((u) => [u.full_name, u.role, u.status, u.is_me])).toEqual([
      ['ООО "Ромашка"', 'OWNER', 'ACTIVE', true],
      ['Бухгалтерова Инна', 'ACCOUNTANT', 'ACTIVE', false],
    ]);
    expect(items[1]).toMatchObject({ invited_by_name: 'ООО "Ромашка"', invite_expires_at: null });

    // The owner hears of it in the bell; the journal names who did what.
    const bell = await bellOf(owner.accountId);
    expect(bell.map((n) => n.title)).toContain('Приглашение принято');
    const journal = await journalOf(owner);
    expect(journal.map((j) => [j.text, j.entity_label, j.actor_name])).toEqual(
      expect.arrayContaining([
        ['Пользователь приглашён', 'Пользователь Бухгалтерова Инна', 'ООО "Ромашка"'],
        ['Приглашение принято', 'Пользователь Бухгалтерова Инна', 'Бухгалтерова Инна'],
        ['Вход в портал', 'Учётная запись компании', 'Бухгалтерова Инна'],
      ]),
    );
  });

  it('declines: DECLINED, cannot log in, the owner is told; sent again, the new link works and the old one not', async () => {
    const owner = await loggedInCompany(server);
    const email = newColleagueEmail('decline');
    const invited = await invite(owner, { email, full_name: 'Отказова Ольга', role: 'VIEWER' });
    const token = await inviteTokenFor(server, email);
    expect((await server.client().post(declinePath(token))).status).toBe(200);
    expect((await accountRow(invited.body.id)).status).toBe('DECLINED');
    expect((await server.client().post(acceptPath(token), { password: COLLEAGUE_PASSWORD })).status).toBe(404);
    expect((await bellOf(owner.accountId)).map((n) => n.title)).toContain('Приглашение отклонено');
    expect((await list(owner)).find((u) => u.id === invited.body.id)).toMatchObject({ status: 'DECLINED' });

    const again = await owner.client.post<CompanyUser>(userPath(p.resendInvite, invited.body.id));
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('PENDING');
    const fresh = await inviteTokenFor(server, email, 2);
    expect(fresh).not.toBe(token);
    expect((await server.client().get(infoPath(token))).status).toBe(404);
    expect((await server.client().post(acceptPath(fresh), { password: COLLEAGUE_PASSWORD })).status).toBe(200);
    await logIn(server, email);
  });

  it('invited twice, or with an e-mail any login has: 409 and nothing made', async () => {
    const owner = await loggedInCompany(server);
    const other = await loggedInCompany(server);
    const email = newColleagueEmail('twice');
    expect((await invite(owner, { email, full_name: 'Дважды Денис', role: 'VIEWER' })).status).toBe(200);
    const before = await db().select().from(accounts);
    for (const taken of [email, email.toUpperCase(), other.email]) {
      const res = await invite(owner, { email: taken, full_name: 'Дважды Денис', role: 'VIEWER' });
      expect(res.status).toBe(409);
      expect((res.body as unknown as ErrorBody).error_message).toBe(EMAIL_TAKEN_MESSAGE);
    }
    const bad = await invite(owner, { email: 'не почта', full_name: 'Я', role: 'BOSS' as 'VIEWER' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).fields).toMatchObject({
      email: 'Некорректный e-mail',
      full_name: 'Укажите имя',
      role: 'Роль: OWNER, ACCOUNTANT или VIEWER',
    });
    expect(await db().select().from(accounts)).toHaveLength(before.length);
  });

  it('an expired or withdrawn link is the same 404; a malformed one too', async () => {
    const owner = await loggedInCompany(server);
    const email = newColleagueEmail('expired');
    const invited = await invite(owner, { email, full_name: 'Поздняя Полина', role: 'VIEWER' });
    const token = await inviteTokenFor(server, email);
    await db()
      .update(companyUserInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyUserInvites.accountId, invited.body.id));
    for (const path of [infoPath(token), infoPath('abc'), infoPath('x'.repeat(43))]) {
      const res = await server.client().get<ErrorBody>(path);
      expect(res.status).toBe(404);
      expect(res.body.error_message).toBe(INVITE_INVALID_MESSAGE);
    }
    expect((await server.client().post(declinePath(token))).status).toBe(404);
    expect((await accountRow(invited.body.id)).status).toBe('PENDING');

    // Withdrawn: the pending login removed, its new link dead too.
    await owner.client.post(userPath(p.resendInvite, invited.body.id));
    const fresh = await inviteTokenFor(server, email, 2);
    expect((await owner.client.request('DELETE', userPath(p.one, invited.body.id))).status).toBe(200);
    expect((await server.client().get(infoPath(fresh))).status).toBe(404);
    expect((await list(owner)).map((u) => u.id)).not.toContain(invited.body.id);
  });
});

describe('the owner manages colleagues', () => {
  it('changes a role and a name; a blocked colleague’s sessions end and login is refused; unblocked, it works', async () => {
    const owner = await loggedInCompany(server);
    const colleague = await colleagueWithRole(server, owner, 'VIEWER', 'Смотрова Вера');
    const changed = await owner.client.request<CompanyUser>('PATCH', userPath(p.one, colleague.accountId), {
      body: { role: 'ACCOUNTANT', full_name: 'Смотрова Вера Ильинична' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: 'ACCOUNTANT', full_name: 'Смотрова Вера Ильинична' });
    expect((await colleague.client.get<AuthMe>(apiPaths.auth.me)).body.member_role).toBe('ACCOUNTANT');

    const blocked = await owner.client.post<CompanyUser>(userPath(p.block, colleague.accountId));
    expect(blocked.body.status).toBe('BLOCKED');
    expect((await colleague.client.get(apiPaths.auth.me)).status).toBe(401);
    const refused = await server
      .client()
      .post<ErrorBody>(apiPaths.auth.login, { login: colleague.email, password: COLLEAGUE_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.error_message).toBe(
      'Учётная запись заблокирована. Обратитесь к владельцу компании или в поддержку',
    );

    expect((await owner.client.post<CompanyUser>(userPath(p.unblock, colleague.accountId))).body.status).toBe('ACTIVE');
    await logIn(server, colleague.email);
    const texts = (await journalOf(owner)).map((j) => j.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Изменены роль или имя пользователя',
        'Пользователь заблокирован',
        'Пользователь разблокирован',
      ]),
    );
  });

  it('removes a colleague: gone from the list, sessions ended, login refused, the journal still names them', async () => {
    const owner = await loggedInCompany(server);
    const colleague = await colleagueWithRole(server, owner, 'ACCOUNTANT', 'Уходова Ульяна');
    expect((await owner.client.request('DELETE', userPath(p.one, colleague.accountId))).status).toBe(200);
    expect((await list(owner)).map((u) => u.id)).toEqual([owner.accountId]);
    expect((await colleague.client.get(apiPaths.auth.me)).status).toBe(401);
    const refused = await server
      .client()
      .post<ErrorBody>(apiPaths.auth.login, { login: colleague.email, password: COLLEAGUE_PASSWORD });
    expect(refused.body.error_message).toBe('Учётная запись удалена из компании. Обратитесь к владельцу компании');
    expect((await journalOf(owner)).map((j) => [j.text, j.entity_label])).toContainEqual([
      'Пользователь удалён',
      'Пользователь Уходова Ульяна',
    ]);
    // Removed is removed: nothing more to do with them.
    expect((await owner.client.post(userPath(p.unblock, colleague.accountId))).status).toBe(404);
  });

  it('never leaves the company without an ACTIVE owner', async () => {
    const owner = await loggedInCompany(server);
    for (const [method, path, body] of [
      ['POST', userPath(p.block, owner.accountId), undefined],
      ['DELETE', userPath(p.one, owner.accountId), undefined],
      ['PATCH', userPath(p.one, owner.accountId), { role: 'VIEWER' }],
    ] as const) {
      const res = await owner.client.request<ErrorBody>(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.error_message).toBe(LAST_OWNER_MESSAGE);
    }
    expect(await accountRow(owner.accountId)).toMatchObject({ status: 'ACTIVE', memberRole: 'OWNER', removedAt: null });

    // With a second owner, the first may step down; then the second is the last one.
    const second = await colleagueWithRole(server, owner, 'OWNER', 'Второва Галина');
    const down = await owner.client.request<CompanyUser>('PATCH', userPath(p.one, owner.accountId), {
      body: { role: 'VIEWER' },
    });
    expect(down.body.role).toBe('VIEWER');
    const last = await second.client.post<ErrorBody>(userPath(p.block, second.accountId));
    expect(last.body.error_message).toBe(LAST_OWNER_MESSAGE);
    // A former owner, now a viewer, manages nobody.
    const viewer = await owner.client.post<ErrorBody>(userPath(p.block, second.accountId));
    expect(viewer.status).toBe(403);
  });

  it('only the owner: an accountant and a viewer are refused the list and every change', async () => {
    const owner = await loggedInCompany(server);
    const accountant = await colleagueWithRole(server, owner, 'ACCOUNTANT');
    const viewer = await colleagueWithRole(server, owner, 'VIEWER');
    for (const who of [accountant, viewer]) {
      expect((await who.client.get<ErrorBody>(p.list)).body.error_message).toBe(
        'Недостаточно прав: это может только владелец компании',
      );
      const res = await invite(who, { email: newColleagueEmail('x'), full_name: 'Никто Нигде', role: 'OWNER' });
      expect(res.status).toBe(403);
      expect((await who.client.post(userPath(p.block, owner.accountId))).status).toBe(403);
    }
    expect(await list(owner)).toHaveLength(3);
  });

  it('another company’s user, an unknown id and a malformed id are the same 404; nothing changes', async () => {
    const a = await loggedInCompany(server);
    const b = await loggedInCompany(server);
    const colleagueOfA = await colleagueWithRole(server, a, 'ACCOUNTANT');
    const before = await accountRow(colleagueOfA.accountId);
    for (const id of [colleagueOfA.accountId, a.accountId, '00000000-0000-4000-8000-000000000000', 'не-id']) {
      for (const [method, path, body] of [
        ['PATCH', userPath(p.one, id), { role: 'VIEWER' }],
        ['POST', userPath(p.block, id), undefined],
        ['POST', userPath(p.unblock, id), undefined],
        ['POST', userPath(p.resendInvite, id), undefined],
        ['DELETE', userPath(p.one, id), undefined],
      ] as const) {
        const res = await b.client.request<ErrorBody>(method, path, { body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error_message).toBe(USER_NOT_FOUND_MESSAGE);
      }
    }
    expect((await list(b)).map((u) => u.id)).toEqual([b.accountId]);
    expect(await accountRow(colleagueOfA.accountId)).toEqual(before);
    expect((await a.client.get(apiPaths.auth.me)).status).toBe(200);
  });
});

/**
 * Signing documents with Госключ over HTTP against the Госключ sandbox (docs/decisions/signatures.md
 * § Госключ): the contractor sends the document by the СНИЛС of their profile, the sandbox signs as
 * the person (a real GOST CAdES-BES from the test CA), the polling job verifies it like a КЭП and the
 * document advances; rejected, expired, failed sends and a wrong person's signature each end as said;
 * a send whose answer is lost every time is SEND_UNKNOWN (202) until the job's re-send with the same
 * key finds the one request the service holds (the company's side: document-goskey-company.test.ts);
 * the document's zip carries the Госключ .sig.
 */
import { apiPaths, type Document, pathWithId } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, goskeyRequests } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { verifyDetachedCades } from '../../lib/signature-crypto/index.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { cacheCrl, refreshAuthorities, trustMaterial } from '../certificates/index.js';
import { freshCrl } from '../certificates/kep.test-helpers.js';

let server: TestServer;
let company: Party;
let contractor: Party;
let noSnils: Party;
let stranger: Party;
let otherContractor: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);
const SNILS = '11223344595';

type Answer = Document & { error_message?: string; code?: string };

beforeAll(async () => {
  server = await startTestServer({ GOSKEY_POLL_SECONDS: '1' });
  company = await newCustomer(server);
  stranger = await newCustomer(server);
  contractor = await newEmployee(server);
  noSnils = await newEmployee(server);
  otherContractor = await newEmployee(server);
  const { db } = server.runtime.ctx;
  await db
    .update(employees)
    .set({ inn: '500100732259', snils: SNILS, patronymic: 'Петрович' })
    .where(eq(employees.id, contractor.entityId));
  for (const party of [contractor, noSnils, otherContractor])
    await linkEmployee(db, { customerId: company.entityId, employeeId: party.entityId });
  await refreshAuthorities(server.runtime.ctx);
  await cacheCrl(server.runtime.ctx, freshCrl());
}, 120_000);
afterAll(() => server?.close());

async function newContract(employee = contractor) {
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: employee.entityId,
    fields: { services: 'Курьерская доставка', price: '15000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
    sign_order: 'CONTRACTOR_FIRST',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await company.client.post(at(p.send, res.body.id), {})).status).toBe(200);
  return res.body;
}

const signGoskey = (party: Party, id: string, kind = 'UKEP_GOSKEY', csrf = true) =>
  party.client.post<Answer>(at(p.signGoskey, id), { kind }, { csrf });

const sandbox = async (path: string, body?: unknown) => {
  const res = await fetch(`${server.baseUrl}/sandbox/goskey/control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Record<string, unknown> & { items: { request_id: string; title: string }[] };
};

/** The sandbox's newest request to the contractor (this file sends them one after the other). */
const newestRequest = async () => (await sandbox(`/requests?snils=${SNILS}`)).items[0]!;

const read = async (id: string) => (await contractor.client.get<Document>(at(p.employeeOne, id))).body;
const until = (id: string, done: (doc: Document) => boolean, what: string) =>
  waitFor(async () => {
    const doc = await read(id);
    return done(doc) ? doc : undefined;
  }, what);
const events = async (id: string) =>
  (await company.client.get<{ items: { event: string; text: string }[] }>(at(p.history, id))).body.items;

describe('document/{id}/sign_goskey', () => {
  it('sends by СНИЛС, shows the pending request, refuses a second send, and after signing in the app the document is signed', async () => {
    const doc = await newContract();
    const sent = await signGoskey(contractor, doc.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.goskey).toMatchObject({ kind: 'UKEP_GOSKEY', party: 'CONTRACTOR', status: 'PENDING' });
    expect(new Date(sent.body.goskey!.expires_at!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(sent.body.status).toBe('AWAIT_SIGN_EMPLOYEE');
    const request = await newestRequest();
    expect(request.title).toBe(`${doc.title} № ${doc.number}`);

    const again = await signGoskey(contractor, doc.id);
    expect(again.status).toBe(409);
    expect(again.body.error_message).toMatch(/^Документ уже отправлен в Госключ и ждёт подписи до /);

    await sandbox(`/requests/${request.request_id}/sign`, {});
    const signed = await until(doc.id, (d) => d.status === 'AWAIT_SIGN_USER', 'the Госключ signature');
    expect(signed.signatures).toMatchObject([{ party: 'CONTRACTOR', kind: 'UKEP_GOSKEY' }]);
    expect(signed.goskey).toMatchObject({ status: 'SIGNED' });
    const history = await events(doc.id);
    expect(history.map((h) => h.event)).toEqual(expect.arrayContaining(['SEND_TO_GOSKEY_SIGNING', 'EMPLOYEE_SIGNED']));
    expect(history.find((h) => h.event === 'EMPLOYEE_SIGNED')?.text).toMatch(/Сидоров Иван Петрович.*Госключ/);
  });

  it('УНЭП: signed with the pinned sandbox root, evidence kind UNEP_GOSKEY', async () => {
    const doc = await newContract();
    expect((await signGoskey(contractor, doc.id, 'UNEP_GOSKEY')).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/sign`, {});
    const signed = await until(doc.id, (d) => d.signatures.length > 0, 'the УНЭП signature');
    expect(signed.signatures).toMatchObject([{ party: 'CONTRACTOR', kind: 'UNEP_GOSKEY' }]);
  });

  it('the document’s zip carries the Госключ signature as its .sig, verifying over the signed file', async () => {
    const doc = await newContract();
    expect((await signGoskey(contractor, doc.id)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/sign`, {});
    await until(doc.id, (d) => d.signatures.length > 0, 'the Госключ signature');
    const main = doc.attachments.find((a) => a.main)!;
    const trust = await trustMaterial(server.runtime.ctx);
    for (const party of [contractor, company]) {
      const res = await party.client.get<Buffer>(at(p.download, doc.id));
      expect(res.status).toBe(200);
      const zip = await JSZip.loadAsync(res.body);
      const base = 'подписи/1 исполнитель УКЭП Госключ';
      expect(Object.keys(zip.files)).toEqual(expect.arrayContaining([`${base}.sig`, `${base}.json`, `${base}.txt`]));
      const verified = verifyDetachedCades({
        signature: await zip.file(`${base}.sig`)!.async('uint8array'),
        content: await zip.file(main.name)!.async('uint8array'),
        at: new Date(),
        trustedRoots: trust.roots,
        crls: trust.crls,
      });
      expect(verified.firstFailure).toBeNull();
      expect(verified.signer?.snils).toBe(SNILS);
      const evidence = JSON.parse(await zip.file(`${base}.json`)!.async('string'));
      expect(evidence).toMatchObject({ party: 'CONTRACTOR', kind: 'UKEP_GOSKEY' });
      expect(evidence.certificate_thumbprint).toBe(verified.signer?.thumbprintSha1);
    }
  });

  it('rejected in the app: the document is rejected «Отклонено в Госключе»', async () => {
    const doc = await newContract();
    expect((await signGoskey(contractor, doc.id)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/reject`, {});
    const rejected = await until(doc.id, (d) => d.status === 'REJECTED', 'the rejection');
    expect(rejected.reason).toBe('Отклонено в Госключе');
    expect(rejected.goskey).toMatchObject({ status: 'REJECTED', reason: 'Отклонено в Госключе' });
    expect((await events(doc.id)).map((h) => h.event)).toContain('EMPLOYEE_REJECTED');
  });

  it('expired: GOSKEY_SIGN_EMPLOYEE_EXPIRED, the document still waits and may be sent again', async () => {
    const doc = await newContract();
    expect((await signGoskey(contractor, doc.id)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/expire`, {});
    const expired = await until(doc.id, (d) => d.goskey?.status === 'EXPIRED', 'the expiry');
    expect(expired.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect((await events(doc.id)).map((h) => h.event)).toContain('GOSKEY_SIGN_EMPLOYEE_EXPIRED');
    expect((await signGoskey(contractor, doc.id)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/reject`, {});
  });

  it('a send the service does not take: GOSKEY_SENT_ERROR, Russian errors, nothing pending', async () => {
    const doc = await newContract();
    await sandbox('/faults', { send_fail_next: 10 });
    const down = await signGoskey(contractor, doc.id);
    await sandbox('/faults', { send_fail_next: 0 });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      code: 'GOSKEY_UNAVAILABLE',
      error_message: 'Госключ временно недоступен, попробуйте позже',
    });
    expect((await read(doc.id)).goskey).toMatchObject({ status: 'ERROR' });

    await sandbox('/faults', { unknown_snils: [SNILS] });
    const unknown = await signGoskey(contractor, doc.id);
    await sandbox('/faults', { unknown_snils: [] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error_message).toMatch(/Госключ не нашёл пользователя с этим СНИЛС/);
    const history = await events(doc.id);
    expect(history.filter((h) => h.event === 'GOSKEY_SENT_ERROR')).toHaveLength(2);
    expect((await read(doc.id)).status).toBe('AWAIT_SIGN_EMPLOYEE');
  });

  it('another person’s certificate is refused with the identity step’s reason and nothing changes', async () => {
    const doc = await newContract();
    expect((await signGoskey(contractor, doc.id)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/sign`, { as_another_person: true });
    const refused = await until(doc.id, (d) => d.goskey?.status === 'ERROR', 'the refusal');
    expect(refused.goskey?.reason).toMatch(/^Подпись не принята\. Личность подписанта: .*СНИЛС/);
    expect(refused.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect(refused.signatures).toEqual([]);
    expect((await events(doc.id)).map((h) => h.event)).not.toContain('EMPLOYEE_SIGNED');
  });

  it('no СНИЛС in the profile, other tenants, bad kind and CSRF', async () => {
    const bare = await newContract(noSnils);
    const missing = await signGoskey(noSnils, bare.id);
    expect(missing.status).toBe(422);
    expect(missing.body.error_message).toBe(
      'Чтобы подписать документ в Госключе, укажите СНИЛС в профиле (раздел «Личные данные»)',
    );
    const doc = await newContract();
    expect((await signGoskey(otherContractor, doc.id)).status).toBe(404);
    expect((await signGoskey(stranger, doc.id)).status).toBe(404);
    expect((await signGoskey(contractor, doc.id, 'KEP')).status).toBe(400);
    expect((await signGoskey(contractor, doc.id, 'UKEP_GOSKEY', false)).status).toBe(403);
    expect((await read(doc.id)).goskey).toBeNull();
  });

  it('a send whose answer is lost every time: 202 SEND_UNKNOWN, then the job re-sends with the same key and finds the one request', async () => {
    const doc = await newContract();
    // Every attempt of the call is kept by the service and its answer lost.
    await sandbox('/faults', { lost_answer_next: 1000 });
    const unknown = await signGoskey(contractor, doc.id);
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(202);
    expect(unknown.body.goskey).toMatchObject({ status: 'SEND_UNKNOWN', reason: null });
    expect((await signGoskey(contractor, doc.id)).body.error_message).toMatch(
      /^Отправка в Госключ не подтверждена, проверяем…/,
    );
    await sandbox('/faults', { lost_answer_next: 0 });
    const pending = await until(doc.id, (d) => d.goskey?.status === 'PENDING', 'the re-send confirmed');
    expect(pending.goskey?.expires_at).toBeTruthy();
    const held = (await sandbox(`/requests?snils=${SNILS}`)).items.filter(
      (r) => r.title === `${doc.title} № ${doc.number}`,
    );
    expect(held).toHaveLength(1);
    expect((await events(doc.id)).filter((h) => h.event === 'SEND_TO_GOSKEY_SIGNING')).toHaveLength(1);
    await sandbox(`/requests/${held[0]!.request_id}/sign`, {});
    const signed = await until(doc.id, (d) => d.status === 'AWAIT_SIGN_USER', 'the signature after the re-send');
    expect(signed.signatures).toMatchObject([{ party: 'CONTRACTOR', kind: 'UKEP_GOSKEY' }]);
  });

  it('an unconfirmed send past its time to live ends in ERROR with GOSKEY_SENT_ERROR; the document may be sent again', async () => {
    const doc = await newContract();
    await sandbox('/faults', { lost_answer_next: 1000 });
    expect((await signGoskey(contractor, doc.id)).status).toBe(202);
    // A day later, as far as the job can tell.
    await server.runtime.ctx.db
      .update(goskeyRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(goskeyRequests.subjectId, doc.id));
    const ended = await until(doc.id, (d) => d.goskey?.status === 'ERROR', 'the give-up');
    await sandbox('/faults', { lost_answer_next: 0 });
    expect(ended.goskey?.reason).toBe(
      'Госключ не подтвердил получение документа: отправьте документ на подпись ещё раз',
    );
    expect(ended.status).toBe('AWAIT_SIGN_EMPLOYEE');
    expect((await events(doc.id)).map((h) => h.event)).toContain('GOSKEY_SENT_ERROR');
    expect((await signGoskey(contractor, doc.id)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/reject`, {});
  });
});

/**
 * The company's side of Госключ over HTTP against the Госключ sandbox (docs/decisions/signatures.md
 * § Госключ): Госключ issues personal certificates, so the company sends the document to a responsible
 * person with a СНИЛС and an МЧД from the company in force; the sandbox signs as that person, the job
 * checks the certificate against them and their МЧД, and the document advances as USER_SIGNED. The
 * persons who may not sign (no СНИЛС, no МЧД in force, another company's) are refused with Russian
 * 422s, a wrong person's certificate changes nothing, expiry and rejection end as for the contractor.
 */
import { apiPaths, type Document, type GoskeyRepresentativesResponse, pathWithId } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { representativeDocuments, representatives } from '../../db/schema/index.js';
import { linkEmployee } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { inTransaction } from '../../db/transaction.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { startTestServer, type TestServer, waitFor } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { cacheCrl, refreshAuthorities } from '../certificates/index.js';
import { freshCrl } from '../certificates/kep.test-helpers.js';
import { storeFile } from '../files/index.js';

let server: TestServer;
let company: Party;
let stranger: Party;
let contractor: Party;
const p = apiPaths.documents;
const at = (path: string, id: string) => pathWithId(path, id);
/** newCustomer's ИНН: the principal of the МЧД made here. */
const COMPANY_INN = '7707083893';
const DAY = 86_400_000;

const PERSON = { lastName: 'Образцова', firstName: 'Дарья', patronymic: 'Тестовна', jobTitle: 'Главный бухгалтер' };
const SNILS = '11223344595';
const INN = '771900001235';
const people = {} as Record<'signer' | 'noMchd' | 'expiredMchd' | 'noSnils' | 'foreign', string>;

type Answer = Document & { error_message?: string; fields?: Record<string, string> };

/** A responsible person of `customerId`, with a signed МЧД (EMCHD) valid from `from` to `until` days from today. */
async function addPerson(
  customerId: string,
  person: Partial<typeof representatives.$inferInsert>,
  mchd?: { from: number; until: number },
) {
  const { db } = server.runtime.ctx;
  const [row] = await db
    .insert(representatives)
    .values({ ...PERSON, customerId, ...person })
    .returning();
  if (!mchd) return row!.id;
  const day = (offset: number) => moscowDate(new Date(Date.now() + offset * DAY));
  await inTransaction(server.runtime.ctx, async (txCtx) => {
    const file = await storeFile(txCtx, {
      owner: { customerId },
      purpose: 'TRUST_DOCUMENT',
      name: 'ON_EMCHD_test.xml',
      mimeType: 'application/xml',
      bytes: new TextEncoder().encode('<Доверенность/>'),
    });
    await txCtx.db.insert(representativeDocuments).values({
      representativeId: row!.id,
      customerId,
      kind: 'TRUST_DOCUMENT',
      format: 'MCHD_XML',
      fileId: file.id,
      number: `6f0e4c1a-8b2d-4c3e-9a7f-${row!.id.slice(-12)}`,
      issuedOn: day(mchd.from),
      validUntil: day(mchd.until),
      details: {
        principal_inn: COMPANY_INN,
        representative_inn: person.inn ?? null,
        representative_snils: person.snils ?? null,
        file_name: 'ON_EMCHD_test.xml',
        // A valid МЧД (DOMAIN §6.6 steps 2 and 6): the head's signature checked, the power to sign acts and contracts.
        powers: [{ code: null, text: 'Подписывать акты и договоры с исполнителями' }],
        kep: { signature_id: row!.id, signer: 'Иванова Мария Петровна', signed_at: new Date().toISOString() },
      },
    });
  });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer({ GOSKEY_POLL_SECONDS: '1' });
  company = await newCustomer(server);
  stranger = await newCustomer(server);
  contractor = await newEmployee(server);
  await linkEmployee(server.runtime.ctx.db, { customerId: company.entityId, employeeId: contractor.entityId });
  people.signer = await addPerson(company.entityId, { inn: INN, snils: SNILS }, { from: -30, until: 365 });
  people.noMchd = await addPerson(company.entityId, { lastName: 'Безмчд', inn: '500100732259', snils: '12345678964' });
  people.expiredMchd = await addPerson(
    company.entityId,
    { lastName: 'Просрочкина', snils: '08765430300' },
    { from: -400, until: -1 },
  );
  people.noSnils = await addPerson(
    company.entityId,
    { lastName: 'Безснилсова', inn: '772400005628' },
    {
      from: -30,
      until: 365,
    },
  );
  people.foreign = await addPerson(
    stranger.entityId,
    { lastName: 'Чужая', snils: '11223344595' },
    {
      from: -30,
      until: 365,
    },
  );
  await refreshAuthorities(server.runtime.ctx);
  await cacheCrl(server.runtime.ctx, freshCrl());
}, 120_000);
afterAll(() => server?.close());

async function companyFirstContract() {
  const res = await company.client.post<Document>(p.create, {
    template_id: SERVICES_CONTRACT_TEMPLATE_ID,
    employee_id: contractor.entityId,
    fields: { services: 'Уборка', price: '1000,00', start_date: '2026-01-10', end_date: '2026-01-31' },
    sign_order: 'COMPANY_FIRST',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await company.client.post(at(p.send, res.body.id), {})).status).toBe(200);
  return res.body;
}

const signGoskey = (id: string, representativeId?: string) =>
  company.client.post<Answer>(at(p.signGoskey, id), {
    kind: 'UKEP_GOSKEY',
    ...(representativeId ? { representative_id: representativeId } : {}),
  });

const sandbox = async (path: string, body?: unknown) => {
  const res = await fetch(`${server.baseUrl}/sandbox/goskey/control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Record<string, unknown> & {
    items: { request_id: string; title: string; signer: { snils: string; lastName: string; inn: string | null } }[];
  };
};
const newestRequest = async () => (await sandbox(`/requests?snils=${SNILS}`)).items[0]!;

const read = async (id: string) => (await company.client.get<Document>(at(p.companyOne, id))).body;
const until = (id: string, done: (doc: Document) => boolean, what: string) =>
  waitFor(async () => {
    const doc = await read(id);
    return done(doc) ? doc : undefined;
  }, what);
const events = async (id: string) =>
  (await company.client.get<{ items: { event: string; text: string }[] }>(at(p.history, id))).body.items;

describe('document/{id}/sign_goskey by the company', () => {
  it('lists only the persons with a СНИЛС and an МЧД in force; the chosen one signs in Госключ: USER_SIGNED as representative', async () => {
    const doc = await companyFirstContract();
    const listed = await company.client.get<GoskeyRepresentativesResponse>(at(p.signGoskeyRepresentatives, doc.id));
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: people.signer, name: 'Образцова Дарья Тестовна', job_title: 'Главный бухгалтер' }),
    ]);
    expect((await contractor.client.get(at(p.signGoskeyRepresentatives, doc.id))).status).toBe(403);
    expect((await stranger.client.get(at(p.signGoskeyRepresentatives, doc.id))).status).toBe(404);

    const sent = await signGoskey(doc.id, people.signer);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.goskey).toMatchObject({
      party: 'COMPANY',
      status: 'PENDING',
      representative: { id: people.signer, name: 'Образцова Дарья Тестовна' },
    });
    const request = await newestRequest();
    expect(request.signer).toMatchObject({ snils: SNILS, lastName: 'Образцова', inn: INN });
    const sendEvent = (await events(doc.id)).find((h) => h.event === 'SEND_TO_GOSKEY_SIGNING');
    expect(sendEvent?.text).toMatch(
      /Образцова Дарья Тестовна \(представитель, МЧД № .+\) за .+, УКЭП Госключ, подписать до /,
    );

    await sandbox(`/requests/${request.request_id}/sign`, {});
    const signed = await until(doc.id, (d) => d.status === 'AWAIT_SIGN_EMPLOYEE', 'the company’s Госключ signature');
    expect(signed.signatures).toMatchObject([{ party: 'COMPANY', kind: 'UKEP_GOSKEY' }]);
    expect(signed.goskey).toMatchObject({ status: 'SIGNED' });
    const userSigned = (await events(doc.id)).find((h) => h.event === 'USER_SIGNED');
    expect(userSigned?.text).toMatch(/Образцова Дарья Тестовна \(представитель, МЧД № .+\) за .+, Госключ$/);
  });

  it('refuses no choice, a stranger’s or unknown person, no СНИЛС, no МЧД or an expired one — nothing is sent', async () => {
    const doc = await companyFirstContract();
    const cases: [string | undefined, RegExp][] = [
      [undefined, /^Выберите ответственное лицо/],
      [people.foreign, /^Такого ответственного лица нет в вашей компании$/],
      ['00000000-0000-4000-8000-000000000000', /^Такого ответственного лица нет/],
      ['не-id', /^Такого ответственного лица нет/],
      [people.noSnils, /^У ответственного лица Безснилсова Дарья Тестовна не указан СНИЛС/],
      [people.noMchd, /нет действующей машиночитаемой доверенности \(МЧД\) от компании/],
      [people.expiredMchd, /нет действующей машиночитаемой доверенности \(МЧД\) от компании/],
    ];
    const before = (await sandbox('/requests')).items.length;
    for (const [id, message] of cases) {
      const res = await signGoskey(doc.id, id);
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.error_message).toMatch(message);
      expect(res.body.fields).toHaveProperty('representative_id');
    }
    expect((await sandbox('/requests')).items).toHaveLength(before);
    expect(await read(doc.id)).toMatchObject({ goskey: null, status: 'AWAIT_SIGN_USER' });
  });

  it('another person’s certificate: the request ends in ERROR with the identity step and the document is untouched', async () => {
    const doc = await companyFirstContract();
    expect((await signGoskey(doc.id, people.signer)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/sign`, { as_another_person: true });
    const refused = await until(doc.id, (d) => d.goskey?.status === 'ERROR', 'the refusal');
    expect(refused.goskey?.reason).toMatch(/^Подпись не принята\. Личность подписанта: /);
    expect(refused.status).toBe('AWAIT_SIGN_USER');
    expect(refused.signatures).toEqual([]);
    expect((await events(doc.id)).map((h) => h.event)).not.toContain('USER_SIGNED');
  });

  it('expired: GOSKEY_SIGN_USER_EXPIRED and a notification to the company; rejected: USER_REJECTED', async () => {
    const doc = await companyFirstContract();
    expect((await signGoskey(doc.id, people.signer)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/expire`, {});
    const expired = await until(doc.id, (d) => d.goskey?.status === 'EXPIRED', 'the expiry');
    expect(expired.status).toBe('AWAIT_SIGN_USER');
    expect((await events(doc.id)).map((h) => h.event)).toContain('GOSKEY_SIGN_USER_EXPIRED');
    const bell = await company.client.post<{ items: { title: string; body: string }[] }>(apiPaths.notifications.list, {
      page: 1,
      page_size: 20,
    });
    expect(bell.body.items).toContainEqual(
      expect.objectContaining({
        title: 'Срок подписания в Госключе истёк',
        body: expect.stringMatching(/не подписан в Госключе вовремя \(ответственное лицо Образцова Дарья Тестовна\)/),
      }),
    );

    expect((await signGoskey(doc.id, people.signer)).status).toBe(200);
    await sandbox(`/requests/${(await newestRequest()).request_id}/reject`, {});
    const rejected = await until(doc.id, (d) => d.status === 'REJECTED', 'the rejection');
    expect(rejected.reason).toBe('Отклонено в Госключе');
    expect((await events(doc.id)).map((h) => h.event)).toContain('USER_REJECTED');
  });
});

import { readFileSync } from 'node:fs';
import {
  apiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  createRepresentativeRequestSchema,
  type ErrorBody,
  type JobTitleListResponse,
  pathWithId,
  type Representative,
  type RepresentativeDocument,
  type RepresentativeDocumentListResponse,
  type RepresentativeListResponse,
  STANDARD_JOB_TITLES,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { representativeDocuments, representatives, storedFiles } from '../../db/schema/index.js';
import {
  acceptCurrentOffer,
  createCustomer,
  createEmployee,
  DEMO_PASSWORD,
  DEMO_REPRESENTATIVE,
  seedDemoRepresentative,
} from '../../db/seed/demo.js';
import { moscowDate } from '../../lib/moscow-time.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let seq = 0;

/** The demo company's ИНН is the principal of the fixture МЧД. */
const COMPANY_INN = '7719617469';
const OTHER_INN = '7707083893';
/** The fictional representative named in the fixture (valid checksums, no real person). */
const PERSON = {
  last_name: 'Образцова',
  first_name: 'Дарья',
  patronymic: 'Тестовна',
  job_title: 'Главный бухгалтер',
  email: 'obraztsova@example.ru',
  phone: '+7 999 000-00-55',
  inn: '771900001235',
  snils: '112-233-445 95',
};
const OTHER_PERSON = { ...PERSON, last_name: 'Примерова', inn: '772400005628', snils: '33445566784' };

const FIXTURE = readFileSync(
  new URL('./fixtures/ON_EMCHD_20260115_6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c.xml', import.meta.url),
  'utf8',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => moscowDate(new Date());

/** The fixture with its dates moved around today and, when asked, another principal or number. */
function mchd(options: { issuedOn?: string; validUntil?: string; principalInn?: string; number?: string } = {}) {
  return FIXTURE.replace('ДатаВыдДовер="2026-01-15"', `ДатаВыдДовер="${options.issuedOn ?? addDays(today(), -10)}"`)
    .replace('СрокДейст="2029-01-14"', `СрокДейст="${options.validUntil ?? addDays(today(), 365)}"`)
    .replace('ИННЮЛ="7719617469"', `ИННЮЛ="${options.principalInn ?? COMPANY_INN}"`)
    .replace(/НомДовер="[^"]+"/, `НомДовер="${options.number ?? '6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c'}"`);
}

type Company = { client: TestClient; customerId: string };

async function company(inn = COMPANY_INN): Promise<Company> {
  seq += 1;
  const email = `reps-${seq}@company.ru`;
  const { customer, account } = await createCustomer(server.runtime.ctx.db, {
    email,
    inn,
    organisationName: `ООО "Доверие ${seq}"`,
    lastName: 'Смирнова',
    firstName: 'Анна',
    patronymic: 'Сергеевна',
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(server.runtime.ctx.db, account.id);
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD })).status).toBe(200);
  return { client, customerId: customer.id };
}

const p = apiPaths.representatives;
const create = (c: Company, body: unknown) => c.client.post<Representative & ErrorBody>(p.create, body);
const get = (c: Company, id: string) => c.client.get<Representative & ErrorBody>(pathWithId(p.one, id));
const patch = (c: Company, id: string, body: unknown) =>
  c.client.request<Representative & ErrorBody>('PATCH', pathWithId(p.one, id), { body });
const remove = (c: Company, id: string) => c.client.request<ErrorBody>('DELETE', pathWithId(p.one, id));
const list = (c: Company, query = '') => c.client.get<RepresentativeListResponse & ErrorBody>(`${p.list}${query}`);
const files = (c: Company, id: string) =>
  c.client.get<RepresentativeDocumentListResponse & ErrorBody>(pathWithId(p.files, id));
const withdraw = (c: Company, id: string, documentId: string) =>
  c.client.request<ErrorBody>('DELETE', pathWithId(p.document, id).replace(':documentId', documentId));
const generate = (c: Company, id: string, body: unknown) =>
  c.client.post<RepresentativeDocument & ErrorBody>(pathWithId(p.generateTrustDocument, id), body);
const content = (c: Company, fileId: string) =>
  c.client.get<string | Buffer | ErrorBody>(`${p.fileContent}?file_id=${encodeURIComponent(fileId)}`);

/** A multipart upload as the web app sends it: fields first, then the file; CSRF header unless told not to. */
async function upload(
  c: Company,
  id: string,
  file: { name: string; bytes: string | Buffer },
  fields: Record<string, string> = {},
  options: { csrf?: boolean } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file.bytes]), file.name);
  const path = pathWithId(p.file, id);
  const headers: Record<string, string> = {
    cookie: c.client.allCookies(),
  };
  if (options.csrf !== false) headers[CSRF_HEADER] = c.client.cookie(CSRF_COOKIE)!;
  const res = await fetch(c.client.baseUrl + path, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as RepresentativeDocument & ErrorBody };
}

const rowsOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(representatives).where(eq(representatives.customerId, customerId));
const documentRowsOf = (customerId: string) =>
  server.runtime.ctx.db
    .select()
    .from(representativeDocuments)
    .where(eq(representativeDocuments.customerId, customerId));
const fileRowsOf = (customerId: string) =>
  server.runtime.ctx.db.select().from(storedFiles).where(eq(storedFiles.customerId, customerId));

async function companyWithPerson(inn = COMPANY_INN) {
  const c = await company(inn);
  const person = (await create(c, PERSON)).body;
  return { c, person };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('responsible persons: the card', () => {
  it('creates a person with normalised fields, status NEW, and lists newest first', async () => {
    const c = await company();
    const first = await create(c, PERSON);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      last_name: 'Образцова',
      phone: '+79990000055',
      snils: '11223344595',
      inn: '771900001235',
      status: 'NEW',
      trust_document: null,
    });
    const second = await create(c, { ...OTHER_PERSON, patronymic: '', email: '', phone: '' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ patronymic: null, email: null, phone: null });

    const page = await list(c);
    expect(page.body.totalCount).toBe(2);
    expect(page.body.items.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
    const paged = await list(c, '?page=2&page_size=1');
    expect(paged.body).toMatchObject({ totalCount: 2, items: [{ id: first.body.id }] });
    expect((await list(c, '?page_size=500')).status).toBe(400);
    expect((await get(c, first.body.id)).body).toEqual(first.body);
  });

  it('refuses bad input with Russian field errors and stores nothing', async () => {
    const c = await company();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...PERSON, inn: '771900001234' }, 'inn', 'Неверный ИНН: не сходится контрольное число'],
      [{ ...PERSON, inn: '7719617469' }, 'inn', 'ИНН физического лица состоит из 12 цифр'],
      [{ ...PERSON, snils: '112-233-445 96' }, 'snils', 'Неверный СНИЛС: не сходится контрольное число'],
      [{ ...PERSON, last_name: 'Smith' }, 'last_name', 'Фамилия: только русские буквы, пробел и дефис'],
      [{ ...PERSON, phone: '12345' }, 'phone', 'Введите российский мобильный номер, например +7 999 000-00-01'],
      [{ ...PERSON, email: 'not-an-email' }, 'email', 'Некорректный e-mail'],
      [{ ...PERSON, job_title: '' }, 'job_title', 'Введите должность'],
      [{ ...PERSON, inn: 771900001235 }, 'inn', 'Введите ИНН'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(c, body);
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field], field).toBe(message);
    }
    expect(await rowsOf(c.customerId)).toEqual([]);
  });

  it('keeps one card per ИНН', async () => {
    const { c } = await companyWithPerson();
    const res = await create(c, { ...PERSON, inn: '7719 0000 1235' });
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Ответственное лицо с таким ИНН уже добавлено');
    expect(await rowsOf(c.customerId)).toHaveLength(1);
  });

  it('edits and soft-deletes; a deleted person is gone from every call', async () => {
    const { c, person } = await companyWithPerson();
    const edited = await patch(c, person.id, { job_title: 'Финансовый директор', email: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ job_title: 'Финансовый директор', email: null, last_name: 'Образцова' });
    const bad = await patch(c, person.id, { snils: '11223344596' });
    expect(bad.status).toBe(400);
    expect((await get(c, person.id)).body.snils).toBe('11223344595');

    expect((await remove(c, person.id)).status).toBe(204);
    expect((await get(c, person.id)).status).toBe(404);
    expect((await list(c)).body).toEqual({ items: [], totalCount: 0 });
    const [row] = await rowsOf(c.customerId);
    expect(row?.deletedAt).not.toBeNull();
    expect((await remove(c, person.id)).status).toBe(404);
  });

  it('offers the standard job titles, then the company’s own', async () => {
    const c = await company();
    await create(c, { ...PERSON, job_title: 'Руководитель отдела выплат' });
    await create(c, { ...OTHER_PERSON, job_title: 'Бухгалтер' });
    const res = await c.client.get<JobTitleListResponse>(p.jobTitles);
    expect(res.body.items).toEqual([...STANDARD_JOB_TITLES, 'Руководитель отдела выплат']);
  });
});

describe('responsible persons: trust documents', () => {
  it('accepts the МЧД, stores its powers, and the person becomes ACTIVE; a .sig that is no signature is refused', async () => {
    const { c, person } = await companyWithPerson();
    const res = await upload(c, person.id, { name: 'ON_EMCHD_test.xml', bytes: mchd() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'TRUST_DOCUMENT',
      format: 'MCHD_XML',
      number: '6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c',
      principal_inn: COMPANY_INN,
      valid_until: addDays(today(), 365),
      is_in_force: true,
      signature_check: 'ABSENT',
      file_name: 'ON_EMCHD_test.xml',
    });
    expect(res.body.powers).toHaveLength(3);
    expect(res.body.powers[0]).toEqual({
      code: 'DEMO.ACTS.SIGN',
      text: 'Подписание актов выполненных работ (оказанных услуг) с исполнителями',
    });
    const card = (await get(c, person.id)).body;
    expect(card.status).toBe('ACTIVE');
    expect(card.trust_document?.id).toBe(res.body.id);
    expect((await rowsOf(c.customerId))[0]?.status).toBe('ACTIVE');

    const sig = await upload(
      c,
      person.id,
      { name: 'ON_EMCHD_test.xml.sig', bytes: Buffer.from([0x30, 0x82, 0x01, 0x00, 0x06]) },
      { signature_for: res.body.id },
    );
    // Verified like every КЭП (trust-signing/mchd-signature-upload.test.ts has the whole set).
    expect(sig.status).toBe(422);
    expect(sig.body.error_message).toMatch(/^Подпись МЧД не принята\. Разбор подписи: /);

    const again = await upload(c, person.id, { name: 'again.xml', bytes: mchd() });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Эта МЧД уже загружена');

    const docs = await files(c, person.id);
    expect(docs.body.items.map((d) => d.id)).toEqual([res.body.id]);
    const xml = await content(c, res.body.file_id);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toMatch(/^inline/);
    expect(String(xml.body)).toContain('EMCHD_1');
    expect(docs.body.items[0]).toMatchObject({ signature_check: 'ABSENT', signature_file_id: null });
  });

  it('refuses a wrong МЧД with a Russian error and stores nothing', async () => {
    const { c, person } = await companyWithPerson();
    const cases: [string | Buffer, string, string][] = [
      [mchd({ principalInn: OTHER_INN }), 'x.xml', `МЧД выдана другим доверителем (ИНН ${OTHER_INN})`],
      [
        mchd({ issuedOn: addDays(today(), -400), validUntil: addDays(today(), -1) }),
        'x.xml',
        'Срок действия МЧД истёк',
      ],
      [mchd({ issuedOn: addDays(today(), 2) }), 'x.xml', 'МЧД ещё не действует'],
      [mchd().replace('ИННФЛ="771900001235"', 'ИННФЛ="772400005628"'), 'x.xml', 'МЧД выдана на другое лицо'],
      [mchd().replace('ВерсФорм="EMCHD_1"', 'ВерсФорм="EMCHD_2"'), 'x.xml', 'Поддерживается МЧД формата EMCHD_1'],
      ['<?xml version="1.0"?><root><a></root>', 'x.xml', 'Файл МЧД повреждён'],
      ['<?xml version="1.0"?><Счёт/>', 'x.xml', 'Файл не похож на МЧД формата EMCHD_1'],
      [
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]><Доверенность/>',
        'x.xml',
        'XML с DTD или объявлением сущностей не принимается',
      ],
      [
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run in DOS mode'),
        'scan.pdf',
        'Недопустимый формат файла',
      ],
      [PDF, 'virus.exe', 'Недопустимый формат файла'],
      [Buffer.from('not xml at all'), 'x.xml', 'Недопустимый формат файла'],
      [Buffer.alloc(0), 'x.xml', 'Файл пустой'],
    ];
    for (const [bytes, name, message] of cases) {
      const res = await upload(c, person.id, { name, bytes });
      expect(res.status, message).toBe(400);
      expect(res.body.error_message, message).toContain(message);
    }
    const big = await upload(c, person.id, { name: 'big.xml', bytes: `${mchd()}<!--${'x'.repeat(1024 * 1024)}-->` });
    expect(big.status).toBe(413);
    expect(big.body.error_message).toBe('Превышен максимальный размер файла');
    const huge = await upload(
      c,
      person.id,
      { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
      {
        valid_until: addDays(today(), 30),
      },
    );
    expect(huge.status).toBe(413);

    expect(await documentRowsOf(c.customerId)).toEqual([]);
    expect(await fileRowsOf(c.customerId)).toEqual([]);
    expect((await get(c, person.id)).body.status).toBe('NEW');
  });

  it('accepts a scan with its dates; refuses missing or past dates; withdrawing it makes the person REVOKED', async () => {
    const { c, person } = await companyWithPerson();
    const missing = await upload(c, person.id, { name: 'scan.pdf', bytes: PDF });
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.valid_until).toBe('Укажите срок действия доверенности');
    const past = await upload(c, person.id, { name: 'scan.pdf', bytes: PDF }, { valid_until: addDays(today(), -1) });
    expect(past.body.fields?.valid_until).toBe('Срок действия доверенности уже истёк');
    const malformed = await upload(c, person.id, { name: 'scan.pdf', bytes: PDF }, { valid_until: '31.12.2030' });
    expect(malformed.body.fields?.valid_until).toBe('Дата в формате ГГГГ-ММ-ДД');
    expect(await documentRowsOf(c.customerId)).toEqual([]);

    const scan = await upload(
      c,
      person.id,
      { name: 'Доверенность.pdf', bytes: PDF },
      { number: '12/2026', issued_on: today(), valid_until: addDays(today(), 90) },
    );
    expect(scan.status).toBe(201);
    expect(scan.body).toMatchObject({
      format: 'PDF',
      number: '12/2026',
      is_in_force: true,
      file_name: 'Доверенность.pdf',
    });
    expect((await get(c, person.id)).body.status).toBe('ACTIVE');
    const pdf = await content(c, scan.body.file_id);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(pdf.body as Buffer, PDF)).toBe(0);

    // A signature goes only with an МЧД.
    const sig = await upload(
      c,
      person.id,
      { name: 'x.sig', bytes: Buffer.from([0x30, 1]) },
      { signature_for: scan.body.id },
    );
    expect(sig.status).toBe(400);

    expect((await withdraw(c, person.id, scan.body.id)).status).toBe(204);
    expect((await get(c, person.id)).body).toMatchObject({ status: 'REVOKED', trust_document: null });
    expect((await files(c, person.id)).body.items).toEqual([]);
    expect((await content(c, scan.body.file_id)).status).toBe(404);
    expect((await withdraw(c, person.id, scan.body.id)).status).toBe(404);
  });

  it('an МЧД cannot be left naming someone else: the card’s ИНН stays while it is live', async () => {
    const { c, person } = await companyWithPerson();
    expect((await upload(c, person.id, { name: 'm.xml', bytes: mchd() })).status).toBe(201);
    const res = await patch(c, person.id, { inn: OTHER_PERSON.inn });
    expect(res.status).toBe(400);
    expect(res.body.fields?.inn).toBe('ИНН не совпадает с ИНН представителя в загруженной МЧД: сначала отзовите её');
    expect((await get(c, person.id)).body.inn).toBe(PERSON.inn);
  });

  it('generates a power of attorney PDF that gives no powers until signed and uploaded', async () => {
    const { c, person } = await companyWithPerson();
    const res = await generate(c, person.id, { valid_until: addDays(today(), 365) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      format: 'GENERATED',
      kind: 'TRUST_DOCUMENT',
      is_in_force: false,
      issued_on: today(),
    });
    expect(res.body.file_name).toMatch(/^Доверенность .+ Образцова Дарья\.pdf$/);
    const pdf = await content(c, res.body.file_id);
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(c, person.id)).body.status).toBe('NEW');

    const tooLong = await generate(c, person.id, { valid_until: addDays(today(), 3 * 366 + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields?.valid_until).toBe('Срок действия — не больше 3 лет');
    const past = await generate(c, person.id, { valid_until: today() });
    expect(past.body.fields?.valid_until).toBe('Срок действия должен быть позже сегодняшнего дня');
    expect(await documentRowsOf(c.customerId)).toHaveLength(1);
  });

  it('shows EXPIRED when the МЧД in force has passed its end date', async () => {
    const { c, person } = await companyWithPerson();
    const res = await upload(c, person.id, { name: 'm.xml', bytes: mchd({ validUntil: today() }) });
    expect(res.status).toBe(201);
    // Moving the end date into the past stands for the calendar moving on.
    await server.runtime.ctx.db
      .update(representativeDocuments)
      .set({ validUntil: addDays(today(), -1), issuedOn: addDays(today(), -20) })
      .where(eq(representativeDocuments.id, res.body.id));
    expect((await get(c, person.id)).body).toMatchObject({ status: 'EXPIRED', trust_document: { id: res.body.id } });
  });
});

describe('responsible persons: who may call', () => {
  it('another company never sees, changes, uploads to or downloads anything; same 404 as unknown', async () => {
    const { c: owner, person } = await companyWithPerson();
    const document = (await upload(owner, person.id, { name: 'm.xml', bytes: mchd() })).body;
    const stranger = await company(OTHER_INN);
    const unknown = '00000000-0000-4000-8000-000000000000';

    expect((await list(stranger)).body).toEqual({ items: [], totalCount: 0 });
    for (const id of [person.id, unknown, 'not-a-uuid']) {
      const res = await get(stranger, id);
      expect(res.status).toBe(404);
      expect(res.body.error_message).toBe('Ответственное лицо не найдено');
      expect((await patch(stranger, id, { job_title: 'Юрист' })).status).toBe(404);
      expect((await remove(stranger, id)).status).toBe(404);
      expect((await files(stranger, id)).status).toBe(404);
      expect((await generate(stranger, id, { valid_until: addDays(today(), 30) })).status).toBe(404);
      expect((await withdraw(stranger, id, document.id)).status).toBe(404);
      const up = await upload(stranger, id, { name: 'scan.pdf', bytes: PDF }, { valid_until: addDays(today(), 30) });
      expect(up.status).toBe(404);
    }
    for (const fileId of [document.file_id, unknown, 'x']) {
      const res = await content(stranger, fileId);
      expect(res.status).toBe(404);
      expect((res.body as ErrorBody).error_message).toBe('Файл не найден');
    }
    // The stranger cannot take over the document through its own person either.
    const theirs = (await create(stranger, OTHER_PERSON)).body;
    expect((await withdraw(stranger, theirs.id, document.id)).status).toBe(404);
    const sig = await upload(
      stranger,
      theirs.id,
      { name: 'a.sig', bytes: Buffer.from([0x30]) },
      { signature_for: document.id },
    );
    expect(sig.status).toBe(404);

    expect(await documentRowsOf(stranger.customerId)).toEqual([]);
    expect(await fileRowsOf(stranger.customerId)).toEqual([]);
    const card = (await get(owner, person.id)).body;
    expect(card).toMatchObject({ job_title: PERSON.job_title, status: 'ACTIVE' });
    expect((await files(owner, person.id)).body.items).toHaveLength(1);
  });

  it('refuses a contractor (role employee) and a caller without a session', async () => {
    const { c: owner, person } = await companyWithPerson();
    seq += 1;
    const phone = `+7999555${String(seq).padStart(4, '0')}`;
    await createEmployee(server.runtime.ctx.db, { phone, password: DEMO_PASSWORD });
    const client = server.client();
    expect((await client.post(apiPaths.auth.login, { login: phone, password: DEMO_PASSWORD })).status).toBe(200);
    const employee: Company = { client, customerId: '' };
    for (const res of [
      await list(employee),
      await create(employee, OTHER_PERSON),
      await get(employee, person.id),
      await employee.client.get(p.jobTitles),
      await patch(employee, person.id, { job_title: 'Юрист' }),
      await remove(employee, person.id),
      await files(employee, person.id),
      await generate(employee, person.id, { valid_until: addDays(today(), 30) }),
      await withdraw(employee, person.id, person.id),
      await content(employee, person.id),
      await upload(employee, person.id, { name: 'scan.pdf', bytes: PDF }, { valid_until: addDays(today(), 30) }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await server.client().get(p.list)).status).toBe(401);
    expect(await rowsOf(owner.customerId)).toHaveLength(1);
  });

  it('refuses writes without the CSRF header', async () => {
    const { c, person } = await companyWithPerson();
    const headers = { csrf: false };
    expect((await c.client.request('POST', p.create, { body: OTHER_PERSON, ...headers })).status).toBe(403);
    expect(
      (await c.client.request('PATCH', pathWithId(p.one, person.id), { body: { job_title: 'Юрист' }, ...headers }))
        .status,
    ).toBe(403);
    expect((await c.client.request('DELETE', pathWithId(p.one, person.id), headers)).status).toBe(403);
    const gen = pathWithId(p.generateTrustDocument, person.id);
    expect(
      (await c.client.request('POST', gen, { body: { valid_until: addDays(today(), 30) }, ...headers })).status,
    ).toBe(403);
    const up = await upload(c, person.id, { name: 'm.xml', bytes: mchd() }, {}, { csrf: false });
    expect(up.status).toBe(403);
    expect(await rowsOf(c.customerId)).toHaveLength(1);
    expect(await documentRowsOf(c.customerId)).toEqual([]);

    const document = (await upload(c, person.id, { name: 'm.xml', bytes: mchd() })).body;
    const withdrawPath = pathWithId(p.document, person.id).replace(':documentId', document.id);
    expect((await c.client.request('DELETE', withdrawPath, headers)).status).toBe(403);
    expect((await documentRowsOf(c.customerId))[0]?.deletedAt).toBeNull();
    expect((await get(c, person.id)).body.job_title).toBe(PERSON.job_title);
  });
});

describe('responsible persons: demo data', () => {
  it('seeds a fictional person who passes the contract’s checks and fits the fixture МЧД', async () => {
    const c = await company();
    await seedDemoRepresentative(server.runtime.ctx.db, c.customerId);
    const d = DEMO_REPRESENTATIVE;
    const fields = {
      last_name: d.lastName,
      first_name: d.firstName,
      patronymic: d.patronymic,
      job_title: d.jobTitle,
      email: d.email,
      phone: d.phone,
      inn: d.inn,
      snils: d.snils,
    };
    expect(createRepresentativeRequestSchema.safeParse(fields).success).toBe(true);
    const [person] = (await list(c)).body.items;
    expect(person).toMatchObject({ ...fields, status: 'NEW' });
    expect((await upload(c, person!.id, { name: 'ON_EMCHD.xml', bytes: mchd() })).status).toBe(201);
    expect((await get(c, person!.id)).body.status).toBe('ACTIVE');
  });
});

/**
 * SPEC §7 Certificate over HTTP beyond the trust store: PUT certificate/{id} (the caller's own — its
 * name, the status checked again) and certificate/representative (the company's responsible persons'
 * certificates with what their МЧД lets them sign: DOMAIN §6.6 steps 2, 3 and 6). Certificates, CAdES
 * and the МЧД are made in the test over the public test CA (test-support/mchd.ts).
 */
import {
  apiPaths,
  type Certificate,
  type ErrorBody,
  pathWithId,
  type RepresentativeCertificate,
  type RepresentativeCertificateListResponse,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, employees } from '../../db/schema/index.js';
import { kepHead, trustTestCa } from '../../test-support/kep-cases.js';
import { addRepresentativeWithMchd, MCHD_PERSON, representativeCertificate } from '../../test-support/mchd.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { makeCertificate } from './kep.test-helpers.js';

let server: TestServer;
let contractor: Party;
const p = apiPaths.certificates;
const CONTRACTOR = { fio: 'Сидоров Иван', inn: '500100732259', snils: '11223344595' };
const der = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
type Answer<T> = T & ErrorBody;

beforeAll(async () => {
  server = await startTestServer();
  contractor = await newEmployee(server);
  await server.runtime.ctx.db
    .update(employees)
    .set({ inn: CONTRACTOR.inn, snils: CONTRACTOR.snils })
    .where(eq(employees.id, contractor.entityId));
  await trustTestCa(server);
}, 120_000);
afterAll(() => server?.close());

const register = (party: Party, certificate: Uint8Array, name?: string) =>
  party.client.post<Answer<Certificate>>(p.list, { certificate: der(certificate), ...(name ? { name } : {}) });
const update = (party: Party, id: string, body: unknown) =>
  party.client.request<Answer<Certificate>>('PUT', pathWithId(p.one, id), { body });
const registerForPerson = (company: Party, representativeId: string, certificate: Uint8Array) =>
  company.client.post<Answer<RepresentativeCertificate>>(p.representative, {
    representative_id: representativeId,
    certificate: der(certificate),
  });

describe('PUT certificate/{id}', () => {
  it('renames the caller’s certificate, clears the name, and checks the status again', async () => {
    const added = await register(contractor, makeCertificate(CONTRACTOR), 'Рутокен');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'Рутокен', status: 'ACTIVE', representative_id: null });

    const renamed = await update(contractor, added.body.id, { name: '  Токен для актов ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: added.body.id, name: 'Токен для актов', status: 'ACTIVE' });

    // A status left CREATED (say, no fresh CRL at registration) is checked again by PUT, the name kept.
    await server.runtime.ctx.db
      .update(certificates)
      .set({ status: 'CREATED', statusReason: 'Нет действующего списка отзыва' })
      .where(eq(certificates.id, added.body.id));
    const rechecked = await update(contractor, added.body.id, {});
    expect(rechecked.body).toMatchObject({ name: 'Токен для актов', status: 'ACTIVE', status_reason: null });

    const cleared = await update(contractor, added.body.id, { name: '' });
    expect(cleared.body.name).toBeNull();
    const mine = await contractor.client.get<{ items: Certificate[] }>(p.list);
    expect(mine.body.items.find((c) => c.id === added.body.id)?.name).toBeNull();
  });

  it('a REVOCATED certificate stays REVOCATED; a long name is refused in Russian; another’s id is unknown', async () => {
    const added = await register(contractor, makeCertificate(CONTRACTOR));
    await server.runtime.ctx.db
      .update(certificates)
      .set({ status: 'REVOCATED', statusReason: 'Сертификат отозван' })
      .where(eq(certificates.id, added.body.id));
    const renamed = await update(contractor, added.body.id, { name: 'Старый' });
    expect(renamed.body).toMatchObject({ name: 'Старый', status: 'REVOCATED' });

    const long = await update(contractor, added.body.id, { name: 'а'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.error_message).toContain('не длиннее 100 символов');

    const company = await newCustomer(server);
    const foreign = await update(company, added.body.id, { name: 'Чужой' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_message).toBe('Сертификат не найден');
    expect((await update(company, 'не-id', { name: 'x' })).status).toBe(404);
    const [row] = await server.runtime.ctx.db.select().from(certificates).where(eq(certificates.id, added.body.id));
    expect(row?.name).toBe('Старый');
  });
});

describe('certificate/representative', () => {
  it('registers a responsible person’s certificate and says what their МЧД lets them sign, step by step', async () => {
    const company = await newCustomer(server);
    const { personId, document } = await addRepresentativeWithMchd(company, { signed: false });

    const certificate = representativeCertificate();
    const added = await registerForPerson(company, personId, certificate);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      representative_id: personId,
      status: 'ACTIVE',
      representative: { id: personId, name: 'Образцова Дарья Тестовна', job_title: MCHD_PERSON.job_title },
      mchd: null,
      can_sign: {
        documents: { allowed: false, reason: expect.stringContaining('не подтверждена подписью руководителя') },
        payment_orders: { allowed: false, reason: expect.stringContaining('не подтверждена подписью руководителя') },
      },
    });
    // The same certificate again answers the row.
    const again = await registerForPerson(company, personId, certificate);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(added.body.id);

    // A valid МЧД (its head's .sig checked) of another company's person changes nothing here; this
    // company's person with a signed one may sign both acts and payment orders.
    const signed = await newCustomer(server);
    const valid = await addRepresentativeWithMchd(signed, { signed: true });
    const theirs = await registerForPerson(signed, valid.personId, representativeCertificate());
    expect(theirs.body).toMatchObject({
      mchd: { id: valid.document.id, number: valid.document.number },
      can_sign: { documents: { allowed: true, reason: null }, payment_orders: { allowed: true, reason: null } },
    });

    const list = await company.client.get<RepresentativeCertificateListResponse>(p.representative);
    expect(list.status).toBe(200);
    expect(list.body.items.map((c) => c.representative.id)).toEqual([personId]);
    expect(list.body.items[0]?.mchd).toBeNull();
    expect(document.signature_check).toBe('ABSENT');

    // A person the company deleted: their certificate is no longer listed as a representative's.
    const deleted = await company.client.request('DELETE', pathWithId(apiPaths.representatives.one, personId));
    expect(deleted.status).toBe(204);
    expect((await company.client.get<RepresentativeCertificateListResponse>(p.representative)).body.items).toEqual([]);
  });

  it('names the missing power: an МЧД signed by the head but only to receive mail', async () => {
    const company = await newCustomer(server);
    const { personId } = await addRepresentativeWithMchd(company, {
      signed: true,
      powers: ['Получать почтовую корреспонденцию, адресованную доверителю'],
    });
    const added = await registerForPerson(company, personId, representativeCertificate());
    expect(added.body.can_sign).toEqual({
      documents: { allowed: false, reason: expect.stringContaining('нет полномочия подписывать акты и договоры') },
      payment_orders: {
        allowed: false,
        reason: expect.stringContaining('нет полномочия подписывать платёжные поручения'),
      },
    });
  });

  it('refuses another person’s certificate, the organisation’s, a contractor and an unknown person', async () => {
    const company = await newCustomer(server);
    const { personId } = await addRepresentativeWithMchd(company, { signed: false });
    const stranger = await registerForPerson(company, personId, makeCertificate(CONTRACTOR));
    expect(stranger.status).toBe(422);
    expect(stranger.body.error_message).toContain('Сертификат выдан не этому ответственному лицу');
    expect(stranger.body.fields?.certificate).toBe(stranger.body.error_message);

    const head = await registerForPerson(company, personId, kepHead);
    expect(head.status).toBe(422);
    expect(head.body.error_message).toContain('Это сертификат организации (руководителя)');

    const byContractor = await registerForPerson(contractor, personId, representativeCertificate());
    expect(byContractor.status).toBe(403);
    expect((await contractor.client.get(p.representative)).status).toBe(403);

    const other = await newCustomer(server);
    const foreign = await registerForPerson(other, personId, representativeCertificate());
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_message).toBe('Ответственное лицо не найдено');
    expect((await other.client.get<RepresentativeCertificateListResponse>(p.representative)).body.items).toEqual([]);
    expect(
      await server.runtime.ctx.db.select().from(certificates).where(eq(certificates.representativeId, personId)),
    ).toEqual([]);
  });
});

/**
 * The trust store's refresh job against the e-trust sandbox over HTTP (DOMAIN.md §6.8): the TSL read
 * from its address lists the GOST test CA with its CRL address, the CRL is fetched from there and
 * checked with the CA's key (at once on a fresh installation), and a certificate the CA revokes is REVOCATED at the next refresh and its
 * signature refused; one whose term ends turns EXPIRED. A CRL no known CA signed is refused. A CRL the
 * TSL does not point to is fetched from the CRL Distribution Points of the certificates the portal
 * knows; an unreachable one changes nothing.
 */
import { apiPaths, type CertificateListResponse, type RevocationListResponse } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index.js';
import { SANDBOX_CDP_PATH } from '../../integrations/e-trust/e-trust.js';
import { crlDistributionPoints, parseCertificate } from '../../lib/signature-crypto/index.js';
import { makeCrl } from '../../lib/signature-crypto/test-pki.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { refreshAuthoritiesJob, refreshCertificateStatusesJob } from './certificates.jobs.js';
import { cacheCrl, refreshAuthorities, refreshCertificateStatuses } from './index.js';
import { makeCertificate } from './kep.test-helpers.js';

let server: TestServer;
let contractor: Party;
const PERSON = { fio: 'Сидоров Иван', inn: '500100732259', snils: '11223344595' };
const der = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

beforeAll(async () => {
  server = await startTestServer();
  contractor = await newEmployee(server);
  await server.runtime.ctx.db
    .update(employees)
    .set({ inn: PERSON.inn, snils: PERSON.snils })
    .where(eq(employees.id, contractor.entityId));
}, 120_000);
afterAll(() => server?.close());

const sandbox = (path: string, body: unknown = {}) =>
  fetch(`${server.baseUrl}/sandbox/e-trust/control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the trust store read from the e-trust sandbox', () => {
  it('on a fresh installation the first look fills the store from the TSL and its CRL', async () => {
    const cas = await server.client().get<{ items: { name: string }[] }>(apiPaths.certificates.ca);
    expect(cas.body.items.map((ca) => ca.name)).toEqual(['Тестовый УЦ ГОСТ']);
    const added = await contractor.client.post<{ status: string }>(apiPaths.certificates.list, {
      certificate: der(makeCertificate(PERSON)),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.status).toBe('ACTIVE');
    const after = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect(after.body.items).toEqual([expect.objectContaining({ authority_name: 'Тестовый УЦ ГОСТ', is_fresh: true })]);
  });

  it('lists the test CA from the TSL with its CRL address and caches the CRL fetched from there', async () => {
    await sandbox('reset');
    await refreshAuthorities(server.runtime.ctx);
    const cas = await server
      .client()
      .get<{ items: { name: string; crl_urls: string[]; is_test: boolean }[] }>(apiPaths.certificates.ca);
    expect(cas.status).toBe(200);
    const testCa = cas.body.items.find((ca) => ca.name === 'Тестовый УЦ ГОСТ');
    expect(testCa).toMatchObject({
      is_test: true,
      crl_urls: [expect.stringMatching(/\/sandbox\/e-trust\/crl\/test-ca\.crl$/)],
    });

    const crls = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect(crls.body.items).toEqual([
      expect.objectContaining({ authority_name: 'Тестовый УЦ ГОСТ', is_fresh: true, revoked_count: 0 }),
    ]);
  });

  it('a certificate the CA revokes turns REVOCATED at the next refresh', async () => {
    await sandbox('reset');
    const certificate = makeCertificate(PERSON);
    const added = await contractor.client.post<{ status: string }>(apiPaths.certificates.list, {
      certificate: der(certificate),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.status).toBe('ACTIVE');

    expect((await sandbox('revoke', { certificate: der(certificate) })).status).toBe(200);
    await refreshAuthorities(server.runtime.ctx);
    await refreshCertificateStatuses(server.runtime.ctx);

    const mine = await contractor.client.get<CertificateListResponse>(apiPaths.certificates.list);
    expect(mine.body.items[0]?.status).toBe('REVOCATED');
    const crls = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect(crls.body.items[0]?.revoked_count).toBe(1);
  });

  it('a certificate whose term ends turns EXPIRED at the next status refresh, and stays so', async () => {
    await sandbox('reset');
    await refreshAuthorities(server.runtime.ctx);
    const notAfter = new Date(Date.now() + 4_000);
    const added = await contractor.client.post<{ id: string; status: string }>(apiPaths.certificates.list, {
      certificate: der(makeCertificate(PERSON, { notBefore: new Date(Date.now() - 86_400_000), notAfter })),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.status).toBe('ACTIVE');

    // The daily job's next run, 1.5 s past the term: its clock (ctx.now) says so, rather than the test waiting 5.5 s.
    await refreshCertificateStatuses({ ...server.runtime.ctx, now: () => new Date(notAfter.getTime() + 1_500) });
    const mine = await contractor.client.get<CertificateListResponse>(apiPaths.certificates.list);
    const expired = mine.body.items.find((c) => c.id === added.body.id);
    expect(expired).toMatchObject({ status: 'EXPIRED', status_reason: expect.stringContaining('истёк') });

    // EXPIRED is final: the job does not look at it again.
    await refreshCertificateStatuses(server.runtime.ctx);
    const again = await contractor.client.get<CertificateListResponse>(apiPaths.certificates.list);
    expect(again.body.items.find((c) => c.id === added.body.id)?.status).toBe('EXPIRED');
  });

  it('refuses a CRL that no known CA signed and keeps the one it has', async () => {
    const forged = makeCrl({
      thisUpdate: new Date(),
      nextUpdate: new Date(Date.now() + 86_400_000),
      signingKey: new Uint8Array(32).fill(7),
    });
    await expect(cacheCrl(server.runtime.ctx, forged)).rejects.toThrow(/не известным удостоверяющим центром/);
    const crls = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect(crls.body.items).toHaveLength(1);
  });

  it('the sandbox refuses a revocation without a certificate', async () => {
    const res = await sandbox('revoke', { certificate: 'не сертификат' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error_message: string }).error_message).toBe(
      'Передайте сертификат (base64 DER или PEM)',
    );
  });
});

describe('CRLs named by the certificates’ distribution points', () => {
  const cdp = () => `${server.baseUrl}/sandbox/${SANDBOX_CDP_PATH}`;
  const runRefresh = async () => {
    await refreshAuthoritiesJob.handler(server.runtime.ctx, {});
    await refreshCertificateStatusesJob.handler(server.runtime.ctx, {});
  };
  const register = async (certificate: Uint8Array) => {
    const added = await contractor.client.post<{ id: string; status: string }>(apiPaths.certificates.list, {
      certificate: der(certificate),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.status).toBe('ACTIVE');
    return added.body.id;
  };
  const statusOf = async (id: string) =>
    (await contractor.client.get<CertificateListResponse>(apiPaths.certificates.list)).body.items.find(
      (c) => c.id === id,
    )?.status;
  afterAll(() => sandbox('reset'));

  it('reads the http(s) addresses of a certificate’s CRL Distribution Points', () => {
    const certificate = makeCertificate(PERSON, {
      crlDistributionPoints: [
        'http://cdp.example.ru/ca.crl',
        'ldap://ldap.example.ru/cn=ca',
        'https://b.example/x.crl',
      ],
    });
    expect(crlDistributionPoints(parseCertificate(certificate))).toEqual([
      'http://cdp.example.ru/ca.crl',
      'https://b.example/x.crl',
    ]);
    expect(crlDistributionPoints(parseCertificate(makeCertificate(PERSON)))).toEqual([]);
  });

  it('a certificate whose CA’s CRL is reachable only through its CDP turns REVOCATED once the CA revokes it', async () => {
    await sandbox('reset');
    expect((await sandbox('tsl-crl', { listed: false })).status).toBe(200);
    await runRefresh();
    const cas = await server.client().get<{ items: { name: string; crl_urls: string[] }[] }>(apiPaths.certificates.ca);
    expect(cas.body.items.find((ca) => ca.name === 'Тестовый УЦ ГОСТ')?.crl_urls).toEqual([]);

    const certificate = makeCertificate(PERSON, { crlDistributionPoints: [cdp()] });
    const id = await register(certificate);
    expect((await sandbox('revoke', { certificate: der(certificate) })).status).toBe(200);
    await runRefresh();

    expect(await statusOf(id)).toBe('REVOCATED');
    const crls = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect(crls.body.items).toEqual([
      expect.objectContaining({ authority_name: 'Тестовый УЦ ГОСТ', is_fresh: true, revoked_count: 1 }),
    ]);
  });

  it('an unreachable distribution point changes nothing: the CRL cached before stays', async () => {
    await sandbox('reset');
    await sandbox('tsl-crl', { listed: false });
    const certificate = makeCertificate(PERSON, {
      crlDistributionPoints: [`${server.baseUrl}/sandbox/e-trust/cdp/missing.crl`, 'http://127.0.0.1:1/ca.crl'],
    });
    const id = await register(certificate);
    const before = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect((await sandbox('revoke', { certificate: der(certificate) })).status).toBe(200);
    await runRefresh();

    expect(await statusOf(id)).toBe('ACTIVE');
    const after = await server.client().get<RevocationListResponse>(apiPaths.certificates.revocated);
    expect(after.body).toEqual(before.body);
  });
});

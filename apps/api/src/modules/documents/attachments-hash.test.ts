import { readFileSync } from 'node:fs';
import {
  type AttachmentsHashResponse,
  apiPaths,
  type Document,
  type DocumentHistoryResponse,
  hashAlgorithmSchema,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_EMPLOYEE, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { inTransaction } from '../../db/transaction.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { type FileOwner, storeFile } from '../files/index.js';

// The signed document of the GOST fixtures and its digests (lib/signature-crypto/fixtures/README.md).
const DOC = readFileSync(new URL('../../lib/signature-crypto/fixtures/doc.txt', import.meta.url));
const DOC_VECTORS: Record<string, string> = {
  MD5: '674cf862a2439f08dc21d62e96fd4ab3',
  SHA1: '9566c5dde8a059e2b75e7959d483bfdddc947f58',
  SHA_256: '7a192ed1a0ed656ffce6a8697db427b9f970b845108498503b12c44de9a165f9',
  SHA_512:
    'aba83bac713f160807ecf8f0e087f00137eab0721ffbb6809096b9dbcf30820cbddea3b69aa9f646bc20eb890d1c73edc663f377173461b250be142f2e8358ff',
  CP_GOST_3411_2012_256: '8298ac34120aac52f956cd54aee0e19593cea00669dbd64558cc32508ff78ae0',
  CP_GOST_3411_2012_512:
    'c68012be650c4849143e4406b3d85cbdc775772bc691c6d187840d7b6f96f5d8edba7ad0712fcc6e9081177380c1bf3b12627d0ce41112f7c0bab79902f3a48a',
  CP_GOST_3411: '438c57c50081f27123d998af30c7daa45ba6cfb8d85a8a561ca3f7cc666884b5',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function login(login: string) {
  const client = server.client();
  expect((await client.post(apiPaths.auth.login, { login, password: DEMO_PASSWORD })).status).toBe(200);
  const me = await client.get<{ entity_id: string }>(apiPaths.auth.me);
  return { client, entityId: me.body.entity_id };
}

const store = (owner: FileOwner, name: string, bytes: Uint8Array) =>
  inTransaction(server.runtime.ctx, (txCtx) =>
    storeFile(txCtx, { owner, purpose: 'PAYOUT_FILE', name, mimeType: 'text/plain', bytes }),
  );

describe('POST /v1/document/attachments/hash', () => {
  it('hashes the contractor’s own stored file by every algorithm with the fixture vectors', async () => {
    const me = await login(DEMO_EMPLOYEE.phone);
    const file = await store({ employeeId: me.entityId }, 'doc.txt', DOC);
    for (const algorithm of hashAlgorithmSchema.options) {
      const res = await me.client.post<AttachmentsHashResponse>(apiPaths.documentAttachmentsHash, {
        hash_algorithm: algorithm,
        file_ids: [file.id],
      });
      expect(res.status, algorithm).toBe(200);
      expect(res.body.items).toEqual([
        {
          file_id: file.id,
          file_name: 'doc.txt',
          size_bytes: 46,
          hash: DOC_VECTORS[algorithm],
          hash_reversed: Buffer.from(DOC_VECTORS[algorithm] ?? '', 'hex')
            .reverse()
            .toString('hex'),
        },
      ]);
    }
    const gost94 = await me.client.post<AttachmentsHashResponse>(apiPaths.documentAttachmentsHash, {
      hash_algorithm: 'CP_GOST_3411',
      file_ids: [file.id],
    });
    // gostsum prints GOST R 34.11-94 reversed (fixtures README).
    expect(gost94.body.items[0]?.hash_reversed).toMatch(/^b5846866.*c5578c43$/);
    expect(gost94.body.oid).toBe('1.2.643.2.2.9');
  });

  it('hashes several files of the company in the order asked, and never another tenant’s file', async () => {
    const company = await login(DEMO_CUSTOMER.email);
    const contractor = await login(DEMO_EMPLOYEE.phone);
    const act = await store({ customerId: company.entityId }, 'act.pdf', Buffer.from('%PDF-1.4 act'));
    const contract = await store({ customerId: company.entityId }, 'contract.pdf', Buffer.from('%PDF-1.4 contract'));
    const theirs = await store({ employeeId: contractor.entityId }, 'doc.txt', DOC);

    const res = await company.client.post<AttachmentsHashResponse>(apiPaths.documentAttachmentsHash, {
      hash_algorithm: 'CP_GOST_3411_2012_256',
      file_ids: [contract.id, act.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.oid).toBe('1.2.643.7.1.1.2.2');
    expect(res.body.items.map((item) => item.file_name)).toEqual(['contract.pdf', 'act.pdf']);

    const other = await company.client.post(apiPaths.documentAttachmentsHash, {
      hash_algorithm: 'SHA_256',
      file_ids: [act.id, theirs.id],
    });
    expect(other.status).toBe(404);
    expect(other.body.error_message).toBe('Файл не найден');
  });

  it('hashes a document’s attachment by its id for either side once sent, and records REQUEST_ATTACHMENTS_HASH', async () => {
    const company = await login(DEMO_CUSTOMER.email);
    const contractor = await login(DEMO_EMPLOYEE.phone);
    const at = (path: string, id: string) => path.replace(':id', id);
    const created = await company.client.post<Document>(apiPaths.documents.create, {
      template_id: SERVICES_CONTRACT_TEMPLATE_ID,
      employee_id: contractor.entityId,
      fields: { services: 'Курьерская доставка', price: '1500,00', start_date: '2026-11-01', end_date: '2026-11-30' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const main = created.body.attachments.find((a) => a.main)!;
    const ask = (client: typeof company.client) =>
      client.post<AttachmentsHashResponse>(apiPaths.documentAttachmentsHash, {
        hash_algorithm: 'SHA_256',
        file_ids: [main.id],
      });

    // A draft is the company's own: the contractor gets «not found», the company the hash of the signed bytes.
    expect((await ask(contractor.client)).status).toBe(404);
    const byCompany = await ask(company.client);
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.items[0]).toMatchObject({ file_id: main.id, file_name: main.name, hash: main.sha256 });
    expect(main.sha256).toMatch(/^[0-9a-f]{64}$/);

    expect((await company.client.post(at(apiPaths.documents.send, created.body.id), {})).status).toBe(200);
    const byContractor = await ask(contractor.client);
    expect(byContractor.status).toBe(200);
    expect(byContractor.body.items[0]?.hash).toBe(main.sha256);

    const history = await company.client.get<DocumentHistoryResponse>(at(apiPaths.documents.history, created.body.id));
    const asked = history.body.items.filter((item) => item.event === 'REQUEST_ATTACHMENTS_HASH');
    expect(asked).toHaveLength(2);
    expect(asked[0]?.text).toContain('SHA-256');
    expect(asked[0]?.text).toContain(main.name);
  });

  it('refuses bad input with a Russian reason on the field', async () => {
    const me = await login(DEMO_EMPLOYEE.phone);
    const file = await store({ employeeId: me.entityId }, 'doc.txt', DOC);
    const unknown = await me.client.post<{ fields: Record<string, string> }>(apiPaths.documentAttachmentsHash, {
      hash_algorithm: 'GOST_R_34_11_2012',
      file_ids: [file.id],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.hash_algorithm).toMatch(/^Неизвестный алгоритм хэширования. Допустимы: MD5, SHA1/);

    const none = await me.client.post<{ fields: Record<string, string> }>(apiPaths.documentAttachmentsHash, {
      hash_algorithm: 'MD5',
      file_ids: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.fields.file_ids).toBe('Укажите хотя бы один файл');

    const notId = await me.client.post<{ fields: Record<string, string> }>(apiPaths.documentAttachmentsHash, {
      hash_algorithm: 'MD5',
      file_ids: ['doc.txt'],
    });
    expect(notId.status).toBe(400);
    expect(Object.values(notId.body.fields)).toContain('Некорректный идентификатор файла');
  });

  it('needs a session and the CSRF header', async () => {
    const body = { hash_algorithm: 'MD5', file_ids: ['00000000-0000-4000-8000-000000000000'] };
    expect((await server.client().post(apiPaths.documentAttachmentsHash, body)).status).toBe(401);
    const me = await login(DEMO_EMPLOYEE.phone);
    expect((await me.client.post(apiPaths.documentAttachmentsHash, body, { csrf: false })).status).toBe(403);
  });
});

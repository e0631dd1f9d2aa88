import { apiPaths, type DocumentTypesResponse } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /v1/document/types', () => {
  it('gives act and contract, each with its kinds in order', async () => {
    const client = server.client();
    await client.post(apiPaths.auth.login, { login: DEMO_EMPLOYEE.phone, password: DEMO_PASSWORD });
    const res = await client.get<DocumentTypesResponse>(apiPaths.documentTypes);
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.name)).toEqual(['act', 'contract']);
    expect(res.body[0]?.kinds.map((k) => k.name)).toEqual([
      'Акт выполненных работ',
      'Акт оказанных услуг',
      'Акт приёма-передачи результата работ',
    ]);
    expect(res.body[1]?.kinds.map((k) => k.name)).toContain('Договор подряда');
  });

  it('needs a session', async () => {
    expect((await server.client().get(apiPaths.documentTypes)).status).toBe(401);
  });
});

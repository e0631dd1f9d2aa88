/**
 * The акт сверки signed by the company with КЭП through HTTP (docs/decisions/reports.md), with certificates and
 * signatures made in the test over the test CA (as documents' sign_kep tests do): GET sign_kep hands out the PDF's
 * bytes, a valid signature of the company's head is kept as the report's .sig with signed_at; every bad signature
 * is refused with its Russian reason and changes nothing; another report kind, or a second signature, is refused.
 */
import { apiPaths, type KepToSignResponse, pathWithId, type Report } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRepresentativeWithoutMchd,
  companyKepRefusals,
  kepHead,
  trustTestCa,
} from '../../test-support/kep-cases.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, type Party } from '../agreements/self-nep.test-helpers.js';
import { signCades } from '../certificates/kep.test-helpers.js';
import { downloadReport, orderReport, waitForReport } from './reports.test-helpers.js';

let server: TestServer;
let company: Party;
const at = (id: string) => pathWithId(apiPaths.reports.signKep, id);

beforeAll(async () => {
  server = await startTestServer();
  company = await newCustomer(server);
  await trustTestCa(server);
  await addRepresentativeWithoutMchd(server.runtime.ctx.db, company.entityId);
}, 120_000);
afterAll(() => server?.close());

describe('report/{id}/sign_kep', () => {
  it('the head signs the акт сверки: the .sig is kept, signed_at set; bad signatures and a second one are refused', async () => {
    const act = await waitForReport(company.client, (await orderReport(company.client, 'RECONCILIATION')).id);
    expect(act.status, act.error_text ?? '').toBe('SUCCESS');
    const toSign = await company.client.get<KepToSignResponse>(at(act.id));
    expect(toSign.status, JSON.stringify(toSign.body)).toBe(200);
    expect(toSign.body).toMatchObject({
      document_id: act.id,
      sign_mode: 'CONTENT',
      hash_algorithm: 'CP_GOST_3411_2012_256',
    });
    const bytes = new Uint8Array(Buffer.from(toSign.body.content!, 'base64'));
    const pdf = await downloadReport(company.client, act.id);
    expect(Buffer.from(bytes).equals(pdf.bytes)).toBe(true);

    for (const [what, sign, reason] of companyKepRefusals) {
      const refused = await company.client.post<{ error_message: string }>(at(act.id), { signature: sign(bytes) });
      expect(refused.status, what).toBe(422);
      expect(refused.body.error_message, what).toContain(reason);
    }
    const unsigned = await company.client.get<Report>(pathWithId(apiPaths.reports.one, act.id));
    expect(unsigned.body.signed_at).toBeNull();
    expect((await downloadReport(company.client, act.id, 'SIGNATURE')).status).toBe(404);

    const signed = await company.client.post<Report>(at(act.id), { signature: signCades(bytes, kepHead) });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signed_at).not.toBeNull();
    const sig = await downloadReport(company.client, act.id, 'SIGNATURE');
    expect(sig.status).toBe(200);
    expect(sig.disposition).toContain('.sig');
    expect(sig.bytes.length).toBeGreaterThan(500);

    const again = await company.client.post<{ error_message: string }>(at(act.id), {
      signature: signCades(bytes, kepHead),
    });
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('Акт сверки уже подписан');
  });

  it('refuses to sign a report that is not an акт сверки', async () => {
    const registry = await waitForReport(company.client, (await orderReport(company.client, 'PAYOUTS_REGISTRY')).id);
    const res = await company.client.get<{ error_message: string }>(at(registry.id));
    expect(res.status).toBe(409);
    expect(res.body.error_message).toBe('Подписать КЭП можно только акт сверки');
  });
});

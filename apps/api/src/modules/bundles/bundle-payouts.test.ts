/**
 * From signatures to money over HTTP (docs/decisions/bundles.md «From signatures to money»): a bundle of acts from
 * a file, two acts signed by both sides and one not; generate_payouts makes one НПД registry of the two signed acts
 * (their sums and services), lists the unsigned one apart; the registry is checked and paid, each act linked to its
 * payout. Asked again, nothing is paid twice; a bundle of contracts is refused.
 */
import {
  apiPaths,
  type BundleDocumentsResponse,
  type BundlePayoutsResponse,
  type Document,
  type ErrorBody,
  pathWithId,
} from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index.js';
import { ACT_OF_SERVICES_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { Party } from '../agreements/self-nep.test-helpers.js';
import {
  postPay,
  rowsOf as registryRowsOf,
  waitImported,
  waitPaid,
} from '../mass-payouts/mass-payouts.test-helpers.js';
import { waitForPayout } from '../payouts/payouts-flow.test-helpers.js';
import { type Company, payingCompany, signAs, signingContractor } from '../tasks/task-money.test-helpers.js';
import {
  at,
  b,
  bundleFile,
  type Cells,
  CONTRACT_TEMPLATE_ID,
  checked,
  download,
  generated,
  newBundle,
  sheetsOf,
  upload,
} from './bundles.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BANK_SANDBOX_DELAY_MS: '0', FNS_SANDBOX_MESSAGE_DELAY_MS: '0' });
});
afterAll(() => server?.close());

const generatePayouts = (client: TestClient, bundleId: string) =>
  client.post<BundlePayoutsResponse & ErrorBody>(b.generatePayouts, { bundle_id: bundleId });

/** The template's file header, and a row filled by the columns' titles (the required mark « *» dropped). */
async function headerOf(client: TestClient, bundleId: string): Promise<string[]> {
  const file = await download(client, at(b.importFile, bundleId));
  return (await sheetsOf(file.bytes)).values().next().value![0]!;
}
const rowFor = (header: string[], values: Record<string, string>): Cells =>
  Object.fromEntries(header.map((title) => [title, values[title.replace(/ \*$/, '')] ?? null]));

/** A bundle of acts for these contractors (one row each, its sum), generated into DRAFT documents. */
async function actsBundle(company: Company, contractors: { inn: string; price: string }[]) {
  const bundle = await newBundle(company.client, { name: 'Акты за декабрь', template_id: ACT_OF_SERVICES_TEMPLATE_ID });
  const header = await headerOf(company.client, bundle.id);
  const rows = contractors.map((c) =>
    rowFor(header, {
      'ИНН исполнителя': c.inn,
      'Период: с': '01.12.2026',
      'Период: по': '31.12.2026',
      'Оказанные услуги': 'Уборка помещений; Вынос мусора',
      'Стоимость услуг': c.price,
    }),
  );
  const res = await upload(company.client, at(b.importFile, bundle.id), {
    name: 'акты.xlsx',
    bytes: await bundleFile(header, rows),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const imported = await checked(company.client, bundle.id);
  expect(imported.import, JSON.stringify(imported.import)).toMatchObject({ valid: contractors.length, invalid: 0 });
  expect((await company.client.post(at(b.generateDocuments, bundle.id), {})).status).toBe(202);
  expect((await generated(company.client, bundle.id)).status).toBe('COMPLETED_SUCCESS');
  const docs = await company.client.post<BundleDocumentsResponse>(at(b.documents, bundle.id), { page_size: 100 });
  return { bundle, documents: docs.body.items };
}

async function signedByBoth(company: Company, contractor: Party, documentId: string) {
  expect((await company.client.post(pathWithId(apiPaths.documents.send, documentId), {})).status).toBe(200);
  await signAs(server, company, documentId);
  expect((await signAs(server, contractor, documentId)).status).toBe('SIGNED');
}

describe('payouts from a bundle’s signed acts', () => {
  it('makes one registry of the acts both signed, lists the unsigned apart, pays each act once', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const first = await signingContractor(server, company);
    const second = await signingContractor(server, company);
    const third = await signingContractor(server, company);
    const inn = async (p: Party) =>
      (await server.runtime.ctx.db.select().from(employees).where(eq(employees.id, p.entityId)))[0]!.inn!;
    const people = [first, second, third];
    const inns = await Promise.all(people.map(inn));
    const { bundle, documents } = await actsBundle(company, [
      { inn: inns[0]!, price: '1500,00' },
      { inn: inns[1]!, price: '2750,50' },
      { inn: inns[2]!, price: '990,00' },
    ]);
    const docOf = (p: Party) => documents.find((d) => d.employee.id === p.entityId)!;
    await signedByBoth(company, first, docOf(first).id);
    await signedByBoth(company, second, docOf(second).id);

    const made = await generatePayouts(company.client, bundle.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.registries).toHaveLength(1);
    const registry = made.body.registries[0]!;
    expect(registry).toMatchObject({ kind: 'NPD', rows: 2, path: `/payments/mass-payment/${registry.id}` });
    expect(made.body.not_signed.map((d) => [d.document_id, d.status])).toEqual([[docOf(third).id, 'DRAFT']]);
    expect(made.body.skipped).toEqual([]);

    // Asked again: the signed acts are in the registry already — nothing to pay, nothing made.
    const again = await generatePayouts(company.client, bundle.id);
    expect(again.status).toBe(409);
    expect(again.body.error_message).toBe('В пакете нет актов, подписанных обеими сторонами и ещё не оплаченных');

    const imported = await waitImported(company.client, 'NPD', registry.id);
    expect(imported.rows).toMatchObject({ valid: 2, invalid: 0, duplicate: 0 });
    expect(imported.totals.gross).toBe('4250.50');
    const rows = await registryRowsOf(company.client, 'NPD', registry.id);
    expect(rows.map((r) => r.amount).sort()).toEqual(['1500.00', '2750.50']);
    expect((await postPay(company.client, registry.id)).status).toBe(202);
    const paid = await waitPaid(company.client, registry.id);
    expect(paid.status, JSON.stringify(paid)).toBe('COMPLETED');
    for (const p of [first, second]) {
      const act = await company.client.get<Document>(pathWithId(apiPaths.documents.companyOne, docOf(p).id));
      expect(act.body.payout_ids).toHaveLength(1);
      const payout = await waitForPayout(company.client, 'NPD', act.body.payout_ids[0]!, () => true, 'the act payout');
      expect(payout).toMatchObject({ status: 'DONE', service_name: 'Уборка помещений; Вынос мусора' });
    }
    const history = await company.client.get<{ items: { event: string; text: string }[] }>(at(b.history, bundle.id));
    expect(history.body.items.map((i) => i.event)).toContain('PAYOUTS_GENERATED');
  });

  it('refuses a bundle of contracts and another company’s bundle, changing nothing', async () => {
    const company = await payingCompany(server, 100_000_00n);
    const other = await payingCompany(server, 100_000_00n);
    const contracts = await newBundle(company.client, { name: 'Договоры', template_id: CONTRACT_TEMPLATE_ID });
    const refused = await generatePayouts(company.client, contracts.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error_message).toBe(
      'Выплаты формируются только по пакету актов: в пакете договоров платить не за что',
    );
    expect((await generatePayouts(other.client, contracts.id)).status).toBe(404);
    const acts = await newBundle(company.client, { name: 'Пустой', template_id: ACT_OF_SERVICES_TEMPLATE_ID });
    expect((await generatePayouts(company.client, acts.id)).status).toBe(409);
  });
});

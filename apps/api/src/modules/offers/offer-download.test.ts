/**
 * GET user/offer/download over HTTP (issue 28): a company that accepted the offer by a click gets that
 * edition's PDF; one that accepted it with КЭП a zip of the PDF, the application as signed (the same bytes),
 * its .sig and the evidence PDF — for every login of the company; never accepted is 404 in Russian; a contractor
 * is refused; another company's acceptance is never the caller's.
 */
import { apiPaths, type KepToSignResponse, type OfferContent } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, offerAcceptances } from '../../db/schema/index.js';
import { colleagueOf } from '../../test-support/company-logins.js';
import { addRepresentativeWithoutMchd, kepHead, trustTestCa } from '../../test-support/kep-cases.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { newCustomer, newEmployee, type Party } from '../agreements/self-nep.test-helpers.js';
import { signCades } from '../certificates/kep.test-helpers.js';

let server: TestServer;
let offer: OfferContent;
const p = apiPaths.offer;

beforeAll(async () => {
  server = await startTestServer();
  await trustTestCa(server);
  offer = (await server.client().post<OfferContent>(p.fileContent, {})).body;
}, 120_000);
afterAll(() => server?.close());

const download = (party: Pick<Party, 'client'>) => party.client.get<Buffer>(apiPaths.userOfferDownload);
const asCompany = (party: Party) => ({ customerId: party.entityId, name: 'Компания' });

/** The head signs the company's application to join the offer in force with КЭП; the bytes and the signature. */
async function signedWithKep(company: Party) {
  await addRepresentativeWithoutMchd(server.runtime.ctx.db, company.entityId);
  const toSign = await company.client.get<KepToSignResponse>(`${p.signKep}?offer_id=${offer.id}`);
  expect(toSign.status, JSON.stringify(toSign.body)).toBe(200);
  const bytes = new Uint8Array(Buffer.from(toSign.body.content!, 'base64'));
  const signature = signCades(bytes, kepHead);
  const res = await company.client.post(p.signKep, { offer_id: offer.id, signature });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { bytes: Buffer.from(bytes), signature };
}

async function zipOf(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const files: Record<string, Buffer> = {};
  for (const [name, entry] of Object.entries(zip.files)) files[name] = await entry.async('nodebuffer');
  return files;
}

describe('user/offer/download', () => {
  it('accepted by a click: the PDF of that edition, to every login of the company', async () => {
    const company = await newCustomer(server);
    const colleague = await colleagueOf(server, asCompany(company));
    for (const login of [company, colleague]) {
      const res = await download(login);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const disposition = String(res.headers.get('content-disposition'));
      expect(disposition).toContain('attachment');
      expect(decodeURIComponent(disposition)).toContain(`Оферта, редакция ${offer.version}.pdf`);
      const text = await pdfText(res.body);
      expect(text).toContain(offer.title);
      expect(text).toContain(`Редакция ${offer.version}`);
    }
  });

  it('accepted with КЭП: a zip of the edition’s PDF, the application as signed, its .sig and the evidence', async () => {
    const company = await newCustomer(server);
    const { bytes, signature } = await signedWithKep(company);
    const colleague = await colleagueOf(server, asCompany(company));
    const res = await download(colleague);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(decodeURIComponent(String(res.headers.get('content-disposition')))).toContain(
      `Принятая оферта, редакция ${offer.version}.zip`,
    );
    const files = await zipOf(res.body);
    const application = 'Заявление о присоединении к оферте.pdf';
    const evidence = 'Доказательства подписания — Заявление о присоединении к оферте.pdf';
    expect(Object.keys(files).sort()).toEqual(
      [`Оферта, редакция ${offer.version}.pdf`, application, `${application}.sig`, evidence].sort(),
    );
    expect(files[application]!.equals(bytes)).toBe(true);
    expect(files[`${application}.sig`]!.equals(Buffer.from(signature, 'base64'))).toBe(true);
    expect(await pdfText(files[`Оферта, редакция ${offer.version}.pdf`]!)).toContain(offer.title);
    const proof = await pdfText(files[evidence]!);
    expect(proof).toContain('Доказательства подписания');
    expect(proof).toContain('Подпись 1: КЭП');
    expect(proof).toContain('Иванова Мария Петровна');
  });

  it('the company’s requisites changed since the signing: the signature and the evidence stand, with a note', async () => {
    const company = await newCustomer(server);
    await signedWithKep(company);
    await server.runtime.ctx.db
      .update(customers)
      .set({ organisationName: 'ООО "Новое имя"' })
      .where(eq(customers.id, company.entityId));
    const files = await zipOf((await download(company)).body);
    expect(Object.keys(files)).not.toContain('Заявление о присоединении к оферте.pdf');
    expect(Object.keys(files)).toContain('Заявление о присоединении к оферте.pdf.sig');
    expect(files['Прочтите.txt']!.toString('utf8')).toContain('Реквизиты компании изменились после подписания');
  });

  it('never accepted: 404 in Russian; a contractor is refused; another company’s acceptance is not the caller’s', async () => {
    const company = await newCustomer(server);
    const accepted = await newCustomer(server);
    await signedWithKep(accepted);
    await server.runtime.ctx.db.delete(offerAcceptances).where(eq(offerAcceptances.accountId, company.accountId));
    const res = await company.client.get<{ error_message: string }>(apiPaths.userOfferDownload);
    expect(res.status).toBe(404);
    expect(res.body.error_message).toBe('Компания ещё не приняла оферту');

    const contractor = await newEmployee(server);
    const refused = await contractor.client.get<{ error_message: string }>(apiPaths.userOfferDownload);
    expect(refused.status).toBe(403);
    expect(refused.body.error_message).toBe('Раздел доступен только компании');
    expect((await server.client().get(apiPaths.userOfferDownload)).status).toBe(401);
  });
});

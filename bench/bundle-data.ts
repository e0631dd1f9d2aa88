/**
 * What the bundle benches share (bench/bundle-generate.ts, bench/bundle-kep-verify.ts): a company whose head is the
 * КЭП test certificate's person (ИНН 7707083893, Иванова Мария Петровна — so the КЭП fixtures sign for it) with
 * 1,000 contractors seeded in bulk (bench/onboarding-data.ts), a file of the platform contract's columns with one
 * row per contractor, and the web app's path over HTTP: a bundle created, the file uploaded, the check waited for,
 * generate_documents, the generation waited for.
 */
import { apiPaths, type Bundle, pathWithId } from '@vyplaty/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../apps/api/src/db/client.js';
import { acceptCurrentOffer, createCustomer, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../apps/api/src/db/seed/document-templates.js';
import { TestClient } from '../apps/api/src/test-support/http-client.js';
import { type Person, seedContractors } from './onboarding-data.js';
import { ok, uploadFile } from './raw-http.js';

const b = apiPaths.bundles;
export const BUNDLE_COMPANY_INN = '7707083893';

/** The company (its head the КЭП test certificate's person) with `count` ACTIVE contractors, logged in. */
export async function bundleCompany(db: Db, baseUrl: string, count: number) {
  const email = `bundle-bench-${Date.now()}@company.ru`;
  const { customer, account } = await createCustomer(db, {
    email,
    inn: BUNDLE_COMPANY_INN,
    organisationName: 'ООО «Пакеты»',
    lastName: 'Иванова',
    firstName: 'Мария',
    patronymic: 'Петровна',
    phone: '+79990000001',
    password: DEMO_PASSWORD,
  });
  await acceptCurrentOffer(db, account.id);
  const people = await seedContractors(db, customer.id, count);
  await db.execute(sql`analyze`);
  const client = new TestClient(baseUrl);
  await ok(client.post(apiPaths.auth.login, { login: email, password: DEMO_PASSWORD }));
  return { customerId: customer.id, accountId: account.id, client, people };
}

/** The platform contract's file columns (bundles.test-helpers.ts CONTRACT_COLUMNS). */
const COLUMNS = [
  'ИНН исполнителя',
  'Телефон исполнителя',
  'Место составления',
  'Услуги (предмет договора)',
  'Цена услуг',
  'Начало оказания услуг',
  'Окончание оказания услуг',
  'Срок оплаты, рабочих дней',
];

/** One valid row per person: found by ИНН (every tenth by phone only), each its own price. */
export async function contractFile(people: Person[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Пакет документов');
  sheet.addRow(COLUMNS);
  people.forEach((p, i) => {
    const byPhone = i % 10 === 9;
    sheet.addRow([
      byPhone ? null : p.inn,
      byPhone ? p.phone : null,
      'г. Москва',
      i % 2 === 0 ? 'Курьерская доставка документов' : 'Уборка складских помещений',
      `${10_000 + (i % 900) * 37},50`,
      '01.12.2026',
      '31.12.2026',
      String(5 + (i % 10)),
    ]);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function until<T>(read: () => Promise<T | undefined>, what: string, everyMs = 100): Promise<T> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Не дождались: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const getBundle = async (client: TestClient, id: string) =>
  (await ok(client.get<Bundle>(pathWithId(b.one, id)))).body;

/** A bundle of the platform contract, `file` uploaded; the seconds of the upload's answer and of the check. */
export async function uploadedBundle(client: TestClient, file: Buffer, rows: number) {
  const made = await ok(
    client.post<Bundle>(b.create, { name: 'Договоры декабря', template_id: SERVICES_CONTRACT_TEMPLATE_ID }),
  );
  const id = made.body.id;
  const started = performance.now();
  await uploadFile(client, pathWithId(b.importFile, id), 'пакет.xlsx', file);
  const uploadedAt = performance.now();
  const checked = await until(async () => {
    const one = await getBundle(client, id);
    return one.import.state === 'DONE' || one.import.state === 'ERROR' ? one : undefined;
  }, 'проверка файла пакета');
  if (checked.import.state !== 'DONE' || checked.import.valid !== rows) {
    throw new Error(`Проверка файла пакета: ${JSON.stringify(checked.import)}`);
  }
  return {
    id,
    uploadSeconds: (uploadedAt - started) / 1000,
    checkSeconds: (performance.now() - uploadedAt) / 1000,
  };
}

/** generate_documents, then the bundle once COMPLETED_*: the seconds and the bundle (asked every `everyMs`). */
export async function generatedBundle(client: TestClient, id: string, everyMs = 250) {
  const started = performance.now();
  await ok(client.post(pathWithId(b.generateDocuments, id), {}));
  const bundle = await until(
    async () => {
      const one = await getBundle(client, id);
      return one.status.startsWith('COMPLETED') ? one : undefined;
    },
    'формирование документов пакета',
    everyMs,
  );
  return { bundle, seconds: (performance.now() - started) / 1000 };
}

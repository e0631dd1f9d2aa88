/** Set-ups of the bundle tests: a company with contractors, a template without typed fields, files, waits. */
import { randomUUID } from 'node:crypto';
import { apiPaths, type Bundle, type BundleRowsResponse, pathWithId } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { documentTemplates, employees } from '../../db/schema/index.js';
import { SERVICES_CONTRACT_TEMPLATE_ID } from '../../db/seed/document-templates.js';
import { type LoggedInCompany, loggedInCompany } from '../../test-support/companies.js';
import type { TestClient } from '../../test-support/http-client.js';
import { type TestServer, waitFor } from '../../test-support/test-server.js';
import { download, sheetsOf, upload } from '../tasks/import/task-import.test-helpers.js';
import { contractorOf } from '../tasks/tasks.test-helpers.js';

export { download, sheetsOf, upload };
export const CONTRACT_TEMPLATE_ID = SERVICES_CONTRACT_TEMPLATE_ID;
export const b = apiPaths.bundles;
export const at = (path: string, id: string) => pathWithId(path, id);

export type BundleContractor = { id: string; fio: string; inn: string; phone: string; client: TestClient };
export type BundleCompany = LoggedInCompany & { contractors: BundleContractor[] };

/** A company with logged-in contractors (their ИНН and phone read back). */
export async function bundleCompany(server: TestServer, lastNames: string[]): Promise<BundleCompany> {
  const company = await loggedInCompany(server, { emailPrefix: 'bundles' });
  const contractors: BundleContractor[] = [];
  for (const lastName of lastNames) {
    const c = await contractorOf(server, company.customerId, lastName);
    const [row] = await server.runtime.ctx.db.select().from(employees).where(eq(employees.id, c.id));
    contractors.push({ id: c.id, fio: c.fio, inn: row!.inn!, phone: row!.phone, client: c.client });
  }
  return { ...company, contractors };
}

/** A company template whose fields all come from the records or defaults (a bundle by hand can fill it). */
export async function recordsOnlyTemplate(server: TestServer, customerId: string): Promise<string> {
  const db = server.runtime.ctx.db;
  const [platform] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, CONTRACT_TEMPLATE_ID));
  const { id: _id, createdAt: _c, ...rest } = platform!;
  const id = randomUUID();
  await db.insert(documentTemplates).values({
    ...rest,
    id,
    customerId,
    name: 'Договор без полей компании',
    fields: platform!.fields.filter((f) => (f.source && !f.source.startsWith('payout.')) || f.default !== undefined),
  });
  return id;
}

export type Cells = Record<string, string | number | Date | null>;

export async function bundleFile(header: string[], rows: Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Пакет документов');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((h) => row[h] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The platform contract's file columns (as the template names them, without the required mark). */
export const CONTRACT_COLUMNS = [
  'ИНН исполнителя',
  'Телефон исполнителя',
  'Место составления',
  'Услуги (предмет договора)',
  'Цена услуг',
  'Начало оказания услуг',
  'Окончание оказания услуг',
  'Срок оплаты, рабочих дней',
];

export async function newBundle(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post<Bundle>(b.create, body);
  if (res.status !== 201) throw new Error(`bundle not created: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const getBundle = async (client: TestClient, id: string) => (await client.get<Bundle>(at(b.one, id))).body;

/** The bundle once its file's check has ended. */
export const checked = (client: TestClient, id: string) =>
  waitFor(
    async () => {
      const bundle = await getBundle(client, id);
      return bundle.import.state === 'DONE' || bundle.import.state === 'ERROR' ? bundle : undefined;
    },
    'the bundle file checked',
    30_000,
  );

/** The bundle once its generation has ended. */
export const generated = (client: TestClient, id: string) =>
  waitFor(
    async () => {
      const bundle = await getBundle(client, id);
      return bundle.status.startsWith('COMPLETED') ? bundle : undefined;
    },
    'the bundle generated',
    60_000,
  );

export const rowsOf = async (client: TestClient, id: string, body: Record<string, unknown> = {}) =>
  (await client.post<BundleRowsResponse>(at(b.importRows, id), { page_size: 100, ...body })).body;

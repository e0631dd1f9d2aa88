/**
 * A registry's rows go in as one JSON parameter (insertRows → insertJsonRows): the reasons of a row are a
 * text[] column, and a reason may hold what an array literal escapes — commas, quotes, backslashes, braces,
 * the word NULL. Each comes back as written, on both engines; a row written again is left as it was.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { massPayoutRows, massPayouts } from '../../db/schema/index.js';
import { createCustomer, DEMO_PASSWORD } from '../../db/seed/demo.js';
import { inTransaction } from '../../db/transaction.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { insertRows } from './mass-payout-rows.repo.js';

let server: TestServer;
const db = () => server.runtime.ctx.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('keeps every reason of a row as written, and a row written again stays as it was', async () => {
  const { customer } = await createCustomer(db(), {
    email: `rows-repo-${process.pid}@company.ru`,
    inn: '7707083893',
    organisationName: 'ООО «Реестр»',
    password: DEMO_PASSWORD,
  });
  const [registry] = await db()
    .insert(massPayouts)
    .values({
      customerId: customer.id,
      kind: 'NPD',
      number: 1,
      fileKey: randomUUID(),
      fileName: 'реестр.xlsx',
      fileSize: 1,
      fileKind: 'EXCEL',
      sha256: '0'.repeat(64),
    })
    .returning();
  const reasons = ['Сумма, рубли: «1 500,00»', 'ООО "Ромашка" \\ не найдено', '{скобки}', 'NULL', ''];
  const row = (rowNumber: number, errors: string[]) => ({
    massPayoutId: registry!.id,
    customerId: customer.id,
    rowNumber,
    cells: { ИНН: '500100732259', Сумма: '1 500,00' },
    fields: null,
    errors,
    readErrors: errors.slice(0, 1),
    state: 'INVALID' as const,
    amountKopecks: 150_000n,
  });
  const ctx = server.runtime.ctx;
  await inTransaction(ctx, (tx) => insertRows(tx.db, [row(2, reasons), row(3, [])]));
  await inTransaction(ctx, (tx) => insertRows(tx.db, [row(2, ['другая причина'])]));
  const read = await db()
    .select()
    .from(massPayoutRows)
    .where(eq(massPayoutRows.massPayoutId, registry!.id))
    .orderBy(asc(massPayoutRows.rowNumber));
  expect(read.map((r) => [r.rowNumber, r.errors, r.readErrors, r.amountKopecks, r.state])).toEqual([
    [2, reasons, reasons.slice(0, 1), 150_000n, 'INVALID'],
    [3, [], [], 150_000n, 'INVALID'],
  ]);
  expect(read[0]!.cells).toEqual({ ИНН: '500100732259', Сумма: '1 500,00' });
});

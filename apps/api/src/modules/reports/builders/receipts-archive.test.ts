/**
 * «Архив чеков» over HTTP on a real database (issue 28): a company pays two НПД payouts through the bank and FNS
 * sandboxes, cancels one receipt, orders the report for today, and the job's zip holds a PDF per receipt and the
 * list — the cancelled one «Аннулирован» with its date and reason; another company's receipt and one outside the
 * period are not in it; an empty period gives the list alone.
 */
import { apiPaths, type Payout, type PayoutCheckResponse, type Receipt } from '@vyplaty/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fnsReceipts } from '../../../db/schema/index.js';
import { pdfText } from '../../../test-support/pdf-text.js';
import { startTestServer, type TestServer, waitFor } from '../../../test-support/test-server.js';
import { companyPeriodReceipts } from '../../fns/index.js';
import { insertRegisteredReceipt } from '../../fns/receipts/fns-receipts.test-helpers.js';
import {
  type Company,
  company,
  createPayouts,
  fund,
  npdContractor,
  row,
  waitForPayout,
} from '../../payouts/payouts-flow.test-helpers.js';
import { downloadedZip, orderedReport, sheetRows, today } from './archive-reports.test-helpers.js';

let server: TestServer;
let a: Company;
let contractorFio: string;
let contractorInn: string;
let kept: Payout;
let cancelled: Payout;

beforeAll(async () => {
  server = await startTestServer({ FNS_SANDBOX_MESSAGE_DELAY_MS: '0', BANK_SANDBOX_DELAY_MS: '0' });
  a = await company(server);
  await fund(server, a.customerId, 10_000_00n);
  const c = await npdContractor(server, a.customerId);
  // The contractor's НПД status is checked in FNS by a job: pay once the check says payable.
  await waitFor(
    async () => {
      const check = await a.client.post<PayoutCheckResponse>(apiPaths.payouts.check, {
        rows: [{ employee_id: c.employeeId, amount: '1500.00' }],
      });
      return check.body.rows?.[0]?.payable ? true : undefined;
    },
    'the contractor payable',
    60_000,
  );
  const created = await createPayouts(a.client, 'NPD', {
    rows: [row(c.employeeId, '1500,00'), row(c.employeeId, '700,50', { service_name: 'Уборка офиса' })],
    pay: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const registered = (p: Payout) => p.receipt?.status === 'REGISTERED';
  const [first, second] = created.body.items;
  kept = await waitForPayout(a.client, 'NPD', first!.id, registered, 'the first receipt registered');
  const toCancel = await waitForPayout(a.client, 'NPD', second!.id, registered, 'the second receipt registered');
  const [receiptRow] = await server.runtime.ctx.db
    .select({ id: fnsReceipts.id })
    .from(fnsReceipts)
    .where(eq(fnsReceipts.payoutId, toCancel.id));
  const cancel = await a.client.post<Receipt>(apiPaths.fns.cancelReceipt, {
    receipt_id: receiptRow!.id,
    reason_code: 'REFUND',
  });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  cancelled = await waitForPayout(
    a.client,
    'NPD',
    second!.id,
    (p) => p.receipt?.status === 'CANCELLED',
    'the second receipt cancelled',
  );
  contractorFio = [kept.employee.last_name, kept.employee.first_name, kept.employee.patronymic]
    .filter(Boolean)
    .join(' ');
  contractorInn = kept.employee.inn!;

  // Another company's receipt today, and one of A's from last year: neither is in A's report of today.
  const b = await company(server);
  const other = await npdContractor(server, b.customerId);
  await insertRegisteredReceipt(server.runtime.ctx.db, {
    customerId: b.customerId,
    employeeId: other.employeeId,
    totalKopecks: 999_00n,
    serviceName: 'Чужая услуга',
  });
  const old = await insertRegisteredReceipt(server.runtime.ctx.db, {
    customerId: a.customerId,
    employeeId: c.employeeId,
    totalKopecks: 111_00n,
    serviceName: 'Прошлогодняя услуга',
  });
  await server.runtime.ctx.db
    .update(fnsReceipts)
    .set({ operationTime: new Date(Date.now() - 400 * 86_400_000) })
    .where(eq(fnsReceipts.id, old!.id));
}, 180_000);
afterAll(() => server?.close());

describe('RECEIPTS_ARCHIVE «Архив чеков»', () => {
  it('holds a PDF per receipt of the period and the list, the cancelled one marked', async () => {
    const report = await orderedReport(a.client, 'RECEIPTS_ARCHIVE', today(), today());
    expect(report.status, report.error_text ?? '').toBe('SUCCESS');
    expect({ done: report.done, total: report.total }).toEqual({ done: 2, total: 2 });
    expect(report.file_name).toMatch(/^Архив чеков \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}\.zip$/);

    const { zip } = await downloadedZip(a.client, report.id);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    const pdfName = (p: Payout) => `чеки/Чек ${p.receipt!.receipt_id} ${contractorFio}.pdf`;
    const listName = names.find((n) => n.startsWith('Список чеков '))!;
    expect(names.sort()).toEqual([pdfName(kept), pdfName(cancelled), listName].sort());

    const { name, rows } = await sheetRows(await zip.file(listName)!.async('nodebuffer'));
    expect(name).toBe('Чеки');
    expect(rows[0]).toEqual([
      '№ чека',
      'Дата',
      'Исполнитель',
      'ИНН',
      'Сумма, ₽',
      'Услуга',
      'Статус',
      'Дата аннулирования',
      'Причина аннулирования',
      'Файл',
    ]);
    const byNumber = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byNumber.size).toBe(2);
    const keptRow = byNumber.get(kept.receipt!.receipt_id!)!;
    expect(keptRow.slice(2, 10)).toEqual([
      contractorFio,
      contractorInn,
      '1500',
      'Доставка документов',
      'Действителен',
      '',
      '',
      pdfName(kept),
    ]);
    const cancelledRow = byNumber.get(cancelled.receipt!.receipt_id!)!;
    expect(cancelledRow.slice(4, 10)).toEqual([
      '700.5',
      'Уборка офиса',
      'Аннулирован',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/),
      'Возврат средств',
      pdfName(cancelled),
    ]);

    const cancelledPdf = await pdfText(await zip.file(pdfName(cancelled))!.async('uint8array'));
    expect(cancelledPdf).toContain(`Чек № ${cancelled.receipt!.receipt_id}`);
    expect(cancelledPdf).toContain('Аннулирован');
    expect(cancelledPdf).toContain('Возврат средств');
    expect(cancelledPdf).toContain('Уборка офиса');
    const keptPdf = await pdfText(await zip.file(pdfName(kept))!.async('uint8array'));
    expect(keptPdf).toContain(contractorFio);
    expect(keptPdf).toContain('Действителен');
    expect(keptPdf).not.toContain('Аннулирован');
  });

  it('the read pages through the period by income time, a receipt once however small the page', async () => {
    const read = async (pageSize: number) => {
      const numbers: string[] = [];
      for await (const r of companyPeriodReceipts(server.runtime.ctx, a.customerId, '2020-01-01', today(), pageSize)) {
        numbers.push(r.number);
      }
      return numbers;
    };
    const whole = await read(200);
    expect(whole).toHaveLength(3);
    expect(await read(1)).toEqual(whole);
  });

  it('a period without receipts gives the list with its titles only', async () => {
    const report = await orderedReport(a.client, 'RECEIPTS_ARCHIVE', '2020-01-01', '2020-01-31');
    expect(report.status).toBe('SUCCESS');
    expect({ done: report.done, total: report.total }).toEqual({ done: 0, total: 0 });
    const { zip } = await downloadedZip(a.client, report.id);
    expect(Object.keys(zip.files)).toEqual(['Список чеков 01.01.2020–31.01.2020.xlsx']);
    const { rows } = await sheetRows(await zip.file('Список чеков 01.01.2020–31.01.2020.xlsx')!.async('nodebuffer'));
    expect(rows).toHaveLength(1);
  });
});

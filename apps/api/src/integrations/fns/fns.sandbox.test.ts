/**
 * The FNS sandbox behaves as DOMAIN.md §3.8 describes, seen through the real client over HTTP: every
 * method of fns.types.ts, binding through the taxpayer's answer, income and cancellation with FNS's
 * error codes, sums, the newly-unbound list, the printable receipt and the developer page.
 */
import { formatKopecks } from '@vyplaty/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FnsPlatformError } from './fns.errors.js';
import { FNS_SANDBOX_TAXPAYERS } from './fns.sandbox.js';
import { type FnsTestbed, startFnsTestbed } from './fns.testing.js';
import { type FnsClient, type FnsRequestOf, REQUESTED_PERMISSIONS } from './fns.types.js';

let bed: FnsTestbed;
let fns: FnsClient;
const { demo, restricted, unregistered } = FNS_SANDBOX_TAXPAYERS;
/** Valid checksum, never registered. */
const stranger = '771234567859';

async function fnsError(promise: Promise<unknown>): Promise<FnsPlatformError> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof FnsPlatformError)) throw new Error(`expected FnsPlatformError, got ${String(error)}`);
  return error;
}

const income = (over: Partial<FnsRequestOf<'PostIncomeRequestV2'>> = {}): FnsRequestOf<'PostIncomeRequestV2'> => ({
  inn: demo,
  requestTime: '2026-03-05T09:00:00.000Z',
  operationTime: '2026-03-05T09:00:00.000Z',
  incomeType: 'FROM_LEGAL_ENTITY',
  customerInn: '7707083893',
  customerOrganization: 'ООО "Ромашка"',
  services: [
    { name: 'Разработка сайта', amountKopecks: 150_000n, quantity: 1 },
    { name: 'Консультация', amountKopecks: 25_050n, quantity: 2 },
  ],
  totalAmountKopecks: 200_100n,
  operationUniqueId: 'payout-1',
  ...over,
});

const pendingRequest = async (inn: string) => {
  const { items } = await bed.get<{ items: { id: string; inn: string; status: string }[] }>(
    '/sandbox/fns/control/bind-requests',
  );
  const request = items.find((r) => r.inn === inn && r.status === 'IN_PROGRESS');
  if (!request) throw new Error('no pending request');
  return request.id;
};

beforeAll(async () => {
  bed = await startFnsTestbed();
  fns = bed.client();
});
afterAll(() => bed.close());
// Every payload each test exchanged follows the XSD 0.28 (fns.schema-check.ts).
afterEach(() => bed.checkSchema());
beforeEach(async () => {
  await bed.control('/reset');
});

describe('fns sandbox: dictionaries and taxpayers', () => {
  it('answers the dictionaries', async () => {
    expect((await fns.call('GetCancelIncomeReasonsList', {})).codes).toEqual([
      { code: 'REFUND', description: 'Возврат средств' },
      { code: 'REGISTRATION_MISTAKE', description: 'Чек сформирован ошибочно' },
    ]);
    const { activities } = await fns.call('GetActivitiesListV2', {});
    expect(activities).toContainEqual({ id: '2', parentId: '1', name: 'Разработка сайтов', isActive: true });
    expect((await fns.call('GetRegionsList', {})).regions).toContainEqual({ oktmo: '45000000', name: 'г. Москва' });
  });

  it('describes the seeded taxpayers: restricted, unregistered in the past, unknown', async () => {
    expect(await fns.call('GetTaxpayerRestrictions', { inn: restricted })).toEqual({
      requestResult: 'DENY',
      rejectionCode: 'TAXPAYER_IS_BLOCKED',
    });
    const former = await fns.call('GetTaxpayerStatus', { inn: unregistered });
    expect(former.unregistrationTime).toBe('2025-06-30T09:00:00.000Z');
    const gone = await fnsError(fns.call('GetTaxpayerRestrictions', { inn: unregistered }));
    expect(gone).toMatchObject({ code: 'TAXPAYER_UNREGISTERED', russian: 'НП НПД снят с учета или не обнаружен' });
    expect((await fnsError(fns.call('GetTaxpayerStatus', { inn: stranger }))).code).toBe('TAXPAYER_UNREGISTERED');
  });
});

describe('fns sandbox: binding', () => {
  it('bind → approve: COMPLETED with the permissions; bound again is TAXPAYER_ALREADY_BOUND', async () => {
    const { id } = await fns.call('PostBindPartnerWithInn', { inn: demo, permissions: REQUESTED_PERMISSIONS });
    expect(await fns.call('GetBindPartnerStatus', { id })).toMatchObject({ result: 'IN_PROGRESS', permissions: [] });
    await bed.control(`/bind-requests/${id}/approve`);
    const status = await fns.call('GetBindPartnerStatus', { id });
    expect(status).toEqual({
      result: 'COMPLETED',
      inn: demo,
      permissions: REQUESTED_PERMISSIONS,
      processingTime: expect.any(String),
    });
    expect((await fns.call('GetGrantedPermissions', { inn: demo })).permissions).toEqual(REQUESTED_PERMISSIONS);
    expect(await fns.call('GetTaxpayerAccountStatus', { inn: demo })).toEqual({
      bonusAmountKopecks: 1_000_000n,
      unpaidAmountKopecks: 0n,
      debtAmountKopecks: 0n,
    });
    const again = await fnsError(fns.call('PostBindPartnerWithInn', { inn: demo, permissions: REQUESTED_PERMISSIONS }));
    expect(again).toMatchObject({ code: 'TAXPAYER_ALREADY_BOUND', russian: 'НП НПД уже привязан' });
  });

  it('bind by phone → deny: FAILED, still unbound', async () => {
    const { id } = await fns.call('PostBindPartnerWithPhone', {
      phone: '79990000001',
      permissions: REQUESTED_PERMISSIONS,
    });
    await bed.control(`/bind-requests/${id}/deny`);
    expect(await fns.call('GetBindPartnerStatus', { id })).toMatchObject({
      result: 'FAILED',
      inn: demo,
      permissions: [],
    });
    const unbound = await fnsError(fns.call('GetGrantedPermissions', { inn: demo }));
    expect(unbound).toMatchObject({ code: 'TAXPAYER_UNBOUND', russian: 'Пользователь не привязан к Партнеру' });
  });

  it('auto-approves after auto_approve_ms', async () => {
    await bed.control('', { auto_approve_ms: 0 });
    const { id } = await fns.call('PostBindPartnerWithInn', { inn: demo, permissions: ['INCOME_REGISTRATION'] });
    expect((await fns.call('GetBindPartnerStatus', { id })).result).toBe('COMPLETED');
  });

  it('the developer page lists the request with «Подтвердить», which binds', async () => {
    const { id } = await fns.call('PostBindPartnerWithInn', { inn: demo, permissions: REQUESTED_PERMISSIONS });
    const html = await (await fetch(`${bed.baseUrl}/sandbox/fns`)).text();
    expect(html).toContain('<td>500100732259</td>');
    expect(html).toContain('<button type="submit">Подтвердить</button>');
    expect(html).toContain('<button type="submit">Отклонить</button>');
    const clicked = await fetch(`${bed.baseUrl}/sandbox/fns/ui/bind-requests/${id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(clicked.status).toBe(303);
    expect(clicked.headers.get('location')).toBe('/sandbox/fns');
    expect((await fns.call('GetBindPartnerStatus', { id })).result).toBe('COMPLETED');
    expect(await (await fetch(`${bed.baseUrl}/sandbox/fns`)).text()).not.toContain('<td>500100732259</td>');
  });

  it('fewer permissions granted: income is PERMISSION_NOT_GRANTED until more are asked for and granted', async () => {
    await bed.bindDemo(['INCOME_LIST']);
    expect((await fns.call('GetGrantedPermissions', { inn: demo })).permissions).toEqual(['INCOME_LIST']);
    const refused = await fnsError(fns.call('PostIncomeRequestV2', income()));
    expect(refused).toMatchObject({
      code: 'PERMISSION_NOT_GRANTED',
      russian: 'У Партнера нет прав на регистрацию дохода',
    });

    const { id } = await fns.call('PostGrantedPermissions', { inn: demo, permissions: REQUESTED_PERMISSIONS });
    expect(await fns.call('GetGrantedPermissionsStatus', { id })).toMatchObject({ result: 'IN_PROGRESS', inn: demo });
    await bed.control(`/bind-requests/${await pendingRequest(demo)}/approve`);
    expect(await fns.call('GetGrantedPermissionsStatus', { id })).toEqual({
      inn: demo,
      result: 'COMPLETED',
      processingTime: expect.any(String),
    });
    expect((await fns.call('PostIncomeRequestV2', income())).receiptId).toBeTruthy();
  });

  it('the taxpayer unbinds in «Мой налог»: listed by GetNewlyUnboundTaxpayers; the partner can unbind too', async () => {
    await bed.bindDemo();
    await bed.control(`/taxpayers/${demo}/unbind`);
    const { taxpayers, hasMore } = await fns.call('GetNewlyUnboundTaxpayers', { limit: 100, offset: 0 });
    expect(hasMore).toBe(false);
    expect(taxpayers).toEqual([
      {
        inn: demo,
        firstName: 'Пётр',
        secondName: 'Петров',
        patronymic: 'Петрович',
        unboundTime: expect.any(String),
        registrationTime: '2024-02-29T21:00:00.000Z',
        phone: '79990000001',
      },
    ]);
    const future = await fns.call('GetNewlyUnboundTaxpayers', { from: '2100-01-01T00:00:00Z', limit: 100, offset: 0 });
    expect(future.taxpayers).toEqual([]);

    await bed.bindDemo();
    const { unregistrationTime } = await fns.call('PostUnbindPartner', { inn: demo });
    expect(Date.parse(unregistrationTime)).toBeGreaterThan(Date.now() - 60_000);
    expect((await fnsError(fns.call('GetTaxpayerAccountStatus', { inn: demo }))).code).toBe('TAXPAYER_UNBOUND');
  });

  it('PutTaxpayerData changes what GetTaxpayerStatus tells', async () => {
    await bed.bindDemo();
    const { updateTime } = await fns.call('PutTaxpayerData', { inn: demo, activities: ['2', '4'], region: '45000000' });
    const status = await fns.call('GetTaxpayerStatus', { inn: demo });
    expect(status).toMatchObject({ activities: ['2', '4'], region: '45000000', updateTime });
  });
});

describe('fns sandbox: income', () => {
  it('registers income unless unregistered or unbound', async () => {
    expect((await fnsError(fns.call('PostIncomeRequestV2', income()))).code).toBe('TAXPAYER_UNBOUND');
    expect((await fnsError(fns.call('PostIncomeRequestV2', income({ inn: unregistered })))).code).toBe(
      'TAXPAYER_UNREGISTERED',
    );
  });

  it('income → receipt with its lknpd link and print page; a repeat of the payout is DUPLICATE', async () => {
    await bed.bindDemo();
    const { receiptId, link } = await fns.call('PostIncomeRequestV2', income());
    expect(link).toBe(`https://lknpd.nalog.ru/api/v1/receipt/${demo}/${receiptId}/print`);
    const print = await fetch(`${bed.baseUrl}/sandbox/fns/receipt/${demo}/${receiptId}/print`);
    expect(print.status).toBe(200);
    const html = await print.text();
    for (const text of [
      `Чек №${receiptId}`,
      'Петров Пётр Петрович',
      'Разработка сайта',
      // The same money and time format as the portal's cards: «2 001,00 ₽», Moscow time said so.
      formatKopecks(200_100n), // «2 001,00 ₽» with the non-breaking space Intl puts in
      '05.03.2026 12:00 МСК',
      'ИНН 7707083893',
    ]) {
      expect(html).toContain(text);
    }
    expect((await fetch(`${bed.baseUrl}/sandbox/fns/receipt/${demo}/nope/print`)).status).toBe(404);

    const duplicate = await fnsError(fns.call('PostIncomeRequestV2', income()));
    expect(duplicate).toMatchObject({ code: 'DUPLICATE', russian: 'Такой доход уже был зарегистрирован', args: {} });
  });

  it('refuses malformed income: the total must be Σ amount × quantity, 1..6 services', async () => {
    await bed.bindDemo();
    const wrongTotal = await fnsError(fns.call('PostIncomeRequestV2', income({ totalAmountKopecks: 200_000n })));
    expect(wrongTotal).toMatchObject({ code: 'REQUEST_VALIDATION_ERROR', args: { field: 'TotalAmount' } });
    await bed.checkSchema();
    const service = { name: 'Услуга', amountKopecks: 100n, quantity: 1 };
    const seven = income({ services: Array(7).fill(service), totalAmountKopecks: 700n });
    expect((await fnsError(fns.call('PostIncomeRequestV2', seven))).code).toBe('REQUEST_VALIDATION_ERROR');
    // Sent on purpose: the XSD allows at most 6 Services, and the schema check says so.
    await expect(bed.checkSchema()).rejects.toThrow(
      /sent PostIncomeRequestV2: .*Services': This element is not expected/,
    );
  });

  it('lists and sums the month with income through other partners; cancellation moves it to the cancelled total', async () => {
    await bed.control('/taxpayers', {
      inn: demo,
      prior_income: [{ amount_kopecks: 50_000, operation_time: '2026-03-01T10:00:00+03:00' }],
    });
    await bed.bindDemo();
    const { receiptId } = await fns.call('PostIncomeRequestV2', income({ incomeType: 'FROM_INDIVIDUAL' }));
    const { receipts, hasMore } = await fns.call('GetIncomeRequestV2', {
      inn: demo,
      from: '2026-03-01T00:00:00+03:00',
      to: '2026-04-01T00:00:00+03:00',
      limit: 100,
      offset: 0,
    });
    expect(hasMore).toBe(false);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]).toMatchObject({
      receiptId,
      totalAmountKopecks: 200_100n,
      incomeType: 'FROM_INDIVIDUAL',
      taxPeriodId: '202603',
      taxToPayKopecks: 8004n,
      link: `https://lknpd.nalog.ru/api/v1/receipt/${demo}/${receiptId}/print`,
      partnerCode: null,
      cancelationTime: null,
      services: [
        { name: 'Разработка сайта', amountKopecks: 150_000n, quantity: 1 },
        { name: 'Консультация', amountKopecks: 25_050n, quantity: 2 },
      ],
    });
    expect(receipts[0]?.partnerCode).toBe('OTHER_PARTNER');
    const firstPage = await fns.call('GetIncomeRequestV2', {
      inn: demo,
      from: '2026-03-01T00:00:00+03:00',
      to: '2026-04-01T00:00:00+03:00',
      limit: 1,
      offset: 0,
    });
    expect(firstPage).toMatchObject({ hasMore: true, receipts: [{ partnerCode: 'OTHER_PARTNER' }] });
    expect(await fns.call('GetIncomeForPeriod', { inn: demo, taxPeriodId: '202603' })).toEqual({
      totalAmountKopecks: 250_100n,
      canceledTotalAmountKopecks: 0n,
      taxKopecks: 2000n + 8004n,
    });

    expect(await fns.call('PostCancelReceiptRequestV2', { inn: demo, receiptId, reasonCode: 'REFUND' })).toEqual({
      requestResult: 'DELETED',
    });
    expect(await fns.call('GetIncomeForPeriod', { inn: demo, taxPeriodId: '202603' })).toEqual({
      totalAmountKopecks: 50_000n,
      canceledTotalAmountKopecks: 200_100n,
      taxKopecks: 2000n,
    });
    const html = await (await fetch(`${bed.baseUrl}/sandbox/fns/receipt/${demo}/${receiptId}/print`)).text();
    expect(html).toContain('Аннулирован');

    const second = await fnsError(
      fns.call('PostCancelReceiptRequestV2', { inn: demo, receiptId, reasonCode: 'REFUND' }),
    );
    expect(second).toMatchObject({ code: 'ALREADY_DELETED', russian: 'Чек с таким ID уже сторнирован' });
    const unknown = await fnsError(
      fns.call('PostCancelReceiptRequestV2', { inn: demo, receiptId: 'unknown1', reasonCode: 'REGISTRATION_MISTAKE' }),
    );
    expect(unknown).toMatchObject({ code: 'RECEIPT_ID_NOT_FOUND', russian: 'Чек с таким ID не зарегистрирован' });
  });

  it('cancelling needs CANCEL_INCOME', async () => {
    await bed.bindDemo(['INCOME_REGISTRATION']);
    const { receiptId } = await fns.call('PostIncomeRequestV2', income());
    const refused = await fnsError(
      fns.call('PostCancelReceiptRequestV2', { inn: demo, receiptId, reasonCode: 'REFUND' }),
    );
    expect(refused.code).toBe('PERMISSION_NOT_GRANTED');
  });
});

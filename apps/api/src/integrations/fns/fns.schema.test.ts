/**
 * Fidelity to FNS's types schema, version 0.28 (xsd/smz-types-0.28.xsd): every method the client
 * implements is driven through the real client against the sandbox over HTTP, in every answer shape the
 * sandbox gives (each result, optional fields present and absent, empty and paged lists, SmzPlatformError
 * with and without Args), and each payload element — sent and answered — is validated against the XSD
 * after every test. The last test proves every request and response element of FNS_XML_NAMES was seen.
 *
 * Excepted (fns.schema-check.ts EMPTY_LISTS, docs/decisions/fns.md): GetNewlyUnboundTaxpayersResponse
 * `Taxpayers` and GetGrantedPermissionsResponse `GrantedPermissionsList` are declared 1..n, but the
 * service answers them with no item when there is nothing to list; nothing else is excepted.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FNS_XML_NAMES } from './fns.codec.js';
import { FnsPlatformError } from './fns.errors.js';
import { FNS_SANDBOX_TAXPAYERS } from './fns.sandbox.js';
import { EMPTY_LISTS, expectFnsSchemaValid, type FnsPayload, fnsSchemaErrors, payloadOf } from './fns.schema-check.js';
import { type FnsTestbed, startFnsTestbed } from './fns.testing.js';
import { type FnsClient, type FnsRequestOf, REQUESTED_PERMISSIONS } from './fns.types.js';
import { PAYLOAD_NS } from './soap.js';

let bed: FnsTestbed;
let fns: FnsClient;
const { demo, restricted, unregistered } = FNS_SANDBOX_TAXPAYERS;
/** Every payload element validated in this file, as "sent PostIncomeRequestV2" / "answered …". */
const seen = new Set<string>();

beforeAll(async () => {
  bed = await startFnsTestbed();
  fns = bed.client();
});
afterAll(() => bed.close());
beforeEach(() => bed.control('/reset'));
afterEach(async () => {
  for (const payload of await bed.checkSchema()) seen.add(`${payload.direction} ${payload.element}`);
});

async function refusal(promise: Promise<unknown>): Promise<FnsPlatformError> {
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
  customerOrganization: 'ООО "Ромашка" & партнёры <Север>',
  services: [
    { name: 'Разработка сайта', amountKopecks: 150_000n, quantity: 1 },
    { name: 'Консультация', amountKopecks: 25_050n, quantity: 2 },
  ],
  totalAmountKopecks: 200_100n,
  operationUniqueId: 'payout-1',
  ...over,
});
const march = { inn: demo, from: '2026-03-01T00:00:00+03:00', to: '2026-04-01T00:00:00+03:00', offset: 0 };

describe('fns schema 0.28: every message the client sends and every answer the sandbox gives', () => {
  it('dictionaries', async () => {
    expect((await fns.call('GetCancelIncomeReasonsList', {})).codes).toHaveLength(2);
    const { activities } = await fns.call('GetActivitiesListV2', {});
    // With ParentId and without.
    expect(activities.some((a) => a.parentId) && activities.some((a) => !a.parentId)).toBe(true);
    expect((await fns.call('GetRegionsList', {})).regions.length).toBeGreaterThan(0);
  });

  it('taxpayer status, restrictions and account in each shape', async () => {
    await fns.call('GetTaxpayerStatus', { inn: demo });
    const former = await fns.call('GetTaxpayerStatus', { inn: unregistered });
    expect(former.unregistrationReason).toBe('REFUSE');
    expect((await refusal(fns.call('GetTaxpayerStatus', { inn: '771234567859' }))).code).toBe('TAXPAYER_UNREGISTERED');
    expect((await fns.call('GetTaxpayerRestrictions', { inn: demo })).requestResult).toBe('ALLOW');
    expect(await fns.call('GetTaxpayerRestrictions', { inn: restricted })).toEqual({
      requestResult: 'DENY',
      rejectionCode: 'TAXPAYER_IS_BLOCKED',
    });
    expect((await refusal(fns.call('GetTaxpayerAccountStatus', { inn: demo }))).code).toBe('TAXPAYER_UNBOUND');
    await bed.bindDemo();
    await fns.call('GetTaxpayerAccountStatus', { inn: demo });
    await fns.call('PutTaxpayerData', {
      inn: demo,
      phone: '79990000011',
      email: 'petrov@example.ru',
      activities: ['2', '4'],
      region: '45000000',
    });
    const updated = await fns.call('GetTaxpayerStatus', { inn: demo });
    expect(updated).toMatchObject({ email: 'petrov@example.ru', updateTime: expect.any(String) });
  });

  it('binding by ИНН and phone: IN_PROGRESS, COMPLETED, FAILED; permissions; unbinding', async () => {
    const { id } = await fns.call('PostBindPartnerWithInn', { inn: demo, permissions: REQUESTED_PERMISSIONS });
    expect((await fns.call('GetBindPartnerStatus', { id })).result).toBe('IN_PROGRESS');
    await bed.control(`/bind-requests/${id}/approve`);
    expect((await fns.call('GetBindPartnerStatus', { id })).permissions).toEqual(REQUESTED_PERMISSIONS);
    expect((await refusal(fns.call('PostBindPartnerWithInn', { inn: demo, permissions: ['INCOME_LIST'] }))).code).toBe(
      'TAXPAYER_ALREADY_BOUND',
    );
    // A validation refusal names its field in Args.
    expect(await refusal(fns.call('GetBindPartnerStatus', { id: 'unknown' }))).toMatchObject({
      code: 'REQUEST_VALIDATION_ERROR',
      args: { field: 'Id' },
    });

    const asked = await fns.call('PostGrantedPermissions', { inn: demo, permissions: ['INCOME_SUMMARY'] });
    expect((await fns.call('GetGrantedPermissionsStatus', { id: asked.id })).result).toBe('IN_PROGRESS');
    const [pending] = (await bed.get<{ items: { id: string; status: string }[] }>('/sandbox/fns/control/bind-requests'))
      .items;
    await bed.control(`/bind-requests/${pending?.id}/approve`);
    expect((await fns.call('GetGrantedPermissionsStatus', { id: asked.id })).result).toBe('COMPLETED');
    expect((await fns.call('GetGrantedPermissions', { inn: demo })).permissions).toEqual(['INCOME_SUMMARY']);
    // Every permission withdrawn: the 1..n list comes back empty (an excepted list).
    await bed.control(`/taxpayers/${demo}/permissions`, { permissions: [] });
    expect((await fns.call('GetGrantedPermissions', { inn: demo })).permissions).toEqual([]);

    await fns.call('PostUnbindPartner', { inn: demo });
    const byPhone = await fns.call('PostBindPartnerWithPhone', {
      phone: '79990000001',
      permissions: REQUESTED_PERMISSIONS,
    });
    await bed.control(`/bind-requests/${byPhone.id}/deny`);
    expect((await fns.call('GetBindPartnerStatus', { id: byPhone.id })).result).toBe('FAILED');
    expect(
      (await refusal(fns.call('PostBindPartnerWithPhone', { phone: '70000000000', permissions: ['INCOME_LIST'] })))
        .code,
    ).toBe('TAXPAYER_UNREGISTERED');
  });

  it('newly unbound taxpayers: listed, paged, and none (an excepted list)', async () => {
    expect((await fns.call('GetNewlyUnboundTaxpayers', { limit: 100, offset: 0 })).taxpayers).toEqual([]);
    await bed.bindDemo();
    await bed.control(`/taxpayers/${demo}/unbind`);
    await bed.bindDemo();
    await bed.control(`/taxpayers/${demo}/unbind`);
    const first = await fns.call('GetNewlyUnboundTaxpayers', {
      from: '2020-01-01T00:00:00Z',
      to: '2100-01-01T00:00:00Z',
      limit: 1,
      offset: 0,
    });
    expect(first).toMatchObject({ hasMore: true, taxpayers: [{ inn: demo }] });
  });

  it('income: registered with and without a customer, DUPLICATE, listed, summed, cancelled', async () => {
    await bed.control('/taxpayers', {
      inn: demo,
      prior_income: [{ amount_kopecks: 50_000, operation_time: '2026-03-01T10:00:00+03:00' }],
    });
    await bed.bindDemo();
    const { receiptId } = await fns.call('PostIncomeRequestV2', income());
    await fns.call(
      'PostIncomeRequestV2',
      income({
        incomeType: 'FROM_INDIVIDUAL',
        customerInn: undefined,
        customerOrganization: undefined,
        operationUniqueId: undefined,
        services: [{ name: 'Репетиторство', amountKopecks: 99_999n, quantity: 3 }],
        totalAmountKopecks: 299_997n,
      }),
    );
    expect((await refusal(fns.call('PostIncomeRequestV2', income()))).code).toBe('DUPLICATE');
    expect((await fns.call('GetIncomeRequestV2', { ...march, limit: 1 })).hasMore).toBe(true);
    await fns.call('GetIncomeForPeriod', { inn: demo, taxPeriodId: '202603' });
    await fns.call('PostCancelReceiptRequestV2', { inn: demo, receiptId, reasonCode: 'REGISTRATION_MISTAKE' });
    expect(
      (await refusal(fns.call('PostCancelReceiptRequestV2', { inn: demo, receiptId, reasonCode: 'REFUND' }))).code,
    ).toBe('ALREADY_DELETED');
    const { receipts } = await fns.call('GetIncomeRequestV2', { ...march, limit: 100 });
    // Through another partner (PartnerCode), cancelled (CancelationTime), and from a person.
    expect(receipts.map((r) => [r.partnerCode, r.cancelationTime !== null, r.incomeType])).toEqual([
      ['OTHER_PARTNER', false, 'FROM_INDIVIDUAL'],
      [null, true, 'FROM_LEGAL_ENTITY'],
      [null, false, 'FROM_INDIVIDUAL'],
    ]);
    const none = await fns.call('GetIncomeRequestV2', {
      ...march,
      from: '2020-01-01T00:00:00Z',
      to: '2020-02-01T00:00:00Z',
      limit: 100,
    });
    expect(none).toEqual({ hasMore: false, receipts: [] });
  });

  it('the platform refuses everything: PARTNER_DENY, INTERNAL_ERROR; PROCESSING carries no payload', async () => {
    await bed.control('', { partner_deny: true });
    expect((await refusal(fns.call('GetRegionsList', {}))).code).toBe('PARTNER_DENY');
    await bed.control('', { partner_deny: false, internal_error_next: 1, message_delay_ms: 60 });
    const messageId = await fns.send('GetTaxpayerStatus', { inn: demo });
    expect(await fns.receive('GetTaxpayerStatus', messageId)).toEqual({ status: 'PROCESSING' });
    await new Promise((r) => setTimeout(r, 80));
    expect((await refusal(fns.receive('GetTaxpayerStatus', messageId))).code).toBe('INTERNAL_ERROR');
  });

  it('every request and response element of the client was validated, and SmzPlatformError', () => {
    const expected = Object.values(FNS_XML_NAMES).flatMap(({ request, response }) => [
      `sent ${request}`,
      `answered ${response}`,
    ]);
    expect([...seen].sort()).toEqual([...expected, 'answered SmzPlatformError'].sort());
  });
});

describe('fns schema check: it catches what it should', () => {
  const ns = `xmlns="${PAYLOAD_NS}"`;
  const answered = (xml: string): FnsPayload => ({ direction: 'answered', element: /^<(\w+)/.exec(xml)![1]!, xml });
  const receipt = (inside: string) =>
    answered(`<GetIncomeResponseV2 ${ns}><HasMore>false</HasMore><Receipts>${inside}</Receipts></GetIncomeResponseV2>`);
  const tail =
    '<IncomeType>FROM_LEGAL_ENTITY</IncomeType><RequestTime>2026-03-05T12:00:00+03:00</RequestTime>' +
    '<OperationTime>2026-03-05T12:00:00+03:00</OperationTime><TaxPeriodId>202603</TaxPeriodId><TaxToPay>60.00</TaxToPay>';
  const services = '<Services><Amount>1000.00</Amount><Name>Услуга</Name><Quantity>1</Quantity></Services>';

  it('a receipt in ReceiptV2 order passes; the order the sandbox used to answer, or a CustomerInn, do not', async () => {
    const link = '<Link>https://lknpd.nalog.ru/api/v1/receipt/500100732259/abc/print</Link>';
    await expectFnsSchemaValid([
      receipt(`${link}<TotalAmount>1000.00</TotalAmount><ReceiptId>abc</ReceiptId>${tail}${services}`),
    ]);
    const [order] = await fnsSchemaErrors([
      receipt(`<ReceiptId>abc</ReceiptId>${link}<TotalAmount>1000.00</TotalAmount>${tail}${services}`),
    ]);
    expect(order).toContain("ReceiptId': This element is not expected. Expected is ( {");
    const [customer] = await fnsSchemaErrors([
      receipt(
        `${link}<TotalAmount>1000.00</TotalAmount><ReceiptId>abc</ReceiptId>${tail}<CustomerInn>7707083893</CustomerInn>${services}`,
      ),
    ]);
    expect(customer).toContain("CustomerInn': This element is not expected.");
  });

  it('only the excepted lists may be empty; types and namespace are checked', async () => {
    for (const [element, list] of Object.entries(EMPTY_LISTS)) {
      const rest = element === 'GetNewlyUnboundTaxpayersResponse' ? '<HasMore>false</HasMore>' : '';
      await expectFnsSchemaValid([answered(`<${element} ${ns}>${rest}</${element}>`)]);
      expect(list).toBeTruthy();
    }
    expect(await fnsSchemaErrors([answered(`<GetRegionsListResponse ${ns}></GetRegionsListResponse>`)])).toEqual([
      expect.stringContaining('Missing child element(s)'),
    ]);
    expect(
      await fnsSchemaErrors([
        answered(
          `<GetIncomeForPeriodResponse ${ns}><TotalAmount>10,5</TotalAmount><CanceledTotalAmount>0</CanceledTotalAmount><Tax>0</Tax></GetIncomeForPeriodResponse>`,
        ),
      ]),
    ).toEqual([expect.stringContaining("'10,5' is not a valid value of the atomic type 'xs:decimal'")]);
    expect(await fnsSchemaErrors([answered('<GetRegionsListResponse><Regions/></GetRegionsListResponse>')])).toEqual([
      expect.stringContaining('No matching global declaration available for the validation root'),
    ]);
  });

  it('finds the payload inside an envelope whatever its prefixes, with the declarations it inherits', async () => {
    const envelope =
      '<?xml version="1.0"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/" ' +
      `xmlns:smz="${PAYLOAD_NS}"><S:Body><GetMessageResponse xmlns="urn://x-artefacts-gnivc-ru/inplat/servin/OpenApiAsyncMessageConsumerService/types/1.0">` +
      '<ProcessingStatus>COMPLETED</ProcessingStatus><Message><smz:GetTaxpayerRestrictionsResponse>' +
      '<smz:RequestResult>ALLOW</smz:RequestResult></smz:GetTaxpayerRestrictionsResponse></Message></GetMessageResponse></S:Body></S:Envelope>';
    const payload = payloadOf(envelope, 'answered');
    expect(payload?.element).toBe('GetTaxpayerRestrictionsResponse');
    await expectFnsSchemaValid([payload!]);
    expect(payloadOf(envelope, 'sent')).toBeNull();
  });
});

/** The SOAP helpers: money without floats, xs:dateTime with offset, escaping, repeated elements, faults. */
import { describe, expect, it } from 'vitest';
import { decodeResponse, encodeRequest } from './fns.codec.js';
import { FnsPlatformError } from './fns.errors.js';
import {
  buildEnvelope,
  buildFault,
  decimalToKopecks,
  fromXsDateTime,
  kopecksToDecimal,
  PAYLOAD_NS,
  parseEnvelope,
  taxPeriodOf,
  toXsDateTime,
} from './soap.js';

describe('soap helpers', () => {
  it('formats and parses amounts in decimal roubles with integer maths', () => {
    expect(kopecksToDecimal(150_000n)).toBe('1500.00');
    expect(kopecksToDecimal(5n)).toBe('0.05');
    expect(kopecksToDecimal(-1_999n)).toBe('-19.99');
    // 0.1 + 0.2 style drift is impossible: 1 kopeck per step.
    expect(kopecksToDecimal(10n + 20n)).toBe('0.30');
    expect(decimalToKopecks('1500.00')).toBe(150_000n);
    expect(decimalToKopecks('1500')).toBe(150_000n);
    expect(decimalToKopecks('0.3')).toBe(30n);
    expect(decimalToKopecks('10.500')).toBe(1050n);
    expect(decimalToKopecks(' 2400000.00 ')).toBe(240_000_000n);
    expect(decimalToKopecks('10.505')).toBeNull();
    expect(decimalToKopecks('1,5')).toBeNull();
  });

  it('writes xs:dateTime in Moscow time with the offset and reads any offset back', () => {
    expect(toXsDateTime('2026-03-05T21:30:00Z')).toBe('2026-03-06T00:30:00.000+03:00');
    expect(fromXsDateTime('2026-03-06T00:30:00+03:00')).toBe('2026-03-05T21:30:00.000Z');
    expect(fromXsDateTime('2026-03-05T21:30:00')).toBe('2026-03-05T21:30:00.000Z');
    expect(fromXsDateTime('05.03.2026')).toBeNull();
    expect(taxPeriodOf('2026-03-31T22:00:00Z')).toBe('202604');
  });

  it('escapes values and reads repeated elements as arrays, one or none', () => {
    const xml = buildEnvelope(
      encodeRequest('PostIncomeRequestV2', {
        inn: '500100732259',
        requestTime: '2026-03-05T09:00:00Z',
        operationTime: '2026-03-05T09:00:00Z',
        incomeType: 'FROM_LEGAL_ENTITY',
        customerOrganization: 'ООО "Рога & Копыта" <script>',
        services: [{ name: 'Услуга', amountKopecks: 100n, quantity: 1 }],
        totalAmountKopecks: 100n,
      }),
    );
    expect(xml).toContain(`<PostIncomeRequestV2 xmlns="${PAYLOAD_NS}">`);
    expect(xml).toContain('<TotalAmount>1.00</TotalAmount>');
    expect(xml).not.toContain('<script>');
    const parsed = parseEnvelope(xml);
    const request = parsed?.body.PostIncomeRequestV2 as Record<string, unknown>;
    expect(request.CustomerOrganization).toBe('ООО "Рога & Копыта" <script>');
    expect(request.Services).toEqual([{ Amount: '1.00', Name: 'Услуга', Quantity: '1' }]);
    expect(request.Inn).toBe('500100732259');

    const none = parseEnvelope(buildEnvelope({ GetGrantedPermissionsResponse: { '@_xmlns': PAYLOAD_NS } }));
    const node = none?.body.GetGrantedPermissionsResponse as Record<string, unknown>;
    expect(decodeResponse('GetGrantedPermissions', node)).toEqual({ permissions: [] });
  });

  it('detects soap:Fault', () => {
    expect(parseEnvelope(buildFault('soap:Client', 'Нет такого'))?.fault).toEqual({
      code: 'soap:Client',
      message: 'Нет такого',
    });
    expect(parseEnvelope('<html>502 Bad Gateway</html>')).toBeNull();
  });
});

describe('FnsPlatformError', () => {
  it('fills FNS’s {key} placeholders from Args and keeps the Russian text of the code', () => {
    const args = parseEnvelope(
      buildEnvelope({
        SmzPlatformError: {
          Code: 'TAXPAYER_UNBOUND',
          Message: 'ИНН {inn} не привязан',
          Args: [{ Key: 'inn', Value: '500100732259' }],
        },
      }),
    )?.body.SmzPlatformError as { Args: { Key: string; Value: string }[] };
    expect(args.Args).toEqual([{ Key: 'inn', Value: '500100732259' }]);
    const error = new FnsPlatformError('TAXPAYER_UNBOUND', 'ИНН {inn} не привязан', { inn: '500100732259' });
    expect(error).toMatchObject({
      code: 'TAXPAYER_UNBOUND',
      fnsMessage: 'ИНН 500100732259 не привязан',
      russian: 'Пользователь не привязан к Партнеру',
      retryable: false,
    });
    const unknown = new FnsPlatformError('SOMETHING_NEW', 'Новая ошибка {x}', { x: '1' });
    expect(unknown.russian).toBe('Новая ошибка 1');
  });
});

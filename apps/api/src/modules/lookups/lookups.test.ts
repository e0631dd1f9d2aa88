import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AddressLookupResponse,
  apiPaths,
  type BankLookupResponse,
  type CountryLookupResponse,
  type ErrorBody,
  type PartyLookupResponse,
} from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/demo.js';
import type { TestClient } from '../../test-support/http-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
});
afterAll(() => server.close());

const bank = (body: unknown) => client.post<BankLookupResponse>(apiPaths.lookups.bank, body);
const party = (body: unknown) => client.post<PartyLookupResponse>(apiPaths.lookups.party, body);
const address = (body: unknown) => client.post<AddressLookupResponse>(apiPaths.lookups.address, body);
const country = (body: unknown) => client.post<CountryLookupResponse>(apiPaths.lookups.country, body);

describe('POST /v1/dadata/bank', () => {
  it('finds the bank of an exact БИК with its correspondent account, without a session', async () => {
    const { status, body } = await bank({ query: '044525225' });
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([
      {
        value: 'ПАО СБЕРБАНК',
        unrestricted_value: 'ПАО СБЕРБАНК, г. Москва',
        data: {
          bic: '044525225',
          name: { payment: 'ПАО СБЕРБАНК', short: 'СБЕРБАНК РОССИИ' },
          correspondent_account: '30101810400000000225',
          swift: 'SABRRUMMXXX',
          inn: '7707083893',
          kpp: '773601001',
          address: { value: 'г Москва, ул Вавилова, д 19' },
          state: { status: 'ACTIVE', liquidation_date: null },
        },
      },
    ]);
  });

  it('finds a regional branch by its own БИК', async () => {
    const { body } = await bank({ query: ' 044030653 ' });
    expect(body.suggestions.map((s) => [s.data.name.payment, s.data.correspondent_account])).toEqual([
      ['СЕВЕРО-ЗАПАДНЫЙ БАНК ПАО СБЕРБАНК', '30101810500000000653'],
    ]);
  });

  it('suggests banks by part of the name', async () => {
    const { body } = await bank({ query: 'альфа', count: 5 });
    expect(body.suggestions.map((s) => s.data.bic)).toEqual(['044525593']);
    const tbank = await bank({ query: 'Тбанк' });
    expect(tbank.body.suggestions[0]?.data).toMatchObject({
      bic: '044525974',
      correspondent_account: '30101810145250000974',
    });
  });

  it('limits the suggestions to count', async () => {
    const { body } = await bank({ query: 'сбербанк', count: 3 });
    expect(body.suggestions).toHaveLength(3);
    expect(body.suggestions[0]?.data.bic).toBe('044525225');
  });

  it('answers an empty list for a БИК the directory does not have', async () => {
    const { status, body } = await bank({ query: '044525000' });
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([]);
  });

  it('tells a liquidated bank by its state', async () => {
    const { body } = await bank({ query: '044525985' });
    expect(body.suggestions[0]?.data.state).toEqual({ status: 'LIQUIDATED', liquidation_date: '2025-01-01' });
  });
});

describe('POST /v1/dadata/user', () => {
  it('finds the demo company by ИНН', async () => {
    const { status, body } = await party({ query: DEMO_CUSTOMER.inn });
    expect(status).toBe(200);
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0]).toMatchObject({
      value: DEMO_CUSTOMER.organisationName,
      data: {
        inn: DEMO_CUSTOMER.inn,
        kpp: DEMO_CUSTOMER.kpp,
        type: 'LEGAL',
        name: { short_with_opf: DEMO_CUSTOMER.organisationName },
        management: {
          name: `${DEMO_CUSTOMER.lastName} ${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.patronymic}`,
          post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
        },
        address: { value: 'г Москва, ул Тверская, д 7' },
        state: { status: 'ACTIVE', liquidation_date: null },
      },
    });
  });

  it('finds companies by name and an entrepreneur by a 12-digit ИНН', async () => {
    const byName = await party({ query: 'яндекс' });
    expect(byName.body.suggestions.map((s) => [s.data.inn, s.data.ogrn])).toEqual([['7736207543', '1027700229193']]);
    const entrepreneur = await party({ query: '500100732259' });
    expect(entrepreneur.body.suggestions[0]?.data).toMatchObject({
      type: 'INDIVIDUAL',
      kpp: null,
      management: null,
      name: { short_with_opf: 'ИП Петров Пётр Петрович' },
    });
  });

  it('answers nothing for an ИНН with a wrong check digit', async () => {
    const { status, body } = await party({ query: '7701325469' });
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([]);
  });
});

describe('POST /v1/dadata/address', () => {
  it('suggests addresses by words of the address, postal code included', async () => {
    const { body } = await address({ query: 'казань кремлевская' });
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0]).toMatchObject({
      value: 'Респ Татарстан, г Казань, ул Кремлевская, д 18',
      unrestricted_value: '420008, Респ Татарстан, г Казань, ул Кремлевская, д 18',
      data: {
        postal_code: '420008',
        country: 'Россия',
        region_with_type: 'Респ Татарстан',
        city_with_type: 'г Казань',
        street_with_type: 'ул Кремлевская',
        house: '18',
        flat: null,
      },
    });
    const moscow = await address({ query: 'москва тверская', count: 20 });
    expect(moscow.body.suggestions.map((s) => s.value)).toContain('г Москва, ул Тверская, д 7');
  });
});

describe('POST /v1/dadata/country', () => {
  it("finds Kazakhstan by 'каз'", async () => {
    const { body } = await country({ query: 'каз' });
    expect(body.suggestions[0]).toEqual({
      value: 'Казахстан',
      unrestricted_value: 'Казахстан',
      data: { code: '398', alfa2: 'KZ', alfa3: 'KAZ', name_short: 'Казахстан', name: 'Республика Казахстан' },
    });
  });
});

describe('bad input', () => {
  it.each([
    [{ query: '' }, 'query', 'Введите запрос для поиска'],
    [{ query: '   ' }, 'query', 'Введите запрос для поиска'],
    [{}, 'query', 'Введите запрос для поиска'],
    [{ query: 42 }, 'query', 'Введите запрос для поиска'],
    [{ query: 'я'.repeat(301) }, 'query', 'Запрос не длиннее 300 символов'],
    [{ query: 'сбер', count: 0 }, 'count', 'Количество подсказок — целое число от 1 до 20'],
    [{ query: 'сбер', count: 50 }, 'count', 'Количество подсказок — целое число от 1 до 20'],
    [{ query: 'сбер', count: 2.5 }, 'count', 'Количество подсказок — целое число от 1 до 20'],
    [{ query: 'сбер', count: '5' }, 'count', 'Количество подсказок — целое число от 1 до 20'],
  ])('%j → 400 with a Russian message on the field', async (body, field, message) => {
    for (const path of Object.values(apiPaths.lookups)) {
      const response = await client.post<ErrorBody>(path, body);
      expect(response.status, path).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        error_message: message,
        fields: { [field]: message },
      });
    }
  });

  it('a body that is not an object → 400', async () => {
    const response = await client.post<ErrorBody>(apiPaths.lookups.bank, ['044525225']);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after 120 lookups a minute from one address', async () => {
    const realNow = server.runtime.ctx.now;
    // A window of its own, far from the other tests' calls.
    server.runtime.ctx.now = () => new Date('2031-03-01T10:00:15Z');
    try {
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => country({ query: i % 2 ? 'каз' : 'арм', count: 1 })),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const limited = await client.post<ErrorBody>(apiPaths.lookups.bank, { query: '044525225' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        code: 'RATE_LIMITED',
        error_message: 'Слишком много запросов подсказок. Попробуйте через минуту',
      });
      expect(limited.headers.get('retry-after')).toBe('45');
    } finally {
      server.runtime.ctx.now = realNow;
    }
  });
});

describe('when DaData fails', () => {
  let upstream: Server;
  let upstreamStatus = 500;
  let upstreamServer: TestServer;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(upstreamStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ family: 'SERVER_ERROR', reason: 'x', message: 'x' }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamServer = await startTestServer({
      DADATA_API_KEY: 'test-key',
      DADATA_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`,
    });
  });
  afterAll(async () => {
    await upstreamServer.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it.each([500, 429, 403])('upstream %i → 503 LOOKUP_UNAVAILABLE: the person fills the field by hand', async (code) => {
    upstreamStatus = code;
    const response = await upstreamServer.client().post<ErrorBody>(apiPaths.lookups.bank, { query: 'сбер' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      code: 'LOOKUP_UNAVAILABLE',
      error_message: 'Сервис подсказок временно недоступен, заполните поле вручную',
    });
  });

  it('without a key and without sandboxes, lookups are unavailable', async () => {
    const production = await startTestServer({ SANDBOXES: 'false' });
    try {
      const response = await production.client().post<ErrorBody>(apiPaths.lookups.party, { query: '7707083893' });
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('LOOKUP_UNAVAILABLE');
      const sandbox = await fetch(`${production.baseUrl}/sandbox/dadata/suggestions/api/4_1/rs/suggest/bank`, {
        method: 'POST',
        headers: { Authorization: 'Token sandbox', 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'сбер' }),
      });
      expect(sandbox.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

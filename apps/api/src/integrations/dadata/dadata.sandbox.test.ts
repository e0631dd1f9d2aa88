import { bikValid, corrAccountValid, innValid } from '@vyplaty/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { DadataBank, DadataParty, DadataSuggestion } from './dadata.client.js';
import { DADATA_SANDBOX_KEY } from './dadata.sandbox.js';
import { addresses, banks, countries, parties } from './dadata.sandbox-data/index.js';

/** ОГРН: (first 12 digits mod 11) mod 10; ОГРНИП: (first 14 mod 13) mod 10. */
function ogrnValid(ogrn: string) {
  if (/^\d{13}$/.test(ogrn)) return Number((BigInt(ogrn.slice(0, 12)) % 11n) % 10n) === Number(ogrn[12]);
  if (/^\d{15}$/.test(ogrn)) return Number((BigInt(ogrn.slice(0, 14)) % 13n) % 10n) === Number(ogrn[14]);
  return false;
}

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('DaData sandbox data', () => {
  it('holds at least 40 banks, each with a 9-digit БИК and a correspondent account that matches it', () => {
    expect(banks.length).toBeGreaterThanOrEqual(40);
    for (const bank of banks) {
      expect(bank.bic, bank.payment).toMatch(/^\d{9}$/);
      expect(bikValid(bank.bic), bank.bic).toBe(true);
      expect(corrAccountValid(bank.corr, bank.bic), `${bank.bic} ${bank.corr}`).toBe(true);
      if (bank.inn) expect(innValid(bank.inn), `${bank.bic} ИНН ${bank.inn}`).toBe(true);
      if (bank.kpp) expect(bank.kpp, bank.bic).toMatch(/^\d{9}$/);
      if (bank.postalCode) expect(bank.postalCode).toMatch(/^\d{6}$/);
    }
    expect(duplicates(banks.map((b) => b.bic))).toEqual([]);
  });

  it('includes the banks of the checksum examples and a liquidated one', () => {
    const corrOf = (bic: string) => banks.find((b) => b.bic === bic)?.corr;
    expect(corrOf('044525225')).toBe('30101810400000000225');
    expect(corrOf('044525311')).toBe('30101810000000000311');
    expect(corrOf('044525352')).toBe('30101810700000000352');
    expect(corrOf('044525411')).toBe('30101810145250000411');
    expect(banks.some((b) => b.status === 'LIQUIDATED')).toBe(true);
  });

  it('holds companies whose ИНН, КПП and ОГРН are well formed and unique', () => {
    expect(parties.length).toBeGreaterThanOrEqual(15);
    for (const party of parties) {
      expect(innValid(party.inn), `${party.shortWithOpf} ИНН ${party.inn}`).toBe(true);
      expect(ogrnValid(party.ogrn), `${party.shortWithOpf} ОГРН ${party.ogrn}`).toBe(true);
      if (party.type === 'LEGAL') {
        expect(party.inn).toHaveLength(10);
        expect(party.kpp, party.inn).toMatch(/^\d{9}$/);
      } else {
        expect(party.inn).toHaveLength(12);
        expect(party.kpp).toBeNull();
      }
    }
    expect(duplicates(parties.map((p) => p.inn))).toEqual([]);
    expect(duplicates(parties.map((p) => p.ogrn))).toEqual([]);
    expect(parties.some((p) => p.status === 'LIQUIDATED')).toBe(true);
  });

  it('holds addresses with postal codes and countries with ОКСМ codes', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(40);
    for (const address of addresses) expect(address.postalCode).toMatch(/^\d{6}$/);
    for (const country of countries) {
      expect(country.code).toMatch(/^\d{3}$/);
      expect(country.alfa2).toMatch(/^[A-Z]{2}$/);
      expect(country.alfa3).toMatch(/^[A-Z]{3}$/);
    }
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
    expect(countries.map((c) => c.short)).toEqual(
      expect.arrayContaining(['Россия', 'Беларусь', 'Казахстан', 'Армения', 'Киргизия', 'Узбекистан', 'Таджикистан']),
    );
  });
});

describe('DaData sandbox protocol', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = async (path: string, body: unknown, token: string | null = DADATA_SANDBOX_KEY) => {
    const response = await fetch(`${server.baseUrl}/sandbox/dadata/suggestions/api/4_1/rs/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token === null ? {} : { Authorization: `Token ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const suggestionsOf = <T>(body: Record<string, unknown>) => body.suggestions as DadataSuggestion<T>[];

  it('refuses a missing or wrong API key with 401, like DaData', async () => {
    const missing = await call('suggest/bank', { query: 'сбер' }, null);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ family: 'CLIENT_ERROR', reason: 'Unauthorized' });
    expect((await call('suggest/bank', { query: 'сбер' }, 'not-the-key')).status).toBe(401);
  });

  it('answers in DaData’s shape, extra fields included', async () => {
    const { status, body } = await call('findById/bank', { query: '044525225' });
    expect(status).toBe(200);
    const [sber] = suggestionsOf<DadataBank>(body);
    expect(sber).toMatchObject({
      value: 'ПАО СБЕРБАНК',
      unrestricted_value: 'ПАО СБЕРБАНК, г. Москва',
      data: {
        opf: { type: 'BANK' },
        bic: '044525225',
        correspondent_account: '30101810400000000225',
        payment_city: 'г. Москва',
        state: { status: 'ACTIVE', liquidation_date: null },
        address: { value: 'г Москва, ул Вавилова, д 19', unrestricted_value: '117312, г Москва, ул Вавилова, д 19' },
      },
    });
  });

  it('finds a bank and its branches by ИНН, head office first, up to count', async () => {
    const { body } = await call('findById/bank', { query: '7707083893', count: 5 });
    const found = suggestionsOf<DadataBank>(body);
    expect(found).toHaveLength(5);
    expect(found[0]?.data.bic).toBe('044525225');
    expect(found.slice(1).every((s) => s.data.opf.type === 'BANK_BRANCH')).toBe(true);
  });

  it('suggests by the beginnings of words, case and ё ignored', async () => {
    const { body } = await call('suggest/party', { query: 'петров пет' });
    expect(suggestionsOf<DadataParty>(body).map((s) => s.data.inn)).toEqual(['500100732259']);
    const byAddress = await call('suggest/address', { query: 'ЕКАТЕРИНБУРГ народной' });
    expect(suggestionsOf(byAddress.body).map((s) => s.value)).toEqual([
      'Свердловская обл, г Екатеринбург, ул Народной Воли, д 19А',
    ]);
  });

  it('answers 413 for a query over 300 characters or count over 20, 400 for a bad body', async () => {
    expect((await call('suggest/address', { query: 'м'.repeat(301) })).status).toBe(413);
    expect((await call('suggest/address', { query: 'москва', count: 21 })).status).toBe(413);
    expect((await call('suggest/address', { count: 5 })).status).toBe(400);
  });

  it('knows only the methods DaData has', async () => {
    expect((await call('findById/address', { query: 'москва' })).status).toBe(404);
    expect((await call('suggest/email', { query: 'a@' })).status).toBe(404);
  });
});

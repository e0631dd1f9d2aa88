/** The TSL reading (DOMAIN.md §6.8) and the test CA's flag: never trusted in production. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { parseTsl } from './tsl.js';

const tsl = `<?xml version="1.0" encoding="utf-8"?>
<АккредитованныеУдостоверяющиеЦентры>
  <УдостоверяющийЦентр>
    <Название>УЦ Один</Название>
    <СтатусАккредитации><Статус>Действует</Статус></СтатусАккредитации>
    <ПрограммноАппаратныеКомплексы><ПрограммноАппаратныйКомплекс><КлючиУполномоченныхЛиц><Ключ>
      <АдресаСписковОтзыва><Адрес>http://ca.one/1.crl</Адрес><Адрес>http://ca.one/2.crl</Адрес></АдресаСписковОтзыва>
      <Сертификаты><ДанныеСертификата><Данные>MIIB AAAA</Данные></ДанныеСертификата></Сертификаты>
    </Ключ></КлючиУполномоченныхЛиц></ПрограммноАппаратныйКомплекс></ПрограммноАппаратныеКомплексы>
  </УдостоверяющийЦентр>
  <УдостоверяющийЦентр>
    <Название>УЦ Два</Название>
    <СтатусАккредитации><Статус>Прекращена</Статус></СтатусАккредитации>
    <ПрограммноАппаратныеКомплексы><ПрограммноАппаратныйКомплекс><КлючиУполномоченныхЛиц><Ключ>
      <Сертификаты><ДанныеСертификата><Данные>MIIC</Данные></ДанныеСертификата></Сертификаты>
    </Ключ></КлючиУполномоченныхЛиц></ПрограммноАппаратныйКомплекс></ПрограммноАппаратныеКомплексы>
  </УдостоверяющийЦентр>
</АккредитованныеУдостоверяющиеЦентры>`;

describe('parseTsl', () => {
  it('reads every key certificate with its CA’s accreditation and CRL addresses', () => {
    expect(parseTsl(tsl)).toEqual([
      {
        name: 'УЦ Один',
        accreditation: 'ACTIVE',
        certificate: 'MIIBAAAA',
        crlUrls: ['http://ca.one/1.crl', 'http://ca.one/2.crl'],
      },
      { name: 'УЦ Два', accreditation: 'TERMINATED', certificate: 'MIIC', crlUrls: [] },
    ]);
  });
});

describe('KEP_TEST_CA', () => {
  it('is on with the sandboxes, off in production, and refused there when set', () => {
    expect(loadConfig({ APP_ENV: 'test' }).KEP_TEST_CA).toBe(true);
    expect(loadConfig({ APP_ENV: 'test', KEP_TEST_CA: 'false' }).KEP_TEST_CA).toBe(false);
    expect(loadConfig({ APP_ENV: 'production' }).KEP_TEST_CA).toBe(false);
    expect(() => loadConfig({ APP_ENV: 'production', KEP_TEST_CA: 'true' })).toThrow(/never trusted in production/);
  });
});

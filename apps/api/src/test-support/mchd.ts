/**
 * A responsible person with an МЧД, made through the API as a company does it (DOMAIN §6.6): the
 * fixture МЧД (representatives/fixtures) reissued by the test company (`KEP_COMPANY_INN`) around
 * today, optionally with other powers, uploaded into the person's card, and optionally its head's
 * .sig — the test head's КЭП over the exact XML — which makes it a valid МЧД.
 */
import { readFileSync } from 'node:fs';
import { apiPaths, pathWithId, type Representative, type RepresentativeDocument } from '@vyplaty/contracts';
import { expect } from 'vitest';
import { moscowDate } from '../lib/moscow-time.js';
import { makeCertificate, signCades } from '../lib/signature-crypto/test-pki.js';
import type { TestClient } from './http-client.js';
import { sendForm } from './isolation/world.js';
import { KEP_COMPANY_INN } from './kep-cases.js';

const DAY = 86_400_000;
const p = apiPaths.representatives;

const FIXTURE = readFileSync(
  new URL(
    '../modules/representatives/fixtures/ON_EMCHD_20260115_6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c.xml',
    import.meta.url,
  ),
  'utf8',
);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The representative the fixture names, as the company enters them. */
export const MCHD_PERSON = {
  last_name: 'Образцова',
  first_name: 'Дарья',
  patronymic: 'Тестовна',
  job_title: 'Главный бухгалтер',
  inn: '771900001235',
  snils: '112-233-445 95',
};
/** The head the fixture names (ЛицоБезДов/СвФЛ). */
export const MCHD_HEAD = { fio: 'Смирнова Анна Сергеевна', inn: '771900003497', snils: '22334455639' };

/** The representative's personal КЭП (ИНН ФЛ and СНИЛС, no organisation). */
export const representativeCertificate = () =>
  makeCertificate({ fio: 'Образцова Дарья Тестовна', inn: MCHD_PERSON.inn, snils: '11223344595' });
/** The head's КЭП of the test company, issued two months ago. */
export const mchdHeadCertificate = () =>
  makeCertificate(
    { ...MCHD_HEAD, innCompany: KEP_COMPANY_INN, organisation: 'ООО Подпись' },
    { notBefore: new Date(Date.now() - 60 * DAY), notAfter: new Date(Date.now() + 300 * DAY) },
  );

/**
 * The fixture МЧД issued by the test company, in force around today; `powers` replaces its power
 * blocks (`СвПолн`) with free-text powers.
 */
export function mchdXml(options: { powers?: string[] } = {}): Uint8Array {
  const today = moscowDate(new Date());
  let xml = FIXTURE.replace('ИННЮЛ="7719617469"', `ИННЮЛ="${KEP_COMPANY_INN}"`)
    .replace('ДатаВыдДовер="2026-01-15"', `ДатаВыдДовер="${addDays(today, -10)}"`)
    .replace('СрокДейст="2029-01-14"', `СрокДейст="${addDays(today, 365)}"`);
  if (options.powers) {
    const blocks = options.powers
      .map((text) => `<СвПолн ТипПолн="1"><ТекстПолн>${text}</ТекстПолн></СвПолн>`)
      .join('\n      ');
    xml = xml.replace(/<СвПолн[\s\S]*<\/СвПолн>/, blocks);
  }
  return new TextEncoder().encode(xml);
}

/**
 * Adds the fixture's representative to `company` and uploads an МЧД for them; with `signed` also the
 * head's .sig (checked by the server: signature_check VALID).
 */
export async function addRepresentativeWithMchd(
  company: { client: TestClient },
  options: { signed: boolean; powers?: string[] },
): Promise<{ personId: string; document: RepresentativeDocument; xml: Uint8Array }> {
  const person = await company.client.post<Representative>(p.create, MCHD_PERSON);
  expect(person.status, JSON.stringify(person.body)).toBe(201);
  const xml = mchdXml(options.powers ? { powers: options.powers } : {});
  const res = await sendForm(company.client, 'POST', pathWithId(p.file, person.body.id), {
    fields: { kind: 'TRUST_DOCUMENT' },
    file: { name: 'ON_EMCHD_test.xml', bytes: Buffer.from(xml) },
  });
  let document = (await res.json()) as RepresentativeDocument;
  expect(res.status, JSON.stringify(document)).toBe(201);
  if (options.signed) {
    const sig = await sendForm(company.client, 'POST', pathWithId(p.file, person.body.id), {
      fields: { signature_for: document.id },
      file: { name: 'ON_EMCHD_test.xml.sig', bytes: Buffer.from(signCades(xml, mchdHeadCertificate()), 'base64') },
    });
    document = (await sig.json()) as RepresentativeDocument;
    expect(sig.status, JSON.stringify(document)).toBe(201);
    expect(document.signature_check).toBe('VALID');
  }
  return { personId: person.body.id, document, xml };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moscowDate } from '../../lib/moscow-time.js';
import { normalizeMchdDate, parseMchd } from './mchd-parser.js';
import { deriveStatus } from './representative-status.js';
import type { RepresentativeDocumentRow } from './representatives.repo.js';

const FIXTURE = readFileSync(
  new URL('./fixtures/ON_EMCHD_20260115_6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c.xml', import.meta.url),
  'utf8',
);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('МЧД parser (EMCHD_1)', () => {
  it('reads the fixture: number, dates, principal, its head, representative, powers', () => {
    const result = parseMchd(bytes(FIXTURE));
    expect(result).toEqual({
      ok: true,
      mchd: {
        fileId: 'ON_EMCHD_20260115_6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c',
        number: '6f0e4c1a-8b2d-4c3e-9a7f-1d2e3f4a5b6c',
        internalNumber: 'ДОВ-2026/007',
        issuedOn: '2026-01-15',
        validUntil: '2029-01-14',
        principal: {
          kind: 'ORGANISATION',
          inn: '7719617469',
          name: 'ООО «Демо Компания»',
          kpp: '770701001',
          ogrn: '1157746123457',
        },
        head: { inn: '771900003497', snils: '22334455639', fullName: 'Смирнова Анна Сергеевна' },
        representative: {
          inn: '771900001235',
          snils: '11223344595',
          fullName: 'Образцова Дарья Тестовна',
          position: 'Главный бухгалтер',
        },
        powers: [
          {
            code: 'DEMO.ACTS.SIGN',
            text: 'Подписание актов выполненных работ (оказанных услуг) с исполнителями',
          },
          {
            code: 'DEMO.CONTRACTS.SIGN',
            text: 'Подписание договоров гражданско-правового характера с исполнителями',
          },
          {
            code: null,
            text: 'Подписывать от имени доверителя электронные документы на платформе «Выплаты и документы»',
          },
        ],
      },
    });
  });

  it('reads a windows-1251 file by its declaration', () => {
    // The fixture's comment (with a § sign) is dropped: only the document's letters need encoding.
    const cp1251 = FIXTURE.replace('encoding="UTF-8"', 'encoding="windows-1251"').replace(/<!--[\s\S]*?-->/, '');
    // Encode by hand: Cyrillic А–я → 0xC0–0xFF, Ё/ё → 0xA8/0xB8, « » → 0xAB/0xBB, ASCII as is.
    const encoded = Uint8Array.from(
      [...cp1251].map((ch) => {
        const code = ch.codePointAt(0)!;
        if (code < 0x80) return code;
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        if (ch === 'Ё') return 0xa8;
        if (ch === 'ё') return 0xb8;
        if (ch === '«') return 0xab;
        if (ch === '»') return 0xbb;
        if (ch === '—') return 0x97;
        throw new Error(`no cp1251 byte for ${ch}`);
      }),
    );
    const result = parseMchd(encoded);
    expect(result.ok && result.mchd.representative.fullName).toBe('Образцова Дарья Тестовна');
  });

  it('refuses a document without powers, with dates out of order, or with a DTD', () => {
    const noPowers = FIXTURE.replace(/<СвПолн[\s\S]*<\/СвПолн>/, '');
    expect(parseMchd(bytes(noPowers))).toEqual({
      ok: false,
      message: 'Файл не похож на МЧД формата EMCHD_1: нет полномочий («СвПолн»: «МашПолн» или «ТекстПолн»)',
    });
    const backwards = FIXTURE.replace('СрокДейст="2029-01-14"', 'СрокДейст="2025-01-14"');
    expect(parseMchd(bytes(backwards))).toEqual({ ok: false, message: 'В МЧД срок действия раньше даты выдачи' });
    const dtd = FIXTURE.replace('<Доверенность ', '<!DOCTYPE x [<!ENTITY a "b">]><Доверенность ');
    expect(parseMchd(bytes(dtd)).ok).toBe(false);
  });

  it('normalises xs:date and DD.MM.YYYY, refusing impossible dates', () => {
    expect(normalizeMchdDate('2026-02-28')).toBe('2026-02-28');
    expect(normalizeMchdDate('28.02.2026')).toBe('2026-02-28');
    expect(normalizeMchdDate('2026-02-30')).toBeNull();
    expect(normalizeMchdDate('завтра')).toBeNull();
  });
});

describe('status of a person', () => {
  const row = (over: Partial<RepresentativeDocumentRow>): RepresentativeDocumentRow => ({
    id: 'd',
    representativeId: 'r',
    customerId: 'c',
    kind: 'TRUST_DOCUMENT',
    format: 'MCHD_XML',
    fileId: 'f',
    signatureFileId: null,
    number: '1',
    issuedOn: '2026-01-01',
    validUntil: '2026-12-31',
    details: {},
    createdAt: new Date('2026-01-01T00:00:00Z'),
    deletedAt: null,
    ...over,
  });

  it('is ACTIVE while an uploaded one is in force, EXPIRED after, REVOKED or NEW without any', () => {
    expect(deriveStatus([row({})], false, '2026-12-31').status).toBe('ACTIVE');
    expect(deriveStatus([row({})], false, '2027-01-01').status).toBe('EXPIRED');
    expect(deriveStatus([row({ format: 'GENERATED' })], false, '2026-06-01').status).toBe('NEW');
    expect(deriveStatus([row({ kind: 'USER', format: 'PDF' })], true, '2026-06-01').status).toBe('REVOKED');
    const older = row({ id: 'old', validUntil: '2027-06-30' });
    const newer = row({ id: 'new', validUntil: '2026-03-01' });
    expect(deriveStatus([newer, older], false, '2026-02-01').trustDocument?.id).toBe('old');
  });

  it('counts the day in Moscow', () => {
    expect(moscowDate(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(moscowDate(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
  });
});

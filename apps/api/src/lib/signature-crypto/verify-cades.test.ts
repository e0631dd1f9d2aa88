import { describe, expect, it } from 'vitest';
import { OIDS } from './cms.js';
import { gostDigest } from './gost-maths.js';
import {
  CA,
  CRL,
  caDer,
  changeSignedAttributes,
  DOC,
  makeCrl,
  pointSigningCertificateAt,
  SIGNATURE,
  setSigningTime,
  USER,
  withoutCertificates,
} from './signature-crypto.test-helpers.js';
import { freshCrl, makeCertificate, signCades } from './test-pki.js';
import { type VerifyInput, verifyDetachedCades } from './verify-cades.js';

// fixtures/README.md: signed 2026-11-22T02:57:07Z, revoked 03:02:01Z, CRL fresh until 2026-12-22.
const SIGNED_AT = new Date('2026-11-22T02:57:07Z');
const AFTER_REVOCATION = new Date('2026-12-01T00:00:00Z');
const USER_SERIAL = '2855D9369B74F5DB3A9B7F7BEF0CDBC404DE184A';

const verify = (changes: Partial<VerifyInput> = {}) =>
  verifyDetachedCades({
    signature: SIGNATURE,
    content: DOC,
    at: AFTER_REVOCATION,
    trustedRoots: [CA],
    crls: [CRL],
    ...changes,
  });

/** A test-PKI CAdES-BES (base64) as the DER bytes the verifier takes. */
const cades = (...args: Parameters<typeof signCades>) => new Uint8Array(Buffer.from(signCades(...args), 'base64'));

/** The steps that failed, by number, and the reason of the one asked for. */
const failed = (result: ReturnType<typeof verify>) => result.steps.filter((step) => !step.ok).map((step) => step.step);
const reasonOf = (result: ReturnType<typeof verify>, step: number) =>
  result.steps.find((entry) => entry.step === step)?.reason;

describe('verifyDetachedCades: the fixture signature', () => {
  it('is valid a minute after signing, every step in order, with the signer’s certificate facts', () => {
    const result = verify({ at: new Date('2026-11-22T02:58:00Z') });
    expect(result.valid).toBe(true);
    expect(result.steps.map((step) => [step.step, step.name, step.ok])).toEqual([
      [1, 'PARSE', true],
      [2, 'DIGEST', true],
      [3, 'SIGNATURE', true],
      [4, 'SIGNING_CERTIFICATE', true],
      [5, 'CHAIN', true],
      [6, 'REVOCATION', true],
      [7, 'SIGNING_TIME', true],
    ]);
    expect(result.signingTime).toEqual(SIGNED_AT);
    expect(result.digestAlgorithm).toBe('CP_GOST_3411_2012_256');
    expect(result.revocation).toMatchObject({ signatureValidWhenMade: true, certificateStatusAt: 'ACTIVE' });
    expect(result.signer).toMatchObject({
      fio: 'Иванов Иван Иванович',
      inn: '123456789012',
      snils: '12345678901',
      ogrn: null,
      serialNumber: USER_SERIAL,
      thumbprintSha1: '25B5C5CFFD95F8E3868B8BA21327C49BFD8F444A',
      thumbprintGost256: '643063be95ccb0a5a97e4bde350c3c316c073a21d172a183c05a7a7a2cd4f370',
      issuer: 'Тестовый УЦ ГОСТ',
      issuerOrganization: 'Тестовый УЦ',
      notBefore: new Date('2026-11-22T02:57:06Z'),
      notAfter: new Date('2027-11-22T02:57:06Z'),
    });
  });

  it('revoked after signing: the signature was valid when made, the certificate itself is REVOCATED now', () => {
    const result = verify({ at: AFTER_REVOCATION });
    expect(result.valid).toBe(true);
    const revocationStep = result.steps.find((step) => step.name === 'REVOCATION');
    expect(revocationStep?.ok).toBe(true);
    expect(revocationStep?.note).toContain('после подписания');
    expect(result.revocation).toEqual({
      signatureValidWhenMade: true,
      certificateStatusAt: 'REVOCATED',
      revokedAt: new Date('2026-11-22T03:02:01Z'),
      reason: 'компрометация ключа',
      crlNextUpdate: new Date('2026-12-22T03:02:01Z'),
    });
  });

  it('finds a signer known only by registration when the signature carries no certificate', () => {
    expect(failed(verify({ signature: withoutCertificates() }))).toEqual([1, 3, 4, 5, 6, 7]);
    expect(reasonOf(verify({ signature: withoutCertificates() }), 1)).toContain('Сертификат подписанта не найден');
    expect(verify({ signature: withoutCertificates(), registeredCertificates: [USER] }).valid).toBe(true);
  });
});

describe('verifyDetachedCades: each step broken alone fails with its own reason', () => {
  it('1: not a signature at all', () => {
    const result = verify({ signature: Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]) });
    expect(result.valid).toBe(false);
    expect(result.firstFailure?.step).toBe(1);
    expect(reasonOf(result, 1)).toMatch(/повреждён|не является подписью/);
    expect(reasonOf(result, 5)).toMatch(/^Не проверено/);
  });

  it('2: one byte of the document flipped (digest)', () => {
    const content = Buffer.from(DOC);
    content[5] = (content[5] ?? 0) ^ 0x01;
    const result = verify({ content });
    expect(failed(result)).toEqual([2]);
    expect(reasonOf(result, 2)).toBe(
      'Подпись сделана для другого документа: хэш документа не совпадает с хэшем в подписи',
    );
  });

  it('3: a signed attribute changed (signingTime moved 23 s) without signing again', () => {
    const signature = changeSignedAttributes(setSigningTime(new Date('2026-11-22T02:57:30Z')), { resign: false });
    const result = verify({ signature });
    expect(failed(result)).toEqual([3]);
    expect(reasonOf(result, 3)).toBe('Подпись неверна: подписанные атрибуты изменены или подписаны другим ключом');
  });

  it('4: signingCertificateV2 names another certificate (the CA’s), signed properly by the user', () => {
    const signature = changeSignedAttributes(pointSigningCertificateAt(gostDigest('GOST_2012_256', caDer())));
    const result = verify({ signature });
    expect(failed(result)).toEqual([4]);
    expect(reasonOf(result, 4)).toContain('Подпись закрепляет другой сертификат');
  });

  it('5: unknown CA — no trusted root; the CA certificate the signature carries is not trusted by itself', () => {
    const result = verify({ trustedRoots: [] });
    expect(failed(result)).toEqual([5]);
    expect(reasonOf(result, 5)).toBe(
      'Корневой сертификат «Тестовый УЦ ГОСТ» не входит в список аккредитованных (доверенных) удостоверяющих центров',
    );
    const bare = verify({ signature: withoutCertificates(), registeredCertificates: [USER], trustedRoots: [] });
    expect(failed(bare)).toEqual([5, 6]);
    expect(reasonOf(bare, 5)).toBe(
      'Сертификат выдан удостоверяющим центром «Тестовый УЦ ГОСТ», которого нет среди аккредитованных (доверенных)',
    );
  });

  it('5: expired — a year later, with a fresh CRL that does not list it', () => {
    const at = new Date('2027-12-01T00:00:00Z');
    const crl = makeCrl({ thisUpdate: new Date('2027-11-30T00:00:00Z'), nextUpdate: new Date('2027-12-30T00:00:00Z') });
    const result = verify({ at, crls: [crl] });
    expect(failed(result)).toEqual([5]);
    expect(reasonOf(result, 5)).toBe('Срок действия сертификата «Иванов Иван Иванович» истёк 22.11.2027 02:57:06 UTC');
    expect(result.revocation.certificateStatusAt).toBe('EXPIRED');
  });

  it('5: not yet valid — checked a second before the certificate starts', () => {
    // The signing time (02:57:07) is 2 s ahead of this moment: within the signer's clock skew.
    const result = verify({ at: new Date('2026-11-22T02:57:05Z') });
    expect(failed(result)).toEqual([5]);
    expect(reasonOf(result, 5)).toBe(
      'Сертификат «Иванов Иван Иванович» ещё не действует: срок действия начинается 22.11.2026 02:57:06 UTC',
    );
    expect(result.revocation.certificateStatusAt).toBe('NOT_YET_VALID');
  });

  it('6: revoked before signing — a CRL of the CA revoking it at 02:57:00', () => {
    const crl = makeCrl({
      thisUpdate: new Date('2026-11-22T02:58:00Z'),
      nextUpdate: new Date('2026-12-22T00:00:00Z'),
      revoked: [{ serialHex: USER_SERIAL, at: new Date('2026-11-22T02:57:00Z') }],
    });
    const result = verify({ crls: [crl] });
    expect(failed(result)).toEqual([6]);
    expect(reasonOf(result, 6)).toBe(
      'Сертификат отозван 22.11.2026 02:57:00 UTC (компрометация ключа) — до подписания 22.11.2026 02:57:07 UTC',
    );
    expect(result.revocation).toMatchObject({ signatureValidWhenMade: false, certificateStatusAt: 'REVOCATED' });
  });

  it('6: revoked before signing — signed (and signed properly) after the fixture CRL’s revocation', () => {
    const signature = changeSignedAttributes(setSigningTime(new Date('2026-11-22T03:10:00Z')));
    const result = verify({ signature });
    expect(failed(result)).toEqual([6]);
    expect(reasonOf(result, 6)).toContain('— до подписания 22.11.2026 03:10:00 UTC');
  });

  it('6: stale CRL — after its nextUpdate the status is unknown, never good', () => {
    const result = verify({ at: new Date('2026-12-23T00:00:00Z') });
    expect(failed(result)).toEqual([6]);
    expect(reasonOf(result, 6)).toBe(
      'Список отзыва «Тестовый УЦ ГОСТ» устарел: следующий выпуск ожидался 22.12.2026 03:02:01 UTC — статус отзыва неизвестен',
    );
    expect(result.revocation).toMatchObject({ signatureValidWhenMade: null, certificateStatusAt: 'UNKNOWN' });
  });

  it('6: a CRL not signed by the CA’s key is not believed', () => {
    const forged = makeCrl({
      thisUpdate: new Date('2026-11-22T02:58:00Z'),
      nextUpdate: new Date('2026-12-22T00:00:00Z'),
      signingKey: Buffer.from('11'.repeat(32), 'hex'),
    });
    const result = verify({ crls: [forged] });
    expect(failed(result)).toEqual([6]);
    expect(reasonOf(result, 6)).toContain('не подписан ключом удостоверяющего центра');
    expect(failed(verify({ crls: [] }))).toEqual([6]);
  });

  it('7: a signature older than the upload allows', () => {
    const result = verify({ maxSigningAgeMs: 24 * 60 * 60 * 1000 });
    expect(failed(result)).toEqual([7]);
    expect(reasonOf(result, 7)).toBe('Подпись сделана 22.11.2026 02:57:07 UTC, слишком задолго до загрузки');
  });

  it('7: a signing time in the future — ten minutes ahead of the check (more than the signer’s clock skew)', () => {
    const at = new Date();
    const certificate = makeCertificate({ fio: 'Иванов Иван Иванович' });
    const signingTime = new Date(at.getTime() + 10 * 60_000);
    const result = verify({ signature: cades(DOC, certificate, signingTime), at, crls: [freshCrl()] });
    expect(failed(result)).toEqual([7]);
    expect(reasonOf(result, 7)).toMatch(/^Время подписания .* ещё не наступило на момент проверки /);
    // Within the five minutes of skew the same signature passes.
    const soon = verify({
      signature: cades(DOC, certificate, new Date(at.getTime() + 60_000)),
      at,
      crls: [freshCrl()],
    });
    expect(soon.valid).toBe(true);
  });

  it('7: no signing time — the signingTime attribute removed, signed properly', () => {
    const signature = changeSignedAttributes((attributes) => {
      const index = attributes.findIndex((entry) => entry.type === OIDS.signingTime);
      if (index >= 0) attributes.splice(index, 1);
    });
    const crl = makeCrl({ thisUpdate: new Date('2026-11-22T02:57:30Z'), nextUpdate: new Date('2026-12-22T00:00:00Z') });
    const result = verify({ signature, at: new Date('2026-11-22T02:58:00Z'), crls: [crl] });
    expect(result.signingTime).toBeNull();
    expect(failed(result)).toEqual([7]);
    expect(reasonOf(result, 7)).toBe('В подписи нет времени подписания (signingTime)');
  });

  it('7: a key not for signing — the certificate allows keyEncipherment only', () => {
    const at = new Date();
    const certificate = makeCertificate({ fio: 'Иванов Иван Иванович' }, { keyUsage: 'keyEncipherment' });
    const result = verify({ signature: cades(DOC, certificate, at), at, crls: [freshCrl()] });
    expect(failed(result)).toEqual([7]);
    expect(reasonOf(result, 7)).toBe('Ключ сертификата не предназначен для электронной подписи (нет digitalSignature)');
  });

  it('8: wrong identity — the certificate’s ИНН and СНИЛС fail their checksums', () => {
    const result = verify({ expectedSigner: { inn: '123456789012', snils: '123-456-789 01' } });
    expect(failed(result)).toEqual([8]);
    expect(reasonOf(result, 8)).toBe(
      'ИНН в сертификате (123456789012) не проходит проверку контрольных цифр; СНИЛС в сертификате (12345678901) не проходит проверку контрольного числа',
    );
    const company = verify({ expectedSigner: { inn: '7707083893', ogrn: '1027700132195' } });
    expect(reasonOf(company, 8)).toBe('В сертификате нет ИНН организации; В сертификате нет ОГРН');
  });
});

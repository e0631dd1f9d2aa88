/**
 * DOMAIN.md §6.3 step 8: the signer is the party expected — ИНН, СНИЛС, ОГРН of the certificate
 * against the party's. A certificate value that fails its checksum (DOMAIN.md §4) is refused as such
 * before comparing: it can only be a test or a forged certificate.
 */
import { innValid, snilsValid } from '@vyplaty/contracts';
import type { CertificateFacts } from './certificate-facts.js';

/** What the party must be; only the identifiers given are compared. */
export type ExpectedSigner = { inn?: string; snils?: string; ogrn?: string };

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Every mismatch in Russian; empty when the certificate is the expected party's. */
export function identityProblems(facts: CertificateFacts, expected: ExpectedSigner): string[] {
  const problems: string[] = [];
  if (expected.inn !== undefined) {
    const wanted = digits(expected.inn);
    const own = wanted.length === 10 ? facts.innCompany : facts.inn;
    const label = wanted.length === 10 ? 'ИНН организации' : 'ИНН';
    if (!own) problems.push(`В сертификате нет ${label}`);
    else if (!innValid(own)) problems.push(`${label} в сертификате (${own}) не проходит проверку контрольных цифр`);
    else if (own !== wanted)
      problems.push(`${label} в сертификате (${own}) не совпадает с ${label} подписанта (${wanted})`);
  }
  if (expected.snils !== undefined) {
    const wanted = digits(expected.snils);
    const own = facts.snils ? digits(facts.snils) : null;
    if (!own) problems.push('В сертификате нет СНИЛС');
    else if (!snilsValid(own)) problems.push(`СНИЛС в сертификате (${own}) не проходит проверку контрольного числа`);
    else if (own !== wanted) problems.push(`СНИЛС в сертификате (${own}) не совпадает со СНИЛС подписанта (${wanted})`);
  }
  if (expected.ogrn !== undefined) {
    const wanted = digits(expected.ogrn);
    if (!facts.ogrn) problems.push('В сертификате нет ОГРН');
    else if (facts.ogrn !== wanted)
      problems.push(`ОГРН в сертификате (${facts.ogrn}) не совпадает с ОГРН подписанта (${wanted})`);
  }
  return problems;
}

/**
 * Who may sign an МЧД (DOMAIN.md §6.6 step 2, 63-ФЗ ст. 17.2): its principal — the company, through the
 * head's certificate carrying the company's ИНН ЮЛ and ОГРН (certificateOwner checks those), or an ИП
 * with its own person's certificate (its ИНН ФЛ is the company's ИНН) — and,
 * where the МЧД names the person acting without a power of attorney (ЛицоБезДов/СвФЛ), exactly that
 * person (their ИНН ФЛ / СНИЛС in the certificate). An OwnerRule for signatures' step 8.
 */
import { identityProblems } from '../../lib/signature-crypto/index.js';
import type { TrustDocumentPrincipal } from '../representatives/index.js';
import type { OwnerRule } from '../signatures/index.js';

export const NOT_THE_PRINCIPAL =
  'МЧД подписывает доверитель — руководитель компании своим сертификатом КЭП с ИНН организации, а этот сертификат выдан физическому лицу';

/**
 * `personalCertificate`: refuse a certificate without ИНН ЮЛ here (an uploaded .sig), or leave it to
 * the caller (sign_kep answers it with its own wording).
 */
export const mchdPrincipalRule =
  (head: TrustDocumentPrincipal, personalCertificate: 'refuse' | 'leave'): OwnerRule =>
  (facts, owner) => {
    // An ИП's own certificate is a person's: certificateOwner made it the head (its ИНН is the ИП's).
    const isEntrepreneur = owner.ok && owner.role === 'HEAD' && !facts.innCompany;
    if (!facts.innCompany && !isEntrepreneur) return personalCertificate === 'refuse' ? NOT_THE_PRINCIPAL : null;
    // The company's ИНН ЮЛ / ОГРН do not match: certificateOwner's reason says so.
    if (!owner.ok || !head) return null;
    const problems = identityProblems(facts, {
      ...(head.inn ? { inn: head.inn } : {}),
      ...(head.snils ? { snils: head.snils } : {}),
    });
    if (problems.length === 0) return null;
    return `МЧД подписывает руководитель, названный в ней${head.fullName ? ` (${head.fullName})` : ''}: ${problems.join('; ')}`;
  };

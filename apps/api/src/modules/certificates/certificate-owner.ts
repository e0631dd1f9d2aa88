/**
 * Whose certificate this is, against the caller's party (DOMAIN.md §6.1, §6.3 step 8, §6.6):
 *
 *   company, certificate with ИНН ЮЛ      → its head: ИНН ЮЛ (and ОГРН, when the company has one) must be the company's
 *   ИП, its own person's certificate      → the head: an ИП is a person, its ИНН (12 digits) is the certificate's ИНН ФЛ
 *                                           (and its ОГРНИП, when the company has one, the certificate's)
 *   company, a person's certificate       → a responsible person with this ИНН/СНИЛС and a valid МЧД (in force,
 *                                           its principal's signature verified, powers for `purpose`)
 *   contractor                            → the contractor's ИНН and СНИЛС (those in the profile)
 *
 * Checksums come first: a placeholder ИНН or СНИЛС is refused as such.
 */
import type { ActorContext } from '../../context.js';
import { type CertificateFacts, type ExpectedSigner, identityProblems } from '../../lib/signature-crypto/index.js';
import { findCustomer, findEmployee } from '../parties/index.js';
import { findSigningRepresentative, type MchdPurpose } from '../representatives/index.js';

export type CertificateOwner =
  | {
      ok: true;
      role: 'HEAD' | 'REPRESENTATIVE' | 'CONTRACTOR';
      expected: ExpectedSigner;
      /** The МЧД a representative signs under. */
      mchd: { id: string; number: string | null; validUntil: string | null; representativeId: string } | null;
    }
  | { ok: false; reason: string };

const checked = (facts: CertificateFacts, owner: Extract<CertificateOwner, { ok: true }>): CertificateOwner => {
  const problems = identityProblems(facts, owner.expected);
  return problems.length > 0 ? { ok: false, reason: problems.join('; ') } : owner;
};

export async function certificateOwner(
  ctx: ActorContext,
  facts: CertificateFacts,
  at: Date,
  /** What is signed: a representative's МЧД must give the power for it (DOMAIN §6.6 step 6). */
  purpose: MchdPurpose = 'DOCUMENTS',
): Promise<CertificateOwner> {
  if (ctx.actor.role === 'employee') {
    const employee = await findEmployee(ctx, ctx.actor.entityId);
    if (!employee?.inn && !employee?.snils)
      return { ok: false, reason: 'В профиле исполнителя нет ИНН и СНИЛС: сертификат не с чем сверить' };
    const expected: ExpectedSigner = {
      ...(employee.inn ? { inn: employee.inn } : {}),
      ...(employee.snils ? { snils: employee.snils } : {}),
    };
    return checked(facts, { ok: true, role: 'CONTRACTOR', expected, mchd: null });
  }
  const customer = await findCustomer(ctx, ctx.actor.entityId);
  if (!customer) return { ok: false, reason: 'Компания не найдена' };
  if (facts.innCompany) {
    const expected: ExpectedSigner = { inn: customer.inn, ...(customer.ogrn ? { ogrn: customer.ogrn } : {}) };
    return checked(facts, { ok: true, role: 'HEAD', expected, mchd: null });
  }
  // An ИП signs for itself with its own qualified certificate, which is a person's (no ИНН ЮЛ): the
  // ИНН ФЛ in it is the company's ИНН. Anyone else's personal certificate needs an МЧД, as for a ЮЛ.
  if (customer.inn.length === 12 && facts.inn === customer.inn) {
    const expected: ExpectedSigner = { inn: customer.inn, ...(customer.ogrn ? { ogrn: customer.ogrn } : {}) };
    return checked(facts, { ok: true, role: 'HEAD', expected, mchd: null });
  }
  const representative = await findSigningRepresentative(ctx.db, {
    customerId: customer.id,
    companyInn: customer.inn,
    inn: facts.inn,
    snils: facts.snils,
    at,
    purpose,
  });
  if (!representative.ok) return representative;
  const expected: ExpectedSigner = {
    ...(representative.inn ? { inn: representative.inn } : {}),
    ...(representative.snils ? { snils: representative.snils } : {}),
  };
  return checked(facts, {
    ok: true,
    role: 'REPRESENTATIVE',
    expected,
    mchd: { ...representative.mchd, representativeId: representative.representativeId },
  });
}

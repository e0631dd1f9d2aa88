/**
 * Whether a person may sign for the company with their own certificate — a КЭП, or the personal one
 * Госключ issues (DOMAIN.md §6.1, §6.5, §6.6): a responsible person of the company with this ИНН /
 * СНИЛС and a valid МЧД (EMCHD_1), that is an uploaded one
 *   - in force on the signing day (§6.6 step 3), issued by the company (step 4) to exactly this person
 *     (step 5),
 *   - whose principal's signature was verified (step 2): its .sig uploaded and checked, or signed with
 *     the head's КЭП on the platform (`details.kep`, trust-document-kep.ts),
 *   - whose powers cover what is signed (step 6, mchd-powers.ts): acts and contracts, or payment orders.
 * A scanned power of attorney does not count: a personal certificate signing for a company travels
 * with a machine-readable one. One rule, asked two ways: by the certificate's ИНН / СНИЛС
 * (`findSigningRepresentative`, §6.3 step 8) and by the person chosen to sign (`representativesForSigning`).
 * A refusal names the first thing missing: no МЧД in force, its signature unchecked, its powers.
 */
import type { Db } from '../../db/client.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { type MchdPurpose, PURPOSE_TEXT, powersCover } from './mchd-powers.js';
import { detailsOf, isInForce } from './representative-status.js';
import {
  type RepresentativeDocumentRow,
  type RepresentativeRow,
  selectDocumentsOf,
  selectLiveRepresentatives,
  selectRepresentative,
  selectRepresentativesByIdentity,
} from './representatives.repo.js';

type Mchd = { id: string; number: string | null; validUntil: string | null };

export type SigningRepresentative =
  | {
      ok: true;
      representativeId: string;
      name: string;
      inn: string | null;
      snils: string | null;
      mchd: Mchd;
    }
  | { ok: false; reason: string };

/** A responsible person as a possible signer for the company: their МЧД in force, or null. */
export type RepresentativeForSigning = {
  id: string;
  name: string;
  lastName: string;
  firstName: string;
  patronymic: string | null;
  jobTitle: string;
  inn: string | null;
  snils: string | null;
  mchd: Mchd | null;
  /** Why they may not sign (null when `mchd` is set), in Russian. */
  reason: string | null;
};

export const NO_MCHD_IN_FORCE =
  'У представителя нет действующей машиночитаемой доверенности (МЧД) от компании: загрузите МЧД в карточку ответственного лица';

const digits = (value: string | null | undefined) => (value ? value.replace(/\D/g, '') : null);
const nameOf = (person: RepresentativeRow) =>
  [person.lastName, person.firstName, person.patronymic].filter(Boolean).join(' ');

const mchdName = (row: RepresentativeDocumentRow) => `МЧД${row.number ? ` № ${row.number}` : ''}`;

export const mchdNotSigned = (row: RepresentativeDocumentRow) =>
  `${mchdName(row)} не подтверждена подписью руководителя: приложите к ней файл подписи (.sig) руководителя или подпишите её КЭП руководителя в карточке ответственного лица`;

export const mchdWithoutPowers = (row: RepresentativeDocumentRow, purpose: MchdPurpose) =>
  `В ${mchdName(row)} нет полномочия подписывать ${PURPOSE_TEXT[purpose]} от имени компании: нужна МЧД с таким полномочием`;

/**
 * The person's valid МЧД today, issued by the company to the holder of this ИНН / СНИЛС, or why
 * there is none: the first step missing over their МЧД in force (signature, then powers).
 */
function validMchd(
  person: RepresentativeRow,
  documents: RepresentativeDocumentRow[],
  companyInn: string,
  identity: { inn: string | null; snils: string | null },
  today: string,
  purpose: MchdPurpose,
): { mchd: Mchd } | { reason: string } {
  const inForce = documents.filter((row) => {
    if (row.representativeId !== person.id || row.format !== 'MCHD_XML' || !isInForce(row, today)) return false;
    const details = detailsOf(row);
    return (
      details.principal_inn === companyInn &&
      (!details.representative_inn || details.representative_inn === identity.inn) &&
      (!details.representative_snils || digits(details.representative_snils) === identity.snils)
    );
  });
  const signed = inForce.filter((row) => !!detailsOf(row).kep);
  const valid = signed.find((row) => powersCover(detailsOf(row).powers, purpose));
  if (valid) return { mchd: { id: valid.id, number: valid.number, validUntil: valid.validUntil } };
  if (signed[0]) return { reason: mchdWithoutPowers(signed[0], purpose) };
  if (inForce[0]) return { reason: mchdNotSigned(inForce[0]) };
  return { reason: NO_MCHD_IN_FORCE };
}

export async function findSigningRepresentative(
  db: Db,
  input: {
    customerId: string;
    companyInn: string;
    inn: string | null;
    snils: string | null;
    at: Date;
    purpose: MchdPurpose;
  },
): Promise<SigningRepresentative> {
  const inn = digits(input.inn);
  const snils = digits(input.snils);
  const people = await selectRepresentativesByIdentity(db, input.customerId, { inn, snils });
  if (people.length === 0)
    return {
      ok: false,
      reason:
        'Сертификат выдан не руководителю компании, а владелец сертификата не добавлен в ответственные лица компании с МЧД',
    };
  const today = moscowDate(input.at);
  const documents = await selectDocumentsOf(
    db,
    input.customerId,
    people.map((person) => person.id),
  );
  let reason = NO_MCHD_IN_FORCE;
  for (const person of people) {
    const found = validMchd(person, documents, input.companyInn, { inn, snils }, today, input.purpose);
    if ('mchd' in found)
      return {
        ok: true,
        representativeId: person.id,
        name: nameOf(person),
        inn: person.inn,
        snils: person.snils,
        mchd: found.mchd,
      };
    // The most telling reason among the namesakes: one with an МЧД in force says what it lacks.
    if (found.reason !== NO_MCHD_IN_FORCE) reason = found.reason;
  }
  return { ok: false, reason };
}

/**
 * The company's responsible persons, each with the valid МЧД that would let a certificate of their
 * own ИНН / СНИЛС sign for the company on `at`'s day for `purpose` (null and the reason when none would).
 */
export async function representativesForSigning(
  db: Db,
  input: { customerId: string; companyInn: string; at: Date; purpose: MchdPurpose },
): Promise<RepresentativeForSigning[]> {
  const people = await selectLiveRepresentatives(db, input.customerId);
  const today = moscowDate(input.at);
  const documents = await selectDocumentsOf(
    db,
    input.customerId,
    people.map((person) => person.id),
  );
  return people.map((person) => {
    const identity = { inn: digits(person.inn), snils: digits(person.snils) };
    const found = validMchd(person, documents, input.companyInn, identity, today, input.purpose);
    return {
      id: person.id,
      name: nameOf(person),
      lastName: person.lastName,
      firstName: person.firstName,
      patronymic: person.patronymic,
      jobTitle: person.jobTitle,
      inn: identity.inn,
      snils: identity.snils,
      mchd: 'mchd' in found ? found.mchd : null,
      reason: 'reason' in found ? found.reason : null,
    };
  });
}

/**
 * One responsible person's valid МЧД for each purpose on `at`'s day, or why there is none (the
 * certificates of representatives show it); null when the person is not the company's.
 */
export async function representativeMchdState(
  db: Db,
  input: { customerId: string; companyInn: string; representativeId: string; at: Date },
): Promise<Record<MchdPurpose, { mchd: Mchd } | { reason: string }> | null> {
  const person = await selectRepresentative(db, input.customerId, input.representativeId);
  if (!person) return null;
  const today = moscowDate(input.at);
  const documents = await selectDocumentsOf(db, input.customerId, [person.id]);
  const identity = { inn: digits(person.inn), snils: digits(person.snils) };
  const state = (purpose: MchdPurpose) => validMchd(person, documents, input.companyInn, identity, today, purpose);
  return { DOCUMENTS: state('DOCUMENTS'), PAYMENT_ORDERS: state('PAYMENT_ORDERS') };
}

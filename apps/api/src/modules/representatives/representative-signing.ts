/**
 * Whether a person may sign for the company with their own certificate — a КЭП, or the personal one
 * Госключ issues (DOMAIN.md §6.1, §6.5, §6.6): a responsible person of the company with this ИНН /
 * СНИЛС and an uploaded МЧД (EMCHD_1) in force on the signing day, issued by the company to exactly
 * this person. A scanned power of attorney does not count: a personal certificate signing for a company
 * travels with a machine-readable one. One rule, asked two ways: by the certificate's ИНН / СНИЛС
 * (`findSigningRepresentative`, §6.3 step 8) and by the person chosen to sign (`representativesForSigning`).
 */
import type { Db } from '../../db/client.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { detailsOf, isInForce } from './representative-status.js';
import {
  type RepresentativeDocumentRow,
  type RepresentativeRow,
  selectDocumentsOf,
  selectLiveRepresentatives,
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
};

export const NO_MCHD_IN_FORCE =
  'У представителя нет действующей машиночитаемой доверенности (МЧД) от компании: загрузите МЧД в карточку ответственного лица';

const digits = (value: string | null | undefined) => (value ? value.replace(/\D/g, '') : null);
const nameOf = (person: RepresentativeRow) =>
  [person.lastName, person.firstName, person.patronymic].filter(Boolean).join(' ');

/** The person's МЧД in force today, issued by the company to the holder of this ИНН / СНИЛС. */
function mchdInForce(
  person: RepresentativeRow,
  documents: RepresentativeDocumentRow[],
  companyInn: string,
  identity: { inn: string | null; snils: string | null },
  today: string,
): Mchd | null {
  const mchd = documents.find((row) => {
    if (row.representativeId !== person.id || row.format !== 'MCHD_XML' || !isInForce(row, today)) return false;
    const details = detailsOf(row);
    return (
      details.principal_inn === companyInn &&
      (!details.representative_inn || details.representative_inn === identity.inn) &&
      (!details.representative_snils || digits(details.representative_snils) === identity.snils)
    );
  });
  return mchd ? { id: mchd.id, number: mchd.number, validUntil: mchd.validUntil } : null;
}

export async function findSigningRepresentative(
  db: Db,
  input: { customerId: string; companyInn: string; inn: string | null; snils: string | null; at: Date },
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
  for (const person of people) {
    const mchd = mchdInForce(person, documents, input.companyInn, { inn, snils }, today);
    if (mchd)
      return {
        ok: true,
        representativeId: person.id,
        name: nameOf(person),
        inn: person.inn,
        snils: person.snils,
        mchd,
      };
  }
  return { ok: false, reason: NO_MCHD_IN_FORCE };
}

/**
 * The company's responsible persons, each with the МЧД in force that would let a certificate of their
 * own ИНН / СНИЛС sign for the company on `at`'s day (null when none would).
 */
export async function representativesForSigning(
  db: Db,
  input: { customerId: string; companyInn: string; at: Date },
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
    return {
      id: person.id,
      name: nameOf(person),
      lastName: person.lastName,
      firstName: person.firstName,
      patronymic: person.patronymic,
      jobTitle: person.jobTitle,
      inn: identity.inn,
      snils: identity.snils,
      mchd: mchdInForce(person, documents, input.companyInn, identity, today),
    };
  });
}

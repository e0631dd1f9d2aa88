/**
 * Whether a person may sign for the company with their own КЭП (DOMAIN.md §6.1, §6.6): a responsible
 * person of the company with this ИНН / СНИЛС and an uploaded МЧД (EMCHD_1) in force on the signing
 * day, issued by the company to exactly this person. A scanned power of attorney does not count: a
 * КЭП of a representative travels with a machine-readable one.
 */
import type { Db } from '../../db/client.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { detailsOf, isInForce } from './representative-status.js';
import { selectDocumentsOf, selectRepresentativesByIdentity } from './representatives.repo.js';

export type SigningRepresentative =
  | {
      ok: true;
      representativeId: string;
      name: string;
      inn: string | null;
      snils: string | null;
      mchd: { id: string; number: string | null; validUntil: string | null };
    }
  | { ok: false; reason: string };

const digits = (value: string | null | undefined) => (value ? value.replace(/\D/g, '') : null);

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
    const mchd = documents.find((row) => {
      if (row.representativeId !== person.id || row.format !== 'MCHD_XML' || !isInForce(row, today)) return false;
      const details = detailsOf(row);
      return (
        details.principal_inn === input.companyInn &&
        (!details.representative_inn || details.representative_inn === inn) &&
        (!details.representative_snils || digits(details.representative_snils) === snils)
      );
    });
    if (mchd)
      return {
        ok: true,
        representativeId: person.id,
        name: [person.lastName, person.firstName, person.patronymic].filter(Boolean).join(' '),
        inn: person.inn,
        snils: person.snils,
        mchd: { id: mchd.id, number: mchd.number, validUntil: mchd.validUntil },
      };
  }
  return {
    ok: false,
    reason:
      'У представителя нет действующей машиночитаемой доверенности (МЧД) от компании: загрузите МЧД в карточку ответственного лица',
  };
}

import type { Representative } from '@vyplaty/contracts';
import { formatDate, formatPhone, joinPersonName } from '../../../lib/format';

/** 'Образцова Дарья Тестовна' */
export const representativeName = (person: Representative) =>
  joinPersonName(person.last_name, person.first_name, person.patronymic);

/** Phone and e-mail on one line, whatever of them is given. */
export const representativeContacts = (person: Representative) =>
  [person.phone ? formatPhone(person.phone) : null, person.email].filter(Boolean).join(' · ') || '—';

/** 'до 14.01.2029' of the trust document in force, or nothing. */
export const trustDocumentUntil = (person: Representative) =>
  person.trust_document?.valid_until ? `до ${formatDate(person.trust_document.valid_until)}` : null;

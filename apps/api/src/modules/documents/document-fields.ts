/**
 * Field values of a document made from a template (SPEC §3 field value types): filled from the
 * company, the contractor, the payout and the document itself, then the company's own values; each
 * checked against its field's type. The parties' requisites always come from their records, so a
 * document never names a party otherwise than the platform knows it. Money is kopecks inside, printed
 * «15 000,00 ₽»; it travels as the text «15000.00», never as a float.
 */
import {
  type FieldValue,
  formatKopecks,
  kopecksToRubles,
  rublesToKopecks,
  type TemplateField,
  type TemplateFieldSource,
  templateFieldMissingMessage,
} from '@vyplaty/contracts';
import type { DocumentFieldValues } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { CompanyPayoutFacts } from '../payouts/index.js';

export type FieldSources = {
  company: {
    organisationName: string;
    inn: string;
    kpp: string | null;
    ogrn: string | null;
    legalAddress: string | null;
    lastName: string | null;
    firstName: string | null;
    patronymic: string | null;
    signerPosition: string | null;
  };
  contractor: {
    lastName: string | null;
    firstName: string | null;
    patronymic: string | null;
    inn: string | null;
    phone: string;
    registrationAddress: string | null;
    taxRegime: string | null;
  };
  payout?: CompanyPayoutFacts | undefined;
  number: number;
  date: string;
};

export const fioOf = (p: { lastName: string | null; firstName: string | null; patronymic: string | null }) =>
  [p.lastName, p.firstName, p.patronymic].filter(Boolean).join(' ');

const moscowDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

function sourced(source: TemplateFieldSource, s: FieldSources): FieldValue | undefined {
  const c = s.company;
  const values: Record<TemplateFieldSource, FieldValue | null | undefined> = {
    'company.name': c.organisationName,
    'company.inn': c.inn,
    'company.kpp': c.kpp,
    'company.ogrn': c.ogrn,
    'company.address': c.legalAddress,
    'company.signer': fioOf(c) || null,
    'company.signer_position': c.signerPosition,
    'contractor.fio': fioOf(s.contractor) || null,
    'contractor.inn': s.contractor.inn,
    'contractor.phone': s.contractor.phone,
    'contractor.address': s.contractor.registrationAddress,
    'contractor.tax_status':
      s.contractor.taxRegime === 'NPD'
        ? 'применяющий(ая) специальный налоговый режим «Налог на профессиональный доход»'
        : 'физическое лицо',
    'payout.amount': s.payout ? kopecksToRubles(s.payout.amountKopecks) : undefined,
    'payout.service_name': s.payout?.serviceName,
    'payout.number': s.payout?.number,
    'payout.date': s.payout ? moscowDay(s.payout.createdAt) : undefined,
    'document.number': s.number,
    'document.date': s.date,
  };
  return values[source] ?? undefined;
}

/** Fields whose value is always the record's, whatever the company sends. */
const fromRecords = (f: TemplateField) =>
  f.source !== undefined &&
  (f.source.startsWith('company.') || f.source.startsWith('contractor.') || f.source.startsWith('document.'));

const fieldError = (key: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [`fields.${key}`]: message } });

/** The value checked against its field: the type, money and dates; an ARRAY from a text is one line. */
function checked(field: TemplateField, value: FieldValue): FieldValue {
  const bad = (what: string) => fieldError(field.key, `«${field.label}»: ${what}`);
  switch (field.type) {
    case 'INTEGER':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw bad('нужно целое число');
      return value;
    case 'FLOAT':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad('нужно число');
      return value;
    case 'BOOLEAN':
      if (typeof value !== 'boolean') throw bad('нужно «да» или «нет»');
      return value;
    case 'ARRAY': {
      const lines = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(lines) || lines.some((l) => typeof l !== 'string')) throw bad('нужен список строк');
      const kept = lines.map((l) => l.trim()).filter(Boolean);
      if (field.required && kept.length === 0) throw bad('заполните хотя бы одну строку');
      return kept;
    }
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') throw bad('нужен текст');
      const text = String(value).trim();
      if (field.format === 'money') {
        const kopecks = rublesToKopecks(text);
        if (kopecks === null || kopecks <= 0n) throw bad('сумма в рублях больше нуля, например 15000,00');
        return kopecksToRubles(kopecks);
      }
      if (field.format === 'date' && text && !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw bad('дата в формате ГГГГ-ММ-ДД');
      return text;
    }
  }
}

/**
 * The document's values: records, then what the company sent (`given`), then what the document had
 * (`previous`, on an edit), then the payout, then defaults. Unknown keys and missing required values are
 * refused with the field named.
 */
export function fillFields(
  fields: TemplateField[],
  sources: FieldSources,
  given: Record<string, FieldValue>,
  previous: DocumentFieldValues = {},
): DocumentFieldValues {
  const known = new Set(fields.map((f) => f.key));
  const unknown = Object.keys(given).find((k) => !known.has(k));
  if (unknown) throw fieldError(unknown, 'В шаблоне нет такого поля');
  const out: DocumentFieldValues = {};
  for (const field of fields) {
    const fromSource = field.source ? sourced(field.source, sources) : undefined;
    const candidates = fromRecords(field)
      ? [fromSource]
      : [given[field.key], previous[field.key], fromSource, field.default];
    const value = candidates.find((v) => v !== undefined && v !== null && v !== '');
    if (value === undefined) {
      // The form marks the same fields required (templateFieldFallback): nothing it called optional lands here.
      if (field.required) throw fieldError(field.key, templateFieldMissingMessage(field));
      continue;
    }
    out[field.key] = checked(field, value);
  }
  return out;
}

const printedDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('.') : iso);

/** A value as the PDF prints it. */
export function printed(field: TemplateField | undefined, value: FieldValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) return value.join('; ');
  if (field?.format === 'money') {
    const kopecks = rublesToKopecks(String(value));
    return kopecks === null ? String(value) : formatKopecks(kopecks);
  }
  if (field?.format === 'date') return printedDate(String(value));
  return String(value);
}

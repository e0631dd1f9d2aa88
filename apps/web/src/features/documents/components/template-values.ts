import {
  type FieldValue,
  type TemplateField,
  templateFieldFallback,
  templateFieldMissingMessage,
} from '@vyplaty/contracts';

/** What the form holds per field: text as typed (masked money and dates), a checkbox's yes/no. */
export type FieldInputs = Record<string, string | boolean>;

/** Company, contractor and document fields come from the records: the company sees them, never types them. */
export const isFilledByPlatform = (field: TemplateField) =>
  field.source !== undefined && !field.source.startsWith('payout.');

/**
 * Whether the form marks the field required: a required field nobody else fills — not the records, not
 * the chosen payout (the same rule as the API's check, contracts' templateFieldFallback).
 */
export const isRequiredInput = (field: TemplateField, hasPayout: boolean) => {
  const fallback = templateFieldFallback(field, { hasPayout });
  return field.required && fallback !== 'RECORDS' && fallback !== 'PAYOUT';
};

const DATE_TYPED = /^\d{2}\.\d{2}\.\d{4}$/;

/**
 * What stops the form before it is sent, by `fields.<key>` as the API names them: a field marked
 * required left empty (the API's own words), a date not typed whole. So the form never sends what the
 * API refuses for a field the form called optional, nor lets a required one go unnoticed.
 */
export function inputErrors(
  fields: readonly TemplateField[],
  inputs: FieldInputs,
  options: { hasPayout: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const input = inputs[field.key];
    // An unticked yes/no is a «нет» (fieldValuesOf sends it), never a missing value.
    if (isFilledByPlatform(field) || field.type === 'BOOLEAN' || typeof input === 'boolean') continue;
    const text = input?.trim() ?? '';
    if (text === '') {
      if (isRequiredInput(field, options.hasPayout)) errors[`fields.${field.key}`] = templateFieldMissingMessage(field);
    } else if (field.format === 'date' && !DATE_TYPED.test(text)) {
      errors[`fields.${field.key}`] = `«${field.label}»: дата в формате ДД.ММ.ГГГГ`;
    }
  }
  return errors;
}

/** The template's defaults, as the form shows them. */
export function initialInputs(fields: readonly TemplateField[]): FieldInputs {
  const inputs: FieldInputs = {};
  for (const field of fields) {
    if (field.default === undefined || isFilledByPlatform(field)) continue;
    inputs[field.key] = Array.isArray(field.default)
      ? field.default.join('\n')
      : typeof field.default === 'boolean'
        ? field.default
        : String(field.default);
  }
  return inputs;
}

/** A draft's stored values back in the form: money «15000.00» → «15000,00», dates ДД.ММ.ГГГГ, a list one per line. */
export function inputsFrom(fields: readonly TemplateField[], values: Readonly<Record<string, unknown>>): FieldInputs {
  const inputs = initialInputs(fields);
  for (const field of fields) {
    const value = values[field.key];
    if (isFilledByPlatform(field) || value === undefined || value === null) continue;
    if (typeof value === 'boolean') inputs[field.key] = value;
    else if (Array.isArray(value)) inputs[field.key] = value.map(String).join('\n');
    else if (field.format === 'money') inputs[field.key] = String(value).replace('.', ',');
    else if (field.format === 'date')
      inputs[field.key] = String(value).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');
    else inputs[field.key] = String(value);
  }
  return inputs;
}

/** ДД.ММ.ГГГГ as typed → ГГГГ-ММ-ДД as the API reads; anything else is sent as typed and judged there. */
const isoDate = (text: string) => {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text;
};

/**
 * The values of the fields the company filled, as the API reads them: money «15 000,50» → «15000,50»
 * (the server checks and stores it; never a float), dates ISO, numbers as numbers, a list one line each.
 * Empty fields are left out: the server fills them from a payout or a default, or names the missing one.
 */
export function fieldValuesOf(fields: readonly TemplateField[], inputs: FieldInputs): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const input = field.type === 'BOOLEAN' && field.required ? (inputs[field.key] ?? false) : inputs[field.key];
    if (isFilledByPlatform(field) || input === undefined) continue;
    if (typeof input === 'boolean') {
      values[field.key] = input;
      continue;
    }
    const text = input.trim();
    if (text === '') continue;
    if (field.type === 'ARRAY')
      values[field.key] = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    else if (field.type === 'INTEGER' || field.type === 'FLOAT') {
      const number = Number(text.replace(/\s/g, '').replace(',', '.'));
      values[field.key] = Number.isFinite(number) ? number : text;
    } else if (field.format === 'money') values[field.key] = text.replace(/\s/g, '');
    else if (field.format === 'date') values[field.key] = isoDate(text);
    else values[field.key] = text;
  }
  return values;
}

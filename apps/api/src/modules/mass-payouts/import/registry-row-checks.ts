/**
 * The checks of one registry row on its own (DOMAIN.md §4, §5): identifiers by their checksums, the
 * amount without floats, dates, the payout method and its requisites. Each check answers the value
 * in its stored form or a Russian reason that names the column («ИНН: неверное контрольное число»).
 * Shared by the Excel and the 1C readers; what needs the database (the contractor, the checklist,
 * duplicates of earlier payouts) comes later, in the registry's validation.
 */
import {
  accountValid,
  bikValid,
  corrAccountValid,
  inn10Valid,
  inn12Valid,
  luhnValid,
  MONEY_FORMAT_MESSAGE,
  MONEY_POSITIVE_MESSAGE,
  normalizeRuMobile,
  PERSONAL_ACCOUNT_PREFIX,
  rublesToKopecks,
  snilsValid,
} from '@vyplaty/contracts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (column: string, reason: string): Checked<never> => ({ ok: false, error: `${column}: ${reason}` });

const digits = (value: string) => value.replace(/[\s\u00a0-]/g, '');

/**
 * A formula cell is read as the formula the person wrote (`=1+1`), never its result: the portal does
 * not evaluate spreadsheets, and a cached result may be stale or forged. A formula in a column the
 * registry reads is this row error.
 */
export const formulaError = (column: string, value: string) =>
  `${column}: в ячейке формула «${value.slice(0, 40)}» — вставьте значение (Специальная вставка → Значения)`;

/** A required text: trimmed, not empty. */
export function checkRequired(column: string, value: string): Checked<string> {
  return value ? ok(value) : fail(column, 'не заполнено');
}

// As the invite form and the representative's ФИО: Cyrillic only, a Latin look-alike letter would not match FNS.
const NAME_PATTERN = /^[А-ЯЁа-яё][А-ЯЁа-яё\s'-]*$/u;

export function checkName(column: string, value: string, required: boolean): Checked<string | null> {
  if (!value) return required ? fail(column, 'не заполнено') : ok(null);
  if (value.length > 100) return fail(column, 'слишком длинное значение');
  if (!NAME_PATTERN.test(value)) return fail(column, 'только русские буквы, пробел и дефис');
  return ok(value);
}

export const ORGANISATION_INN = 'ИНН организации: выплаты только физическим лицам';

/** A contractor's ИНН: 12 digits (Excel may have dropped a leading zero of a number cell). */
export function checkPersonInn(column: string, value: string): Checked<string> {
  if (!value) return fail(column, 'не заполнено');
  let inn = digits(value);
  if (/^\d{11}$/.test(inn)) inn = `0${inn}`;
  if (/^\d{10}$/.test(inn)) {
    if (!inn10Valid(inn)) return fail(column, 'ИНН физического лица состоит из 12 цифр');
    // The template's column is «ИНН» itself: the reason then reads whole, without «ИНН: ИНН …».
    return column === 'ИНН'
      ? { ok: false, error: ORGANISATION_INN }
      : fail(column, 'это ИНН организации, выплаты только физическим лицам');
  }
  if (!/^\d{12}$/.test(inn)) return fail(column, 'ИНН физического лица состоит из 12 цифр');
  if (!inn12Valid(inn)) return fail(column, 'неверное контрольное число');
  return ok(inn);
}

/** Roubles as people write them («1500,00», «1500.00», «1 500,00», «1500»): > 0, at most 2 decimals, no float. */
export function checkAmount(column: string, value: string): Checked<bigint> {
  if (!value) return fail(column, 'не заполнено');
  const kopecks = rublesToKopecks(value);
  if (kopecks === null) return fail(column, MONEY_FORMAT_MESSAGE.toLowerCase());
  if (kopecks <= 0n) return fail(column, MONEY_POSITIVE_MESSAGE.toLowerCase());
  return ok(kopecks);
}

export function checkPhone(column: string, value: string): Checked<string | null> {
  if (!value) return ok(null);
  const phone = normalizeRuMobile(value);
  return phone ? ok(phone) : fail(column, 'российский мобильный номер в формате +7XXXXXXXXXX');
}

/** ДД.ММ.ГГГГ (a real calendar day) → ISO `YYYY-MM-DD`. */
export function checkDate(column: string, value: string): Checked<string | null> {
  if (!value) return ok(null);
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!match) return fail(column, 'дата в формате ДД.ММ.ГГГГ');
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return fail(column, 'такой даты нет');
  }
  return ok(date.toISOString().slice(0, 10));
}

/** Card number: 16–19 digits (as a contractor's saved card) and the Luhn sum. */
export function checkCard(column: string, value: string): Checked<string> {
  if (!value) return fail(column, 'не заполнено для выплаты на карту');
  const card = digits(value);
  if (!/^\d{16,19}$/.test(card)) return fail(column, 'номер карты состоит из 16–19 цифр');
  if (!luhnValid(card)) return fail(column, 'некорректный номер карты (не сходится контрольная цифра)');
  return ok(card);
}

export function checkBik(column: string, value: string): Checked<string> {
  if (!value) return fail(column, 'не заполнено для выплаты на счёт');
  const bik = digits(value);
  if (!/^\d{9}$/.test(bik)) return fail(column, 'БИК состоит из 9 цифр');
  if (!bikValid(bik)) return fail(column, 'некорректный БИК: БИК банка начинается с 04');
  // Last three below 050: a division of the Bank of Russia, which holds no accounts of people.
  if (Number(bik.slice(6)) < 50) return fail(column, 'это БИК подразделения Банка России, а не банка');
  return ok(bik);
}

/**
 * A person's rouble account (408xx, currency 810) with its 7-1-3 key against the БИК — the key alone
 * passes one random number in ten, hence the prefix and the БИК's own checks (DOMAIN §4 «Trap»).
 */
export function checkAccount(column: string, value: string, bik: string | null): Checked<string> {
  if (!value) return fail(column, 'не заполнено для выплаты на счёт');
  const account = digits(value);
  if (!/^\d{20}$/.test(account)) return fail(column, 'номер счёта состоит из 20 цифр');
  if (!account.startsWith(PERSONAL_ACCOUNT_PREFIX)) {
    return fail(column, 'нужен счёт физического лица или ИП: номер начинается с 408 (40817, 40820, 40802)');
  }
  if (account.slice(5, 8) !== '810') return fail(column, 'нужен рублёвый счёт: 6–8 цифры номера — 810');
  if (bik && !accountValid(account, bik)) return fail(column, 'не сходится контрольный ключ с БИК банка');
  return ok(account);
}

export function checkCorrAccount(column: string, value: string, bik: string): Checked<string> {
  const account = digits(value);
  if (!/^\d{20}$/.test(account)) return fail(column, 'корреспондентский счёт состоит из 20 цифр');
  if (!corrAccountValid(account, bik)) return fail(column, 'не относится к банку с этим БИК');
  return ok(account);
}

/** Паспорт РФ: 4 digits of the series and 6 of the number → «1234 567890». */
export function checkPassport(column: string, value: string): Checked<string | null> {
  if (!value) return ok(null);
  const passport = value.replace(/[\s\u00a0№-]/g, '');
  if (!/^\d{10}$/.test(passport)) return fail(column, 'серия (4 цифры) и номер (6 цифр), например 4510 123456');
  return ok(`${passport.slice(0, 4)} ${passport.slice(4)}`);
}

/** СНИЛС → its 11 digits. */
export function checkSnils(column: string, value: string): Checked<string | null> {
  if (!value) return ok(null);
  const snils = digits(value);
  if (!/^\d{11}$/.test(snils)) return fail(column, 'СНИЛС состоит из 11 цифр');
  if (!snilsValid(snils)) return fail(column, 'неверное контрольное число');
  return ok(snils);
}

/** Tags separated by commas or semicolons. */
export const splitTags = (value: string) =>
  value
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * Checksums of Russian identifiers (DOMAIN.md §4). Pure functions shared by the API and forms.
 */

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

function weightedMod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (sum % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** ИНН of an organisation: 10 digits with one check digit. */
export function inn10Valid(inn: string): boolean {
  return /^\d{10}$/.test(inn) && weightedMod11(inn, INN10_WEIGHTS) === Number(inn[9]);
}

/** ИНН of a person (ФЛ, ИП, НПД): 12 digits with two check digits. */
export function inn12Valid(inn: string): boolean {
  return (
    /^\d{12}$/.test(inn) &&
    weightedMod11(inn, INN12_WEIGHTS_11) === Number(inn[10]) &&
    weightedMod11(inn, INN12_WEIGHTS_12) === Number(inn[11])
  );
}

/** A person's ИНН from its first 10 digits with both check digits added (test data, demo data, benches). */
export function inn12WithCheckDigits(first10: string): string {
  const d11 = weightedMod11(first10, INN12_WEIGHTS_11);
  return `${first10}${d11}${weightedMod11(`${first10}${d11}`, INN12_WEIGHTS_12)}`;
}

/** ИНН of either length. */
export function innValid(inn: string): boolean {
  return inn.length === 10 ? inn10Valid(inn) : inn12Valid(inn);
}

/** The 7-1-3 control key of bank accounts: valid iff Σ((dᵢ·wᵢ) mod 10) ≡ 0 (mod 10). */
function controlKeyValid(digits23: string): boolean {
  const weights = [7, 1, 3];
  let sum = 0;
  for (let i = 0; i < digits23.length; i++) sum += (Number(digits23[i]) * (weights[i % 3] ?? 0)) % 10;
  return sum % 10 === 0;
}

/** БИК: 9 digits; banks start with 04 (plausibility only — the directory is the real check). */
export function bikValid(bik: string): boolean {
  return /^04\d{7}$/.test(bik);
}

/** Settlement or personal account against its bank's БИК. */
export function accountValid(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && bikValid(bik) && controlKeyValid(bik.slice(6, 9) + account);
}

/** Correspondent account against its bank's БИК. */
export function corrAccountValid(account: string, bik: string): boolean {
  return (
    /^301\d{17}$/.test(account) &&
    bikValid(bik) &&
    account.slice(17) === bik.slice(6) &&
    controlKeyValid(`0${bik.slice(4, 6)}${account}`)
  );
}

/** СНИЛС, with or without separators; checked only above 001-001-998. */
export function snilsValid(value: string): boolean {
  const snils = digitsOnly(value);
  if (!/^\d{11}$/.test(snils)) return false;
  if (Number(snils.slice(0, 9)) <= 1001998) return true;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(snils[i]) * (9 - i);
  const check = sum < 100 ? sum : sum <= 101 ? 0 : sum % 101 === 100 ? 0 : sum % 101;
  return check === Number(snils.slice(9));
}

/** Bank card number: 13–19 digits and the Luhn sum. */
export function luhnValid(value: string): boolean {
  const card = digitsOnly(value);
  if (!/^\d{13,19}$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < card.length; i++) {
    let d = Number(card[card.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

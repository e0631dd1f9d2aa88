/**
 * Input masks (imask) for the fields people type numbers into: they shape what is typed as it is
 * typed — «01021990» becomes 01.02.1990, «8 999 123 45 67» becomes +7 999 123-45-67 — and refuse
 * letters. They never judge validity: the contract's schema does, on blur and on the server.
 *
 * `value: 'masked'` hands the form the shaped text (schemas that read it: phones, dates ДД.ММ.ГГГГ,
 * СНИЛС), `'digits'` only the digits (ИНН, БИК, account and card numbers, compared digit by digit).
 */
import type { FactoryStaticOpts, MaskedPattern } from 'imask';

export type InputMask = {
  options: FactoryStaticOpts & { prepare?: (value: string, masked: MaskedPattern) => string };
  value: 'masked' | 'digits';
  inputMode: 'numeric' | 'tel' | 'decimal';
  placeholder?: string;
};

/**
 * A Russian mobile as +7 XXX XXX-XX-XX. Typed into an empty field, a leading 8 or 7 is the country
 * prefix people are used to writing, not the first digit of the number.
 */
const phone: InputMask = {
  options: {
    mask: '+{7} 000 000-00-00',
    prepare: (typed, masked) => {
      if (masked.value !== '') return typed;
      return /^\D*[78]/.test(typed) ? `7${typed.replace(/^\D*[78]/, '')}` : typed;
    },
  },
  value: 'masked',
  inputMode: 'tel',
  placeholder: '+7 999 000-00-01',
};

const date: InputMask = {
  options: { mask: '00.00.0000' },
  value: 'masked',
  inputMode: 'numeric',
  placeholder: 'ДД.ММ.ГГГГ',
};

/**
 * Roubles and kopecks as people write them: «1 500,50»; a dot typed for the decimals becomes a comma,
 * a third decimal is refused. The form holds the shaped text, which `moneyAmountSchema` reads.
 */
const money: InputMask = {
  options: {
    mask: Number,
    scale: 2,
    radix: ',',
    mapToRadix: ['.'],
    thousandsSeparator: ' ',
    padFractionalZeros: false,
    normalizeZeros: true,
    min: 0,
    max: 999_999_999_999,
  },
  value: 'masked',
  inputMode: 'decimal',
  placeholder: '0,00',
};

const digits = (count: number): InputMask => ({
  options: { mask: '0'.repeat(count) },
  value: 'digits',
  inputMode: 'numeric',
});

export const inputMasks = {
  phone,
  /** ДД.ММ.ГГГГ; the digits alone are enough. */
  date,
  snils: { options: { mask: '000-000-000 00' }, value: 'masked', inputMode: 'numeric', placeholder: '123-456-789 01' },
  /** A person's ИНН has 12 digits, a company's 10: the mask lets up to 12 through. */
  inn: digits(12),
  bik: digits(9),
  /** Settlement and correspondent accounts: 20 digits, written solid as in bank requisites. */
  account: digits(20),
  /** Roubles with kopecks after a comma, thousands spaced. */
  money,
  /** A code from an SMS: 6 or 7 digits (banks differ). */
  otp: { options: { mask: '0000000' }, value: 'digits', inputMode: 'numeric', placeholder: '123456' },
  /** 16 to 19 digits in fours. */
  card: { options: { mask: '0000 0000 0000 0000[ 000]' }, value: 'digits', inputMode: 'numeric' },
} satisfies Record<string, InputMask>;

/**
 * «Сумма прописью» of a payment order (Положение Банка России № 762-П, form 0401060): whole roubles in
 * words with a capital first letter, kopecks in digits — «Сто семьдесят пять тысяч рублей 00 копеек».
 * Integer maths on bigint only.
 */

const ONES_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Forms for 1, 2–4, 5–20 of a noun: рубль / рубля / рублей. */
type Forms = readonly [string, string, string];
/** Each group of three digits from the lowest: its noun and whether the numerals are feminine. */
const SCALES: readonly { forms: Forms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

export function pluralForm(n: bigint, forms: Forms): string {
  const lastTwo = n % 100n;
  const last = n % 10n;
  if (lastTwo >= 11n && lastTwo <= 14n) return forms[2];
  if (last === 1n) return forms[0];
  if (last >= 2n && last <= 4n) return forms[1];
  return forms[2];
}

function tripleInWords(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? ONES_FEMININE : ONES_MASCULINE)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
}

/** Whole number in words (masculine): 175000n → «сто семьдесят пять тысяч». */
export function numberInWords(value: bigint): string {
  if (value < 0n) throw new Error('numberInWords: negative');
  if (value === 0n) return 'ноль';
  const words: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0n; scale++) {
    const triple = Number(rest % 1000n);
    rest /= 1000n;
    const unit = SCALES[scale];
    if (!unit) throw new Error('numberInWords: too large');
    if (triple === 0) continue;
    const part = tripleInWords(triple, unit.feminine);
    if (scale > 0) part.push(pluralForm(BigInt(triple), unit.forms));
    words.unshift(...part);
  }
  return words.join(' ');
}

/** 17500000n → «Сто семьдесят пять тысяч рублей 00 копеек». */
export function rublesInWords(kopecks: bigint): string {
  if (kopecks < 0n) throw new Error('rublesInWords: negative');
  const rubles = kopecks / 100n;
  const kop = kopecks % 100n;
  const words = numberInWords(rubles);
  const capitalised = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return (
    `${capitalised} ${pluralForm(rubles, ['рубль', 'рубля', 'рублей'])} ` +
    `${kop.toString().padStart(2, '0')} ${pluralForm(kop, ['копейка', 'копейки', 'копеек'])}`
  );
}

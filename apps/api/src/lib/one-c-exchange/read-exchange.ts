/**
 * Reads a 1C client-bank exchange file (`1CClientBankExchange`, DOMAIN.md §5) into its header, account
 * sections and documents, tolerating what real files do: UTF-8 with or without a BOM although the
 * header says Windows, windows-1251 or cp866 bodies with a UTF-8 last line (decided line by line: a
 * Cyrillic line that is valid UTF-8 is UTF-8, else the header's charset), CRLF / LF / mixed ends, no
 * final newline, `СекцияДокумент` with or without its kind, a missing `КонецФайла`, unknown keys kept.
 * It only reads: checking the identifiers of a row is the importer's job. A file that is not an
 * exchange file at all (or decodes to mojibake) is refused loudly, never read as zero documents.
 */
import { decimalToKopecks } from '@vyplaty/contracts';
import iconv from 'iconv-lite';
import { AppError } from '../errors.js';

export type ExchangeDocument = {
  /** «Платежное поручение»; from `СекцияДокумент=<вид>`, else the header's only `Документ=`, else null. */
  kind: string | null;
  /** Every `Ключ=Значение` line in order (keys may repeat; `field` takes the first). */
  lines: readonly (readonly [string, string])[];
  /** The file ended inside the document (no `КонецДокумента`). */
  truncated: boolean;
};

export type ExchangeFile = {
  header: readonly (readonly [string, string])[];
  accountSections: readonly (readonly (readonly [string, string])[])[];
  documents: readonly ExchangeDocument[];
  /** `КонецФайла` was read. */
  complete: boolean;
  /** Lines that were neither a key=value nor a section marker. */
  unknownLines: readonly string[];
};

const NOT_EXCHANGE = 'Файл не в формате обмена с 1С (первая строка должна быть 1CClientBankExchange)';
const HEADER_LINE = '1CClientBankExchange';
const CYRILLIC = /[\u0400-\u04ff]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

type Charset = 'win1251' | 'cp866';

function decodeLine(bytes: Buffer, fallback: Charset): string {
  const ascii = bytes.every((b) => b < 0x80);
  if (ascii) return bytes.toString('latin1');
  try {
    const text = utf8.decode(bytes);
    if (CYRILLIC.test(text)) return text;
  } catch {
    // not UTF-8: the header's charset below
  }
  return iconv.decode(bytes, fallback);
}

/** `Кодировка=DOS` means cp866; anything else (Windows, absent) windows-1251. */
function charsetOf(rawLines: Buffer[]): Charset {
  for (const bytes of rawLines.slice(0, 30)) {
    for (const charset of ['win1251', 'cp866'] as const) {
      const match = /^Кодировка=(.*)$/.exec(iconv.decode(bytes, charset).trim());
      if (match) return match[1]?.trim().toUpperCase() === 'DOS' ? 'cp866' : 'win1251';
    }
  }
  return 'win1251';
}

function splitLines(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      let end = i;
      if (end > start && bytes[end - 1] === 0x0d) end--;
      lines.push(bytes.subarray(start, end));
      start = i + 1;
    }
  }
  return lines;
}

export function readExchangeFile(input: Buffer): ExchangeFile {
  const bytes = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? input.subarray(3) : input;
  const rawLines = splitLines(bytes);
  const charset = charsetOf(rawLines);
  const lines = rawLines.map((line) => decodeLine(line, charset).trim()).filter((line) => line !== '');
  if (lines[0] !== HEADER_LINE) throw new AppError('FILE_INVALID', { message: NOT_EXCHANGE });

  const header: [string, string][] = [];
  const accountSections: [string, string][][] = [];
  const documents: ExchangeDocument[] = [];
  const unknownLines: string[] = [];
  let complete = false;
  let account: [string, string][] | null = null;
  let document: { kind: string | null; lines: [string, string][] } | null = null;

  for (const line of lines.slice(1)) {
    if (line === 'КонецФайла') {
      complete = true;
      break;
    }
    if (line === 'СекцияРасчСчет') {
      account = [];
      continue;
    }
    if (line === 'КонецРасчСчет') {
      if (account) accountSections.push(account);
      account = null;
      continue;
    }
    if (line === 'СекцияДокумент' || line.startsWith('СекцияДокумент=')) {
      const kind = line.slice('СекцияДокумент='.length).trim();
      document = { kind: kind || null, lines: [] };
      continue;
    }
    if (line === 'КонецДокумента') {
      if (document) documents.push({ ...document, truncated: false });
      document = null;
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) {
      unknownLines.push(line);
      continue;
    }
    const pair: [string, string] = [line.slice(0, eq).trim(), line.slice(eq + 1).trim()];
    (document?.lines ?? account ?? header).push(pair);
  }
  if (document) documents.push({ ...document, truncated: true });

  const kinds = header.filter(([key]) => key === 'Документ').map(([, value]) => value);
  const onlyKind = kinds.length === 1 ? (kinds[0] ?? null) : null;
  // Keys that decode to no Cyrillic at all mean the charset was wrong: refuse rather than read nothing.
  const readable = header.some(([key]) => key === 'ВерсияФормата') || documents.length > 0;
  if (!readable) throw new AppError('FILE_INVALID', { message: `${NOT_EXCHANGE}: не удалось прочитать заголовок` });
  return {
    header,
    accountSections,
    documents: documents.map((d) => ({ ...d, kind: d.kind ?? onlyKind })),
    complete,
    unknownLines,
  };
}

/** The first value of `key`, or undefined. */
export const field = (doc: Pick<ExchangeDocument, 'lines'>, key: string) => doc.lines.find(([k]) => k === key)?.[1];

const filled = (value: string | undefined) => (value ? value : undefined);

/** The side's account: `…Счет`, else `…РасчСчет`. */
export const partyAccount = (doc: ExchangeDocument, side: 'Плательщик' | 'Получатель') =>
  filled(field(doc, `${side}Счет`)) ?? filled(field(doc, `${side}РасчСчет`));

/** The side's name: `…1`, else the long `…` without its «ИНН nnn» prefix. */
export function partyName(doc: ExchangeDocument, side: 'Плательщик' | 'Получатель'): string | undefined {
  return (
    filled(field(doc, `${side}1`)) ??
    filled(
      field(doc, side)
        ?.replace(/^ИНН\s*\d*\s*/, '')
        .trim(),
    )
  );
}

/** `НазначениеПлатежа`, else `НазначениеПлатежа1..6` joined with spaces. */
export function paymentPurpose(doc: ExchangeDocument): string | undefined {
  const whole = filled(field(doc, 'НазначениеПлатежа'));
  if (whole) return whole;
  const parts = [1, 2, 3, 4, 5, 6].map((i) => field(doc, `НазначениеПлатежа${i}`)).filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** `Сумма` in kopecks ("12354.00", "100", "375,25"); null when it is not an amount. */
export function documentAmount(doc: ExchangeDocument): bigint | null {
  const value = field(doc, 'Сумма');
  return value ? decimalToKopecks(value.replace(',', '.')) : null;
}

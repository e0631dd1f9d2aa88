/**
 * Reads a 1C client-bank exchange file (`1CClientBankExchange`, DOMAIN.md §5) into its header, account
 * sections and documents, tolerating what real files do: UTF-8 with or without a BOM although the
 * header says Windows, windows-1251 or cp866 bodies with a UTF-8 last line (decided line by line: a
 * Cyrillic line that is valid UTF-8 is UTF-8, else the header's charset), CRLF / LF / mixed ends, no
 * final newline, `СекцияДокумент` with or without its kind, a missing `КонецФайла`, unknown keys kept.
 * It only reads: checking the identifiers of a row is the importer's job. A file that is not an
 * exchange file at all (or decodes to mojibake) is refused loudly, never read as zero documents.
 */

import { isAscii, isUtf8 } from 'node:buffer';
import { decimalToKopecks } from '@vyplaty/contracts';
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

type Charset = 'win1251' | 'cp866';
type Pair = [string, string];

/** Node's own decoders (WHATWG windows-1251 and ibm866): a call per line, millions of lines in a large file. */
const DECODERS: Record<Charset, InstanceType<typeof TextDecoder>> = {
  win1251: new TextDecoder('windows-1251'),
  cp866: new TextDecoder('ibm866'),
};

/** Keys every exchange file's header and sections use: the charset that decodes them is the file's. */
const KNOWN_KEYS = new Set([
  'ВерсияФормата',
  'Кодировка',
  'Отправитель',
  'Получатель',
  'ДатаСоздания',
  'ВремяСоздания',
  'ДатаНачала',
  'ДатаКонца',
  'РасчСчет',
  'Документ',
  'СекцияДокумент',
  'СекцияРасчСчет',
]);
/** The charset is decided on the first lines (the header); a line longer than this is not an exchange file. */
const CHARSET_LINES = 30;
const MAX_LINE_BYTES = 64 * 1024;

/**
 * A line's text: ASCII as is, valid UTF-8 with Cyrillic as UTF-8, else the file's one-byte charset.
 * Checked with Node's native isAscii/isUtf8 (no exception per cp1251 line: files have millions of lines).
 */
function decodeLine(bytes: Buffer, fallback: Charset): string {
  if (isAscii(bytes)) return bytes.toString('latin1');
  if (isUtf8(bytes)) {
    const text = bytes.toString('utf8');
    if (CYRILLIC.test(text)) return text;
  }
  return DECODERS[fallback].decode(bytes);
}

/**
 * The one-byte charset of the non-UTF-8 lines: the one under which more header keys read as words
 * (headers lie: `Кодировка=Windows` on a DOS file happens), on a tie what `Кодировка` says (`DOS` is
 * cp866, anything else windows-1251), else windows-1251.
 */
function charsetOf(rawLines: Buffer[]): Charset {
  const score = { win1251: 0, cp866: 0 };
  let declared: Charset | null = null;
  for (const bytes of rawLines.slice(0, CHARSET_LINES)) {
    for (const charset of ['win1251', 'cp866'] as const) {
      const text = DECODERS[charset].decode(bytes).trim();
      const eq = text.indexOf('=');
      const key = eq < 0 ? text : text.slice(0, eq);
      if (KNOWN_KEYS.has(key)) score[charset] += 1;
      if (key === 'Кодировка' && declared === null) {
        declared =
          text
            .slice(eq + 1)
            .trim()
            .toUpperCase() === 'DOS'
            ? 'cp866'
            : 'win1251';
      }
    }
  }
  if (score.win1251 !== score.cp866) return score.win1251 > score.cp866 ? 'win1251' : 'cp866';
  return declared ?? 'win1251';
}

const stripBom = (bytes: Buffer) =>
  bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;

/** Splits on LF (dropping a CR before it); the bytes after the last LF are returned as the rest. */
function splitLines(bytes: Buffer): { lines: Buffer[]; rest: Buffer } {
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, start)) {
    const end = i > start && bytes[i - 1] === 0x0d ? i - 1 : i;
    lines.push(bytes.subarray(start, end));
    start = i + 1;
  }
  const rest = bytes.subarray(start);
  return { lines, rest: rest.length > 0 && rest[rest.length - 1] === 0x0d ? rest.subarray(0, -1) : rest };
}

/** What the line-by-line reading gives, in file order. */
export type ExchangeItem =
  /** Once, before the first section (or at the end of a file without sections). */
  | { type: 'header'; header: readonly (readonly [string, string])[] }
  | { type: 'account'; lines: readonly (readonly [string, string])[] }
  | { type: 'document'; document: ExchangeDocument }
  | { type: 'end'; complete: boolean; unknownLines: readonly string[] };

/** The state machine over decoded, trimmed, non-empty lines; the first must be `1CClientBankExchange`. */
function exchangeParser() {
  const header: Pair[] = [];
  const unknownLines: string[] = [];
  let started = false;
  let headerDone = false;
  let finished = false;
  let onlyKind: string | null = null;
  let account: Pair[] | null = null;
  let document: { kind: string | null; lines: Pair[] } | null = null;

  const endHeader = (out: ExchangeItem[]) => {
    if (headerDone) return;
    headerDone = true;
    const kinds = header.filter(([key]) => key === 'Документ').map(([, value]) => value);
    onlyKind = kinds.length === 1 ? (kinds[0] ?? null) : null;
    out.push({ type: 'header', header });
  };
  const docItem = (truncated: boolean): ExchangeItem => ({
    type: 'document',
    document: { kind: document?.kind ?? onlyKind, lines: document?.lines ?? [], truncated },
  });

  return {
    get finished() {
      return finished;
    },
    push(line: string): ExchangeItem[] {
      const out: ExchangeItem[] = [];
      if (finished || line === '') return out;
      if (!started) {
        if (line !== HEADER_LINE) throw new AppError('FILE_INVALID', { message: NOT_EXCHANGE });
        started = true;
        return out;
      }
      if (line === 'КонецФайла') {
        if (document) out.push(docItem(true));
        document = null;
        endHeader(out);
        finished = true;
        out.push({ type: 'end', complete: true, unknownLines });
        return out;
      }
      if (line === 'СекцияРасчСчет') {
        endHeader(out);
        account = [];
      } else if (line === 'КонецРасчСчет') {
        if (account) out.push({ type: 'account', lines: account });
        account = null;
      } else if (line === 'СекцияДокумент' || line.startsWith('СекцияДокумент=')) {
        endHeader(out);
        const kind = line.slice('СекцияДокумент='.length).trim();
        document = { kind: kind || null, lines: [] };
      } else if (line === 'КонецДокумента') {
        if (document) out.push(docItem(false));
        document = null;
      } else {
        const eq = line.indexOf('=');
        if (eq <= 0) unknownLines.push(line);
        else (document?.lines ?? account ?? header).push([line.slice(0, eq).trim(), line.slice(eq + 1).trim()]);
      }
      return out;
    },
    end(): ExchangeItem[] {
      const out: ExchangeItem[] = [];
      if (finished) return out;
      if (!started) throw new AppError('FILE_INVALID', { message: NOT_EXCHANGE });
      if (document) out.push(docItem(true));
      endHeader(out);
      finished = true;
      out.push({ type: 'end', complete: false, unknownLines });
      return out;
    },
  };
}

/**
 * The exchange file read as a stream of byte chunks, one item at a time (the header, each account
 * section, each document, the end): memory stays at one document whatever the file's size. The
 * charset is decided on the first lines, so those are held until there are enough of them.
 */
export async function* readExchangeItems(chunks: AsyncIterable<Buffer>): AsyncGenerator<ExchangeItem> {
  const parser = exchangeParser();
  let pending = Buffer.alloc(0);
  let held: Buffer[] | null = [];
  let charset: Charset = 'win1251';
  let first = true;
  // Lines are decoded only once the charset is known: the first lines are held until then.
  function* take(lines: Buffer[], last: boolean): Generator<ExchangeItem> {
    if (held) {
      held.push(...lines);
      if (held.length < CHARSET_LINES && !last) return;
      charset = charsetOf(held);
      lines = held;
      held = null;
    }
    for (const line of lines) {
      if (parser.finished) return;
      yield* parser.push(decodeLine(line, charset).trim());
    }
  }
  for await (const chunk of chunks) {
    let bytes = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    if (first) bytes = stripBom(bytes);
    first = false;
    const { lines, rest } = splitLines(bytes);
    if (rest.length > MAX_LINE_BYTES) throw new AppError('FILE_INVALID', { message: NOT_EXCHANGE });
    // Copied: a subarray would keep the whole chunk alive.
    pending = Buffer.from(rest);
    yield* take(lines, false);
    if (parser.finished) return;
  }
  yield* take(pending.length ? [pending] : [], true);
  yield* parser.end();
}

export function readExchangeFile(input: Buffer): ExchangeFile {
  const { lines: firstLines, rest } = splitLines(stripBom(input));
  const rawLines = [...firstLines, rest];
  const charset = charsetOf(rawLines);
  const parser = exchangeParser();
  const items: ExchangeItem[] = [];
  for (const line of rawLines) {
    items.push(...parser.push(decodeLine(line, charset).trim()));
    if (parser.finished) break;
  }
  items.push(...parser.end());

  const header = items.find((item) => item.type === 'header')?.header ?? [];
  const documents = items.flatMap((item) => (item.type === 'document' ? [item.document] : []));
  const end = items.find((item) => item.type === 'end');
  // Keys that decode to no Cyrillic at all mean the charset was wrong: refuse rather than read nothing.
  if (!exchangeReadable(header, documents.length)) {
    throw new AppError('FILE_INVALID', { message: `${NOT_EXCHANGE}: не удалось прочитать заголовок` });
  }
  return {
    header,
    accountSections: items.flatMap((item) => (item.type === 'account' ? [item.lines] : [])),
    documents,
    complete: end?.type === 'end' && end.complete,
    unknownLines: end?.type === 'end' ? end.unknownLines : [],
  };
}

/** A header whose keys read (`ВерсияФормата`), or documents: else the file decoded to mojibake. */
export const exchangeReadable = (header: readonly (readonly [string, string])[], documents: number) =>
  header.some(([key]) => key === 'ВерсияФормата') || documents > 0;

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

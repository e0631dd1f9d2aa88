/**
 * Reads a 1C client-bank exchange file (`1CClientBankExchange`, DOMAIN.md §5) into its header, account
 * sections and documents, tolerating what real files do: UTF-8 with or without a BOM although the
 * header says Windows, windows-1251 or cp866 bodies with a UTF-8 last line (decided line by line:
 * exchange-lines.ts), CRLF / LF / mixed ends, no final newline, `СекцияДокумент` with or without its
 * kind, a missing `КонецФайла`, unknown keys kept. `readExchangeFile` takes the whole file;
 * `readExchangeItems` reads a stream and gives one section at a time (a registry of 100,000 orders).
 * It only reads: checking the identifiers of a row is the importer's job. A file that is not an
 * exchange file at all (or decodes to mojibake) is refused loudly, never read as zero documents.
 */
import { decimalToKopecks } from '@vyplaty/contracts';
import { AppError } from '../errors.js';
import {
  CHARSET_LINES,
  type Charset,
  charsetOf,
  decodeLine,
  MAX_LINE_BYTES,
  splitLines,
  stripBom,
} from './exchange-lines.js';

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
type Pair = [string, string];

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

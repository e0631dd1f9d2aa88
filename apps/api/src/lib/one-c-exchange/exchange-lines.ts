/**
 * The bytes-to-lines side of the 1C exchange reader (DOMAIN.md §5 tolerances (1)–(2)): lines split on
 * LF with or without CR, a UTF-8 BOM dropped, each line decoded on its own — ASCII as is, valid UTF-8
 * with Cyrillic as UTF-8 (files mix: a cp1251 body with a UTF-8 last line), else the file's one-byte
 * charset, chosen by which of windows-1251 and cp866 reads the header's keys.
 */
import { isAscii, isUtf8 } from 'node:buffer';

const CYRILLIC = /[\u0400-\u04ff]/;

export type Charset = 'win1251' | 'cp866';

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
export const CHARSET_LINES = 30;
export const MAX_LINE_BYTES = 64 * 1024;

/**
 * A line's text: ASCII as is, valid UTF-8 with Cyrillic as UTF-8, else the file's one-byte charset.
 * Checked with Node's native isAscii/isUtf8 (no exception per cp1251 line: files have millions of lines).
 */
export function decodeLine(bytes: Buffer, fallback: Charset): string {
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
export function charsetOf(rawLines: Buffer[]): Charset {
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

export const stripBom = (bytes: Buffer) =>
  bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;

/** Splits on LF (dropping a CR before it); the bytes after the last LF are returned as the rest. */
export function splitLines(bytes: Buffer): { lines: Buffer[]; rest: Buffer } {
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

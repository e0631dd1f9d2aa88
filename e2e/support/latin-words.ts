/**
 * Finds words a person would read in English: Latin-only words left after e-mails, web addresses and
 * file names are taken out, minus the allowlist (brand and product names, formats, units, the
 * accepted «E-mail» label). Every other Latin word on a page is a text someone forgot to translate.
 */

/** Compared case-insensitively. Add a word only when a Russian page really writes it in Latin letters. */
export const ALLOWED_LATIN_WORDS: ReadonlySet<string> = new Set(
  [
    // The accepted Russian spelling of the field, as SPEC §2 writes it.
    'e-mail',
    // File formats and units a person picks or sees on a file.
    'pdf',
    'xml',
    'xlsx',
    'csv',
    'sig',
    // The 1C exchange file of a payment order («Скачать для 1С (.txt)»).
    'txt',
    'zip',
    // Payout files (contracts PAYOUT_FILE_EXTENSIONS) in the drop zone's prompt.
    'png',
    'jpg',
    'jpeg',
    'doc',
    'docx',
    // Task files (contracts TASK_FILE kinds): spreadsheets, OpenDocument and iPhone photos.
    'xls',
    'odt',
    'ods',
    'heic',
    'kb',
    'mb',
    // «IT-услуги», «IT-консалтинг»: how the FNS activity kinds (the contractor's tax service page) write it.
    'it',
    // Brands and products named as they are spelled.
    'android',
    'ios',
    'iphone',
    'ipad',
    'safari',
    'chrome',
    'google',
    'apple',
    'play',
    'app',
    'store',
    'telegram',
    'whatsapp',
    'vk',
    'id',
    'excel',
    // КриптоПро CSP, the signing program a person installs for КЭП.
    'csp',
    // The browser and system of a session in the security section's list, and its IP address.
    'linux',
    'windows',
    'macos',
    'chromium',
    'firefox',
    'edge',
    'opera',
    'yandex',
    'ip',
    // «API-ключи», «API портала»: the company's systems call the portal's API (issue 30); the accepted Russian usage.
    'api',
  ].map((w) => w.toLowerCase()),
);

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+/gi;
/** demo.company.ru, report.pdf, Соглашение.pdf: a host or a file name, not a word. */
const DOTTED = /[\p{L}\d_-]+(?:\.[\p{L}\d_-]+)+/gu;
const LATIN_WORD = /(?<![\p{L}\d])[A-Za-z][A-Za-z'-]*(?![\p{L}\d])/gu;

/** The distinct Latin-only words of `text` outside the allowlist, in order of appearance. */
export function findLatinWords(text: string): string[] {
  const stripped = text.replace(EMAIL, ' ').replace(URL_LIKE, ' ').replace(DOTTED, ' ');
  const found = new Set<string>();
  for (const [word] of stripped.matchAll(LATIN_WORD)) {
    const bare = word.replace(/^[-']+|[-']+$/g, '');
    // One letter is a list marker or a variable name in a formula, not a sentence.
    if (bare.length < 2) continue;
    if (!ALLOWED_LATIN_WORDS.has(bare.toLowerCase())) found.add(bare);
  }
  return [...found];
}

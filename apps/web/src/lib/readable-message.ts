const CYRILLIC = /[а-яё]/i;

/**
 * Our own texts are Russian; a message without a Cyrillic letter is a library's or the browser's
 * ("Cannot read properties of undefined", a parse error), meant for the console, not for a person. Used by the
 * app's errors (lib/http/errors.ts) and the public pages' (src/public/public-http.ts), which carry no axios.
 */
export function readableMessage(message: string, fallback: string): string {
  return CYRILLIC.test(message) ? message : fallback;
}

/**
 * The e-mail rule of every call: the WHATWG HTML rule (what `<input type="email">` and mail
 * libraries accept in an envelope) — an ASCII local part of atext and dots, a domain of labels
 * joined by dots (a local part in Cyrillic needs SMTPUTF8, which is not assumed) — with two differences: the domain may be in Cyrillic (.рф; the mail library sends
 * it as punycode) and needs a dot. `<b>x@company.ru` or `a b@c.ru` are refused here rather than
 * accepted and then retried forever by the letter job (EENVELOPE).
 */
const LOCAL_PART = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`, 'u');

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** 'ivan@example.ru' → 'i***@example.ru': an address where it is shown to someone else (history, evidence). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

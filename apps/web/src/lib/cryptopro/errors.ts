/**
 * What can go wrong with the plug-in, in the words a person reads. The plug-in reports a failure as an
 * exception whose text (or `cadesplugin.getLastError`) ends with the Windows/CSP error code in hex.
 */
export type CryptoProErrorKind =
  | 'NO_PLUGIN'
  | 'NO_CERTIFICATES'
  | 'CANCELLED'
  | 'WRONG_PIN'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'FAILED';

export const CRYPTOPRO_MESSAGES: Record<CryptoProErrorKind, string> = {
  NO_PLUGIN: 'Не найден плагин КриптоПро ЭЦП: установите КриптоПро CSP и расширение для браузера',
  NO_CERTIFICATES: 'Нет доступных сертификатов',
  CANCELLED: 'Подписание отменено',
  WRONG_PIN: 'Неверный PIN-код носителя ключа',
  EXPIRED: 'Срок действия сертификата истёк',
  NOT_FOUND: 'Сертификат не найден',
  FAILED: 'Не удалось подписать документ',
};

export class CryptoProError extends Error {
  constructor(
    readonly kind: CryptoProErrorKind,
    message: string = CRYPTOPRO_MESSAGES[kind],
  ) {
    super(message);
    this.name = 'CryptoProError';
  }
}

/** Error codes of CSP / CryptoAPI / smart cards the plug-in passes through. */
const CODES: Record<string, CryptoProErrorKind> = {
  '0x8010006e': 'CANCELLED', // SCARD_W_CANCELLED_BY_USER: «Действие было отменено пользователем»
  '0x800704c7': 'CANCELLED', // ERROR_CANCELLED
  '0x8010006b': 'WRONG_PIN', // SCARD_W_WRONG_CHV
  '0x80090010': 'WRONG_PIN', // NTE_PERM: access denied to the key (a wrong password of the container)
  '0x800b0101': 'EXPIRED', // CERT_E_EXPIRED
  '0x80092004': 'NOT_FOUND', // CRYPT_E_NOT_FOUND
};

const textOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

/**
 * A plug-in failure as a CryptoProError: a known code by its kind; otherwise the plug-in's own text when
 * it is Russian (CryptoPro localises them), with its code; else `fallback`.
 */
export function pluginFailure(error: unknown, lastError?: string, fallback = CRYPTOPRO_MESSAGES.FAILED) {
  if (error instanceof CryptoProError) return error;
  const text = [lastError, textOf(error)].filter(Boolean).join(' ');
  const code = text.match(/0x[0-9a-f]{8}/i)?.[0]?.toLowerCase();
  if (code && CODES[code]) return new CryptoProError(CODES[code]);
  if (/отмен/i.test(text)) return new CryptoProError('CANCELLED');
  const own = [lastError, textOf(error)].find((t) => t && /[а-яё]/i.test(t));
  if (own) {
    const sentence = own.replace(/\s*\(?0x[0-9a-f]{8}\)?\.?\s*$/i, '').replace(/\.$/, '');
    return new CryptoProError('FAILED', code ? `${sentence} (код ${code})` : sentence);
  }
  return new CryptoProError('FAILED', code ? `${fallback} (код ${code})` : fallback);
}

/**
 * What the portal needs of Госключ (DOMAIN.md §6.5): send a document to a person, identified by СНИЛС
 * with their ФИО, for a qualified (UKEP) or unqualified (UNEP) signature with a time to live → the
 * request's id; its status; the detached CAdES-BES once signed. The protocol behind it is the ЕПГУ
 * partner API's Госключ service as goskey.client.ts models it.
 */
import { AppError } from '../../lib/errors.js';

export type GoskeySignatureType = 'UKEP' | 'UNEP';

export type GoskeySendRequest = {
  signer: {
    snils: string;
    lastName: string;
    firstName: string;
    middleName: string | null;
    /** The person's ИНН when the portal knows it (the sandbox puts it in the certificate, as ЕСИА would). */
    inn: string | null;
  };
  signatureType: GoskeySignatureType;
  ttlSeconds: number;
  document: { name: string; mimeType: string; content: Uint8Array };
  /** What the person sees in the app above the document. */
  title: string;
};

export type GoskeyStatus =
  | { status: 'PENDING'; expiresAt: Date }
  | { status: 'SIGNED'; signedAt: Date | null }
  | { status: 'REJECTED'; reason: string }
  | { status: 'EXPIRED' }
  | { status: 'ERROR'; reason: string };

export type GoskeyClient = {
  /** Sends the package; the same idempotency key answers the same request, never a second one. */
  send(request: GoskeySendRequest, idempotencyKey: string): Promise<{ requestId: string; expiresAt: Date }>;
  status(requestId: string): Promise<GoskeyStatus>;
  /** The detached CAdES-BES (DER) of a SIGNED request. */
  fetchSignature(requestId: string): Promise<Uint8Array>;
};

export const GOSKEY_UNAVAILABLE_MESSAGE = 'Госключ временно недоступен, попробуйте позже';

export const goskeyUnavailable = (upstream: string | number) =>
  new AppError('GOSKEY_UNAVAILABLE', { message: GOSKEY_UNAVAILABLE_MESSAGE, upstream });

/**
 * The send's retries are spent and at least one attempt may have reached the service (no answer, a
 * timeout, 500 / 502 / 504, an answer we could not read): it may hold the request. Re-sending with the
 * same idempotency key finds it, so the caller keeps the key and asks again later.
 */
export class GoskeySendUnknownError extends Error {
  constructor(readonly upstream: string | number) {
    super(GOSKEY_UNAVAILABLE_MESSAGE);
    this.name = 'GoskeySendUnknownError';
  }
}

/** The service refused the package itself; `reason` is Russian and shown to the person. */
export class GoskeyRefusedError extends Error {
  constructor(
    readonly reason: string,
    readonly code: string,
  ) {
    super(reason);
    this.name = 'GoskeyRefusedError';
  }
}

/** The service's error codes in the person's words; an unknown one gets the general text. */
const REASONS: Record<string, string> = {
  SIGNER_NOT_FOUND:
    'Госключ не нашёл пользователя с этим СНИЛС: проверьте СНИЛС в профиле и что приложение «Госключ» установлено и подтверждено',
  SIGNER_DATA_MISMATCH: 'ФИО не совпадает с данными Госуслуг для этого СНИЛС: проверьте ФИО в профиле',
  NO_CERTIFICATE: 'В Госключе нет действующего сертификата: выпустите его в приложении «Госключ»',
  DOCUMENT_TOO_LARGE: 'Документ слишком большой для отправки в Госключ',
  INVALID_REQUEST: 'Госключ не принял запрос на подписание',
  REJECTED_BY_SIGNER: 'Отклонено в Госключе',
  SIGNING_FAILED: 'Госключ не смог подписать документ',
};
export const GENERAL_REASON = 'Госключ не принял запрос на подписание. Обратитесь в поддержку';
export const goskeyReason = (code: string | undefined) => (code && REASONS[code]) || GENERAL_REASON;

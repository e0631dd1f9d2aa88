/**
 * The Госключ sandbox's memory: the packages sent for signing, what the person did with them in the
 * «app» (the sandbox page or the control calls), the faults to inject. Signing is what the app does:
 * a certificate for the person (ФИО, СНИЛС, ИНН when known) from the test CA of lib/signature-crypto
 * (public test keys: trusted only with KEP_TEST_CA), then a real GOST CAdES-BES over the exact bytes.
 * UKEP and UNEP certificates come from that same test CA; the portal trusts it for UNEP only through
 * GOSKEY_UNEP_ROOTS, whose sandbox default is that CA (docs/decisions/signatures.md § Госключ).
 */
import { randomUUID } from 'node:crypto';
import { snilsValid } from '@vyplaty/contracts';
import { makeCertificate, signCades } from '../../lib/signature-crypto/test-pki.js';

export type SandboxSigner = {
  snils: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  inn: string | null;
};

export type SandboxGoskeyRequest = {
  id: string;
  idempotencyKey: string;
  receivedAt: number;
  expiresAt: number;
  signer: SandboxSigner;
  signatureType: 'UKEP' | 'UNEP';
  title: string;
  document: { name: string; mimeType: string; content: Uint8Array };
  status: 'PENDING' | 'SIGNED' | 'REJECTED' | 'ERROR';
  decidedAt: number | null;
  signature: Uint8Array | null;
  error: { code: string; message: string } | null;
};

export type GoskeyFaults = {
  /** The next N sends answer `sendFailStatus` (503 by default) and keep nothing. */
  sendFailNext: number;
  sendFailStatus: number;
  /** The next N sends (new or repeated with a known key) are kept and then the connection is dropped: the answer is lost. */
  lostAnswerNext: number;
  /** СНИЛС nobody in Госключ has: the send is refused with SIGNER_NOT_FOUND. */
  unknownSnils: Set<string>;
};

export type GoskeySandboxState = {
  requests: SandboxGoskeyRequest[];
  byKey: Map<string, SandboxGoskeyRequest>;
  faults: GoskeyFaults;
};

const LIMIT = 1000;

export const createGoskeySandboxState = (): GoskeySandboxState => ({
  requests: [],
  byKey: new Map(),
  faults: { sendFailNext: 0, sendFailStatus: 503, lostAnswerNext: 0, unknownSnils: new Set() },
});

export function keepRequest(state: GoskeySandboxState, request: SandboxGoskeyRequest) {
  state.requests.unshift(request);
  state.byKey.set(request.idempotencyKey, request);
  if (state.requests.length > LIMIT) state.byKey.delete(state.requests.pop()?.idempotencyKey ?? '');
}

export const findRequest = (state: GoskeySandboxState, id: string) => state.requests.find((r) => r.id === id);

/** The status as the service reports it now: a PENDING request past its time to live is EXPIRED. */
export const statusNow = (request: SandboxGoskeyRequest, now: number) =>
  request.status === 'PENDING' && now >= request.expiresAt ? ('EXPIRED' as const) : request.status;

export const fioOf = (s: Pick<SandboxSigner, 'lastName' | 'firstName' | 'middleName'>) =>
  [s.lastName, s.firstName, s.middleName].filter(Boolean).join(' ');

/** A СНИЛС with a right checksum that is not `other`: the "another person" of the wrong-certificate fault. */
export function anotherSnils(other: string): string {
  for (let n = 112_233_445; ; n++) {
    const head = String(n).padStart(9, '0');
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(head[i]) * (9 - i);
    const check = sum < 100 ? sum : sum <= 101 ? 0 : sum % 101 === 100 ? 0 : sum % 101;
    const snils = `${head}${String(check).padStart(2, '0')}`;
    if (snils !== other && snilsValid(snils)) return snils;
  }
}

type Outcome = { ok: true } | { ok: false; error: string };

/** The person confirms in the app: the certificate is theirs (or, as a fault, another person's). */
export function signRequest(
  request: SandboxGoskeyRequest,
  now: number,
  options: { asAnotherPerson?: boolean } = {},
): Outcome {
  const status = statusNow(request, now);
  if (status !== 'PENDING') return { ok: false, error: `Запрос уже не ждёт подписи (${status})` };
  const person = options.asAnotherPerson
    ? { fio: 'Посторонний Пётр Петрович', snils: anotherSnils(request.signer.snils) }
    : {
        fio: fioOf(request.signer),
        snils: request.signer.snils,
        ...(request.signer.inn ? { inn: request.signer.inn } : {}),
      };
  const certificate = makeCertificate(person);
  request.signature = new Uint8Array(Buffer.from(signCades(request.document.content, certificate), 'base64'));
  request.status = 'SIGNED';
  request.decidedAt = now;
  return { ok: true };
}

export function rejectRequest(request: SandboxGoskeyRequest, now: number): Outcome {
  const status = statusNow(request, now);
  if (status !== 'PENDING') return { ok: false, error: `Запрос уже не ждёт подписи (${status})` };
  request.status = 'REJECTED';
  request.decidedAt = now;
  request.error = { code: 'REJECTED_BY_SIGNER', message: 'Пользователь отклонил подписание' };
  return { ok: true };
}

/** Ends the time to live now (the tests do not wait a day). */
export function expireRequest(request: SandboxGoskeyRequest, now: number): Outcome {
  if (statusNow(request, now) !== 'PENDING') return { ok: false, error: 'Запрос уже не ждёт подписи' };
  request.expiresAt = now;
  return { ok: true };
}

/** The service fails while signing: the request ends in ERROR. */
export function failRequest(request: SandboxGoskeyRequest, now: number): Outcome {
  if (statusNow(request, now) !== 'PENDING') return { ok: false, error: 'Запрос уже не ждёт подписи' };
  request.status = 'ERROR';
  request.decidedAt = now;
  request.error = { code: 'SIGNING_FAILED', message: 'Internal signing error' };
  return { ok: true };
}

export function newRequest(input: {
  idempotencyKey: string;
  signer: SandboxSigner;
  signatureType: 'UKEP' | 'UNEP';
  ttlSeconds: number;
  title: string;
  document: SandboxGoskeyRequest['document'];
  now: number;
}): SandboxGoskeyRequest {
  return {
    id: randomUUID(),
    idempotencyKey: input.idempotencyKey,
    receivedAt: input.now,
    expiresAt: input.now + input.ttlSeconds * 1000,
    signer: input.signer,
    signatureType: input.signatureType,
    title: input.title,
    document: input.document,
    status: 'PENDING',
    decidedAt: null,
    signature: null,
    error: null,
  };
}

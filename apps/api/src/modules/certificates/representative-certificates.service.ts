/**
 * SPEC §7 `certificate/representative`: the certificates of the company's responsible persons
 * (representatives), registered by the company, each with what the person may sign for it with that
 * certificate today — the certificate's status and their МЧД (DOMAIN §6.6: in force, the head's
 * signature on it verified, powers for acts and contracts, for payment orders). Company only.
 *
 * A representative signs with a personal certificate (no ИНН ЮЛ since 2022), so one is registered
 * only when its ИНН / СНИЛС are the person's. It may be registered before the МЧД is valid: the list
 * then says what is missing, the way the signing would refuse. Docs: docs/decisions/signatures.md.
 */
import type {
  Certificate,
  RegisterRepresentativeCertificateRequest,
  RepresentativeCertificate,
  RepresentativeCertificateListResponse,
  RepresentativeSigningRight,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { type ExpectedSigner, identityProblems } from '../../lib/signature-crypto/index.js';
import { findCustomer } from '../parties/index.js';
import { findRepresentative, representativeMchdState } from '../representatives/index.js';
import {
  type CertificateRow,
  insertCertificate,
  selectCertificateByThumbprint,
  selectRepresentativeCertificates,
} from './certificates.repo.js';
import { certificateColumns, invalidCertificate, parsedCertificate, toCertificate } from './certificates.service.js';

const COMPANY_ONLY = 'Сертификаты ответственных лиц регистрирует компания';

const digits = (value: string | null | undefined) => (value ? value.replace(/\D/g, '') : '');

async function companyOf(ctx: ActorContext) {
  const customer = await findCustomer(ctx, customerIdOf(ctx, COMPANY_ONLY));
  if (!customer) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
  return customer;
}

const STATUS_TEXT: Record<Certificate['status'], string | null> = {
  ACTIVE: null,
  CREATED: 'Сертификат не подтверждён',
  EXPIRED: 'Срок действия сертификата истёк',
  REVOCATED: 'Сертификат отозван',
};

async function withSigningState(
  ctx: ActorContext,
  customer: { id: string; inn: string },
  row: CertificateRow,
): Promise<RepresentativeCertificate | null> {
  const representativeId = row.representativeId!;
  const person = await findRepresentative(ctx, representativeId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  const state = await representativeMchdState(ctx.db, {
    customerId: customer.id,
    companyInn: customer.inn,
    representativeId,
    at: ctx.now(),
  });
  // A person the company deleted: their certificate is no longer the company's to show.
  if (!person || !state) return null;
  const statusProblem = STATUS_TEXT[row.status]
    ? `${STATUS_TEXT[row.status]}${row.statusReason ? `: ${row.statusReason}` : ''}`
    : null;
  const right = (found: (typeof state)['DOCUMENTS']): RepresentativeSigningRight => {
    const reason = statusProblem ?? ('reason' in found ? found.reason : null);
    return { allowed: reason === null, reason };
  };
  const valid =
    'mchd' in state.DOCUMENTS ? state.DOCUMENTS : 'mchd' in state.PAYMENT_ORDERS ? state.PAYMENT_ORDERS : null;
  return {
    ...toCertificate(row),
    representative: {
      id: person.id,
      name: [person.last_name, person.first_name, person.patronymic].filter(Boolean).join(' '),
      job_title: person.job_title,
    },
    mchd: valid ? { id: valid.mchd.id, number: valid.mchd.number, valid_until: valid.mchd.validUntil } : null,
    can_sign: { documents: right(state.DOCUMENTS), payment_orders: right(state.PAYMENT_ORDERS) },
  };
}

/** GET certificate/representative: every responsible person's certificate, newest first, with their МЧД state. */
export async function listRepresentativeCertificates(
  ctx: ActorContext,
): Promise<RepresentativeCertificateListResponse> {
  const customer = await companyOf(ctx);
  const rows = await selectRepresentativeCertificates(ctx.db, customer.id);
  const items = await Promise.all(rows.map((row) => withSigningState(ctx, customer, row)));
  return { items: items.filter((item): item is RepresentativeCertificate => item !== null) };
}

/**
 * POST certificate/representative: registers a responsible person's personal certificate — refused
 * unless its ИНН / СНИЛС are that person's. The same certificate again answers the row kept; one the
 * company registered as someone else's is a conflict.
 */
export async function registerRepresentativeCertificate(
  ctx: ActorContext,
  input: RegisterRepresentativeCertificateRequest,
): Promise<RepresentativeCertificate> {
  const customer = await companyOf(ctx);
  const person = await findRepresentative(ctx, input.representative_id);
  const certificate = parsedCertificate(input.certificate);
  const { facts } = certificate;
  if (facts.innCompany)
    throw invalidCertificate(
      'Это сертификат организации (руководителя), а не ответственного лица: зарегистрируйте его в разделе «Мои сертификаты»',
    );
  const expected: ExpectedSigner = {
    ...(person.inn ? { inn: digits(person.inn) } : {}),
    ...(person.snils ? { snils: digits(person.snils) } : {}),
  };
  if (!expected.inn && !expected.snils)
    throw invalidCertificate(
      'У ответственного лица не указаны ИНН и СНИЛС: сертификат не с чем сверить. Укажите их в карточке ответственного лица',
    );
  const problems = identityProblems(facts, expected);
  if (problems.length > 0)
    throw invalidCertificate(`Сертификат выдан не этому ответственному лицу: ${problems.join('; ')}`);
  const existing = await selectCertificateByThumbprint(ctx.db, ctx.actor.accountId, facts.thumbprintSha1);
  const row =
    existing ??
    (await insertCertificate(ctx.db, {
      accountId: ctx.actor.accountId,
      customerId: customer.id,
      employeeId: null,
      representativeId: person.id,
      name: input.name ?? null,
      ...(await certificateColumns(ctx, certificate, ctx.now())),
    }));
  if (row.representativeId !== person.id)
    throw new AppError('CONFLICT', {
      message: 'Этот сертификат уже зарегистрирован у компании как сертификат другого лица',
      fields: { certificate: 'Этот сертификат уже зарегистрирован у компании как сертификат другого лица' },
    });
  const answer = await withSigningState(ctx, customer, row);
  if (!answer) throw new AppError('NOT_FOUND', { message: 'Ответственное лицо не найдено' });
  return answer;
}

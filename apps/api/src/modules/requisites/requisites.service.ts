/**
 * The contractor's own payout requisites: bank account, card or СБП. One is primary (payouts use it);
 * the first becomes primary, making another primary moves the mark in the same transaction, and
 * deleting the primary promotes the newest remaining one.
 */

import type {
  CreateRequisiteRequest,
  Requisite,
  RequisiteListResponse,
  UpdateRequisiteRequest,
} from '@vyplaty/contracts';
import { maskCardNumber } from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { employeeIdOf } from '../../lib/actor-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { createFieldCipher, type FieldCipher } from '../../lib/field-cipher.js';
import { lockEmployee } from '../parties/index.js';
import {
  clearPrimary,
  countRequisites,
  insertRequisite,
  markPrimary,
  type RequisiteDetails,
  type RequisiteWithBank,
  selectNewestRequisiteId,
  selectRequisite,
  selectRequisites,
  selectRequisitesOfKind,
  softDeleteRequisite,
  updateRequisiteDetails,
} from './requisites.repo.js';
import { selectSbpBank } from './sbp-banks.repo.js';

type DetailsInput = Exclude<UpdateRequisiteRequest, { kind?: undefined }>;

const NOT_FOUND_MESSAGE = 'Реквизиты не найдены';
const DUPLICATE_MESSAGE = 'Эти реквизиты уже добавлены';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Card numbers are stored only as AES-256-GCM ciphertext bound to the owner (ADR 007). */
export const cardCipher = (ctx: Pick<ActorContext, 'config'>): FieldCipher =>
  // resolveSecrets fills APP_SECRET (given or generated) before the app starts.
  createFieldCipher(ctx.config.APP_SECRET!, 'employee-requisites/card');

const requisitesOwnerIdOf = (ctx: ActorContext) => employeeIdOf(ctx, 'Реквизиты для выплат есть только у исполнителя');

export const toRequisite = (row: RequisiteWithBank): Requisite => ({
  id: row.id,
  kind: row.kind,
  is_primary: row.isPrimary,
  bik: row.bik,
  bank_name: row.bankName,
  corr_account: row.corrAccount,
  account_number: row.accountNumber,
  card_number_masked: row.cardNumberMasked,
  sbp_phone: row.sbpPhone,
  sbp_bank_id: row.sbpBankId,
  sbp_bank_name: row.sbpBankName,
  created_at: row.createdAt.toISOString(),
});

export async function findRequisites(ctx: ActorContext): Promise<RequisiteListResponse> {
  const rows = await selectRequisites(ctx.db, requisitesOwnerIdOf(ctx));
  return { items: rows.map(toRequisite) };
}

/** Adds a requisite; the contractor's first one is primary whatever the request says. */
export async function createRequisite(ctx: ActorContext, input: CreateRequisiteRequest): Promise<Requisite> {
  const employeeId = requisitesOwnerIdOf(ctx);
  const now = ctx.now();
  return inTransaction(ctx, async (txCtx) => {
    await lockOwn(txCtx, employeeId);
    const details = await detailsFor(txCtx, employeeId, input);
    const isPrimary = (await countRequisites(txCtx.db, employeeId)) === 0 || input.is_primary === true;
    if (isPrimary) await clearPrimary(txCtx.db, employeeId, now);
    const row = await insertRequisite(txCtx.db, { ...details, employeeId, isPrimary, now });
    return reread(txCtx.db, employeeId, row.id);
  });
}

/** Replaces the details (any kind) and/or makes the requisite primary. */
export async function updateRequisite(
  ctx: ActorContext,
  id: string,
  input: UpdateRequisiteRequest,
): Promise<Requisite> {
  const employeeId = requisitesOwnerIdOf(ctx);
  const now = ctx.now();
  return inTransaction(ctx, async (txCtx) => {
    await lockOwn(txCtx, employeeId);
    const current = await ownRequisite(txCtx.db, employeeId, id);
    if (input.kind !== undefined) {
      await updateRequisiteDetails(txCtx.db, employeeId, id, await detailsFor(txCtx, employeeId, input, id), now);
    }
    if (input.is_primary === true && !current.isPrimary) {
      await clearPrimary(txCtx.db, employeeId, now, id);
      await markPrimary(txCtx.db, employeeId, id, now);
    }
    return reread(txCtx.db, employeeId, id);
  });
}

/** Soft delete (payouts may refer to the row); the newest remaining one becomes primary if this was. */
export async function deleteRequisite(ctx: ActorContext, id: string): Promise<void> {
  const employeeId = requisitesOwnerIdOf(ctx);
  const now = ctx.now();
  await inTransaction(ctx, async (txCtx) => {
    await lockOwn(txCtx, employeeId);
    const current = await ownRequisite(txCtx.db, employeeId, id);
    await softDeleteRequisite(txCtx.db, employeeId, id, now);
    if (!current.isPrimary) return;
    const next = await selectNewestRequisiteId(txCtx.db, employeeId);
    if (next) await markPrimary(txCtx.db, employeeId, next, now);
  });
}

/** The contractor's row, locked: requisite changes of one contractor run one at a time. */
async function lockOwn(txCtx: TxContext, employeeId: string) {
  if (!(await lockEmployee(txCtx, employeeId))) throw notFound(NOT_FOUND_MESSAGE);
}

/** Another contractor's requisite answers exactly like an unknown id. */
async function ownRequisite(tx: Db, employeeId: string, id: string) {
  const row = UUID.test(id) ? await selectRequisite(tx, employeeId, id) : undefined;
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

async function reread(tx: Db, employeeId: string, id: string) {
  const row = await selectRequisite(tx, employeeId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toRequisite(row);
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

/**
 * The stored columns of validated input (contracts already checked formats and checksums). Checks
 * what needs the database: the СБП participant exists, the same details are not added twice.
 */
async function detailsFor(
  txCtx: TxContext<ActorContext>,
  employeeId: string,
  input: DetailsInput,
  exceptId?: string,
): Promise<RequisiteDetails> {
  const empty: RequisiteDetails = {
    kind: input.kind,
    bik: null,
    bankName: null,
    corrAccount: null,
    accountNumber: null,
    cardNumberEncrypted: null,
    cardNumberMasked: null,
    sbpPhone: null,
    sbpBankId: null,
  };
  const others = (await selectRequisitesOfKind(txCtx.db, employeeId, input.kind)).filter((r) => r.id !== exceptId);
  const duplicate = (field: string) =>
    new AppError('CONFLICT', { message: DUPLICATE_MESSAGE, fields: { [field]: DUPLICATE_MESSAGE } });

  if (input.kind === 'BANK_ACCOUNT') {
    if (others.some((r) => r.bik === input.bik && r.accountNumber === input.account_number)) {
      throw duplicate('account_number');
    }
    return {
      ...empty,
      bik: input.bik,
      bankName: input.bank_name,
      corrAccount: input.corr_account,
      accountNumber: input.account_number,
    };
  }
  if (input.kind === 'CARD') {
    const cipher = cardCipher(txCtx);
    const isSameCard = (stored: string | null) =>
      stored !== null && cipher.decrypt(stored, employeeId) === input.card_number;
    if (others.some((r) => isSameCard(r.cardNumberEncrypted))) throw duplicate('card_number');
    return {
      ...empty,
      cardNumberEncrypted: cipher.encrypt(input.card_number, employeeId),
      cardNumberMasked: maskCardNumber(input.card_number),
    };
  }
  if (!(await selectSbpBank(txCtx.db, input.sbp_bank_id))) {
    throw fieldError('sbp_bank_id', 'Банк не найден среди участников СБП: выберите его из списка');
  }
  if (others.some((r) => r.sbpPhone === input.phone && r.sbpBankId === input.sbp_bank_id)) throw duplicate('phone');
  return { ...empty, sbpPhone: input.phone, sbpBankId: input.sbp_bank_id };
}

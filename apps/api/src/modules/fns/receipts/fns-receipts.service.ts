/**
 * Receipts of income in FNS (DOMAIN.md §2.1 «Receipt», §3.5): every НПД payout gets one, registered
 * with PostIncomeRequestV2 from a job; the company may cancel it (PostCancelReceiptRequestV2).
 *
 * - registerIncome is called by the payout work INSIDE its transaction, right after the ledger debit:
 *   the PENDING row, the recorded FNS message and the job commit with the debit or not at all. The
 *   operation unique id is the payout id; a second call with it returns the same row and sends nothing.
 * - The payout history event ADD_RECEIPT is not written here: there is no payout table yet. The
 *   registration job calls `receiptRegistered` (fns-receipt-registered.ts) in the transaction that
 *   marks the receipt REGISTERED; the payout work adds the event there once payouts exist.
 * - A receipt FNS refused ends in ERROR, still owed by law: `requeueIncomeRegistration` (for support,
 *   once the cause is fixed) sends it again; FNS answers DUPLICATE if it had registered it after all.
 */

import type { AppContext } from '../../../context.js';
import { inTransaction, type TxContext } from '../../../db/transaction.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { recordFnsRequest } from '../fns-request-runner.js';
import { insertFnsRequests } from '../fns-requests.repo.js';
import { PAYOUT_INCOME_TYPE, registerIncomeJob } from './fns-income-registration.jobs.js';
import { registerIncomesJob } from './fns-income-registration-batch.jobs.js';
import { cancelReceiptJob } from './fns-receipt-cancel.jobs.js';
import { toReceiptView } from './fns-receipts.present.js';
import {
  type FnsReceiptRow,
  insertReceipt,
  selectCustomerReceiptForUpdate,
  selectReceiptByOperation,
  selectReceiptParties,
  updateReceipt,
} from './fns-receipts.repo.js';
import {
  insertReceipts,
  selectReceiptPartiesMany,
  selectReceiptsByOperations,
  setRegisterRequests,
} from './fns-receipts-batch.repo.js';

export const RECEIPT_NOT_FOUND_MESSAGE = 'Чек не найден';

export type IncomeService = { name: string; amountKopecks: bigint; quantity: number };
export type RegisterIncomeInput = {
  customerId: string;
  employeeId: string;
  /** The payout id: FNS never holds two receipts for it. */
  operationUniqueId: string;
  /** When the money was paid. */
  operationTime: Date;
  /** 1..6 lines; amountKopecks is the price of one unit. */
  services: IncomeService[];
  payoutId?: string;
};

const invalid = (message: string) => new AppError('VALIDATION_ERROR', { message });

/** Σ amount × quantity, after the checks FNS would otherwise refuse with REQUEST_VALIDATION_ERROR. */
function validatedTotal(input: RegisterIncomeInput): bigint {
  if (!input.operationUniqueId || input.operationUniqueId.length > 100)
    throw invalid('Некорректный идентификатор выплаты');
  if (Number.isNaN(input.operationTime.getTime())) throw invalid('Некорректное время выплаты');
  if (input.services.length < 1 || input.services.length > 6) {
    throw invalid('В чеке должно быть от 1 до 6 услуг');
  }
  let total = 0n;
  for (const service of input.services) {
    const name = service.name.trim();
    if (!name || name.length > 256) throw invalid('Название услуги в чеке: от 1 до 256 символов');
    if (typeof service.amountKopecks !== 'bigint' || service.amountKopecks <= 0n) {
      throw invalid('Сумма услуги в чеке должна быть положительной, в копейках');
    }
    if (!Number.isInteger(service.quantity) || service.quantity < 1 || service.quantity > 999_999) {
      throw invalid('Количество услуги в чеке: целое число от 1 до 999 999');
    }
    total += service.amountKopecks * BigInt(service.quantity);
  }
  return total;
}

/** The PostIncomeRequestV2 of a receipt, as recorded for FNS. */
const incomePayload = (row: FnsReceiptRow, now: Date) => ({
  inn: row.inn,
  requestTime: now.toISOString(),
  operationTime: row.operationTime.toISOString(),
  incomeType: PAYOUT_INCOME_TYPE,
  customerInn: row.customerInn,
  customerOrganization: row.customerOrganization,
  services: row.services,
  totalAmountKopecks: row.totalKopecks,
  operationUniqueId: row.operationUniqueId,
});

/** Records the PostIncomeRequestV2 message for a PENDING receipt and enqueues the job that sends it. */
export async function requeueIncomeRegistration(txCtx: TxContext, row: FnsReceiptRow) {
  const now = txCtx.now();
  const request = await recordFnsRequest(
    txCtx.db,
    'PostIncomeRequestV2',
    incomePayload(row, now),
    { employeeId: row.employeeId, inn: row.inn },
    now,
  );
  const updated = await updateReceipt(
    txCtx.db,
    row.id,
    { status: 'PENDING', registerRequestId: request.id, errorCode: null, errorMessage: null },
    now,
  );
  await txCtx.jobs.enqueue(txCtx.db, registerIncomeJob, { receiptId: row.id }, { singletonKey: `register:${row.id}` });
  return updated;
}

/**
 * registerIncome for several operations of one company in one transaction (a batch of payouts settled
 * together): the same receipts and PostIncomeRequestV2 messages, written a statement per step for all,
 * and one fns.register-incomes job that sends the new ones. Any invalid input or unknown party refuses
 * the whole call (the caller then registers them one by one); an operation that has its receipt already
 * keeps it, nothing is sent for it again.
 */
export async function registerIncomes(txCtx: TxContext, inputs: RegisterIncomeInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const customerId = inputs[0]!.customerId;
  if (inputs.some((i) => i.customerId !== customerId)) throw new Error('registerIncomes is for one company');
  const totals = inputs.map(validatedTotal);
  const existing = new Set(
    (
      await selectReceiptsByOperations(
        txCtx.db,
        inputs.map((i) => i.operationUniqueId),
      )
    ).map((r) => r.operationUniqueId),
  );
  const fresh = inputs.flatMap((input, index) =>
    existing.has(input.operationUniqueId) ? [] : [{ input, total: totals[index]! }],
  );
  if (fresh.length === 0) return;
  const parties = await selectReceiptPartiesMany(
    txCtx.db,
    customerId,
    fresh.map((f) => f.input.employeeId),
  );
  if (!parties.customer) throw notFound('Компания или исполнитель не найдены');
  const customer = parties.customer;
  const values = fresh.map(({ input, total }) => {
    if (!parties.employeeInns.has(input.employeeId)) throw notFound('Компания или исполнитель не найдены');
    const inn = parties.employeeInns.get(input.employeeId);
    if (!inn) throw invalid('У исполнителя не указан ИНН: чек в «Мой налог» зарегистрировать нельзя');
    return {
      customerId,
      employeeId: input.employeeId,
      inn,
      operationUniqueId: input.operationUniqueId,
      payoutId: input.payoutId ?? null,
      services: input.services.map((s) => ({
        name: s.name.trim(),
        amountKopecks: s.amountKopecks,
        quantity: s.quantity,
      })),
      totalKopecks: total,
      operationTime: input.operationTime,
      customerInn: customer.inn,
      customerOrganization: customer.organisationName,
    };
  });
  const now = txCtx.now();
  // Another transaction may have inserted one of these operations meanwhile: that row is its receipt.
  const inserted = await insertReceipts(txCtx.db, values, now);
  const requests = await insertFnsRequests(
    txCtx.db,
    inserted.map((row) => ({
      method: 'PostIncomeRequestV2',
      employeeId: row.employeeId,
      inn: row.inn,
      payload: incomePayload(row, now),
    })),
    now,
  );
  const requestOf = new Map(
    requests.map((r) => [(r.payload as { operationUniqueId: string }).operationUniqueId, r.id]),
  );
  await setRegisterRequests(
    txCtx.db,
    inserted.map((row) => ({ id: row.id, requestId: requestOf.get(row.operationUniqueId)! })),
    now,
  );
  if (inserted.length > 0) {
    await txCtx.jobs.enqueue(txCtx.db, registerIncomesJob, { receiptIds: inserted.map((row) => row.id) });
  }
}

/** See the header. Returns the receipt row (the existing one for a repeated operation unique id). */
export async function registerIncome(txCtx: TxContext, input: RegisterIncomeInput): Promise<FnsReceiptRow> {
  const total = validatedTotal(input);
  const existing = await selectReceiptByOperation(txCtx.db, input.operationUniqueId);
  if (existing) return existing;
  const parties = await selectReceiptParties(txCtx.db, input.customerId, input.employeeId);
  if (!parties) throw notFound('Компания или исполнитель не найдены');
  if (!parties.employeeInn) throw invalid('У исполнителя не указан ИНН: чек в «Мой налог» зарегистрировать нельзя');
  const inserted = await insertReceipt(
    txCtx.db,
    {
      customerId: input.customerId,
      employeeId: input.employeeId,
      inn: parties.employeeInn,
      operationUniqueId: input.operationUniqueId,
      payoutId: input.payoutId ?? null,
      services: input.services.map((s) => ({
        name: s.name.trim(),
        amountKopecks: s.amountKopecks,
        quantity: s.quantity,
      })),
      totalKopecks: total,
      operationTime: input.operationTime,
      customerInn: parties.customer.inn,
      customerOrganization: parties.customer.organisationName,
    },
    txCtx.now(),
  );
  // Another transaction inserted the same operation meanwhile: that row is the receipt.
  if (!inserted) return (await selectReceiptByOperation(txCtx.db, input.operationUniqueId))!;
  return requeueIncomeRegistration(txCtx, inserted);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** FNS ReceiptIds are short latin letters and digits. */
const FNS_RECEIPT_ID = /^[0-9a-z]{1,50}$/i;

const STATE_MESSAGES: Record<Exclude<FnsReceiptRow['status'], 'REGISTERED'>, string> = {
  PENDING: 'Чек ещё не зарегистрирован в ФНС: аннулировать можно только зарегистрированный чек',
  ERROR: 'Чек не зарегистрирован в ФНС: аннулировать можно только зарегистрированный чек',
  CANCEL_PENDING: 'Чек уже аннулируется: дождитесь ответа ФНС',
  CANCELED: 'Чек уже аннулирован',
};

/**
 * The company cancels its receipt (`receipt_id`: our id or FNS's ReceiptId). Another company's, an
 * unknown and a malformed id all answer the same 404. Only a REGISTERED receipt can be cancelled.
 */
export async function cancelReceipt(
  ctx: AppContext,
  owner: { customerId: string },
  input: { receipt_id: string; reason_code: 'REFUND' | 'REGISTRATION_MISTAKE' },
) {
  const ref = UUID.test(input.receipt_id)
    ? { id: input.receipt_id.toLowerCase() }
    : FNS_RECEIPT_ID.test(input.receipt_id)
      ? { fnsReceiptId: input.receipt_id }
      : undefined;
  if (!ref) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
  const row = await inTransaction(ctx, async (txCtx) => {
    const receipt = await selectCustomerReceiptForUpdate(txCtx.db, owner.customerId, ref);
    if (!receipt) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
    if (receipt.status !== 'REGISTERED' || !receipt.receiptId) {
      throw new AppError('INVALID_STATE', {
        message: STATE_MESSAGES[receipt.status as keyof typeof STATE_MESSAGES] ?? STATE_MESSAGES.PENDING,
      });
    }
    const now = txCtx.now();
    const request = await recordFnsRequest(
      txCtx.db,
      'PostCancelReceiptRequestV2',
      { inn: receipt.inn, receiptId: receipt.receiptId, reasonCode: input.reason_code },
      { employeeId: receipt.employeeId, inn: receipt.inn },
      now,
    );
    const updated = await updateReceipt(
      txCtx.db,
      receipt.id,
      {
        status: 'CANCEL_PENDING',
        cancelReason: input.reason_code,
        cancelRequestId: request.id,
        errorCode: null,
        errorMessage: null,
      },
      now,
    );
    await txCtx.jobs.enqueue(
      txCtx.db,
      cancelReceiptJob,
      { receiptId: receipt.id },
      { singletonKey: `cancel:${receipt.id}` },
    );
    return updated;
  });
  return toReceiptView(row);
}

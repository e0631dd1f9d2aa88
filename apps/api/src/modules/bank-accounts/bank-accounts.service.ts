/**
 * Profile → payments-accounts: the company's bank accounts. Only the customer (role user) has them;
 * every read and write is scoped to the caller's own company, and another company's account answers
 * exactly like an unknown one. Connecting an integration (SBER_BALANCE binding, 1C:DirectBank login)
 * is not done here: new accounts have no integration, later modules set it.
 */

import {
  type BankAccount,
  type BankAccountHistoryEvent,
  type BankAccountListResponse,
  type BankAccountType,
  bankAccountIssues,
  type CreateBankAccountRequest,
  type UpdateBankAccountRequest,
} from '@vyplaty/contracts';
import type { ActorContext } from '../../context.js';
import { inTransaction, type TxContext } from '../../db/transaction.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordHistoryEvent } from '../history/index.js';
import { lockCustomer } from '../parties/index.js';
import {
  type BankAccountChange,
  type BankAccountRow,
  clearDefaultBankAccount,
  insertBankAccount,
  markBankAccountDeleted,
  selectBankAccount,
  selectBankAccountByNumber,
  selectBankAccounts,
  selectNewestBankAccount,
  updateBankAccountRow,
} from './bank-accounts.repo.js';

const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  account_type: row.accountType,
  bik: row.bik,
  bank_name: row.bankName,
  corr_account: row.corrAccount,
  account_number: row.accountNumber,
  integration: row.integration,
  integration_status: row.integrationStatus,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', { message: 'Счёт не найден' });
const duplicate = () =>
  new AppError('CONFLICT', {
    message: 'Такой счёт уже добавлен',
    fields: { account_number: 'Такой счёт уже добавлен' },
  });
const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', { message: Object.values(fields)[0] ?? 'Некорректный запрос', fields });

/** The caller's company; the other role gets SPEC §6 'user not authenticated' (403). */

/** A malformed id is just an unknown account (and would otherwise fail the uuid cast in SQL). */

/**
 * The company's journal (GET user/journal) shows who added, changed, made default or removed an account,
 * written in the change's transaction. The event names the account by id only: the journal reads its
 * bank and masked number from the (soft-deleted when removed) row.
 */
async function recordAccountEvent(
  txCtx: TxContext<ActorContext>,
  customerId: string,
  accountId: string,
  event: BankAccountHistoryEvent,
): Promise<void> {
  await recordHistoryEvent(txCtx, {
    entityKind: 'bank_account',
    entityId: accountId,
    event,
    customerId,
    actorAccountId: txCtx.actor.accountId,
  });
}

/**
 * Locks the company's accounts for the transaction and returns the account type its ИНН allows: a
 * company (10 digits) holds organisation accounts, an ИП (12 digits) accounts of an ИП.
 */
async function lockCompany(txCtx: TxContext, customerId: string): Promise<BankAccountType> {
  const customer = await lockCustomer(txCtx, customerId);
  if (!customer) throw notFound();
  return customer.inn.length === 12 ? 'IP' : 'LEGAL_ENTITY';
}

function checkAccount(
  account: Parameters<typeof bankAccountIssues>[0],
  companyType: BankAccountType,
): Record<string, string> {
  const issues: Record<string, string> = { ...bankAccountIssues(account) };
  if (account.account_type !== companyType) {
    issues.account_type =
      companyType === 'IP'
        ? 'Компания зарегистрирована как ИП: выберите тип счёта «ИП»'
        : 'Компания — юридическое лицо: выберите тип счёта «Юрлицо»';
  }
  return issues;
}

/**
 * One live account of the company by id (moneyback sends the money back to it); undefined for an
 * unknown, removed, malformed or another company's id.
 */
export async function findCompanyBankAccount(
  ctx: Pick<ActorContext, 'db'>,
  customerId: string,
  id: string,
): Promise<BankAccountRow | undefined> {
  return isUuid(id) ? selectBankAccount(ctx.db, customerId, id) : undefined;
}

/**
 * The company's default account (the payer of the payment orders it sends from its own bank);
 * undefined while it has none. The first account becomes the default and removing it passes the mark on.
 */
export async function findDefaultBankAccount(
  ctx: Pick<ActorContext, 'db'>,
  customerId: string,
): Promise<BankAccountRow | undefined> {
  return (await selectBankAccounts(ctx.db, customerId)).find((row) => row.isDefault);
}

/** Every live account of the company, default first (a registry file's payer must be one of them). */
export const findCompanyBankAccounts = (ctx: Pick<ActorContext, 'db'>, customerId: string): Promise<BankAccountRow[]> =>
  selectBankAccounts(ctx.db, customerId);

export async function findBankAccounts(ctx: ActorContext): Promise<BankAccountListResponse> {
  const rows = await selectBankAccounts(ctx.db, customerIdOf(ctx));
  return { items: rows.map(toBankAccount) };
}

/** Adds an account; the company's first one, or one asked to be, becomes the default. */
export async function createBankAccount(ctx: ActorContext, input: CreateBankAccountRequest): Promise<BankAccount> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (txCtx) => {
    const issues = checkAccount(input, await lockCompany(txCtx, customerId));
    if (Object.keys(issues).length > 0) throw invalid(issues);
    const number = { bik: input.bik, accountNumber: input.account_number };
    if (await selectBankAccountByNumber(txCtx.db, customerId, number)) throw duplicate();

    const now = txCtx.now();
    const isFirst = !(await selectNewestBankAccount(txCtx.db, customerId));
    const isDefault = isFirst || input.is_default === true;
    if (isDefault && !isFirst) await clearDefaultBankAccount(txCtx.db, customerId, now);
    const row = await insertBankAccount(txCtx.db, {
      customerId,
      accountType: input.account_type,
      bik: input.bik,
      bankName: input.bank_name,
      corrAccount: input.corr_account,
      accountNumber: input.account_number,
      isDefault,
      createdAt: now,
    });
    await recordAccountEvent(txCtx, customerId, row.id, 'ADDED');
    // The first account is the default by itself; another one only when asked.
    if (isDefault && !isFirst) await recordAccountEvent(txCtx, customerId, row.id, 'MADE_DEFAULT');
    return toBankAccount(row);
  });
}

/**
 * Changes an account; the result is checked as a whole. The requisites of an account with an active
 * integration stay as the bank knows them until it is disconnected.
 */
export async function updateBankAccount(
  ctx: ActorContext,
  id: string,
  input: UpdateBankAccountRequest,
): Promise<BankAccount> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  return inTransaction(ctx, async (txCtx) => {
    const companyType = await lockCompany(txCtx, customerId);
    const current = await selectBankAccount(txCtx.db, customerId, id);
    if (!current) throw notFound();

    const merged = {
      account_type: input.account_type ?? current.accountType,
      bik: input.bik ?? current.bik,
      bank_name: input.bank_name ?? current.bankName,
      corr_account: input.corr_account ?? current.corrAccount,
      account_number: input.account_number ?? current.accountNumber,
    };
    const isRequisiteChange =
      merged.account_type !== current.accountType ||
      merged.bik !== current.bik ||
      merged.corr_account !== current.corrAccount ||
      merged.account_number !== current.accountNumber;
    if (isRequisiteChange && current.integrationStatus === 'IN_PROCESS') throw bindingInProgress();
    if (isRequisiteChange && current.integrationStatus === 'ACTIVE') {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Счёт подключён к интеграции с банком: отключите её, чтобы изменить реквизиты',
      });
    }
    if (input.is_default === false && current.isDefault) {
      throw invalid({ is_default: 'Чтобы сменить основной счёт, сделайте основным другой счёт' });
    }
    if (isRequisiteChange) {
      const issues = checkAccount(merged, companyType);
      if (Object.keys(issues).length > 0) throw invalid(issues);
      const number = { bik: merged.bik, accountNumber: merged.account_number };
      if (await selectBankAccountByNumber(txCtx.db, customerId, number, id)) throw duplicate();
    }

    const now = txCtx.now();
    const change: BankAccountChange = {
      accountType: merged.account_type,
      bik: merged.bik,
      bankName: merged.bank_name,
      corrAccount: merged.corr_account,
      accountNumber: merged.account_number,
    };
    if (input.is_default === true && !current.isDefault) {
      await clearDefaultBankAccount(txCtx.db, customerId, now);
      change.isDefault = true;
    }
    const row = await updateBankAccountRow(txCtx.db, customerId, id, change, now);
    if (!row) throw notFound();
    if (isRequisiteChange || merged.bank_name !== current.bankName) {
      await recordAccountEvent(txCtx, customerId, id, 'UPDATED');
    }
    if (change.isDefault) await recordAccountEvent(txCtx, customerId, id, 'MADE_DEFAULT');
    return toBankAccount(row);
  });
}

/**
 * The bank is binding this very account (sber-balance step): its number must not change or vanish
 * under the bank, or the binding would end on an account that is no longer the one we hold.
 */
function bindingInProgress() {
  return new AppError('INVALID_STATE', {
    message: 'Счёт подключается к банку: дождитесь окончания подключения, затем меняйте или удаляйте его',
  });
}

/**
 * Removes an account (soft delete). When it was the default, the newest remaining one becomes the
 * default. An account with an active integration must be disconnected first.
 */
export async function deleteBankAccount(ctx: ActorContext, id: string): Promise<void> {
  const customerId = customerIdOf(ctx);
  if (!isUuid(id)) throw notFound();
  await inTransaction(ctx, async (txCtx) => {
    await lockCompany(txCtx, customerId);
    const current = await selectBankAccount(txCtx.db, customerId, id);
    if (!current) throw notFound();
    if (current.integrationStatus === 'IN_PROCESS') throw bindingInProgress();
    if (current.integrationStatus === 'ACTIVE') {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Счёт подключён к интеграции с банком: сначала отключите интеграцию, затем удалите счёт',
      });
    }
    const now = txCtx.now();
    await markBankAccountDeleted(txCtx.db, customerId, id, now);
    await recordAccountEvent(txCtx, customerId, id, 'REMOVED');
    if (current.isDefault) {
      const next = await selectNewestBankAccount(txCtx.db, customerId);
      if (next) {
        await updateBankAccountRow(txCtx.db, customerId, next.id, { isDefault: true }, now);
        await recordAccountEvent(txCtx, customerId, next.id, 'MADE_DEFAULT');
      }
    }
  });
}

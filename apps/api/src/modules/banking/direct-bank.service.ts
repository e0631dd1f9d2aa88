/**
 * The company's own bank through 1C:DirectBank (SPEC §7 Bank: one_c_direct_bank login, login_otp,
 * logout). Logging in is the one bank call made inside a request: the person types the bank's password
 * and then the code the bank sent, and waits for each answer (like the lookups; docs/decisions/bank.md).
 * The bank's call is made outside any transaction; its result is written under the company's lock.
 * The password passes through in memory only; the bank's session ids are stored encrypted, bound to
 * the company.
 */
import type { DirectBankSession } from '@vyplaty/contracts';
import type { ActorContext, AppContext } from '../../context.js';
import { type DbContext, inTransaction } from '../../db/transaction.js';
import { type DirectBankClient, DirectBankError } from '../../integrations/one-c-direct-bank/direct-bank.client.js';
import { bankUnavailable } from '../../integrations/sber/sber.client.js';
import { customerIdOf } from '../../lib/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { createFieldCipher, type FieldCipher } from '../../lib/field-cipher.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { lockCustomer } from '../parties/index.js';
import {
  countWrongOtp,
  type DirectBankSessionChange,
  type DirectBankSessionRow,
  saveDirectBankSession,
  selectDirectBankSession,
} from './direct-bank.repo.js';

/** How long the bank's code is good for (the sandbox and the standard's recommendation: 5 minutes). */
const OTP_LIFETIME_MS = 5 * 60_000;

export const DIRECT_BANK_LOGIN_LIMIT: RateLimitRule = {
  name: 'direct-bank-login',
  limit: 10,
  windowSeconds: 15 * 60,
  message: 'Слишком много попыток входа в банк. Попробуйте через 15 минут',
};
export const DIRECT_BANK_OTP_LIMIT: RateLimitRule = {
  name: 'direct-bank-otp',
  limit: 10,
  windowSeconds: 15 * 60,
  message: 'Слишком много попыток ввода кода. Попробуйте через 15 минут',
};
export const DIRECT_BANK_NO_LOGIN_MESSAGE = 'Сначала войдите в банк по логину и паролю';
export const DIRECT_BANK_OTP_EXPIRED_MESSAGE = 'Код из СМС больше не действует. Войдите в банк снова';

const sessionCipher = (ctx: Pick<AppContext, 'config'>): FieldCipher =>
  // resolveSecrets fills APP_SECRET (given or generated) before the app starts.
  createFieldCipher(ctx.config.APP_SECRET!, 'direct-bank/session');
const pendingContext = (customerId: string) => `${customerId}:pending`;
const sessionContext = (customerId: string) => `${customerId}:session`;

const LOGGED_OUT: DirectBankSessionChange = {
  status: 'LOGGED_OUT',
  pendingSidCipher: null,
  sessionCipher: null,
  phoneMask: null,
  sessionCode: null,
  otpAttempts: 0,
  expiresAt: null,
};

function toSession(row: DirectBankSessionRow | undefined, now: Date): DirectBankSession {
  if (!row) return { status: 'NONE', phone_mask: null, session_code: null, expires_at: null, updated_at: null };
  const lapsed = row.status !== 'LOGGED_OUT' && (!row.expiresAt || row.expiresAt <= now);
  const status = lapsed ? 'EXPIRED' : row.status;
  const waiting = status === 'OTP_REQUIRED';
  return {
    status,
    phone_mask: waiting ? row.phoneMask : null,
    session_code: waiting ? row.sessionCode : null,
    expires_at: status === 'ACTIVE' || waiting ? (row.expiresAt?.toISOString() ?? null) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

function clientOf(ctx: AppContext): DirectBankClient {
  if (!ctx.oneCDirectBank) throw bankUnavailable('DirectBank not configured');
  return ctx.oneCDirectBank;
}

/** The bank's refusal as the answer the person reads, on the field it concerns. */
function refusal(error: unknown): unknown {
  if (!(error instanceof DirectBankError)) return error;
  if (error.code === '1201')
    return new AppError('VALIDATION_ERROR', { message: error.reason, fields: { password: error.reason } });
  if (error.code === '1204')
    return new AppError('VALIDATION_ERROR', { message: error.reason, fields: { otp: error.reason } });
  if (error.code === '1203') return new AppError('RATE_LIMITED', { message: error.reason, upstream: error.code });
  if (error.code === '1006' || error.code === '1007') {
    return new AppError('INVALID_STATE', { message: DIRECT_BANK_OTP_EXPIRED_MESSAGE, upstream: error.code });
  }
  return new AppError('VALIDATION_ERROR', { message: error.reason, upstream: error.code });
}

export async function getDirectBankSession(ctx: ActorContext): Promise<DirectBankSession> {
  const customerId = customerIdOf(ctx);
  return toSession(await selectDirectBankSession(ctx.db, customerId), ctx.now());
}

/** Login and password → the bank sends a code (OTP_REQUIRED), or gives a session at once (ACTIVE). */
export async function loginDirectBank(
  ctx: ActorContext,
  credentials: { login: string; password: string },
): Promise<DirectBankSession> {
  const customerId = customerIdOf(ctx);
  const bank = clientOf(ctx);
  await consumeRateLimit(ctx.db, DIRECT_BANK_LOGIN_LIMIT, customerId, ctx.now());
  const logon = await bank.logon(credentials).catch((error: unknown) => {
    throw refusal(error);
  });
  const cipher = sessionCipher(ctx);
  await inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, customerId);
    const now = txCtx.now();
    await saveDirectBankSession(
      txCtx.db,
      customerId,
      logon.kind === 'SESSION'
        ? {
            ...LOGGED_OUT,
            status: 'ACTIVE',
            sessionCipher: cipher.encrypt(logon.sid, sessionContext(customerId)),
            expiresAt: new Date(now.getTime() + txCtx.config.ONE_C_DIRECT_BANK_SESSION_TTL_SECONDS * 1000),
          }
        : {
            ...LOGGED_OUT,
            status: 'OTP_REQUIRED',
            pendingSidCipher: cipher.encrypt(logon.sid, pendingContext(customerId)),
            phoneMask: logon.phoneMask,
            sessionCode: logon.sessionCode,
            expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
          },
      now,
    );
  });
  return getDirectBankSession(ctx);
}

/** The code from the SMS → the bank's authorised session (ACTIVE). */
export async function confirmDirectBankOtp(ctx: ActorContext, { otp }: { otp: string }): Promise<DirectBankSession> {
  const customerId = customerIdOf(ctx);
  const bank = clientOf(ctx);
  const row = await selectDirectBankSession(ctx.db, customerId);
  if (row?.status !== 'OTP_REQUIRED' || !row.pendingSidCipher) {
    throw new AppError('INVALID_STATE', { message: DIRECT_BANK_NO_LOGIN_MESSAGE });
  }
  if (!row.expiresAt || row.expiresAt <= ctx.now()) {
    throw new AppError('INVALID_STATE', { message: DIRECT_BANK_OTP_EXPIRED_MESSAGE });
  }
  await consumeRateLimit(ctx.db, DIRECT_BANK_OTP_LIMIT, customerId, ctx.now());
  const cipher = sessionCipher(ctx);
  const pendingSid = cipher.decrypt(row.pendingSidCipher, pendingContext(customerId));
  let sid: string;
  try {
    sid = (await bank.logonOtp({ sid: pendingSid, otp })).sid;
  } catch (error) {
    if (error instanceof DirectBankError && ['1204', '1006', '1007'].includes(error.code)) {
      await inTransaction(ctx, async (txCtx) => {
        await lockCustomer(txCtx, customerId);
        // The bank closed this logon: the code step cannot be finished any more.
        if (error.code === '1204') await countWrongOtp(txCtx.db, customerId, txCtx.now());
        else await saveDirectBankSession(txCtx.db, customerId, LOGGED_OUT, txCtx.now());
      });
    }
    throw refusal(error);
  }
  await inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, customerId);
    const now = txCtx.now();
    await saveDirectBankSession(
      txCtx.db,
      customerId,
      {
        ...LOGGED_OUT,
        status: 'ACTIVE',
        sessionCipher: cipher.encrypt(sid, sessionContext(customerId)),
        expiresAt: new Date(now.getTime() + txCtx.config.ONE_C_DIRECT_BANK_SESSION_TTL_SECONDS * 1000),
      },
      now,
    );
  });
  return getDirectBankSession(ctx);
}

/**
 * Forgets the bank session (the DirectBank standard has no logout call: the bank closes an unused
 * session by itself after a few minutes). Answers the state also when there was nothing to forget.
 */
export async function logoutDirectBank(ctx: ActorContext): Promise<DirectBankSession> {
  const customerId = customerIdOf(ctx);
  await inTransaction(ctx, async (txCtx) => {
    await lockCustomer(txCtx, customerId);
    const row = await selectDirectBankSession(txCtx.db, customerId);
    if (row) await saveDirectBankSession(txCtx.db, customerId, LOGGED_OUT, txCtx.now());
  });
  return getDirectBankSession(ctx);
}

/**
 * The company's live bank session for sending documents to its bank (payment orders, later), or null
 * when it must log in again. Reads inside the caller's transaction when given a TxContext.
 */
export async function activeDirectBankSession(
  ctx: DbContext & Pick<AppContext, 'config' | 'now'>,
  customerId: string,
): Promise<{ sid: string; expiresAt: Date } | null> {
  const row = await selectDirectBankSession(ctx.db, customerId);
  if (row?.status !== 'ACTIVE' || !row.sessionCipher || !row.expiresAt || row.expiresAt <= ctx.now()) return null;
  return { sid: sessionCipher(ctx).decrypt(row.sessionCipher, sessionContext(customerId)), expiresAt: row.expiresAt };
}

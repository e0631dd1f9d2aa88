/** Login by e-mail or Russian mobile number, in any common notation. */
import { type LoginRequest, type LoginResponse, parseLogin } from '@vyplaty/contracts';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { attemptsSoFar, consumeRateLimit, countAttempt, rateLimited, resetRateLimit } from '../../lib/rate-limit.js';
import { registerPushToken } from '../notifications/index.js';
import { findPendingOffer } from '../offers/index.js';
import { type AccountRow, selectAccountByEmail, selectAccountByPhone } from './accounts.repo.js';
import { authRateLimits, loginDelayMs } from './auth.rate-limits.js';
import { loginRefusal } from './login-refusal.js';
import { type SessionTokens, startSession } from './sessions.service.js';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', { message: 'Неверный логин или пароль' });

export async function login(
  ctx: AppContext,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<{ tokens: SessionTokens; response: LoginResponse }> {
  const now = ctx.now();
  const identifier = parseLogin(input.login);
  const loginKey = identifier ? (identifier.kind === 'email' ? identifier.email : identifier.phone) : input.login;
  // Limits per address and per (account, address); the account as a whole is only slowed down.
  const accountAtAddress = `${loginKey}|${meta.ip ?? ''}`;
  const { loginFailuresByAccountAndIp: byPair, loginFailuresByAccount: byAccount } = authRateLimits;
  const loginByIp = { ...authRateLimits.loginByIp, limit: ctx.config.LOGIN_ATTEMPTS_PER_IP };
  await consumeRateLimit(ctx.db, loginByIp, meta.ip, now);
  if ((await attemptsSoFar(ctx.db, byPair, accountAtAddress, now)) >= byPair.limit) throw rateLimited(byPair, now);
  const delay = loginDelayMs(await attemptsSoFar(ctx.db, byAccount, loginKey, now), ctx.config.LOGIN_DELAY_MS);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  let account: AccountRow | undefined;
  if (identifier?.kind === 'email') account = await selectAccountByEmail(ctx.db, identifier.email);
  if (identifier?.kind === 'phone') account = await selectAccountByPhone(ctx.db, identifier.phone);
  // Always verify a hash, even for unknown logins, so timing does not tell which accounts exist.
  const isPasswordValid = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !isPasswordValid) {
    await countAttempt(ctx.db, byPair, accountAtAddress, now);
    await countAttempt(ctx.db, byAccount, loginKey, now);
    throw invalidCredentials();
  }
  const refusal = loginRefusal(account);
  if (refusal) throw refusal;
  await resetRateLimit(ctx.db, byPair, accountAtAddress);

  const tokens = await startSession(ctx, account, meta);
  // A push token the server will not use must not fail the login: it is only logged.
  if (input.subscription) {
    await registerPushToken(ctx, account.id, input.subscription).catch((error: Error) =>
      ctx.log.warn({ error: error.name }, 'push token with login rejected'),
    );
  }
  const userOffer = await findPendingOffer(ctx, account.id);
  return { tokens, response: { role: account.role, ...(userOffer ? { user_offer: userOffer } : {}) } };
}

/**
 * The contractor's registration: the account (auth) and, through an invite link, joining the company in
 * the same transaction with the answer about former employment (N5) when given. A link that does not
 * fit (unknown, another phone) throws and nothing is stored. An ИНН-only invite waits for the ИНН; the
 * answer is then given in the companies list.
 */
import type { EmployeeRegistrationRequest } from '@vyplaty/contracts';
import type { AppContext, RequestMeta } from '../../context.js';
import { registerEmployee, type SessionTokens } from '../auth/index.js';
import { refuseFutureDismissal } from '../former-employment/index.js';
import { joinCompanyByInvite } from './invite-acceptance.service.js';

export async function registerEmployeeByPhone(
  ctx: AppContext,
  input: EmployeeRegistrationRequest,
  meta: RequestMeta,
): Promise<SessionTokens> {
  if (input.former_employment) refuseFutureDismissal(ctx, input.former_employment, 'former_employment.');
  const { invite_token: token, former_employment: answer } = input;
  return registerEmployee(
    ctx,
    input,
    meta,
    token
      ? async (txCtx, { account, employee }) => {
          await joinCompanyByInvite(txCtx, {
            token,
            employee,
            phone: input.phone,
            formerEmployment: answer && { answer, accountId: account.id },
          });
        }
      : undefined,
  );
}

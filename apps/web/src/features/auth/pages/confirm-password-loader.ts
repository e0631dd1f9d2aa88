import type { QueryClient } from '@tanstack/react-query';
import { linkTokenSchema } from '@vyplaty/contracts';
import { CONFIRM_EMAIL_TEXTS, VERIFY_EMAIL_ACTION } from '../../../lib/confirm-email-texts';
import { errorMessage } from '../../../lib/http';
import { resetSession } from '../../../lib/session';
import { verifyEmail } from '../api/verify-email';

export type ConfirmEmailResult =
  | { status: 'no-link' }
  | { status: 'confirmed' }
  | { status: 'failed'; message: string };

/**
 * /confirm-password?action=VERIFY_EMAIL&token=…: the token is spent exactly once, by the loader of this
 * navigation (an effect would fire twice under StrictMode and again on every remount).
 */
export async function confirmEmailLoader(queryClient: QueryClient, request: Request): Promise<ConfirmEmailResult> {
  const params = new URL(request.url).searchParams;
  if (params.get('action') !== VERIFY_EMAIL_ACTION || !params.has('token')) return { status: 'no-link' };
  const token = linkTokenSchema.safeParse(params.get('token'));
  if (!token.success) return { status: 'failed', message: CONFIRM_EMAIL_TEXTS.invalidLink };
  try {
    await verifyEmail({ token: token.data });
  } catch (err) {
    return { status: 'failed', message: errorMessage(err, CONFIRM_EMAIL_TEXTS.failedFallback) };
  }
  // The profile (email_verified, registration steps) and possibly the session changed.
  resetSession(queryClient);
  await queryClient.invalidateQueries();
  return { status: 'confirmed' };
}

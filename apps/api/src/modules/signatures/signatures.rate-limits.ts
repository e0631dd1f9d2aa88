/** Rate limits of signing codes (values in docs/decisions/onboarding.md, ПЭП section). */
import type { RateLimitRule } from '../../lib/rate-limit.js';

/**
 * A new code for the same document no sooner than this after the last one. Counted from the last
 * code's own time (not a fixed window), so two codes are never less than a minute apart.
 */
export const SIGNING_CODE_RESEND_SECONDS = 60;

export const signatureRateLimits = {
  /** Codes of one account for anything, per hour. */
  codesByAccount: {
    name: 'sign-code-hour',
    limit: 10,
    windowSeconds: 3600,
    message: 'Слишком много запросов кода. Попробуйте через час',
  },
} satisfies Record<string, RateLimitRule>;

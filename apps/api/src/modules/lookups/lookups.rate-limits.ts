/** The rate limit of the public lookups (value explained in docs/decisions/onboarding.md). */
import type { RateLimitRule } from '../../lib/rate-limit.js';

export const lookupsRateLimits = {
  /**
   * Public calls that spend the portal's paid DaData quota: a person typing makes a few calls a
   * second at most; a script copying the directories through us is stopped.
   */
  lookupsByIp: {
    name: 'lookups:ip',
    limit: 120,
    windowSeconds: 60,
    message: 'Слишком много запросов подсказок. Попробуйте через минуту',
  },
} satisfies Record<string, RateLimitRule>;

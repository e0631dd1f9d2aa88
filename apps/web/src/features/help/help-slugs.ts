/**
 * The knowledge base's article addresses (/help/<slug>), apart from their text so the route table can
 * answer an unknown one with a 404 without loading the articles (articles.ts; a test keeps both in step).
 */
export const HELP_SLUGS = ['how-to-pay', 'payout-checks', 'npd-income-limit', 'how-to-sign', 'account-access'] as const;

export const isHelpSlug = (slug: string | undefined): boolean =>
  slug !== undefined && (HELP_SLUGS as readonly string[]).includes(slug);

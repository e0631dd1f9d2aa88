import { notFound } from './not-found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's ids are UUIDs: anything else cannot exist, so the page is a 404 without asking the API. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

export function requireUuid(value: string | undefined): string {
  if (!isUuid(value)) throw notFound();
  return value;
}

export type PaymentsParamsOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'file-preview'; payoutId: string; fileId: string }
  | { kind: 'not-found' };

const FILES_PREVIEW_PREFIX = 'files-preview-';

/**
 * /payments/:tab?/:subtab? (SPEC §2). Concrete pages (/payments/npd/single, /payments/mass-payment…) are
 * static routes and win over this one; what reaches here is a bare tab, an unknown subtab, or
 * /payments/files-preview-{payoutId}/{fileId}, whose id sits inside a segment where the router cannot
 * put a parameter.
 */
/** The contract's paymentTabSchema, as a list: the startup code carries no zod (route-params.test.ts). */
export const PAYMENT_TABS = ['npd', 'individual'] as const;
const isPaymentTab = (tab: string): tab is (typeof PAYMENT_TABS)[number] =>
  (PAYMENT_TABS as readonly string[]).includes(tab);

/**
 * Where /payments lands: SPEC §2 sends it to mass NPD payments, a working page since registries can be paid
 * (docs/decisions/upcoming-sections.md).
 */
export const PAYMENTS_LANDING = '/payments/mass-payment';

export function resolvePaymentsParams(params: { tab?: string; subtab?: string }, search = ''): PaymentsParamsOutcome {
  const { tab, subtab } = params;
  if (tab === undefined) return { kind: 'redirect', to: `${PAYMENTS_LANDING}${search}` };
  if (tab.startsWith(FILES_PREVIEW_PREFIX)) {
    const payoutId = tab.slice(FILES_PREVIEW_PREFIX.length);
    if (payoutId && subtab) return { kind: 'file-preview', payoutId, fileId: subtab };
    return { kind: 'not-found' };
  }
  if (!isPaymentTab(tab)) return { kind: 'not-found' };
  // SPEC §2: the subtab counts whether it comes as a path segment or as ?subtab=; once it is in the
  // path it is dropped from the query, and every other parameter travels on.
  const query = new URLSearchParams(search);
  const mode = (subtab ?? query.get('subtab')) === 'single' ? 'single' : 'multiple';
  query.delete('subtab');
  const rest = query.toString();
  return { kind: 'redirect', to: `/payments/${tab}/${mode}${rest ? `?${rest}` : ''}` };
}
